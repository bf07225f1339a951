import type { MailMessage } from "../../platform/mail/mailer.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type MailItem = { subject: string; message: string; url: string | null };

/** An absolute link for the e-mail: app paths are joined to the public address. */
const linkOf = (url: string | null, appUrl: string) => (url ? (/^https?:\/\//i.test(url) ? url : `${appUrl}${url}`) : null);

/**
 * The French e-mail of one notification, or the digest of several received within a few minutes
 * (one message rather than a burst).
 */
export function notificationMail(to: string, items: readonly MailItem[], appUrl: string): MailMessage {
  const single = items.length === 1 ? items[0] : undefined;
  const subject = single ? single.subject : `${items.length} nouvelles notifications Cortège`;
  const settingsUrl = `${appUrl}/compte/notifications`;
  const text = [
    "Bonjour,",
    "",
    single ? "Vous avez une nouvelle notification :" : `Vous avez ${items.length} nouvelles notifications :`,
    "",
    ...items.flatMap((i) => [
      `• ${i.subject}`,
      `  ${i.message}`,
      ...(linkOf(i.url, appUrl) ? [`  ${linkOf(i.url, appUrl)}`] : []),
      "",
    ]),
    `Choisir les notifications reçues : ${settingsUrl}`,
    "",
    "L'équipe Cortège",
  ].join("\n");
  const rows = items
    .map((i) => {
      const link = linkOf(i.url, appUrl);
      return `<li style="margin:0 0 16px"><strong>${escapeHtml(i.subject)}</strong><br>${escapeHtml(i.message)}${
        link ? `<br><a href="${escapeHtml(link)}" style="color:#8a3f6b">Ouvrir</a>` : ""
      }</li>`;
    })
    .join("");
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;background:#f7f2ec;padding:24px;color:#2b2326"><div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px;color:#4a2c40">${escapeHtml(subject)}</h1><p>Bonjour,</p><ul style="padding-left:18px">${rows}</ul><p style="color:#7a6f72;font-size:13px;margin-top:32px"><a href="${escapeHtml(settingsUrl)}" style="color:#7a6f72">Choisir les notifications reçues</a><br>L'équipe Cortège</p></div></body></html>`;
  return { to, subject, text, html };
}
