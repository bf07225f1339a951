import {
  type CalendarEvent,
  type CalendarEventFields,
  calendarMessages,
  formatDayFr,
  notificationLinks,
  parisDateOf,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { ClientsService } from "../clients/clients.service.ts";
import type { Notify } from "../notifications/notifications.service.ts";
import type { AppointmentInvitations } from "./appointment-invitations.ts";
import { createCalendarRepository, type StoredCalendarEvent } from "./calendar.repository.ts";

/** What happens to an appointment after it is saved here: the Google sync pushes it, when linked. */
export type AppointmentListener = {
  saved(vendorId: VendorId, event: StoredCalendarEvent): Promise<void>;
  deleted(vendorId: VendorId, event: StoredCalendarEvent): Promise<void>;
};

const strip = ({ origin: _o, googleEventId: _g, updatedAt: _u, ...event }: StoredCalendarEvent): CalendarEvent => event;
type Log = { warn(obj: unknown, msg?: string): void };

const parisTime = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" });
/** « 27 nov. 2026 à 14:30 » (Paris time), the day alone for an all-day appointment. */
const appointmentWhen = (startTime: string, allDay: boolean) => {
  const day = formatDayFr(parisDateOf(startTime));
  return allDay ? day : `${day} à ${parisTime.format(new Date(startTime))}`;
};

/** The vendor's appointments (part 2 §3 "Calendar events", internal ones). */
export function createCalendarService({
  db,
  clients,
  listener,
  invitations,
  log,
  notify,
}: {
  db: Db;
  clients: ClientsService;
  listener?: AppointmentListener;
  invitations?: AppointmentInvitations;
  log?: Log;
  /** The notifications service's notify (« appointment scheduled »); none when absent. */
  notify?: Notify;
}) {
  const repo = createCalendarRepository(db);
  const missing = () => notFound(calendarMessages.calendarEventNotFound);

  async function checkClient(vendorId: VendorId, clientId: string | null) {
    if (clientId) await clients.assertOwned(vendorId, clientId);
  }
  /** The invitation (or its update) sent in the save's transaction; the appointment answers when it was sent. */
  async function invite(tx: Tx, vendorId: VendorId, event: StoredCalendarEvent): Promise<StoredCalendarEvent> {
    if (!invitations) return event;
    const { sequence, invitedAt } = await createCalendarRepository(tx).nextInvitation(vendorId, event.eventId);
    await invitations.send(tx, vendorId, event, "REQUEST", sequence);
    return { ...event, invitedAt };
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
      const event = await db.transaction(async (tx) => {
        const saved = await createCalendarRepository(tx).insert(vendorId, fields);
        await notify?.(tx, {
          vendorId,
          kind: "APPOINTMENT_SCHEDULED",
          facts: { title: saved.title, date: appointmentWhen(saved.startTime, saved.allDay) },
          url: notificationLinks.agenda(parisDateOf(saved.startTime)),
        });
        return fields.sendInvitation ? invite(tx, vendorId, saved) : saved;
      });
      await listener?.saved(vendorId, event);
      return strip(event);
    },
    async update(vendorId: VendorId, eventId: string, fields: CalendarEventFields): Promise<CalendarEvent> {
      await ownAppointment(vendorId, eventId);
      await checkClient(vendorId, fields.clientId);
      const event = await db.transaction(async (tx) => {
        const saved = await createCalendarRepository(tx).update(vendorId, eventId, fields);
        if (!saved) throw missing();
        return fields.sendInvitation ? invite(tx, vendorId, saved) : saved;
      });
      await listener?.saved(vendorId, event);
      return strip(event);
    },
    async delete(vendorId: VendorId, eventId: string): Promise<void> {
      await ownAppointment(vendorId, eventId);
      const event = await db.transaction(async (tx) => {
        const txRepo = createCalendarRepository(tx);
        const sequence = await txRepo.invitationSequence(vendorId, eventId);
        const deleted = await txRepo.delete(vendorId, eventId);
        if (!deleted) throw missing();
        // Guests who were invited get the cancellation; the deletion stands even if the mail cannot go.
        if (deleted.invitedAt && deleted.emails.length > 0 && invitations) {
          await tx
            .transaction(async (inner) => invitations.send(inner, vendorId, deleted, "CANCEL", sequence + 1))
            .catch((error: unknown) => log?.warn({ err: error, vendorId }, "appointment cancellation not sent"));
        }
        return deleted;
      });
      await listener?.deleted(vendorId, event);
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
