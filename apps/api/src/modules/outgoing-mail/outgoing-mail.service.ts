import { parisDate } from "@cortege/domain";
import { AppError } from "../../platform/errors/app-error.ts";
import { displayNameOf } from "./display-name.ts";
import { type Conn, createOutgoingMailRepository } from "./outgoing-mail.repository.ts";

/** Distinct addresses outside the vendor's clients that it may mail per Paris day. */
export const OUTSIDE_RECIPIENTS_PER_DAY = 20;

export const outgoingMailErrorCodes = { OUTSIDE_RECIPIENTS_LIMIT: "OUTSIDE_RECIPIENTS_LIMIT" } as const;
export const outgoingMailMessages = {
  outsideLimit: (cap: number) =>
    `Limite d'envoi atteinte : pas plus de ${cap} adresses hors de vos fiches clients par jour. Ajoutez ces destinataires à une fiche client, ou réessayez demain.`,
};

/** Who a vendor's message seems to come from; the address itself stays the platform's. */
export type MailSender = {
  /** The vendor's trade name made safe for a header; null when it has none. */
  fromName: string | null;
  /** A confirmed address of the vendor (answers and copies go there); null when it has none. */
  replyTo: string | null;
};

const normalized = (address: string) => address.trim().toLowerCase();

/** What the platform knows of a vendor to sign its mail: the other modules answer (composed in app.ts). */
export type MailSenderDirectory = {
  /** The vendor's trade name and its showcase (else company) contact e-mail. */
  identity(vendorId: string): Promise<{ tradeName: string | null; contactEmail: string | null }>;
  /** The confirmed account e-mails of the vendor's members, owners first, oldest first. */
  confirmedMemberEmails(vendorId: string): Promise<string[]>;
  /** Which of these (lower-case) addresses belong to a contact of one of the vendor's clients. */
  clientAddresses(conn: Conn, vendorId: string, addresses: string[]): Promise<Set<string>>;
};

type Deps = {
  directory: MailSenderDirectory;
  /** Tests lower it; OUTSIDE_RECIPIENTS_PER_DAY otherwise. */
  outsidePerDay?: number;
  now?: () => Date;
};

/**
 * What keeps the platform's sender from being a relay: documents and scheduled e-mails go to the
 * vendor's own clients' contacts freely, to any other address within a daily cap per vendor; they
 * show the vendor's trade name and answer to an address the vendor has confirmed, never to one
 * taken from the request.
 */
export function createOutgoingMailService({
  directory,
  outsidePerDay = OUTSIDE_RECIPIENTS_PER_DAY,
  now = () => new Date(),
}: Deps) {
  const repo = createOutgoingMailRepository();

  return {
    outsidePerDay,

    /**
     * The display name and reply address of the vendor's messages. `wanted` (a task's `from`) is
     * used only when it is one of the confirmed addresses: the account e-mails of the vendor's
     * members, confirmed with a code. Otherwise the showcase contact's e-mail when it is one of them,
     * else the first owner's.
     */
    async sender(vendorId: string, wanted?: string | null): Promise<MailSender> {
      const [identity, confirmed] = await Promise.all([directory.identity(vendorId), directory.confirmedMemberEmails(vendorId)]);
      const byKey = new Map(confirmed.map((email) => [normalized(email), email]));
      const pick = (address: string | null | undefined) => (address ? (byKey.get(normalized(address)) ?? null) : null);
      return {
        fromName: displayNameOf(identity.tradeName),
        replyTo: pick(wanted) ?? pick(identity.contactEmail) ?? confirmed[0] ?? null,
      };
    },

    /**
     * Admits the recipients of one message, inside the transaction that sends it: the addresses of
     * the vendor's clients' contacts always; the others are recorded for the vendor's Paris day, and
     * refused past the day's cap (nothing recorded). A send that fails afterwards rolls its record
     * back with the transaction. Answers the refusal (a French 429), or null.
     */
    async admit(conn: Conn, vendorId: string, recipients: readonly string[]): Promise<AppError | null> {
      const addresses = [...new Set(recipients.map(normalized).filter((a) => a !== ""))];
      const ofClients = await directory.clientAddresses(conn, vendorId, addresses);
      const outside = addresses.filter((a) => !ofClients.has(a));
      const ok = await repo.recordOutside(conn, vendorId, parisDate(now()), outside, outsidePerDay);
      return ok
        ? null
        : new AppError(429, outgoingMailErrorCodes.OUTSIDE_RECIPIENTS_LIMIT, outgoingMailMessages.outsideLimit(outsidePerDay));
    },
  };
}
export type OutgoingMailService = ReturnType<typeof createOutgoingMailService>;
