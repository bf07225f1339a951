import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { outsideMailRecipients, users, vendorMembers, vendors } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

/** The pool, a Drizzle transaction or a job transaction's connection. */
export type Conn = Db | Tx;

export function createOutgoingMailRepository(db: Db) {
  return {
    /** The trade name and showcase / company contact e-mail of the vendor. */
    async vendorIdentity(vendorId: string): Promise<{ tradeName: string | null; contactEmail: string | null }> {
      const [row] = await db
        .select({ company: vendors.company, contact: vendors.contact })
        .from(vendors)
        .where(eq(vendors.id, vendorId));
      const company = (row?.company ?? {}) as { tradeName?: unknown; contact?: { email?: unknown } | null };
      const contact = (row?.contact ?? company.contact ?? null) as { email?: unknown } | null;
      return {
        tradeName: typeof company.tradeName === "string" ? company.tradeName : null,
        contactEmail: typeof contact?.email === "string" ? contact.email : null,
      };
    },

    /** The confirmed account e-mails of the vendor's members, owners first, oldest first. */
    async confirmedMemberEmails(vendorId: string): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(vendorMembers)
        .innerJoin(users, eq(users.id, vendorMembers.userId))
        .where(and(eq(vendorMembers.vendorId, vendorId), isNotNull(users.emailConfirmedAt)))
        .orderBy(sql`${vendorMembers.role} = 'owner' DESC`, asc(vendorMembers.createdAt));
      return rows.map((r) => r.email);
    },

    /** Which of these (lower-case) addresses belong to a contact of one of the vendor's clients. */
    async clientAddresses(conn: Conn, vendorId: string, addresses: string[]): Promise<Set<string>> {
      if (addresses.length === 0) return new Set();
      const result = await conn.execute<{ address: string }>(sql`
        SELECT DISTINCT lower(trim(contact->>'email')) AS address
        FROM clients, jsonb_array_elements(CASE WHEN jsonb_typeof(contacts) = 'array' THEN contacts ELSE '[]'::jsonb END) AS contact
        WHERE clients.vendor_id = ${vendorId}
          AND lower(trim(contact->>'email')) IN (${sql.join(
            addresses.map((a) => sql`${a}`),
            sql`, `,
          )})`);
      return new Set(result.rows.map((r) => r.address));
    },

    /**
     * Records the outside addresses of one send for the vendor's Paris day, if the day's distinct
     * addresses stay within `cap`: under a transaction-scoped advisory lock of the vendor and day, so
     * simultaneous sends (and API replicas) cannot both take the last places. Answers false, recording
     * nothing, past the cap. Must run inside a transaction (the lock lasts until it ends).
     */
    async recordOutside(conn: Conn, vendorId: string, day: string, addresses: string[], cap: number): Promise<boolean> {
      if (addresses.length === 0) return true;
      await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`outside-mail:${vendorId}:${day}`}, 0))`);
      const known = await conn
        .select({ address: outsideMailRecipients.address })
        .from(outsideMailRecipients)
        .where(
          and(
            eq(outsideMailRecipients.vendorId, vendorId),
            eq(outsideMailRecipients.day, day),
            inArray(outsideMailRecipients.address, addresses),
          ),
        );
      const already = new Set(known.map((r) => r.address));
      const fresh = addresses.filter((a) => !already.has(a));
      if (fresh.length === 0) return true;
      const [used] = await conn
        .select({ n: count() })
        .from(outsideMailRecipients)
        .where(and(eq(outsideMailRecipients.vendorId, vendorId), eq(outsideMailRecipients.day, day)));
      if (Number(used?.n ?? 0) + fresh.length > cap) return false;
      await conn
        .insert(outsideMailRecipients)
        .values(fresh.map((address) => ({ vendorId, day, address })))
        .onConflictDoNothing();
      return true;
    },
  };
}
export type OutgoingMailRepository = ReturnType<typeof createOutgoingMailRepository>;
