import type { User, UserGroup } from "@cortege/domain";
import { and, count, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { emailCodes, loginThrottle, refreshTokens, users } from "../../db/schema/index.ts";
import type { Db, DbOrTx } from "../../platform/db/database.ts";

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
      address: row.address ?? null,
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
    /**
     * Creates the account, or gives an unconfirmed one this new password; undefined when the address
     * belongs to a confirmed account. One statement: parallel registrations of one address all succeed.
     */
    async insertOrReplaceUnconfirmed(email: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ email, passwordHash })
        .onConflictDoUpdate({
          target: users.email,
          set: { passwordHash, updatedAt: new Date() },
          setWhere: isNull(users.emailConfirmedAt),
        })
        .returning();
      return row;
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** The paid tier (essential / premium) in `groups`, the admin group kept; and the billing customer id. */
    async setBilling(tx: DbOrTx, id: string, tier: "essential" | "premium" | null, customerId: string): Promise<void> {
      await tx
        .update(users)
        .set({
          groups: sql`array_cat(array_remove(array_remove(${users.groups}, 'essential'), 'premium'), ${tier ? sql`ARRAY[${tier}]::text[]` : sql`'{}'::text[]`})`,
          customerId,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
    async recordLogin(id: string): Promise<void> {
      await db
        .update(users)
        .set({ loginCount: sql`${users.loginCount} + 1` })
        .where(eq(users.id, id));
    },
    /** The accounts among these whose e-mail is confirmed (any order). */
    async confirmedAmong(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(and(inArray(users.id, [...ids]), sql`${users.emailConfirmedAt} IS NOT NULL`));
    },

    /** Each of these accounts' e-mail, confirmed or not. */
    async emailsAmong(ids: readonly string[]): Promise<{ id: string; email: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },
    /** The accounts whose e-mail contains this text (case-insensitive; % and _ taken literally). */
    async idsWithEmailContaining(text: string): Promise<string[]> {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db.select({ id: users.id }).from(users).where(sql`${users.email} ILIKE ${pattern}`);
      return rows.map((r) => r.id);
    },
    /** Read at each admin call, so that a revoked administrator is refused before their token expires. */
    async isAdministrator(id: string): Promise<boolean> {
      const [row] = await db
        .select({ ok: sql<boolean>`'admin' = ANY(${users.groups})` })
        .from(users)
        .where(eq(users.id, id));
      return row?.ok === true;
    },
    /** Adds or removes the `admin` group of the account with this e-mail; false when there is none. */
    async setAdministrator(email: string, admin: boolean): Promise<boolean> {
      const groups = admin
        ? sql`array_append(array_remove(${users.groups}, 'admin'), 'admin')`
        : sql`array_remove(${users.groups}, 'admin')`;
      const rows = await db
        .update(users)
        .set({ groups, updatedAt: new Date() })
        .where(sql`lower(${users.email}) = lower(${email})`)
        .returning({ id: users.id });
      return rows.length > 0;
    },

    // One-time codes
    /**
     * Replaces the live code of this purpose, unless `limit` codes were issued since `since`: the user
     * row is locked meanwhile, so that parallel requests cannot each see room for one more code.
     */
    async replaceCodeWithinLimit(
      userId: string,
      purpose: CodePurpose,
      codeHash: string,
      expiresAt: Date,
      newEmail: string | undefined,
      limit: number,
      since: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
        const [issued] = await tx
          .select({ n: count() })
          .from(emailCodes)
          .where(and(eq(emailCodes.userId, userId), gt(emailCodes.createdAt, since)));
        if ((issued?.n ?? 0) >= limit) return false;
        await tx
          .update(emailCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
        await tx.insert(emailCodes).values({ userId, purpose, codeHash, expiresAt, newEmail: newEmail ?? null });
        return true;
      });
    },
    /**
     * One try at the live code of this purpose, in one statement: the try is counted and, when the code
     * is right, the code consumed; a code already tried `maxTries` times, consumed or expired takes no
     * more tries. Concurrent tries queue on the row lock and re-check, so 40 parallel guesses count 40
     * and only the first `maxTries` are compared. Null: no live code had a try left.
     */
    async tryCode(
      userId: string,
      purpose: CodePurpose,
      codeHash: string,
      maxTries: number,
    ): Promise<{ ok: boolean; newEmail: string | null } | null> {
      const result = await db.execute<{ ok: boolean; new_email: string | null }>(sql`
        UPDATE email_codes SET
          attempts = attempts + 1,
          consumed_at = CASE WHEN code_hash = ${codeHash} THEN now() ELSE NULL END
        WHERE id = (
            SELECT id FROM email_codes
            WHERE user_id = ${userId} AND purpose = ${purpose} AND consumed_at IS NULL AND expires_at > now()
            ORDER BY created_at DESC LIMIT 1)
          AND consumed_at IS NULL AND expires_at > now() AND attempts < ${maxTries}
        RETURNING consumed_at IS NOT NULL AS ok, new_email`);
      const row = result.rows[0];
      return row ? { ok: row.ok, newEmail: row.new_email } : null;
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
    /**
     * Counts one try under `key` unless `limit` tries were already counted in the window, in one
     * statement: the row lock makes concurrent tries wait and re-check, so none slips past the limit.
     */
    async takeThrottleSlot(key: string, limit: number, windowStart: Date): Promise<boolean> {
      const since = windowStart.toISOString();
      const rows = await db.execute(sql`
        INSERT INTO login_throttle AS t (key, failures, window_start) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN t.window_start < ${since}::timestamptz THEN 1 ELSE t.failures + 1 END,
          window_start = CASE WHEN t.window_start < ${since}::timestamptz THEN now() ELSE t.window_start END
        WHERE t.window_start < ${since}::timestamptz OR t.failures < ${limit}
        RETURNING t.failures`);
      return rows.rows.length === 1;
    },
    async giveThrottleSlotBack(key: string): Promise<void> {
      await db
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(eq(loginThrottle.key, key));
    },
    async clearThrottle(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
    /** Remembers that something happened now under `key` (an address this account logged in from). */
    async markThrottleKey(key: string): Promise<void> {
      await db
        .insert(loginThrottle)
        .values({ key, failures: 0, windowStart: new Date() })
        .onConflictDoUpdate({ target: loginThrottle.key, set: { windowStart: new Date() } });
    },
    async throttleCountSince(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .select({ failures: loginThrottle.failures })
        .from(loginThrottle)
        .where(and(eq(loginThrottle.key, key), gt(loginThrottle.windowStart, windowStart)));
      return row?.failures ?? 0;
    },
    async throttleKeySince(key: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ at: loginThrottle.windowStart })
        .from(loginThrottle)
        .where(and(eq(loginThrottle.key, key), gt(loginThrottle.windowStart, since)));
      return row !== undefined;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
