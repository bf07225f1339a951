import type { MailMessage } from "../../platform/mail/mailer.ts";
import { escapeHtml } from "../public-showcase/html.ts";

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** To the couple: the vendor wrote; the link opens the conversation, and a reply by e-mail lands in it too. */
export function newVendorMessageMail(input: {
  to: string;
  vendorName: string;
  body: string;
  link: string;
  replyTo: string | null;
}): MailMessage {
  const subject = `Nouveau message de ${input.vendorName}`;
  const text = [
    "Bonjour,",
    `${input.vendorName} vous a écrit :`,
    input.body || "(pièce jointe)",
    `Lisez la conversation et répondez ici : ${input.link}`,
    input.replyTo ? "Vous pouvez aussi répondre directement à cet e-mail." : "",
    "Ce lien est personnel : ne le partagez pas.",
  ]
    .filter(Boolean)
    .join("\n\n");
  const html = `<div style="font-family:Georgia,serif;color:#2f2a2c;max-width:560px">${paragraphs(`Bonjour,\n\n${input.vendorName} vous a écrit :`)}<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #b08a7a">${paragraphs(input.body || "(pièce jointe)")}</blockquote><p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#7a4e5a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Lire et répondre</a></p><p style="color:#6b6063;font-size:13px">Ce lien est personnel : ne le partagez pas.</p></div>`;
  return { to: input.to, subject, text, html, fromName: input.vendorName, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}

/** To the vendor: a couple answered (sent only when the chat config's isEmailNotification is on). */
export function newClientMessageMail(input: { to: string; clientName: string; body: string; link: string }): MailMessage {
  const subject = `Nouveau message de ${input.clientName}`;
  const text = [
    "Bonjour,",
    `${input.clientName} vous a répondu :`,
    input.body,
    `Répondez depuis vos messages : ${input.link}`,
    "L'équipe Cortège",
  ].join("\n\n");
  const html = `<div style="font-family:Georgia,serif;color:#2f2a2c;max-width:560px">${paragraphs(`Bonjour,\n\n${input.clientName} vous a répondu :`)}<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #b08a7a">${paragraphs(input.body)}</blockquote><p><a href="${escapeHtml(input.link)}">Répondre depuis vos messages</a></p></div>`;
  return { to: input.to, subject, text, html };
}
