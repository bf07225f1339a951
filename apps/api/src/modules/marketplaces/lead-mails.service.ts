import { createHash, randomBytes } from "node:crypto";
import { type LeadInbox, MAX_MESSAGE_LENGTH, parseLeadMail } from "@cortege/domain";
import { simpleParser } from "mailparser";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import type { ClientOpening } from "../conversations/conversations.service.ts";
import type { LeadIntake } from "./lead-intake.ts";
import { createLeadMailsRepository, type LeadMailRow } from "./lead-mails.repository.ts";

const LATEST = 20;

/** leads+<token>@<domain>: the token of a vendor's lead address, or null for any other address. */
export function leadTokenOf(address: string, domain: string): string | null {
  const match = /^leads\+([a-z0-9]{24})@(.+)$/i.exec(address.trim());
  return match && match[2]?.toLowerCase() === domain.toLowerCase() ? (match[1]?.toLowerCase() ?? null) : null;
}

/**
 * Forwarded directory e-mails (issue 23): each vendor has its own address; a notification forwarded
 * there becomes a lead (client + event in « Demande reçue ») and is kept whole, downloadable. The same
 * mail forwarded twice (same Message-ID) is one lead; a mail that names no way to reach a couple is
 * kept and listed as unread, nothing created.
 */
export function createLeadMailsService(deps: {
  db: Db;
  intake: LeadIntake;
  domain: string | null;
  /** The messaging service: the lead's words open a conversation in the own chat, answered from there. */
  conversations?: {
    openFromClient(input: ClientOpening & { origin: "LEAD_MAIL" }): Promise<unknown>;
  };
  log?: { warn(obj: unknown, msg: string): void };
}) {
  const repo = createLeadMailsRepository(deps.db);
  const present = (row: LeadMailRow) => ({
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    subject: row.subject,
    source: row.source,
    name: row.name,
    message: row.message,
    clientId: row.clientId,
    eventId: row.eventId,
  });

  return {
    async inbox(vendorId: string): Promise<LeadInbox> {
      const token = deps.domain ? await repo.ensureToken(vendorId, randomBytes(12).toString("hex")) : null;
      return {
        address: token && deps.domain ? `leads+${token}@${deps.domain}` : null,
        mails: (await repo.latest(vendorId, LATEST)).map(present),
      };
    },

    isLeadAddress: async (address: string) => {
      const token = deps.domain ? leadTokenOf(address, deps.domain) : null;
      return !!token && !!(await repo.vendorOfToken(token));
    },

    /** A mail received for leads+<token>@…; false when the address is nobody's. */
    async receive(address: string, raw: Buffer): Promise<boolean> {
      const token = deps.domain ? leadTokenOf(address, deps.domain) : null;
      const vendorId = token ? await repo.vendorOfToken(token) : null;
      if (!vendorId) return false;
      const mail = await simpleParser(raw);
      const from = mail.from?.text ?? "";
      const subject = (mail.subject ?? "").slice(0, 500);
      const lead = parseLeadMail({ from, subject, text: mail.text ?? "" }, [from, address]);
      const stored = await repo.insert({
        vendorId,
        messageId: mail.messageId ?? createHash("sha256").update(raw).digest("hex"),
        subject,
        source: lead?.source ?? null,
        name: lead?.name ?? null,
        message: lead?.message ?? null,
        raw,
      });
      if (!stored || !lead) return true;
      const made = await deps.intake.intakeMail(vendorId, lead);
      await repo.setLead(vendorId, stored.id, made);
      // The couple's words open a conversation like a showcase request: the vendor answers from « Messages »
      // and the couple receives the answer by e-mail (their address comes from the notification).
      await deps.conversations
        ?.openFromClient({
          vendorId,
          ...made,
          name: lead.name,
          object: (subject.replace(/^\s*((fwd?|tr|fw)\s*:\s*)+/i, "") || lead.name).slice(0, 200),
          body: (lead.message || subject || lead.name).slice(0, MAX_MESSAGE_LENGTH),
          origin: "LEAD_MAIL",
        })
        .catch((error: unknown) => {
          // The lead (client, event) is stored and listed with its original; only its conversation is missing.
          deps.log?.warn({ err: error, leadMailId: stored.id }, "forwarded lead: conversation not opened");
        });
      return true;
    },

    async original(vendorId: string, id: string): Promise<{ filename: string; raw: Buffer }> {
      const row = await repo.get(vendorId, id);
      if (!row) throw notFound("E-mail introuvable.");
      return { filename: `demande-${row.receivedAt.toISOString().slice(0, 10)}.eml`, raw: row.raw };
    },
  };
}
export type LeadMailsService = ReturnType<typeof createLeadMailsService>;
