import { randomBytes } from "node:crypto";
import { buildIcsCalendar, type IcsEntry, parisDateOf } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { EventsService } from "../events/events.service.ts";
import { createCalendarRepository } from "./calendar.repository.ts";
import { createCalendarAccountsRepository } from "./calendar-accounts.repository.ts";

const DAY_MS = 86_400_000;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The vendor's private ICS feed (RFC 5545): weddings and appointments, from a year back to two years
 * ahead. The address holds an unguessable token; regenerating it cuts every old subscription.
 */
export function createIcsFeedService({
  db,
  events,
  feedUrl,
}: {
  db: Db;
  events: Pick<EventsService, "dates">;
  feedUrl: (origin: string, token: string) => string;
}) {
  const accounts = createCalendarAccountsRepository(db);
  const appointments = createCalendarRepository(db);
  return {
    async url(vendorId: VendorId, origin: string): Promise<string | null> {
      const token = (await accounts.get(vendorId))?.icsToken;
      return token ? feedUrl(origin, token) : null;
    },
    async regenerate(vendorId: VendorId, origin: string): Promise<string> {
      const token = randomBytes(24).toString("base64url");
      await accounts.save(vendorId, { icsToken: token });
      return feedUrl(origin, token);
    },
    /** The feed's text, or null for a token that is not (or no longer) a vendor's. */
    async feed(token: string): Promise<string | null> {
      const account = await accounts.byIcsToken(token);
      if (!account) return null;
      const vendorId = account.vendorId;
      const now = Date.now();
      const from = new Date(now - 365 * DAY_MS);
      const to = new Date(now + 2 * 365 * DAY_MS);
      const [weddings, own] = await Promise.all([
        events.dates(vendorId, from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)),
        appointments.since(vendorId, from),
      ]);
      const entries: IcsEntry[] = [
        ...weddings.flatMap((w) => {
          const start = w.date ?? w.startDate;
          if (!start) return [];
          const last = w.date ?? w.endDate ?? start;
          return [
            {
              uid: `event-${w.eventId}@cortege`,
              summary: w.eventName,
              start,
              end: nextDay([start, last].sort()[1] ?? start),
              allDay: true,
              updatedAt: new Date(now).toISOString(),
            },
          ];
        }),
        ...own
          .filter((a) => a.origin === "cortege")
          .map((a) => ({
            uid: `appointment-${a.eventId}@cortege`,
            summary: a.title,
            description: a.description,
            start: a.allDay ? parisDateOf(a.startTime) : a.startTime,
            end: a.allDay ? parisDateOf(a.endTime) : a.endTime,
            allDay: a.allDay,
            updatedAt: a.updatedAt,
          })),
      ];
      return buildIcsCalendar("Cortège", entries);
    },
  };
}
export type IcsFeedService = ReturnType<typeof createIcsFeedService>;
