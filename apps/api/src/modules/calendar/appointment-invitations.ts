import { buildIcsInvitation } from "@cortege/domain";
import type { Tx } from "../../platform/db/database.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { OutgoingMailService } from "../outgoing-mail/outgoing-mail.service.ts";
import type { StoredCalendarEvent } from "./calendar.repository.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const when = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long", timeStyle: "short" });
const day = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long" });

function dateText(event: StoredCalendarEvent): string {
  if (!event.allDay) return `le ${when.format(new Date(event.startTime))}`;
  return `le ${day.format(new Date(event.startTime))}`;
}

/**
 * The couple's invitation to an appointment: an e-mail under the vendor's name with the iTIP
 * (RFC 5546) calendar object attached, REQUEST on each send and CANCEL when it is called off.
 * Recipients pass the platform's relay rules (clients' contacts freely, others within the daily cap).
 */
export function createAppointmentInvitations({ mailer, outgoingMail }: { mailer: Mailer; outgoingMail: OutgoingMailService }) {
  return {
    /** In the save's transaction: a refusal (429) or a failed send rolls the save back, nothing half done. */
    async send(tx: Tx, vendorId: string, event: StoredCalendarEvent, method: "REQUEST" | "CANCEL", sequence: number) {
      const refusal = await outgoingMail.admit(tx, vendorId, event.emails);
      if (refusal) throw refusal;
      const sender = await outgoingMail.sender(vendorId);
      const vendorName = sender.fromName ?? "Votre prestataire";
      const ics = buildIcsInvitation({
        method,
        uid: `${event.eventId}@cortege`,
        sequence,
        summary: event.title,
        description: event.description,
        start: event.startTime,
        end: event.endTime,
        allDay: event.allDay,
        organizer: { name: vendorName, email: sender.replyTo ?? "no-reply@cortege.invalid" },
        attendees: event.emails,
        stamp: new Date().toISOString(),
      });
      const cancelled = method === "CANCEL";
      const subject = `${cancelled ? "Annulé" : sequence > 0 ? "Modifié" : "Invitation"} : ${event.title}, ${dateText(event)}`;
      const paragraphs = cancelled
        ? [`${vendorName} annule le rendez-vous « ${event.title} » prévu ${dateText(event)}.`]
        : [
            `${vendorName} vous ${sequence > 0 ? "envoie le rendez-vous modifié" : "invite"} : « ${event.title} », ${dateText(event)} (heure de Paris).`,
            ...(event.description ? [event.description] : []),
            "L'invitation est jointe : ouvrez-la pour l'ajouter à votre agenda.",
          ];
      for (const to of event.emails) {
        await mailer.send({
          to,
          subject,
          text: paragraphs.join("\n\n"),
          html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join(""),
          attachments: [
            {
              filename: cancelled ? "annulation.ics" : "invitation.ics",
              content: Buffer.from(ics, "utf8"),
              contentType: `text/calendar; charset=utf-8; method=${method}`,
            },
          ],
          ...(sender.fromName ? { fromName: sender.fromName } : {}),
          ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
        });
      }
    },
  };
}
export type AppointmentInvitations = ReturnType<typeof createAppointmentInvitations>;
