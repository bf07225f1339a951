import {
  formatApproximateDate,
  formatDateWithOrdinal,
  formatPhone,
  type ShowcaseRequest,
  type Vendor,
  withDe,
} from "@cortege/domain";
import type { MailMessage } from "../../platform/mail/mailer.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const longDate = (iso: string) =>
  formatDateWithOrdinal(new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" }), new Date(`${iso}T00:00:00Z`));

/** The notice a vendor receives when a visitor sends a request from its public page. */
export function showcaseRequestMail(to: string, vendor: Vendor, request: ShowcaseRequest): MailMessage {
  const who = `${request.firstname} ${request.lastname}`;
  const when = request.date ? longDate(request.date) : request.month ? formatApproximateDate(request.month) : "";
  const subject = `Nouvelle demande ${withDe(who)} depuis votre vitrine`;
  const details: [string, string][] = [
    ["Nom", who],
    ["E-mail", request.email],
    ...(request.phone ? ([["Téléphone", formatPhone(request.phone)]] as [string, string][]) : []),
    ["Date", when],
    ["Invités", `${request.guestsCount} environ`],
  ];
  const intro = `${who} vous a écrit depuis la vitrine ${withDe(vendor.company.tradeName)}. Un client, un événement « Demandes reçues » et une conversation ont été créés dans votre espace Cortège.`;
  const text = [
    "Bonjour,",
    intro,
    details.map(([k, v]) => `${k} : ${v}`).join("\n"),
    `Message :\n${request.message}`,
    "Répondez-lui directement à son adresse e-mail, ou retrouvez la demande dans vos événements.",
    "L'équipe Cortège",
  ].join("\n\n");
  const rows = details
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#5f5358">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;background:#f6f1e9;padding:24px;color:#2b2126"><div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px;color:#4a2545">${escapeHtml(subject)}</h1><p style="margin:0 0 16px">Bonjour,</p><p style="margin:0 0 16px">${escapeHtml(intro)}</p><table style="border-collapse:collapse;margin:0 0 16px">${rows}</table><p style="margin:0 0 8px;color:#5f5358">Message :</p><blockquote style="margin:0 0 16px;padding:12px 16px;background:#f6f1e9;border-radius:8px;white-space:pre-wrap">${escapeHtml(request.message)}</blockquote><p style="margin:0 0 16px">Répondez-lui directement à son adresse e-mail, ou retrouvez la demande dans vos événements.</p><p style="color:#7a6f72;font-size:13px;margin-top:32px">L'équipe Cortège</p></div></body></html>`;
  return { to, subject, text, html };
}
