import type { Db } from "../../platform/db/database.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { ClientsService } from "../clients/clients.service.ts";
import type { EventsService } from "../events/events.service.ts";
import type { Notify } from "../notifications/notifications.service.ts";
import type { OutgoingMailService } from "../outgoing-mail/outgoing-mail.service.ts";
import type { ProductsService } from "../products/products.service.ts";
import type { VendorSellerService } from "../vendors/vendor-seller.service.ts";
import type { DocumentLogoReader } from "./document-logo.ts";
import type { DocumentNumbering } from "./document-numbering.ts";
import type { createDocumentOriginals } from "./document-original.ts";
import type { DocumentSettlement } from "./document-settlement.ts";
import type { DocumentsRepository } from "./documents.repository.ts";

/**
 * What every documents use case is given: the database and the documents' own repository, the other
 * modules' services it may call, and the clock. Built once by documents.service.ts.
 */
export type DocumentsContext = {
  db: Db;
  repo: DocumentsRepository;
  clients: ClientsService;
  events: EventsService;
  products: ProductsService;
  /** The vendor as seller: its stored company and logo (the vendors module owns them). */
  seller: VendorSellerService;
  numbering: DocumentNumbering;
  /** Payments and the status history: every status change is recorded with who made it. */
  settlement: DocumentSettlement;
  /** The issued originals (snapshot and PDF kept as issued). */
  originals: ReturnType<typeof createDocumentOriginals>;
  /** Sender name, confirmed reply address and the daily cap on addresses outside the vendor's clients. */
  outgoingMail: OutgoingMailService;
  /** Reads the logo a PDF prints; without it the PDF has none. */
  readLogo: DocumentLogoReader | undefined;
  /** quote/send-email's mail layer (outbox or SMTP). */
  mailer: Mailer | undefined;
  /** The vendor's event pipeline: confirming a reservation needs its RESERVATION_CONFIRMED step. */
  eventStatuses: { assertStatus(vendorId: string, status: string): Promise<void> } | undefined;
  /** Today in the vendor's time zone (YYYY-MM-DD). */
  today: () => string;
  /** The notifications service's notify, called in the transaction of the change (quote signed). */
  notify?: Notify | undefined;
};
