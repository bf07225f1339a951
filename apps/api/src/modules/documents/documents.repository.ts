import type { DocumentStatus, QuoteType } from "@cortege/domain";
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import {
  documentLines,
  documentLinks,
  documents,
  numberingCounters,
  quoteConfigs,
  type StoredBreakdown,
} from "../../db/schema/index.ts";
import { arrayRows, type BuiltStatement, builtQueries, builtStatement } from "../../platform/db/built-queries.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

type Conn = Db | Tx;

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = Omit<typeof documents.$inferInsert, "id" | "seq" | "vendorId" | "createdAt" | "updatedAt">;
export type LineRow = typeof documentLines.$inferSelect;
export type LineInsert = Omit<typeof documentLines.$inferInsert, "id" | "vendorId" | "documentId" | "parentLineId"> & {
  children: Omit<LineInsert, "children">[];
};
export type SeriesRow = typeof numberingCounters.$inferSelect;
export type LinkRelation = "FROM" | "DEDUCTS";
export type LinkRow = { documentId: string; linkedId: string; relation: LinkRelation };

export const EMPTY_BREAKDOWN: StoredBreakdown = { taxDetails: [], disbursementsCents: 0 };

export type ListFilter = {
  quoteType: QuoteType;
  isArchived: boolean;
  status?: DocumentStatus | undefined;
  /** Lower-cased, unaccented term matched in the number and the client's name. */
  term?: string | undefined;
  afterSeq?: number | undefined;
  limit: number;
};

/** An issued invoice, deposit invoice or credit note (isIssued of the domain, in SQL; the delete trigger's test too). */
const ISSUED = sql`${documents.quoteType} <> 'QUOTE' AND ${documents.status} <> 'DRAFT'`;

/** What a list's line shows (document-present.ts `summary`) and its cursor: the rest of a row stays in the database. */
const summaryColumns = {
  id: documents.id,
  seq: documents.seq,
  name: documents.name,
  quoteType: documents.quoteType,
  status: documents.status,
  clientId: documents.clientId,
  clientName: documents.clientName,
  eventId: documents.eventId,
  date: documents.date,
  expirationDate: documents.expirationDate,
  issuedDate: documents.issuedDate,
  dueDate: documents.dueDate,
  totalExcludingTaxCents: documents.totalExcludingTaxCents,
  totalTaxCents: documents.totalTaxCents,
  totalIncludingTaxCents: documents.totalIncludingTaxCents,
  breakdown: documents.breakdown,
  deducted: documents.deducted,
  isArchived: documents.isArchived,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};
export type SummaryRow = Pick<DocumentRow, keyof typeof summaryColumns>;
/** A list's line with the ids of the documents it is linked with, either way (document-present.ts `linkedOf`). */
export type ListedRow = SummaryRow & { linkedIds: string[] };

type StatusCount = { status: string; count: number; sumHT: number; sumTTC: number };

/**
 * A list statement's row as PostgreSQL's driver gives it (`buildListQuery`'s selection, in its order): bigint as
 * text, timestamptz as Date, date as text (database.ts), json parsed.
 */
type ListedColumns = [
  ...[id: string, seq: string, name: string | null, quoteType: QuoteType, status: DocumentStatus, clientId: string | null],
  ...[clientName: string | null, eventId: string | null, date: string | null, expirationDate: string | null],
  ...[issuedDate: string | null, dueDate: string | null, totalExcludingTaxCents: string, totalTaxCents: string],
  ...[totalIncludingTaxCents: string, breakdown: StoredBreakdown, deducted: StoredBreakdown, isArchived: boolean],
  ...[createdAt: Date, updatedAt: Date, linkedIds: string[], statusCounts: [string, number, number, number][]],
];
const STATUS_COUNTS = 21;

