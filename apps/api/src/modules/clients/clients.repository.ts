import { type Client, type ClientListQuery, type ClientWrite, phoneSearchDigits } from "@cortege/domain";
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { clients } from "../../db/schema/index.ts";
import { builtQueries, PLANNED_ONCE } from "../../platform/db/built-queries.ts";
import type { Db, DbOrTx } from "../../platform/db/database.ts";

type ClientRow = typeof clients.$inferSelect;

function toClient(row: Omit<ClientRow, "searchText">): Client {
  return {
    clientId: row.id,
    name: row.name,
    type: row.type as Client["type"],
    contacts: row.contacts,
    source: row.source as Client["source"],
    status: row.status as Client["status"],
    note: row.note,
    attachments: row.attachments,
    company: row.company,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a search looks through, folded by the database like the query is (cortege_normalize). */
function searchSource(client: ClientWrite) {
  const parts = [client.name, client.company?.corporateName, client.company?.tradeName];
  for (const c of client.contacts) parts.push(c.firstname, c.lastname, c.email, c.phone);
  const raw = parts.filter((p) => p).join(" ");
  return sql`cortege_normalize(${raw})`;
}

function columnsOf(client: ClientWrite) {
  return {
    type: client.type,
    name: client.name,
    contacts: client.contacts,
    source: client.source,
    status: client.status,
    note: client.note,
    attachments: client.attachments,
    company: client.company,
    searchText: searchSource(client),
  };
}

// The share of trigrams a typed word must have in common with a stored one: 0.5 forgives one wrong letter.
const WORD_SIMILARITY = "0.5";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A contact's phone in the canonical digits of the domain's canonicalPhoneDigits (« +33 6 12 34 56 78 »,
 * « 06.12.34.56.78 » and « 0612345678 » all give 0612345678; a French number typed without its 0 gets
 * it back), computed over the stored contacts so that numbers saved before this rule are found too.
 */
const canonicalPhone = sql.raw(`(
  SELECT CASE WHEN d ~ '^[1-9][0-9]{8}$' AND coalesce(c->>'phoneCode', '33') IN ('33', '+33') THEN '0' || d ELSE d END
  FROM (SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(coalesce(c->>'phone', ''),
    '[^0-9+]', '', 'g'), '^(\\+|00)33(?=[0-9])', '0'), '^(\\+|00)', ''), '\\+', '', 'g') AS d) AS canonical
)`);

/** True when a contact's phone holds one of the digit forms of a phone search. */
function phoneMatches(forms: string[]) {
  const patterns = sql.join(
    forms.map((f) => sql`${`%${f}%`}`),
    sql`, `,
  );
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${clients.contacts}) AS c WHERE ${canonicalPhone} LIKE ANY (ARRAY[${patterns}]::text[]))`;
}

export function createClientsRepository(db: Db) {
  const owned = (vendorId: string, clientId: string) => and(eq(clients.vendorId, vendorId), eq(clients.id, clientId));

  /** The list's filters: with the vendor given, its values; without, placeholders (the query built once for its shape). */
  const listWhere = (query: ClientListQuery, vendorId?: string) => {
    const value = <T>(name: keyof ClientListQuery | "vendorId", given: T) =>
      vendorId === undefined ? sql.placeholder(name) : given;
    return and(
      eq(clients.vendorId, value("vendorId", vendorId ?? "")),
      eq(clients.isArchived, value("isArchived", query.isArchived)),
      query.type ? eq(clients.type, value("type", query.type)) : undefined,
      query.status ? eq(clients.status, value("status", query.status)) : undefined,
      query.source ? eq(clients.source, value("source", query.source)) : undefined,
    );
  };
  const manyQueries = builtQueries<ReturnType<typeof buildManyQuery>>();
  /** The clients among some ids: one array parameter, so one query whatever their number, built once. */
  const manyQuery = () => manyQueries("", buildManyQuery);
  function buildManyQuery() {
    return db
      .select()
      .from(clients)
      .where(and(eq(clients.vendorId, sql.placeholder("vendorId")), sql`${clients.id} = any(${sql.placeholder("ids")}::uuid[])`))
      .orderBy(desc(clients.seq))
      .prepare("");
  }
  const namesQueries = builtQueries<ReturnType<typeof buildNamesQuery>>();
  const namesQuery = () => namesQueries("", buildNamesQuery);
  function buildNamesQuery() {
    return db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.vendorId, sql.placeholder("vendorId")), sql`${clients.id} = any(${sql.placeholder("ids")}::uuid[])`))
      .prepare(PLANNED_ONCE.clientNames);
  }
  const listPages = builtQueries<ReturnType<typeof buildListPage>>();
  /** One page of the list, built once per shape: the sort, its direction and which filters are set. */
  const listPage = (query: ClientListQuery) =>
    listPages(`${query.sort}.${query.order}.${query.type ? "t" : ""}${query.status ? "s" : ""}${query.source ? "o" : ""}`, () =>
      buildListPage(query),
    );
  function buildListPage(query: ClientListQuery) {
    const where = listWhere(query);
    const direction = query.order === "asc" ? asc : desc;
    const limit = sql.placeholder("limit");
    const offset = sql.placeholder("offset");
    // The total rides on the page's rows (an uncorrelated subquery: counted once, off the list index),
    // one statement instead of two: the second query's build and round trip were half a request's cost.
    const total = sql<number>`(select count(*) from ${clients} where ${where})`.mapWith(Number);
    // What a row shows: the search text stays in the database.
    const { searchText: _searchText, ...shown } = getTableColumns(clients);
    if (query.sort === "name") {
      // Accents folded, so that "Élodie" sorts with the E's whatever the database collation. The page's ids
      // first, from clients_vendor_name_order_idx alone (an index-only scan that stops at the page), then
      // their rows: a deep page no longer sorts every client of the vendor, nor reads the rows it skips.
      const byName = sql`cortege_normalize(${clients.name})`;
      const page = db
        .select({ id: clients.id, key: sql<string>`${byName}`.as("name_key"), seq: clients.seq })
        .from(clients)
        .where(where)
        .orderBy(direction(byName), direction(clients.seq))
        .limit(limit)
        .offset(offset)
        .as("page");
      return db
        .select({ ...shown, total })
        .from(clients)
        .innerJoin(page, eq(clients.id, page.id))
        .orderBy(direction(page.key), direction(page.seq))
        .prepare("");
    }
    return db
      .select({ ...shown, total })
      .from(clients)
      .where(where)
      .orderBy(direction(clients.seq))
      .limit(limit)
      .offset(offset)
      .prepare("");
  }

  return {
    /** Which of these lower-case addresses are the e-mail of a contact of one of the vendor's clients. */
    async contactAddressesAmong(conn: DbOrTx, vendorId: string, addresses: readonly string[]): Promise<Set<string>> {
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

    async insert(vendorId: string, client: ClientWrite): Promise<Client> {
      const [row] = await db
        .insert(clients)
        .values({ vendorId, ...columnsOf(client) })
        .returning();
      return toClient(row as ClientRow);
    },
    async update(vendorId: string, clientId: string, client: ClientWrite): Promise<Client | undefined> {
      const [row] = await db
        .update(clients)
        .set({ ...columnsOf(client), updatedAt: new Date() })
        .where(owned(vendorId, clientId))
        .returning();
      return row ? toClient(row) : undefined;
    },
    async get(vendorId: string, clientId: string): Promise<Client | undefined> {
      const [row] = await db.select().from(clients).where(owned(vendorId, clientId));
      return row ? toClient(row) : undefined;
    },
    /** At most as many rows as ids given (callers bound that to 100). */
    async getMany(vendorId: string, clientIds: readonly string[]): Promise<Client[]> {
      if (clientIds.length === 0) return [];
      const rows = await manyQuery().execute({ vendorId, ids: [...clientIds] });
      return rows.map(toClient);
    },
    /** Each of these clients' name (another list's cards show it): the two columns only, one array parameter. */
    async namesAmong(vendorId: string, clientIds: readonly string[]): Promise<{ id: string; name: string }[]> {
      if (clientIds.length === 0) return [];
      return namesQuery().execute({ vendorId, ids: [...clientIds] });
    },
    /** Each of these clients' source and name, read from the (vendor_id, id) covering index for the sources. */
    async sourcesAmong(vendorId: string, clientIds: readonly string[]): Promise<{ id: string; source: string | null }[]> {
      if (clientIds.length === 0) return [];
      // One array parameter however many ids (a large vendor's dashboard asks for thousands).
      return db
        .select({ id: clients.id, source: clients.source })
        .from(clients)
        .where(
          and(eq(clients.vendorId, vendorId), sql`${clients.id} = ANY(string_to_array(${clientIds.join(",")}, ',')::uuid[])`),
        );
    },
    async list(vendorId: string, query: ClientListQuery): Promise<{ clients: Client[]; total: number }> {
      const offset = (query.page - 1) * query.limit;
      const rows = (await listPage(query).execute({
        vendorId,
        isArchived: query.isArchived,
        type: query.type,
        status: query.status,
        source: query.source,
        limit: query.limit,
        offset,
      })) as (ClientRow & { total: number })[];
      if (rows.length > 0 || query.page === 1) return { clients: rows.map(toClient), total: rows[0]?.total ?? 0 };
      // Past the last page no row carries the total: count apart (a stale link, rare).
      const [totals] = await db.select({ total: count() }).from(clients).where(listWhere(query, vendorId));
      return { clients: [], total: totals?.total ?? 0 };
    },
    /**
     * Accent- and case-insensitive, tolerant of a typo: a substring match ranks first, then words
     * whose trigrams are similar enough (pg_trgm `<%`, served by the GIN index). A term made of
     * digits also finds a contact's phone however either was typed (spaces, +33, 0033).
     */
    async search(vendorId: string, term: string, isArchived: boolean, limit: number): Promise<Client[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
        const needle = sql`cortege_normalize(${term})`;
        const phoneForms = phoneSearchDigits(term);
        const contains = phoneForms
          ? sql`(${clients.searchText} LIKE '%' || cortege_normalize(${escapeLike(term)}) || '%' OR ${phoneMatches(phoneForms)})`
          : sql`${clients.searchText} LIKE '%' || cortege_normalize(${escapeLike(term)}) || '%'`;
        const rows = await tx
          .select()
          .from(clients)
          .where(
            and(
              eq(clients.vendorId, vendorId),
              eq(clients.isArchived, isArchived),
              sql`(${contains} OR ${needle} <% ${clients.searchText})`,
            ),
          )
          .orderBy(desc(contains), desc(sql`word_similarity(${needle}, ${clients.searchText})`), desc(clients.seq))
          .limit(limit);
        return rows.map(toClient);
      });
    },
    async setStatus(vendorId: string, clientId: string, status: Client["status"]): Promise<Client | undefined> {
      const [row] = await db.update(clients).set({ status, updatedAt: new Date() }).where(owned(vendorId, clientId)).returning();
      return row ? toClient(row) : undefined;
    },
    async delete(vendorId: string, clientId: string): Promise<boolean> {
      const rows = await db.delete(clients).where(owned(vendorId, clientId)).returning({ id: clients.id });
      return rows.length === 1;
    },
    /** Archives all of them or none: an id of another vendor refuses the whole call. */
    async archive(vendorId: string, clientIds: readonly string[], isArchived: boolean): Promise<string[] | undefined> {
      const ids = [...new Set(clientIds)];
      return db.transaction(async (tx) => {
        const where = and(eq(clients.vendorId, vendorId), inArray(clients.id, ids));
        const found = await tx.select({ id: clients.id }).from(clients).where(where).for("update");
        if (found.length !== ids.length) return undefined;
        await tx.update(clients).set({ isArchived, updatedAt: new Date() }).where(where);
        return ids;
      });
    },
  };
}
export type ClientsRepository = ReturnType<typeof createClientsRepository>;
