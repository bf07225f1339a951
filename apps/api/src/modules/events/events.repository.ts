import type { EventCreate, EventUpdate } from "@cortege/domain";
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { events } from "../../db/schema/index.ts";
import { builtQueries, PLANNED_ONCE } from "../../platform/db/built-queries.ts";
import type { Db } from "../../platform/db/database.ts";

export type EventRow = typeof events.$inferSelect;
export type EventFilter = { isArchived?: boolean; status?: string; clientId?: string };
type EventFields = Omit<EventCreate, "vendorId" | "status"> & { note?: string | null };

const MAX_DATES = 1000;
// Same tolerance as the client search: one wrong letter in a word still finds it.
const WORD_SIMILARITY = "0.5";
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function columnsOf(event: EventFields) {
  return {
    eventName: event.eventName,
    approximateGuestsCount: event.approximateGuestsCount,
    guestsCount: event.guestsCount,
    date: event.date,
    startDate: event.startDate,
    endDate: event.endDate,
    approximateDate: event.approximateDate,
    eventType: event.eventType,
    clientId: event.clientId,
    spaceId: event.spaceId,
    searchText: sql`cortege_normalize(${event.eventName})`,
  };
}

export function createEventsRepository(db: Db) {
  const owned = (vendorId: string, eventId: string) => and(eq(events.vendorId, vendorId), eq(events.id, eventId));
  /** The vendor's events that meet every condition given (an undefined one is no condition). */
  const eventsWhere = (vendorId: string, ...conditions: (SQL | undefined)[]) =>
    db
      .select()
      .from(events)
      .where(and(eq(events.vendorId, vendorId), ...conditions));

  const manyQueries = builtQueries<ReturnType<typeof buildManyQuery>>();
  /**
   * The events among some ids: one array parameter, so one query whatever their number, built once. The ids as a
   * set to probe the primary key with (`in (select unnest(…))`): written `id = any(…)`, PostgreSQL ANDed the key's
   * bitmap with the vendor's whole part of events_vendor_search_idx (10,000 entries for a large vendor, 0.7 ms of
   * the messaging list's 25 event cards, 0.07 ms now).
   */
  const manyQuery = () => manyQueries("", buildManyQuery);
  const amongIds = () =>
    and(
      eq(events.vendorId, sql.placeholder("vendorId")),
      sql`${events.id} in (select unnest(${sql.placeholder("ids")}::uuid[]))`,
    );
  function buildManyQuery() {
    return db.select().from(events).where(amongIds()).prepare("");
  }
  const cardsQueries = builtQueries<ReturnType<typeof buildCardsQuery>>();
  /** What another list's card shows of its events (the inbox's): those columns only, the ids as `manyQuery`'s. */
  const cardsQuery = () => cardsQueries("", buildCardsQuery);
  function buildCardsQuery() {
    return db
      .select({
        id: events.id,
        eventName: events.eventName,
        date: events.date,
        approximateDate: events.approximateDate,
        approximateGuestsCount: events.approximateGuestsCount,
        guestsCount: events.guestsCount,
        status: events.status,
        clientId: events.clientId,
      })
      .from(events)
      .where(amongIds())
      .prepare(PLANNED_ONCE.eventCards);
  }
  const pageQueries = builtQueries<ReturnType<typeof buildPageQuery>>();
  /** A page's query, built once per shape (which filters are set, first page or after a cursor). */
  const pageQuery = (filter: EventFilter, afterSeq: number | undefined) =>
    pageQueries(
      `${filter.isArchived === undefined ? "" : "a"}${filter.status === undefined ? "" : "s"}${filter.clientId === undefined ? "" : "c"}${afterSeq === undefined ? "" : "n"}`,
      () => buildPageQuery(filter, afterSeq),
    );
  function buildPageQuery(filter: EventFilter, afterSeq: number | undefined) {
    return db
      .select()
      .from(events)
      .where(
        and(
          eq(events.vendorId, sql.placeholder("vendorId")),
          filter.isArchived === undefined ? undefined : eq(events.isArchived, sql.placeholder("isArchived")),
          filter.status === undefined ? undefined : eq(events.status, sql.placeholder("status")),
          filter.clientId === undefined ? undefined : eq(events.clientId, sql.placeholder("clientId")),
          afterSeq === undefined ? undefined : lt(events.seq, sql.placeholder("afterSeq")),
        ),
      )
      .orderBy(desc(events.seq))
      .limit(sql.placeholder("limit"))
      .prepare("");
  }

  return {
    async insert(vendorId: string, event: EventFields, status: string): Promise<EventRow> {
      const [row] = await db
        .insert(events)
        .values({ vendorId, status, ...columnsOf(event) })
        .returning();
      return row as EventRow;
    },
    async update(vendorId: string, event: EventUpdate & { status: string }): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ ...columnsOf(event), note: event.note, status: event.status, updatedAt: new Date() })
        .where(owned(vendorId, event.eventId))
        .returning();
      return row;
    },
    async get(vendorId: string, eventId: string): Promise<EventRow | undefined> {
      const [row] = await db.select().from(events).where(owned(vendorId, eventId));
      return row;
    },
    /** The ids of the vendor's events at this status (archived too). */
    async idsWithStatus(vendorId: string, status: string): Promise<string[]> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.vendorId, vendorId), eq(events.status, status)));
      return rows.map((r) => r.id);
    },
    /** The vendor's events among these ids (archived too), in no particular order. */
    async getMany(vendorId: string, eventIds: readonly string[]): Promise<EventRow[]> {
      if (eventIds.length === 0) return [];
      return manyQuery().execute({ vendorId, ids: [...eventIds] });
    },
    /** What a card shows of the vendor's events among these ids (archived too), in no particular order. */
    async cards(vendorId: string, eventIds: readonly string[]) {
      if (eventIds.length === 0) return [];
      return cardsQuery().execute({ vendorId, ids: [...eventIds] });
    },
    /** Newest first, after the cursor's row, one past `limit` to tell whether more remain. */
    async page(vendorId: string, filter: EventFilter, afterSeq: number | undefined, limit: number): Promise<EventRow[]> {
      return pageQuery(filter, afterSeq).execute({ vendorId, ...filter, afterSeq, limit: limit + 1 });
    },
    async setStatus(vendorId: string, eventId: string, status: string): Promise<EventRow | undefined> {
      const [row] = await db.update(events).set({ status, updatedAt: new Date() }).where(owned(vendorId, eventId)).returning();
      return row;
    },
    /** All of them or none: an id of another vendor refuses the whole call. */
    async archive(vendorId: string, eventIds: readonly string[], isArchived: boolean): Promise<string[] | undefined> {
      const ids = [...new Set(eventIds)];
      return db.transaction(async (tx) => {
        const where = and(eq(events.vendorId, vendorId), inArray(events.id, ids));
        const found = await tx.select({ id: events.id }).from(events).where(where).for("update");
        if (found.length !== ids.length) return undefined;
        await tx.update(events).set({ isArchived, updatedAt: new Date() }).where(where);
        return ids;
      });
    },
    /** Name matches (accents, case and one typo forgiven) or events of the given clients. */
    async search(vendorId: string, term: string, clientIds: string[], isArchived: boolean, limit: number): Promise<EventRow[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
        const needle = sql`cortege_normalize(${term})`;
        const contains = sql`${events.searchText} LIKE '%' || cortege_normalize(${escapeLike(term)}) || '%'`;
        const matches: SQL[] = [contains, sql`${needle} <% ${events.searchText}`];
        if (clientIds.length > 0) matches.push(inArray(events.clientId, clientIds));
        return tx
          .select()
          .from(events)
          .where(and(eq(events.vendorId, vendorId), eq(events.isArchived, isArchived), or(...matches)))
          .orderBy(desc(contains), desc(sql`word_similarity(${needle}, ${events.searchText})`), desc(events.seq))
          .limit(limit);
      });
    },
    /** Events that fall on the range by their date or by their start–end span; archived ones are left out. */
    async inRange(vendorId: string, start: string, end: string): Promise<EventRow[]> {
      const spanEnd = sql`coalesce(${events.endDate}, ${events.startDate})`;
      return eventsWhere(
        vendorId,
        eq(events.isArchived, false),
        or(
          and(gte(events.date, start), lte(events.date, end)),
          and(isNotNull(events.startDate), lte(events.startDate, end), sql`${spanEnd} >= ${start}`),
        ),
      )
        .orderBy(asc(sql`coalesce(${events.date}, ${events.startDate})`), asc(events.seq))
        .limit(MAX_DATES);
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
