import type { QuoteType } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { ClientsService } from "../clients/clients.service.ts";
import type { EventsService } from "../events/events.service.ts";
import type { Notify } from "../notifications/notifications.service.ts";
import type { OutgoingMailService } from "../outgoing-mail/outgoing-mail.service.ts";
import type { ProductsService } from "../products/products.service.ts";
import type { VendorSellerService } from "../vendors/vendor-seller.service.ts";
import { archiveDocuments, deleteDocuments } from "./document-archive.ts";
import { configWithCounters, readConfig, updateConfig } from "./document-config.ts";
import type { DocumentsContext } from "./document-context.ts";
import { convertDocument } from "./document-convert.ts";
import { createDocument } from "./document-create.ts";
import { clientForMentions } from "./document-load.ts";
import type { DocumentLogoReader } from "./document-logo.ts";
import { createDocumentNumbering } from "./document-numbering.ts";
import { createDocumentOriginals } from "./document-original.ts";
import { printable } from "./document-printable.ts";
import {
  archiveOfOriginals,
  documentPdf,
  documentsOfClient,
  electronicSignature,
  getDocument,
  linkedDocuments,
  listDocuments,
} from "./document-read.ts";
import { sendDocument } from "./document-send.ts";
import { createDocumentSettlement } from "./document-settlement.ts";
import { setDocumentStatus, signQuote } from "./document-status.ts";
import { updateDocument } from "./document-update.ts";
import { createDocumentsRepository } from "./documents.repository.ts";
import { eReportingExport } from "./factur-x/e-reporting-export.ts";
import {
  einvoicePlatformAccount,
  removeEinvoicePlatformToken,
  saveEinvoicePlatformToken,
} from "./factur-x/einvoice-platform-account.ts";
import type { EinvoicePlatforms } from "./factur-x/einvoice-platforms.ts";
import { einvoiceStatus, submitEinvoice, submitEinvoicePeriod } from "./factur-x/einvoice-submit.ts";
import { documentFacturX, facturXExport } from "./factur-x/factur-x-read.ts";
import type { PaymentLedger } from "./payment-ledger.ts";

type Deps = {
  db: Db;
  clients: ClientsService;
  events: EventsService;
  products: ProductsService;
  seller: VendorSellerService;
  /** Signs quote/send-email's mail and keeps the platform from being a relay. */
  outgoingMail: OutgoingMailService;
  /** Reads the logo a PDF prints; without it the PDF has none. */
  readLogo?: DocumentLogoReader;
  /** quote/send-email's mail layer (outbox or SMTP). */
  mailer?: Mailer;
  /** The vendor's event pipeline: confirming a reservation needs its RESERVATION_CONFIRMED step. */
  eventStatuses?: { assertStatus(vendorId: string, status: string): Promise<void> };
  /** The books (transactions module): a payment recorded through quote/status PAID reaches them in its transaction. */
  ledger?: PaymentLedger;
  /** Today in the vendor's time zone (YYYY-MM-DD); tests may fix it. */
  today?: () => string;
  /** The plateforme agréée e-invoices are deposited on (EINVOICE_PA_URL, each vendor's token); « non configurée » when absent. */
  platforms?: EinvoicePlatforms | undefined;
  /** The notifications service's notify (quote signed); none when absent. */
  notify?: Notify;
};

const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

/**
 * The documents service the routes call: it builds the context once and hands it to the use cases,
 * one file each (document-create.ts, document-update.ts, document-status.ts, document-issue.ts,
 * document-convert.ts, document-credit.ts, document-send.ts…).
 */
export function createDocumentsService({
  db,
  clients,
  events,
  products,
  seller,
  outgoingMail,
  readLogo,
  mailer,
  eventStatuses,
  today = parisToday,
  platforms,
  ledger,
  notify,
}: Deps) {
  const repo = createDocumentsRepository(db);
  const ctx: DocumentsContext = {
    db,
    repo,
    clients,
    events,
    products,
    seller,
    numbering: createDocumentNumbering(repo, seller),
    settlement: createDocumentSettlement(repo, today, ledger, notify),
    // `printable` renders an original from its snapshot; it reads the context once it is complete.
    originals: createDocumentOriginals(async (conn, vendorId, row) =>
      printable(ctx, conn, vendorId, row, row.snapshot ? null : await clientForMentions(ctx, vendorId, row)),
    ),
    outgoingMail,
    readLogo,
    mailer,
    eventStatuses,
    today,
    notify,
  };
  /** A use case with the context given: the service keeps the signature the routes call. */
  const withContext =
    <A extends unknown[], R>(useCase: (context: DocumentsContext, ...args: A) => R) =>
    (...args: A): R =>
      useCase(ctx, ...args);

  return {
    config: (vendorId: string) => readConfig(ctx, db, vendorId),
    configWithCounters: withContext(configWithCounters),
    updateConfig: withContext(updateConfig),
    pdf: withContext(documentPdf),
    facturX: withContext(documentFacturX),
    facturXExport: withContext(facturXExport),
    eReporting: withContext(eReportingExport),
    submitEinvoice: (vendorId: string, quoteType: QuoteType, quoteId: string) =>
      submitEinvoice(ctx, platforms, vendorId, quoteType, quoteId),
    submitEinvoicePeriod: (vendorId: string, from: string, to: string) =>
      submitEinvoicePeriod(ctx, platforms, vendorId, from, to),
    einvoiceStatus: (vendorId: string, quoteType: QuoteType, quoteId: string) =>
      einvoiceStatus(ctx, platforms, vendorId, quoteType, quoteId),
    einvoicePlatform: (vendorId: string) => einvoicePlatformAccount(platforms, vendorId),
    saveEinvoicePlatformToken: (vendorId: string, token: string) => saveEinvoicePlatformToken(platforms, vendorId, token),
    removeEinvoicePlatformToken: (vendorId: string) => removeEinvoicePlatformToken(platforms, vendorId),
    sendEmail: withContext(sendDocument),
    originalsArchive: withContext(archiveOfOriginals),
    electronicSignature: withContext(electronicSignature),
    list: withContext(listDocuments),
    byClient: withContext(documentsOfClient),
    linked: withContext(linkedDocuments),
    get: withContext(getDocument),
    create: withContext(createDocument),
    update: withContext(updateDocument),
    delete: withContext(deleteDocuments),
    archive: withContext(archiveDocuments),
    setStatus: withContext(setDocumentStatus),
    sign: withContext(signQuote),
    duplicate: withContext(convertDocument),
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
