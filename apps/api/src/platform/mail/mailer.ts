import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type OutboxEntry = { id: string; to: string; subject: string; date: string; text: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Present only in outbox mode (no SMTP_URL): the messages written to disk, newest first. */
  outbox?: { list(): Promise<OutboxEntry[]>; raw(id: string): Promise<string | null> };
  close(): void;
};

/** Real delivery through the SMTP server of SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
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
      const info = await transport.sendMail({ from, ...message });
      const id = `${Date.now()}-${randomBytes(6).toString("hex")}`;
      await fs.writeFile(path.join(dir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = {
        id,
        to: message.to,
        subject: message.subject,
        date: new Date().toISOString(),
        text: message.text,
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
