import type { AddressInfo } from "node:net";
import { clientTokenSchema, MAX_MESSAGE_LENGTH, stripReply } from "@cortege/domain";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { AppError } from "../../platform/errors/app-error.ts";

type Replies = {
  clientMailReply(token: string, body: string, baseUrl: string, files: { filename: string; bytes: Buffer }[]): Promise<void>;
};
/** Forwarded lead e-mails (marketplaces module): its addresses are accepted and the raw mail handed over. */
type Leads = { isLeadAddress(address: string): Promise<boolean>; receive(address: string, raw: Buffer): Promise<boolean> };

const MAX_MAIL_BYTES = 10 * 1024 * 1024;

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/** The conversation token of reply+<token>@<domain>, or null for any other address. */
export function replyTokenOf(address: string, domain: string): string | null {
  const match = /^reply\+([^@]+)@(.+)$/i.exec(address.trim());
  if (!match || match[2]?.toLowerCase() !== domain.toLowerCase()) return null;
  const token = match[1]?.toLowerCase() ?? "";
  return clientTokenSchema.safeParse(token).success ? token : null;
}

/**
 * The SMTP receiver of couples' e-mail replies (INBOUND_SMTP_PORT): it accepts mail only for
 * reply+<token>@INBOUND_MAIL_DOMAIN, keeps the new text (quoted history and signature stripped) and the
 * attached files (checked like uploads, in the client's Chat folder) and adds them to that conversation as the
 * couple's message. A revoked or unknown token is refused (550).
 */
export async function startInboundMail(options: {
  port: number;
  host?: string;
  domain: string;
  replies: Replies;
  leads?: Leads | undefined;
  baseUrl: string;
  log: { warn(obj: unknown, msg: string): void };
}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_MAIL_BYTES,
    banner: "Cortège",
    onRcptTo(address, _session, callback) {
      if (replyTokenOf(address.address, options.domain)) return callback();
      void (options.leads?.isLeadAddress(address.address) ?? Promise.resolve(false)).then(
        (isLead) => callback(isLead ? undefined : smtpError("Destinataire inconnu", 550)),
        () => callback(smtpError("Réessayez plus tard", 451)),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.on("end", () => resolve(Buffer.concat(chunks)));
        stream.on("error", reject);
      })
        .then(async (raw) => {
          if (stream.sizeExceeded) throw smtpError("Message trop volumineux", 552);
          for (const rcpt of session.envelope.rcptTo) {
            if (!replyTokenOf(rcpt.address, options.domain)) await options.leads?.receive(rcpt.address, raw);
          }
          return simpleParser(raw);
        })
        .then(async (mail) => {
          const body = stripReply(mail.text ?? "").slice(0, MAX_MESSAGE_LENGTH);
          // The files the couple attached; pictures embedded in the body (a signature's logo) are left out.
          const files = mail.attachments
            .filter((a) => !a.related && a.content.length > 0)
            .map((a, i) => ({ filename: a.filename?.trim() || `piece-jointe-${i + 1}`, bytes: a.content }));
          if (!body && files.length === 0) return;
          for (const rcpt of session.envelope.rcptTo) {
            const token = replyTokenOf(rcpt.address, options.domain);
            if (!token) continue;
            await options.replies.clientMailReply(token, body, options.baseUrl, files).catch((error: unknown) => {
              if (error instanceof AppError && error.statusCode === 404) throw smtpError("Conversation introuvable", 550);
              throw error;
            });
          }
        })
        .then(
          () => callback(),
          (error: Error & { responseCode?: number }) => {
            if (!error.responseCode) options.log.warn({ err: error }, "inbound mail: reply not stored");
            callback(error.responseCode ? error : smtpError("Réessayez plus tard", 451));
          },
        );
    },
  });
  server.on("error", (error) => options.log.warn({ err: error }, "inbound mail: SMTP error"));
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? "0.0.0.0", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