const listedRow = (r: ListedColumns): ListedRow => ({
  id: r[0],
  seq: Number(r[1]),
  name: r[2],
  quoteType: r[3],
  status: r[4],
  clientId: r[5],
  clientName: r[6],
  eventId: r[7],
  date: r[8],
  expirationDate: r[9],
  issuedDate: r[10],
  dueDate: r[11],
  totalExcludingTaxCents: Number(r[12]),
  totalTaxCents: Number(r[13]),
  totalIncludingTaxCents: Number(r[14]),
  breakdown: r[15],
  deducted: r[16],
  isArchived: r[17],
  createdAt: r[18],
  updatedAt: r[19],
  linkedIds: r[20],
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createDocumentsRepository(db: Db) {
  const listStatements = builtQueries<BuiltStatement>();
  /**
   * A list page's statement, built once per shape (status filter, cursor, search term): its text and where each
   * value goes (drizzle placeholders). Sent on the pool with its rows as arrays, mapped by `listedRow`: drizzle's
   * mapping of 26 rows × 22 columns was a tenth of a list request's CPU.
   */
  const listStatement = (f: ListFilter) =>
    listStatements(`${f.status ? "s" : ""}${f.afterSeq !== undefined ? "n" : ""}${f.term ? "t" : ""}`, () =>
      builtStatement(buildListQuery(f)),
    );
  function buildListQuery(f: ListFilter) {
    const where: (SQL | undefined)[] = [
      eq(documents.vendorId, sql.placeholder("vendorId")),
      eq(documents.quoteType, sql.placeholder("quoteType")),
      eq(documents.isArchived, sql.placeholder("isArchived")),
      f.status ? eq(documents.status, sql.placeholder("status")) : undefined,
      f.afterSeq !== undefined ? lt(documents.seq, sql.placeholder("afterSeq")) : undefined,
      f.term ? sql`${documents.searchText} LIKE ${sql.placeholder("term")}` : undefined,
    ];
    // The status counts ride on the page's rows (an uncorrelated subquery: grouped once), one statement instead
    // of two: a round trip and its rows' handling were a fifth of a list request's CPU.
    const counts = sql<[string, number, number, number][]>`(select coalesce(json_agg(json_build_array(s.status, s.n, s.ht, s.ttc)
      order by s.status), '[]') from (select ${documents.status} as status, count(*) as n,
      coalesce(sum(${documents.totalExcludingTaxCents}), 0) as ht, coalesce(sum(${documents.totalIncludingTaxCents}), 0) as ttc
      from ${documents} where ${and(
        eq(documents.vendorId, sql.placeholder("vendorId")),
        eq(documents.quoteType, sql.placeholder("quoteType")),
        eq(documents.isArchived, sql.placeholder("isArchived")),
      )} group by ${documents.status}) s)`;
    // The linked documents ride on each row too (two index probes per row, document_links' primary key and
    // its linked_id index), instead of a second statement naming the page's ids: that statement was built per
    // request (its 50 parameters) and its round trip and rows handled apart, a quarter of a list request's CPU.
    const linkedIds = sql<string[]>`(select coalesce(json_agg(distinct case when l.document_id = ${documents.id}
      then l.linked_id else l.document_id end), '[]') from ${documentLinks} l
      where l.vendor_id = ${documents.vendorId} and (l.document_id = ${documents.id} or l.linked_id = ${documents.id}))`;
    // Newest first, as the other lists: the documents a vendor works on are the recent ones.
    return db
      .select({ ...summaryColumns, linkedIds, statusCounts: counts })
      .from(documents)
      .where(and(...where))
      .orderBy(desc(documents.seq))
      .limit(sql.placeholder("limit"))
      .prepare("");
  }
  const statusCountsQueries = builtQueries<ReturnType<typeof buildStatusCountsQuery>>();
  const statusCountsQuery = () => statusCountsQueries("", buildStatusCountsQuery);
  function buildStatusCountsQuery() {
    return db
      .select({
        status: documents.status,
        count: sql<string>`count(*)`,
        sumHT: sql<string>`coalesce(sum(${documents.totalExcludingTaxCents}), 0)`,
        sumTTC: sql<string>`coalesce(sum(${documents.totalIncludingTaxCents}), 0)`,
      })
      .from(documents)
      .where(
        and(
          eq(documents.vendorId, sql.placeholder("vendorId")),
          eq(documents.quoteType, sql.placeholder("quoteType")),
          eq(documents.isArchived, sql.placeholder("isArchived")),
        ),
      )
      .groupBy(documents.status)
      .orderBy(asc(documents.status))
      .prepare("");
  }

  /** Per-status count and sums (cents) of a list, whatever page is shown. */
  async function statusCounts(vendorId: string, quoteType: QuoteType, isArchived: boolean): Promise<StatusCount[]> {
    const rows = await statusCountsQuery().execute({ vendorId, quoteType, isArchived });
    return rows.map((r) => ({ status: r.status, count: Number(r.count), sumHT: Number(r.sumHT), sumTTC: Number(r.sumTTC) }));
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    async get(conn: Conn, vendorId: string, id: string, forUpdate = false): Promise<DocumentRow | null> {
      const query = conn
        .select()
        .from(documents)
        .where(and(eq(documents.vendorId, vendorId), eq(documents.id, id)));
      const rows = forUpdate ? await query.for("update") : await query;
      return rows[0] ?? null;
    },

    async getMany(conn: Conn, vendorId: string, ids: readonly string[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      return conn
        .select()
        .from(documents)
        .where(and(eq(documents.vendorId, vendorId), inArray(documents.id, [...ids])))
        .orderBy(asc(documents.seq));
    },

    /**
     * A page of a list (one past `limit`), each row with its linked documents' ids, and the list's per-status
     * counts and sums (cents), whatever page is shown.
     */
    async list(vendorId: string, f: ListFilter): Promise<{ rows: ListedRow[]; counts: StatusCount[] }> {
      const found = await arrayRows<ListedColumns>(db, listStatement(f), {
        vendorId,
        quoteType: f.quoteType,
        isArchived: f.isArchived,
        status: f.status,
        afterSeq: f.afterSeq,
        term: f.term ? `%${escapeLike(f.term)}%` : undefined,
        limit: f.limit + 1,
      });
      const rows = found.map(listedRow);
      const first = found[0];
      // No row to carry the counts (no match, past the end): counted apart.
      if (!first) return { rows, counts: await statusCounts(vendorId, f.quoteType, f.isArchived) };
      const counts = first[STATUS_COUNTS].map(([status, count, sumHT, sumTTC]) => ({
        status,
        count: Number(count),
        sumHT: Number(sumHT),
        sumTTC: Number(sumTTC),
      }));
      return { rows, counts };
    },

    async byClient(vendorId: string, clientId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.vendorId, vendorId), eq(documents.clientId, clientId)))
        .orderBy(desc(documents.seq))
        .limit(500);
    },

    async insert(tx: Tx, vendorId: string, values: DocumentInsert): Promise<string> {
      const [row] = await tx
        .insert(documents)
        .values({ ...values, vendorId })
        .returning({ id: documents.id });
      return (row as { id: string }).id;
    },

    async update(tx: Tx, vendorId: string, id: string, values: Partial<DocumentInsert>): Promise<void> {
      await tx
        .update(documents)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(documents.vendorId, vendorId), eq(documents.id, id)));
    },

    async lines(conn: Conn, documentIds: readonly string[]): Promise<LineRow[]> {
      if (documentIds.length === 0) return [];
      return conn
        .select()
        .from(documentLines)
        .where(inArray(documentLines.documentId, [...documentIds]))
        .orderBy(asc(documentLines.documentId), asc(documentLines.position), asc(documentLines.id));
    },

    async replaceLines(tx: Tx, vendorId: string, documentId: string, lines: LineInsert[]): Promise<void> {
      await tx.delete(documentLines).where(and(eq(documentLines.vendorId, vendorId), eq(documentLines.documentId, documentId)));
      for (const { children, ...line } of lines) {
        const [parent] = await tx
          .insert(documentLines)
          .values({ ...line, vendorId, documentId })
          .returning({ id: documentLines.id });
        if (children.length > 0) {
          await tx
            .insert(documentLines)
            .values(children.map((c) => ({ ...c, vendorId, documentId, parentLineId: (parent as { id: string }).id })));
        }
      }
    },

    async links(conn: Conn, vendorId: string, ids: readonly string[]): Promise<LinkRow[]> {
      if (ids.length === 0) return [];
      const rows = await conn
        .select({ documentId: documentLinks.documentId, linkedId: documentLinks.linkedId, relation: documentLinks.relation })
        .from(documentLinks)
        .where(
          and(
            eq(documentLinks.vendorId, vendorId),
            or(inArray(documentLinks.documentId, [...ids]), inArray(documentLinks.linkedId, [...ids])),
          ),
        );
      return rows as LinkRow[];
    },

    async link(tx: Tx, vendorId: string, documentId: string, linkedId: string, relation: LinkRelation): Promise<void> {
      await tx.insert(documentLinks).values({ vendorId, documentId, linkedId, relation }).onConflictDoNothing();
    },

    async unlinkDeductions(tx: Tx, vendorId: string, documentId: string): Promise<void> {
      await tx
        .delete(documentLinks)
        .where(
          and(
            eq(documentLinks.vendorId, vendorId),
            eq(documentLinks.documentId, documentId),
            eq(documentLinks.relation, "DEDUCTS"),
          ),
        );
    },

    /** Documents made from `sourceId` (deposit and final invoices of a quote, credit notes of an invoice). */
    async madeFrom(conn: Conn, vendorId: string, sourceId: string): Promise<DocumentRow[]> {
      const rows = await conn
        .select({ d: documents })
        .from(documentLinks)
        .innerJoin(documents, eq(documents.id, documentLinks.documentId))
        .where(
          and(eq(documentLinks.vendorId, vendorId), eq(documentLinks.linkedId, sourceId), eq(documentLinks.relation, "FROM")),
        )
        .orderBy(asc(documents.seq));
      return rows.map((r) => r.d);
    },

    async delete(tx: Tx, vendorId: string, ids: readonly string[]): Promise<void> {
      await tx.delete(documents).where(and(eq(documents.vendorId, vendorId), inArray(documents.id, [...ids])));
    },

    async archive(tx: Tx, vendorId: string, ids: readonly string[], isArchived: boolean): Promise<void> {
      await tx
        .update(documents)
        .set({ isArchived, updatedAt: new Date() })
        .where(and(eq(documents.vendorId, vendorId), inArray(documents.id, [...ids])));
    },

    /**
     * The series' row (a prefix of a legal entity), locked until the transaction ends: two documents
     * being issued at once — by one vendor or by two vendors of the same SIREN — wait for each other
     * here, so numbers follow one another without gap or duplicate. A new row belongs to `quoteType`.
     */
    async lockSeries(tx: Tx, legalEntity: string, prefix: string, quoteType: QuoteType): Promise<SeriesRow> {
      const key = prefix.trim().toUpperCase();
      await tx.insert(numberingCounters).values({ legalEntity, prefix: key, quoteType }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(numberingCounters)
        .where(and(eq(numberingCounters.legalEntity, legalEntity), eq(numberingCounters.prefix, key)))
        .for("update");
      return row as SeriesRow;
    },

    async saveSeries(tx: Tx, row: SeriesRow): Promise<void> {
      await tx
        .update(numberingCounters)
        .set({ quoteType: row.quoteType, counter: row.counter, lastNumberedDate: row.lastNumberedDate })
        .where(and(eq(numberingCounters.legalEntity, row.legalEntity), eq(numberingCounters.prefix, row.prefix)));
    },

    /** The entity's series by upper-cased prefix. */
    async series(conn: Conn, legalEntity: string): Promise<Map<string, SeriesRow>> {
      const rows = await conn.select().from(numberingCounters).where(eq(numberingCounters.legalEntity, legalEntity));
      return new Map(rows.map((r) => [r.prefix, r]));
    },

    /** Whether a document of the entity already carries this number (the unique index's question, asked first). */
    async numberTaken(tx: Tx, legalEntity: string, name: string): Promise<boolean> {
      const rows = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.legalEntity, legalEntity), eq(documents.name, name)))
        .limit(1);
      return rows.length > 0;
    },

    /** The vendor's issued invoices, deposit invoices and credit notes (archived ones too), oldest first. */
    async issued(conn: Conn, vendorId: string): Promise<DocumentRow[]> {
      return conn
        .select()
        .from(documents)
        .where(and(eq(documents.vendorId, vendorId), ISSUED))
        .orderBy(asc(documents.seq));
    },

    async clientHasIssued(conn: Conn, vendorId: string, clientId: string): Promise<boolean> {
      const rows = await conn
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.vendorId, vendorId), eq(documents.clientId, clientId), ISSUED))
        .limit(1);
      return rows.length > 0;
    },

    /** Which of these vendors have issued documents (they are kept ten years). */
    async vendorsWithIssued(conn: Conn, vendorIds: readonly string[]): Promise<Set<string>> {
      if (vendorIds.length === 0) return new Set();
      const rows = await conn
        .selectDistinct({ vendorId: documents.vendorId })
        .from(documents)
        .where(and(inArray(documents.vendorId, [...vendorIds]), ISSUED));
      return new Set(rows.map((r) => r.vendorId));
    },

    async config(conn: Conn, vendorId: string): Promise<unknown | null> {
      const [row] = await conn.select().from(quoteConfigs).where(eq(quoteConfigs.vendorId, vendorId));
      return row?.config ?? null;
    },

    async saveConfig(tx: Tx, vendorId: string, config: unknown): Promise<void> {
      await tx
        .insert(quoteConfigs)
        .values({ vendorId, config })
        .onConflictDoUpdate({ target: quoteConfigs.vendorId, set: { config, updatedAt: new Date() } });
    },

    /**
     * Every vendor's quotes in `statuses` whose validity date is before `today` become EXPIRED (the
     * expiry job's statements); answers which, with the status each left.
     */
    async expireQuotes(
      tx: Tx,
      today: string,
      statuses: readonly DocumentStatus[],
    ): Promise<{ id: string; vendorId: string; from: string }[]> {
      // Locked and read first: the history records the status each quote left.
      const due = await tx
        .select({ id: documents.id, vendorId: documents.vendorId, from: documents.status })
        .from(documents)
        .where(
          and(
            eq(documents.quoteType, "QUOTE"),
            inArray(documents.status, [...statuses]),
            sql`${documents.expirationDate} < ${today}`,
          ),
        )
        .for("update");
      if (due.length === 0) return [];
      await tx
        .update(documents)
        .set({ status: "EXPIRED", updatedAt: new Date() })
        .where(
          inArray(
            documents.id,
            due.map((d) => d.id),
          ),
        );
      return due;
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
