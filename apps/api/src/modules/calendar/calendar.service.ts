import { type CalendarEvent, type CalendarEventFields, calendarMessages } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { ClientsService } from "../clients/clients.service.ts";
import { createCalendarRepository, type StoredCalendarEvent } from "./calendar.repository.ts";

/** What happens to an appointment after it is saved here: the Google sync pushes it, when linked. */
export type AppointmentListener = {
  saved(vendorId: VendorId, event: StoredCalendarEvent): Promise<void>;
  deleted(vendorId: VendorId, event: StoredCalendarEvent): Promise<void>;
};

const strip = ({ origin: _o, googleEventId: _g, updatedAt: _u, ...event }: StoredCalendarEvent): CalendarEvent => event;

/** The vendor's appointments (part 2 §3 "Calendar events", internal ones). */
export function createCalendarService({
  db,
  clients,
  listener,
}: {
  db: Db;
  clients: ClientsService;
  listener?: AppointmentListener;
}) {
  const repo = createCalendarRepository(db);
  const missing = () => notFound(calendarMessages.calendarEventNotFound);

  async function checkClient(vendorId: VendorId, clientId: string | null) {
    if (clientId) await clients.assertOwned(vendorId, clientId);
  }
  async function ownAppointment(vendorId: VendorId, eventId: string) {
    const event = await repo.get(vendorId, eventId);
    // Google's own events are listed by the google-events calls, not changed through these.
    if (!event || event.origin !== "cortege") throw missing();
    return event;
  }

  return {
    async list(vendorId: VendorId, startDate: string, endDate: string): Promise<CalendarEvent[]> {
      return (await repo.inRange(vendorId, new Date(startDate), new Date(endDate), "cortege")).map(strip);
    },
    async listForClient(vendorId: VendorId, clientId: string): Promise<CalendarEvent[]> {
      await clients.assertOwned(vendorId, clientId);
      return (await repo.forClient(vendorId, clientId)).map(strip);
    },
    async create(vendorId: VendorId, fields: CalendarEventFields): Promise<CalendarEvent> {
      await checkClient(vendorId, fields.clientId);
      const event = await repo.insert(vendorId, fields);
      await listener?.saved(vendorId, event);
      return strip(event);
    },
    async update(vendorId: VendorId, eventId: string, fields: CalendarEventFields): Promise<CalendarEvent> {
      await ownAppointment(vendorId, eventId);
      await checkClient(vendorId, fields.clientId);
      const event = await repo.update(vendorId, eventId, fields);
      if (!event) throw missing();
      await listener?.saved(vendorId, event);
      return strip(event);
    },
    async delete(vendorId: VendorId, eventId: string): Promise<void> {
      await ownAppointment(vendorId, eventId);
      const event = await repo.delete(vendorId, eventId);
      if (!event) throw missing();
      await listener?.deleted(vendorId, event);
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
