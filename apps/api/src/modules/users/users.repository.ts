import type { Address, User, UserGroup } from "@cortege/domain";
import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { emailCodes, loginThrottle, refreshTokens, users, vendorMembers, vendors } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = "confirm_email" | "reset_password" | "change_email";

export function toUser(row: UserRow): User {
  return {
    userId: row.id,
    contact: {
      firstname: row.firstname,
      lastname: row.lastname,
      phone: row.phone,
      phoneCode: row.phoneCode,
      email: row.email,
      address: (row.address as Address | null) ?? null,
    },
    profilePicture: row.profilePicture,
    isFirstLogin: row.loginCount <= 1,
    isMultiVendor: row.isMultiVendor,
  };
}

export function groupsOf(row: UserRow): UserGroup[] {
  return row.groups.filter((g): g is UserGroup => g === "essential" || g === "premium" || g === "admin");
}

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async insert(email: string, passwordHash: string): Promise<UserRow> {
      const [row] = await db.insert(users).values({ email, passwordHash }).returning();
      return row as UserRow;
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async recordLogin(id: string): Promise<void> {
      await db
        .update(users)
        .set({ loginCount: sql`${users.loginCount} + 1` })
        .where(eq(users.id, id));
    },
    async deleteWithOwnedVendors(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Vendors this user alone runs go with them; a vendor shared with someone else stays.
        const owned = await tx
          .select({ vendorId: vendorMembers.vendorId })
          .from(vendorMembers)
          .where(eq(vendorMembers.userId, id));
        const ids = owned.map((o) => o.vendorId);
        if (ids.length > 0) {
          const shared = await tx
            .select({ vendorId: vendorMembers.vendorId })
            .from(vendorMembers)
            .where(and(inArray(vendorMembers.vendorId, ids), ne(vendorMembers.userId, id)));
          const keep = new Set(shared.map((s) => s.vendorId));
          const drop = ids.filter((v) => !keep.has(v));
          if (drop.length > 0) await tx.delete(vendors).where(inArray(vendors.id, drop));
        }
        await tx.delete(users).where(eq(users.id, id));
      });
    },

    // One-time codes
    async countCodesSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, userId), gt(emailCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    async replaceCode(userId: string, purpose: CodePurpose, codeHash: string, expiresAt: Date, newEmail?: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(emailCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
        await tx.insert(emailCodes).values({ userId, purpose, codeHash, expiresAt, newEmail: newEmail ?? null });
      });
    },
    async latestLiveCode(userId: string, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.consumedAt),
            gt(emailCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      return row;
    },
    async countWrongTry(codeId: string): Promise<void> {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, codeId));
    },
    /** Atomic, so that one code cannot be used twice by two concurrent requests. */
    async consumeCode(codeId: string): Promise<boolean> {
      const rows = await db
        .update(emailCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id });
      return rows.length === 1;
    },

    // Refresh tokens
    async insertRefreshToken(userId: string, familyId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(refreshTokens).values({ userId, familyId, tokenHash, expiresAt });
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    async claimRefreshToken(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllFamilies(userId: string, exceptFamilyId?: string): Promise<void> {
      const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
      if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
    },

    // Login throttling: counters in a fixed window, shared by every API replica.
    async failuresInWindow(key: string, windowStart: Date): Promise<number> {
      const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
      if (!row || row.windowStart < windowStart) return 0;
      return row.failures;
    },
    async recordFailure(key: string, windowStart: Date): Promise<void> {
      await db
        .insert(loginThrottle)
        .values({ key, failures: 1, windowStart: new Date() })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz THEN now() ELSE ${loginThrottle.windowStart} END`,
          },
        });
    },
    async clearFailures(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
