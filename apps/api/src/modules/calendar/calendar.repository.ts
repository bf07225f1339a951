import type { CalendarEvent, CalendarEventFields } from "@cortege/domain";
import { and, asc, eq, gte, lte, notInArray, sql } from "drizzle-orm";
import { calendarEvents } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../platform/db/database.ts";

type Row = typeof calendarEvents.$inferSelect;
export type StoredCalendarEvent = CalendarEvent & {
  origin: "cortege" | "google";
  googleEventId: string | null;
  updatedAt: string;
};

const toEvent = (row: Row): StoredCalendarEvent => ({
  eventId: row.id,
  title: row.title,
  description: row.description,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  allDay: row.allDay,
  emails: row.emails,
  clientId: row.clientId,
  invitedAt: row.invitedAt?.toISOString() ?? null,
  origin: row.origin,
  googleEventId: row.googleEventId,
  updatedAt: row.updatedAt.toISOString(),
});

const values = (fields: CalendarEventFields) => ({
  title: fields.title,
  description: fields.description,
  startTime: new Date(fields.startTime),
  endTime: new Date(fields.endTime),
  allDay: fields.allDay,
  emails: fields.emails,
  clientId: fields.clientId,
});

/** A Google event as stored on our side. */
export type PulledEvent = Omit<CalendarEventFields, "clientId" | "sendInvitation"> & { googleEventId: string };

export function createCalendarRepository(db: DbOrTx) {
  const owned = (vendorId: string, eventId: string) => and(eq(calendarEvents.vendorId, vendorId), eq(calendarEvents.id, eventId));
  return {
    /** Entries overlapping [from, to]: started before its end and ending after its start. */
    async inRange(vendorId: string, from: Date, to: Date, origin?: "cortege" | "google") {
      const rows = await db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.vendorId, vendorId),
            lte(calendarEvents.startTime, to),
            gte(calendarEvents.endTime, from),
            origin ? eq(calendarEvents.origin, origin) : undefined,
          ),
        )
        .orderBy(asc(calendarEvents.startTime))
        .limit(2000);
      return rows.map(toEvent);
    },
    async forClient(vendorId: string, clientId: string) {
      const rows = await db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.vendorId, vendorId), eq(calendarEvents.clientId, clientId)))
        .orderBy(asc(calendarEvents.startTime))
        .limit(500);
      return rows.map(toEvent);
    },
    async get(vendorId: string, eventId: string) {
      const [row] = await db.select().from(calendarEvents).where(owned(vendorId, eventId));
      return row ? toEvent(row) : undefined;
    },
    async insert(vendorId: string, fields: CalendarEventFields) {
      const [row] = await db
        .insert(calendarEvents)
        .values({ vendorId, ...values(fields) })
        .returning();
      return toEvent(row as Row);
    },
    async update(vendorId: string, eventId: string, fields: CalendarEventFields) {
      const [row] = await db
        .update(calendarEvents)
        .set({ ...values(fields), updatedAt: new Date() })
        .where(owned(vendorId, eventId))
        .returning();
      return row ? toEvent(row) : undefined;
    },
    async delete(vendorId: string, eventId: string) {
      const [row] = await db.delete(calendarEvents).where(owned(vendorId, eventId)).returning();
      return row ? toEvent(row) : undefined;
    },
    async byGoogleId(vendorId: string, googleEventId: string) {
      const [row] = await db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.vendorId, vendorId), eq(calendarEvents.googleEventId, googleEventId)));
      return row ? toEvent(row) : undefined;
    },
    /** The invitation's SEQUENCE for a send now: 0 the first time, one more on each re-send. */
    async nextInvitation(vendorId: string, eventId: string): Promise<{ sequence: number; invitedAt: string }> {
      const [row] = await db
        .update(calendarEvents)
        .set({
          icsSequence: sql`CASE WHEN ${calendarEvents.invitedAt} IS NULL THEN 0 ELSE ${calendarEvents.icsSequence} + 1 END`,
          invitedAt: new Date(),
        })
        .where(owned(vendorId, eventId))
        .returning({ sequence: calendarEvents.icsSequence, invitedAt: calendarEvents.invitedAt });
      if (!row?.invitedAt) throw new Error("appointment vanished in its own transaction");
      return { sequence: row.sequence, invitedAt: row.invitedAt.toISOString() };
    },
    async invitationSequence(vendorId: string, eventId: string): Promise<number> {
      const [row] = await db
        .select({ sequence: calendarEvents.icsSequence })
        .from(calendarEvents)
        .where(owned(vendorId, eventId));
      return row?.sequence ?? 0;
    },
    async setGoogleId(vendorId: string, eventId: string, googleEventId: string) {
      await db.update(calendarEvents).set({ googleEventId }).where(owned(vendorId, eventId));
    },
    /**
     * A Google event pulled: one row per (vendor, Google id) whatever the number of syncs or of API
     * instances (the unique key decides); an appointment of ours pushed earlier is updated in place.
     */
    async upsertPulled(vendorId: string, event: PulledEvent) {
      await db
        .insert(calendarEvents)
        .values({
          vendorId,
          origin: "google",
          googleEventId: event.googleEventId,
          title: event.title,
          description: event.description,
          startTime: new Date(event.startTime),
          endTime: new Date(event.endTime),
          allDay: event.allDay,
          emails: event.emails,
        })
        .onConflictDoUpdate({
          target: [calendarEvents.vendorId, calendarEvents.googleEventId],
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            startTime: sql`excluded.start_time`,
            endTime: sql`excluded.end_time`,
            allDay: sql`excluded.all_day`,
            emails: sql`excluded.emails`,
            updatedAt: new Date(),
          },
        });
    },
    async deletePulled(vendorId: string, googleEventId: string) {
      await db
        .delete(calendarEvents)
        .where(and(eq(calendarEvents.vendorId, vendorId), eq(calendarEvents.googleEventId, googleEventId)));
    },
    /** After a full list: Google's copies it did not list any more; answers how many went. */
    async dropGoogleOnlyExcept(vendorId: string, seen: ReadonlySet<string>): Promise<number> {
      const rows = await db
        .delete(calendarEvents)
        .where(
          and(
            eq(calendarEvents.vendorId, vendorId),
            eq(calendarEvents.origin, "google"),
            seen.size > 0 ? notInArray(calendarEvents.googleEventId, [...seen]) : undefined,
          ),
        )
        .returning({ id: calendarEvents.id });
      return rows.length;
    },
    /** After unlinking: Google's copies go, our appointments stay ours. */
    async forgetGoogle(vendorId: string) {
      await db.delete(calendarEvents).where(and(eq(calendarEvents.vendorId, vendorId), eq(calendarEvents.origin, "google")));
      await db.update(calendarEvents).set({ googleEventId: null }).where(eq(calendarEvents.vendorId, vendorId));
    },
    /** Every entry of the vendor, for the ICS feed (a year back, the rest ahead). */
    async since(vendorId: string, from: Date) {
      const rows = await db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.vendorId, vendorId), gte(calendarEvents.endTime, from)))
        .orderBy(asc(calendarEvents.startTime))
        .limit(5000);
      return rows.map(toEvent);
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
