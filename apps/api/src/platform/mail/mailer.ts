import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Where the recipient's answer goes (a vendor's own address: the sender stays the platform's). */
  replyTo?: string;
  /** The display name of the sender ("Château Alice"); the address stays the configured one. */
  fromName?: string;
};
export type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  replyTo?: string;
  from?: string;
  attachments?: { filename: string; contentType: string; size: number }[];
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Present only in outbox mode (no SMTP_URL): the messages written to disk, newest first. */
  outbox?: { list(): Promise<OutboxEntry[]>; raw(id: string): Promise<string | null> };
  close(): void;
};

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The envelope of a message: the configured sender address (the only one SPF/DKIM vouch for), under
 * the vendor's name when given, with its attachments and reply address.
 */
function envelopeOf(from: string, message: MailMessage) {
  const { fromName, attachments, replyTo, ...rest } = message;
  return {
    ...rest,
    from: fromName ? { name: fromName, address: addressOf(from) } : from,
    ...(replyTo ? { replyTo } : {}),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

/** Real delivery through the SMTP server of SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(envelopeOf(from, message));
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL every message becomes an .eml file, so a fresh clone needs no mail server. */
export function createOutboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const safeId = /^[0-9]{13}-[0-9a-f]{12}$/;
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const info = await transport.sendMail(envelopeOf(from, message));
      const id = `${Date.now()}-${randomBytes(6).toString("hex")}`;
      await fs.writeFile(path.join(dir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = {
        id,
        to: message.to,
        subject: message.subject,
        date: new Date().toISOString(),
        text: message.text,
        ...(message.fromName ? { from: message.fromName } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments && message.attachments.length > 0
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                size: a.content.length,
              })),
            }
          : {}),
      };
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry));
    },
    outbox: {
      async list() {
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        const ids = names
          .filter((n) => n.endsWith(".json"))
          .map((n) => n.slice(0, -5))
          .sort()
          .reverse();
        const entries = await Promise.all(
          ids.map(async (id) => JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), "utf8")) as OutboxEntry),
        );
        return entries;
      },
      async raw(id) {
        if (!safeId.test(id)) return null;
        return fs.readFile(path.join(dir, `${id}.eml`), "utf8").catch(() => null);
      },
    },
    close: () => transport.close(),
  };
}
