import {
  addDays,
  allocateProportionally,
  businessDueDateIssue,
  type Client,
  type ClientType,
  centsToEuros,
  checkDeletable,
  checkEditable,
  checkMandatoryMentions,
  checkStatusTransition,
  clientPostalAddress,
  commonErrorCodes,
  creditNoteForAmount,
  creditNoteIssue,
  type DepositRequest,
  type Discount,
  type DocumentLine,
  type DocumentStatus,
  deductionIssue,
  defaultNumberFormats,
  depositInvoice,
  documentLinesIssues,
  documentMessages,
  documentTotals,
  eurosToCents,
  fixedAmountLines,
  fullCreditNote,
  isFullyCredited,
  isInvoiceLike,
  isIssued,
  issuesDocument,
  type MentionsInput,
  type NumberFormat,
  normalizeDiscountType,
  normalizeDocumentStatus,
  normalizeQuoteType,
  numberFormatsIssues,
  type PaymentInput,
  type PostalAddress,
  type Product,
  paymentDueDate,
  paymentTermsIssue,
  percentToHundredths,
  type QuoteType,
  quantityToMilli,
  quoteTypes,
  type SellerIdentity,
  type StatusChangeSource,
  scheduleAmounts,
  subtractBreakdown,
  sumBreakdowns,
  type TaxBreakdown,
  type TaxGroup,
  toProductType,
  totalsOf,
  type VatCode,
} from "@cortege/domain";
import type { StoredBreakdown } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError, badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import { decodeCursor, pageOf } from "../../platform/paging/cursor.ts";
import type { ClientsService } from "../clients/clients.service.ts";
import { createEventsRepository } from "../events/events.repository.ts";
import type { EventsService } from "../events/events.service.ts";
import { createOutgoingMailService } from "../outgoing-mail/outgoing-mail.service.ts";
import type { ProductsService } from "../products/products.service.ts";
import { depositCreditRefusal } from "./deposit-credit-rule.ts";
import { einvoicingFacts } from "./document-einvoicing-facts.ts";
import { composeDocumentEmail, documentTypeInSentence } from "./document-email.ts";
import { originalsArchive } from "./document-export.ts";
import type { DocumentLogoReader } from "./document-logo.ts";
import { createDocumentNumbering } from "./document-numbering.ts";
import { createDocumentOriginals, hasOriginal, takeSnapshot } from "./document-original.ts";
import { createDocumentSettlement } from "./document-settlement.ts";
import {
  createDocumentsRepository,
  type DocumentInsert,
  type DocumentRow,
  EMPTY_BREAKDOWN,
  type LineInsert,
  type LineRow,
  type LinkRow,
  milliToNumeric,
  numericToMilli,
  type Tx,
} from "./documents.repository.ts";
import {
  documentApiMessages as am,
  bankDetailsIssues,
  documentErrorCodes as codes,
  type DepositEntry,
  type DocumentFields,
  type LineInput,
  type QuoteConfig,
  type QuoteConfigFields,
  type QuoteCreate,
  type QuoteSendEmail,
  type QuoteSummaryWire,
  type QuoteUpdate,
  type QuoteWire,
  quoteConfigSchema,
} from "./documents.schemas.ts";
import { renderDocumentPdf } from "./documents-pdf.ts";
import { fileNameOf, toPrintDocument } from "./documents-print.ts";

type Deps = {
  db: Db;
  clients: ClientsService;
  events: EventsService;
  products: ProductsService;
  /** Reads the logo a PDF prints; without it the PDF has none. */
  readLogo?: DocumentLogoReader;
  /** quote/send-email's mail layer (outbox or SMTP). */
  mailer?: Mailer;
  /** The vendor's event pipeline: confirming a reservation needs its RESERVATION_CONFIRMED step. */
  eventStatuses?: { assertStatus(vendorId: string, status: string): Promise<void> };
  /** Today in the vendor's time zone (YYYY-MM-DD); tests may fix it. */
  today?: () => string;
};

/** The event status an accepted quote may confirm (the default pipeline's key). */
const RESERVATION_CONFIRMED = "RESERVATION_CONFIRMED";

const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

const refuse = (code: string, message: string) => badRequest(code, message);
const documentNotFound = () => notFound(am.documentNotFound);
const productNotFound = () => badRequest(codes.PRODUCT_NOT_FOUND, am.productNotFound);

/** A refusal carrying every message: the wire's `message` may be a list (the client shows the first). */
function refuseAll(code: string, messages: string[]): AppError {
  const error = new AppError(400, code, messages[0] ?? "");
  if (messages.length > 1) (error as unknown as { message: unknown }).message = messages;
  return error;
}

const asBreakdown = (b: StoredBreakdown): TaxBreakdown => b as TaxBreakdown;
const dueOf = (row: DocumentRow): TaxBreakdown => subtractBreakdown(asBreakdown(row.breakdown), asBreakdown(row.deducted));
const statusOf = (row: DocumentRow) => normalizeDocumentStatus(row.status);
const typeOf = (row: DocumentRow) => normalizeQuoteType(row.quoteType);
const searchable = (...parts: (string | null | undefined)[]) =>
  parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function discountOf(type: string, value: number): Discount {
  return { discountType: normalizeDiscountType(type), discountValue: value };
}

/** A form discount (12.5 % or 50.25 €) in the engine's units, or null when it cannot be one. */
function discountInput(type: string, value: number): Discount | null {
  const t = normalizeDiscountType(type);
  const v = t === "PERCENTAGE" ? percentToHundredths(value) : eurosToCents(value);
  return v === null || v < 0 ? null : { discountType: t, discountValue: v };
}
const discountWire = (d: Discount) => (d.discountType === "PERCENTAGE" ? d.discountValue / 100 : centsToEuros(d.discountValue));

type EngineLine = DocumentLine;

const engineLine = (l: LineRow | Omit<LineInsert, "children">): EngineLine => ({
  quantityMilli: numericToMilli(String(l.quantity)),
  unitBases: l.unitBases as { group: TaxGroup; unitCents: number }[],
  discount: discountOf(l.discountType ?? "PERCENTAGE", Number(l.discountValue ?? 0)),
});

type Computed = {
  breakdown: TaxBreakdown;
  deducted: TaxBreakdown;
  due: TaxBreakdown;
  globalDiscountCents: number;
  lineNets: number[];
  revenues: number[];
};

/**
 * The totals of a document by the domain's engine: from its lines, or its fixed split (deposit
 * invoices, credit notes of an amount); revenue per line = its net minus its share of the global
 * discount (largest remainder over the taxable part of each line), for the product_sales view.
 */
function compute(lines: EngineLine[], global: Discount, deducted: TaxBreakdown, fixed: TaxBreakdown | null): Computed {
  if (fixed) {
    const own = sumBreakdowns([fixed]);
    const nets = lines.map((l) => documentTotals([l]).linesNetCents);
    return {
      breakdown: own,
      deducted,
      due: subtractBreakdown(own, deducted),
      globalDiscountCents: 0,
      lineNets: nets,
      revenues: nets,
    };
  }
  const totals = documentTotals(lines, global, [deducted]);
  const taxable = totals.lines.map((l) => l.parts.filter((p) => p.group !== "DEBOUR").reduce((s, p) => s + p.netCents, 0));
  const shares =
    totals.globalDiscountCents === 0 ? taxable.map(() => 0) : allocateProportionally(totals.globalDiscountCents, taxable);
  return {
    breakdown: { taxDetails: totals.taxDetails, disbursementsCents: totals.disbursementsCents },
    deducted: sumBreakdowns([deducted]),
    due: { taxDetails: totals.due.taxDetails, disbursementsCents: totals.due.disbursementsCents },
    globalDiscountCents: totals.globalDiscountCents,
    lineNets: totals.lines.map((l) => l.netCents),
    revenues: totals.lines.map((l, i) => l.netCents - (shares[i] as number)),
  };
}

function totalsColumns(c: Computed) {
  const t = totalsOf(c.due);
  return {
    breakdown: c.breakdown as StoredBreakdown,
    deducted: c.deducted as StoredBreakdown,
    totalExcludingTaxCents: t.totalExcludingTaxCents,
    totalTaxCents: t.totalTaxCents,
    totalIncludingTaxCents: t.totalIncludingTaxCents,
  };
}

function wireTotalsOf(b: TaxBreakdown) {
  const t = totalsOf(b);
  return {
    totalExcludingTax: centsToEuros(t.totalExcludingTaxCents),
    totalTax: centsToEuros(t.totalTaxCents),
    totalIncludingTax: centsToEuros(t.totalIncludingTaxCents),
    totalTaxDetails: b.taxDetails.map((d) => ({
      taxType: d.taxType,
      base: centsToEuros(d.baseCents),
      taxAmount: centsToEuros(d.taxAmountCents),
    })),
    disbursements: centsToEuros(b.disbursementsCents),
  };
}

export const defaultQuoteConfig = (): QuoteConfig =>
  quoteConfigSchema.parse({
    numbering: Object.fromEntries(quoteTypes.map((t) => [t, { ...defaultNumberFormats[t] }])),
  });

/** Fixed-amount lines (a deposit invoice, a credit note of an amount): one line per rate, plus disbursements. */
const fixedLines = (breakdown: TaxBreakdown, label: string): LineInsert[] =>
  fixedAmountLines(breakdown, label).map((l) => ({ ...l, children: [] }));

/** Copies of a document's lines (top level with their bundle children) for a new document. */
function copyLines(rows: LineRow[]): LineInsert[] {
  const top = rows.filter((r) => r.parentLineId === null);
  const strip = (r: LineRow) => {
    const { id: _id, vendorId: _v, documentId: _d, parentLineId: _p, ...rest } = r;
    return rest;
  };
  return top.map((r) => ({ ...strip(r), children: rows.filter((c) => c.parentLineId === r.id).map(strip) }));
}

export function createDocumentsService({
  db,
  clients,
  events,
  products,
  readLogo,
  mailer,
  eventStatuses,
  today = parisToday,
}: Deps) {
  const repo = createDocumentsRepository(db);
  /** Sender name, confirmed reply address and the daily cap on addresses outside the vendor's clients. */
  const outgoingMail = createOutgoingMailService({ db });
  const numbering = createDocumentNumbering(repo);
  // Payments and the status history: every status change below is recorded with who made it.
  const settlement = createDocumentSettlement(repo, today);
  // Declared here, defined with the printing below (`printable` renders an original from its snapshot).
  const originals = createDocumentOriginals(async (conn, vendorId, row) =>
    printable(conn, vendorId, row, row.snapshot ? null : await clientForMentions(vendorId, row)),
  );

  // ---- Config ----------------------------------------------------------------------------------

  async function config(conn: Db | Tx, vendorId: string): Promise<QuoteConfig> {
    const stored = await repo.config(conn, vendorId);
    const base = defaultQuoteConfig();
    if (!stored) return base;
    const parsed = quoteConfigSchema.safeParse({ ...base, ...(stored as object) });
    return parsed.success ? parsed.data : base;
  }

  function snapshotConfig(cfg: QuoteConfig, override: Partial<QuoteConfigFields> | null | undefined) {
    const { numbering: _n, ...fields } = cfg;
    const merged = { ...fields, ...(override ?? {}) };
    const termsIssue = paymentTermsIssue(merged.paymentTerms, null);
    if (termsIssue) throw refuse(commonErrorCodes.VALIDATION_FAILED, termsIssue);
    const bank = merged.bankDetails ? bankDetailsIssues(merged.bankDetails) : [];
    if (bank.length > 0)
      throw refuseAll(
        commonErrorCodes.VALIDATION_FAILED,
        bank.map((i) => i.message),
      );
    return merged as QuoteConfigFields;
  }

  // ---- Reading ---------------------------------------------------------------------------------

  function linkedOf(id: string, links: LinkRow[]): string[] {
    const ids = new Set<string>();
    for (const l of links) {
      if (l.documentId === id) ids.add(l.linkedId);
      if (l.linkedId === id) ids.add(l.documentId);
    }
    return [...ids];
  }

  function summary(row: DocumentRow, links: LinkRow[]): QuoteSummaryWire {
    const due = dueOf(row);
    return {
      quoteId: row.id,
      name: row.name,
      quoteType: typeOf(row),
      status: statusOf(row),
      clientId: row.clientId,
      clientName: row.clientName,
      eventId: row.eventId,
      date: row.date,
      expirationDate: row.expirationDate,
      issuedDate: row.issuedDate,
      dueDate: row.dueDate,
      totalExcludingTax: centsToEuros(row.totalExcludingTaxCents),
      totalTax: centsToEuros(row.totalTaxCents),
      totalIncludingTax: centsToEuros(row.totalIncludingTaxCents),
      totalTaxDetails: due.taxDetails.map((d) => ({ taxType: d.taxType, taxAmount: centsToEuros(d.taxAmountCents) })),
      isArchived: row.isArchived,
      linkedQuotes: linkedOf(row.id, links),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function present(conn: Db | Tx, vendorId: string, row: DocumentRow): Promise<QuoteWire> {
    const [lines, links] = [await repo.lines(conn, [row.id]), await repo.links(conn, vendorId, [row.id])];
    const top = lines.filter((l) => l.parentLineId === null);
    const global = discountOf(row.globalDiscountType, row.globalDiscountValue);
    const c = compute(
      top.map(engineLine),
      global,
      asBreakdown(row.deducted),
      row.isFixedAmount ? asBreakdown(row.breakdown) : null,
    );
    const productOf = (l: LineRow) => ({
      name: l.name,
      ref: l.ref,
      description: l.description,
      productType: l.productType,
      unitType: l.unitType,
      tax: l.tax,
      price: centsToEuros(l.unitPriceCents),
    });
    const deposits = (row.deposits as DepositEntry[]) ?? [];
    const schedule =
      deposits.length > 0 ? scheduleAmounts(row.totalIncludingTaxCents, deposits.map(depositRequestOf), row.date) : null;
    return {
      ...summary(row, links),
      globalDiscountType: normalizeDiscountType(row.globalDiscountType),
      globalDiscountValue: discountWire(global),
      globalDiscount: centsToEuros(c.globalDiscountCents),
      charged: wireTotalsOf(asBreakdown(row.breakdown)),
      deducted: wireTotalsOf(asBreakdown(row.deducted)),
      disbursements: centsToEuros(dueOf(row).disbursementsCents),
      products: top.map((l, i) => ({
        lineId: l.id,
        productId: l.productId,
        product: productOf(l),
        quantity: numericToMilli(String(l.quantity)) / 1000,
        position: l.position,
        discountType: normalizeDiscountType(l.discountType),
        discountValue: discountWire(discountOf(l.discountType, l.discountValue)),
        total: centsToEuros(c.lineNets[i] ?? 0),
        children: lines
          .filter((ch) => ch.parentLineId === l.id)
          .map((ch) => ({
            productId: ch.productId,
            product: productOf(ch),
            quantity: numericToMilli(String(ch.quantity)) / 1000,
          })),
      })),
      quoteConfig: row.quoteConfig as Record<string, unknown>,
      address: (row.address as Record<string, unknown> | null) ?? null,
      serviceAddress: (row.serviceAddress as Record<string, unknown> | null) ?? null,
      deposits: deposits.map((d, i) => {
        const entry = schedule?.ok ? schedule.entries[i] : undefined;
        return {
          depositType: d.depositType,
          depositValue: d.depositValue,
          numberOfDays: d.numberOfDays,
          dueDate: entry?.dueDate ?? d.dueDate,
          amount: entry ? centsToEuros(entry.amountCents) : null,
          isFinal: i === deposits.length - 1,
        };
      }),
      remainingBalance: schedule?.ok ? centsToEuros(schedule.remainingBalanceCents) : null,
      mentions: (row.mentions as string[]) ?? [],
      signedFilename: row.signedFilename,
      originalSha256: (await originals.hashes(conn, vendorId, [row.id])).get(row.id) ?? null,
    };
  }

  async function summaries(vendorId: string, rows: DocumentRow[]): Promise<QuoteSummaryWire[]> {
    const links = await repo.links(
      db,
      vendorId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => summary(r, links));
  }

  async function load(conn: Db | Tx, vendorId: string, id: string, quoteType: QuoteType | null, forUpdate = false) {
    const row = await repo.get(conn, vendorId, id, forUpdate);
    if (!row || (quoteType !== null && typeOf(row) !== quoteType)) throw documentNotFound();
    return row;
  }

  // ---- Building --------------------------------------------------------------------------------

  function depositRequestOf(d: { depositType: string; depositValue: number }): DepositRequest & {
    numberOfDays: number;
    dueDate: string | null;
  } {
    const type = normalizeDiscountType(d.depositType);
    const value = type === "PERCENTAGE" ? percentToHundredths(d.depositValue) : eurosToCents(d.depositValue);
    if (value === null || value <= 0) throw refuse(commonErrorCodes.VALIDATION_FAILED, documentMessages.depositRequired);
    const entry = d as Partial<DepositEntry>;
    return { depositType: type, depositValue: value, numberOfDays: entry.numberOfDays ?? 0, dueDate: entry.dueDate ?? null };
  }

  const catalogue = (vendorId: string): Promise<Map<string, Product>> => products.forLines(vendorId);

  const cents = (euros: number) => eurosToCents(euros) ?? 0;

  /** The form's lines as stored lines: catalogue fields copied, a bundle split per rate with its children. */
  function buildLines(inputs: LineInput[], byId: Map<string, Product>, global: { type: string; value: number }): LineInsert[] {
    const ordered = inputs.map((l, i) => ({ l, i })).sort((a, b) => (a.l.position ?? a.i) - (b.l.position ?? b.i) || a.i - b.i);
    const lines = ordered.map(({ l }, position) => {
      const product = byId.get(l.productId);
      if (!product) throw productNotFound();
      const isBundle = product.childIds.length > 0;
      const unitBases: { group: TaxGroup; unitCents: number }[] = isBundle
        ? product.taxLines.map((t) => ({ group: t.tax as VatCode, unitCents: cents(t.base) }))
        : [
            {
              group: product.productType === "DEBOUR" ? "DEBOUR" : (product.tax as VatCode),
              unitCents: cents(l.unitPrice ?? product.price),
            },
          ];
      const discount = discountInput(l.discountType, l.discountValue);
      return {
        position,
        productId: product.productId,
        name: l.name ?? product.name,
        ref: product.ref,
        description: l.description ?? product.description,
        productType: product.productType,
        unitType: product.unitType,
        tax: isBundle ? product.tax : product.productType === "DEBOUR" ? "TAX_0" : product.tax,
        unitPriceCents: unitBases.reduce((s, b) => s + b.unitCents, 0),
        unitBases,
        quantity: milliToNumeric(quantityToMilli(l.quantity) ?? 0),
        discountType: discount?.discountType ?? normalizeDiscountType(l.discountType),
        discountValue: discount?.discountValue ?? 0,
        revenueCents: 0,
        children: product.children.map((c, ci) => ({
          position: ci,
          productId: c.productId,
          name: c.product.name,
          ref: c.product.ref,
          description: c.product.description,
          productType: c.product.productType,
          unitType: c.product.unitType,
          tax: c.product.tax,
          unitPriceCents: cents(c.product.price),
          unitBases: c.product.taxLines.map((t) => ({ group: t.tax as VatCode, unitCents: cents(t.base) })),
          quantity: milliToNumeric(quantityToMilli(c.quantity) ?? 0),
          discountType: "PERCENTAGE",
          discountValue: 0,
          revenueCents: 0,
        })),
      } satisfies LineInsert;
    });
    const issues = documentLinesIssues(
      ordered.map(({ l }, i) => ({
        quantity: l.quantity,
        unitPrice: ((lines[i] as LineInsert).unitPriceCents as number) / 100,
        discountType: l.discountType,
        discountValue: l.discountValue,
      })),
      { discountType: global.type, discountValue: global.value },
    );
    if (issues.length > 0) throw refuseAll(commonErrorCodes.VALIDATION_FAILED, [...new Set(issues.map((i) => i.message))]);
    return lines;
  }

  function globalOf(fields: DocumentFields): Discount {
    const d = discountInput(fields.globalDiscountType, fields.globalDiscountValue);
    if (!d) throw refuse(commonErrorCodes.VALIDATION_FAILED, documentMessages.globalDiscountInvalid);
    return d;
  }

  /** Lines with their revenue, and the document's total columns. */
  function priced(lines: LineInsert[], global: Discount, deducted: TaxBreakdown, fixed: TaxBreakdown | null) {
    const c = compute(lines.map(engineLine), global, deducted, fixed);
    const withRevenue = lines.map((l, i) => ({ ...l, revenueCents: c.revenues[i] ?? 0 }));
    return { lines: withRevenue, columns: totalsColumns(c), computed: c };
  }

  async function clientOf(vendorId: string, clientId: string | null | undefined) {
    if (!clientId) return null;
    return clients.get(vendorId, clientId);
  }

  /** The document's client as the mentions need it (null once deleted: the document keeps its name). */
  async function clientForMentions(vendorId: string, row: DocumentRow): Promise<Client | null> {
    return row.clientId ? ((await clients.findByIds(vendorId, [row.clientId]))[0] ?? null) : null;
  }

  async function checkEvent(vendorId: string, eventId: string | null | undefined) {
    if (eventId) await events.get(vendorId, eventId);
  }

  /** Allocates the next number of a series of the vendor's legal entity, its counter row locked until the transaction ends. */
  const allocateNumber = (tx: Tx, vendorId: string, quoteType: QuoteType, format: NumberFormat, date: string) =>
    numbering.allocate(tx, vendorId, quoteType, format, date);

  function checkSchedule(deposits: DepositEntry[], totalIncludingTaxCents: number) {
    if (deposits.length === 0) return;
    const result = scheduleAmounts(totalIncludingTaxCents, deposits.map(depositRequestOf));
    if (!result.ok) throw refuse(commonErrorCodes.VALIDATION_FAILED, result.message);
  }

  // ---- Issuing ---------------------------------------------------------------------------------

  function sellerOf(company: Record<string, unknown>): SellerIdentity {
    const text = (k: string) => (typeof company[k] === "string" ? (company[k] as string) : null);
    const contact = company.contact as { address?: Record<string, string> } | undefined;
    const address = (company.address as Record<string, string> | undefined) ?? contact?.address ?? null;
    return {
      corporateName: text("corporateName"),
      type: (text("type") ?? "COMPANY") as SellerIdentity["type"],
      legalForm: text("legalForm") as SellerIdentity["legalForm"],
      siren: text("siren"),
      siret: text("siret"),
      siretPending: company.siretPending === true || company.skipSiretValidation === true,
      vatNumber: text("vatNumber"),
      rcsNumber: text("rcsNumber"),
      registrationCourt: text("registrationCourt"),
      shareCapital: typeof company.shareCapital === "number" ? company.shareCapital : null,
      address,
    };
  }

  /** checkMandatoryMentions on the document as it will be issued: what is missing blocks, what is printed is kept. */
  async function mentionsOf(
    tx: Db | Tx,
    vendorId: string,
    row: DocumentRow,
    client: Client | null,
    date: string,
    dueDate: string | null,
  ) {
    const company = await repo.vendorCompany(tx, vendorId);
    const cfg = row.quoteConfig as QuoteConfigFields;
    const lines = (await repo.lines(tx, [row.id])).filter((l) => l.parentLineId === null);
    const links = await repo.links(tx, vendorId, [row.id]);
    const targets = await repo.getMany(
      tx,
      vendorId,
      links.filter((l) => l.documentId === row.id).map((l) => l.linkedId),
    );
    const type = typeOf(row);
    const from = links.find((l) => l.documentId === row.id && l.relation === "FROM");
    const source = from ? targets.find((t) => t.id === from.linkedId) : undefined;
    const deducted = links
      .filter((l) => l.documentId === row.id && l.relation === "DEDUCTS")
      .map((l) => targets.find((t) => t.id === l.linkedId));
    const clientAddress = (row.address as PostalAddress | null) ?? clientPostalAddress(client);
    const input: MentionsInput = {
      quoteType: type,
      seller: sellerOf(company),
      isVat: cfg.isVat !== false,
      vatMention: cfg.vatMention ?? null,
      client: client
        ? {
            type: client.type as ClientType,
            name: row.clientName ?? client.name,
            address: clientAddress,
            siren: (client.company as { siren?: string | null } | null | undefined)?.siren ?? null,
          }
        : row.clientName
          ? { type: "INDIVIDUAL", name: row.clientName, address: clientAddress }
          : null,
      date,
      dueDate,
      expirationDate: row.expirationDate,
      lines: lines.map((l) => ({
        name: l.name,
        group: l.productType === "DEBOUR" ? "DEBOUR" : (l.tax as VatCode | null),
        productType: toProductType(l.productType),
      })),
      vatOnDebits: cfg.vatOnDebits === true,
      totalExcludingTaxCents: row.totalExcludingTaxCents,
      latePaymentPenalties: cfg.latePaymentPenalties ?? null,
      earlyPaymentDiscount: cfg.earlyPaymentDiscount ?? null,
      correctedInvoice: type === "CREDIT_NOTE" ? { number: source?.name ?? null, date: source?.date ?? null } : null,
      deductedDeposits: deducted.map((d) => ({ number: d?.name ?? null, date: d?.date ?? null })),
    };
    return checkMandatoryMentions(input);
  }

  /** The deposit invoices a final invoice deducts: the quote's issued ones, net of their credit notes. */
  async function issuedDepositsOf(tx: Tx, vendorId: string, quoteId: string) {
    const made = await repo.madeFrom(tx, vendorId, quoteId);
    const deposits = made.filter(
      (d) => typeOf(d) === "DEPOSIT" && isIssued("DEPOSIT", statusOf(d)) && statusOf(d) !== "CANCELED",
    );
    const result: { row: DocumentRow; net: TaxBreakdown }[] = [];
    for (const d of deposits) {
      const credits = (await repo.madeFrom(tx, vendorId, d.id)).filter(
        (c) => typeOf(c) === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", statusOf(c)),
      );
      result.push({ row: d, net: subtractBreakdown(dueOf(d), sumBreakdowns(credits.map(dueOf))) });
    }
    return result;
  }

  async function sourceOf(tx: Tx, vendorId: string, row: DocumentRow): Promise<DocumentRow | null> {
    const link = (await repo.links(tx, vendorId, [row.id])).find((l) => l.documentId === row.id && l.relation === "FROM");
    return link ? repo.get(tx, vendorId, link.linkedId, true) : null;
  }

  /**
   * Issues an invoice, deposit invoice or credit note (DRAFT → SENT/PAID): its final checks, its
   * mentions, then its number, allocated with the series' counter row locked, in the transaction
   * that freezes it. A failure anywhere rolls everything back: no number is lost.
   */
  async function issue(
    tx: Tx,
    vendorId: string,
    row: DocumentRow,
    to: DocumentStatus,
    client: Client | null,
    userId: string | null,
  ): Promise<void> {
    const type = typeOf(row);
    const date = today();
    const source = await sourceOf(tx, vendorId, row);
    let current = row;

    if (type === "INVOICE" && source && typeOf(source) === "QUOTE") {
      // The deposits issued since the draft was made are deducted too.
      const deposits = await issuedDepositsOf(tx, vendorId, source.id);
      const lines = await repo.lines(tx, [row.id]);
      const own = asBreakdown(row.breakdown);
      const issueText = deductionIssue(
        own,
        deposits.map((d) => d.net),
      );
      if (issueText) throw refuse(codes.AMOUNT_REFUSED, issueText);
      await repo.unlinkDeductions(tx, vendorId, row.id);
      for (const d of deposits) await repo.link(tx, vendorId, row.id, d.row.id, "DEDUCTS");
      const p = priced(
        copyLines(lines),
        discountOf(row.globalDiscountType, row.globalDiscountValue),
        sumBreakdowns(deposits.map((d) => d.net)),
        null,
      );
      await repo.update(tx, vendorId, row.id, p.columns);
      current = (await repo.get(tx, vendorId, row.id)) as DocumentRow;
    }

    if (type === "CREDIT_NOTE") {
      if (!source) throw refuse(codes.CONVERSION_REFUSED, am.creditNeedsIssuedInvoice);
      const chained = await depositCreditRefusal(repo, tx, vendorId, source);
      if (chained) throw refuse(codes.CONVERSION_REFUSED, chained);
      const others = (await repo.madeFrom(tx, vendorId, source.id)).filter(
        (c) => c.id !== row.id && typeOf(c) === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", statusOf(c)),
      );
      const problem = creditNoteIssue(dueOf(source), dueOf(row), others.map(dueOf));
      if (problem) throw refuse(codes.AMOUNT_REFUSED, problem);
    }

    const cfg = row.quoteConfig as QuoteConfigFields;
    const dueDate =
      type === "CREDIT_NOTE" ? null : (current.dueDate ?? paymentDueDate(cfg.paymentTerms ?? { code: "UPON_RECEIPT" }, date));
    const lateTerms = businessDueDateIssue(date, dueDate, (client?.type as ClientType | undefined) ?? null);
    if (lateTerms) throw refuse(commonErrorCodes.VALIDATION_FAILED, lateTerms);
    const mentions = await mentionsOf(tx, vendorId, current, client, date, dueDate);
    if (mentions.missing.length > 0) {
      throw refuseAll(
        codes.MENTIONS_MISSING,
        mentions.missing.map((m) => m.message),
      );
    }
    const format = (await config(tx, vendorId)).numbering[type];
    const { name, legalEntity } = await allocateNumber(tx, vendorId, type, format, date);
    await repo.update(tx, vendorId, row.id, {
      name,
      legalEntity,
      status: to,
      date,
      issuedDate: date,
      dueDate,
      mentions: mentions.printed,
      searchText: searchable(name, row.clientName),
    });

    if (type === "CREDIT_NOTE" && source) {
      const all = (await repo.madeFrom(tx, vendorId, source.id)).filter(
        (c) => typeOf(c) === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", c.id === row.id ? to : statusOf(c)),
      );
      if (isFullyCredited(dueOf(source), all.map(dueOf)) && statusOf(source) !== "CANCELED") {
        await repo.update(tx, vendorId, source.id, { status: "CANCELED" });
        const reason = (await repo.get(tx, vendorId, row.id))?.name ?? null;
        await settlement.record(tx, vendorId, {
          documentId: source.id,
          userId,
          from: statusOf(source),
          to: "CANCELED",
          source: "CREDIT_NOTE",
          reason,
        });
      } else if (statusOf(source) !== "CANCELED") {
        // What the client owes went down: the payments already received may now settle it.
        await settlement.settle(tx, vendorId, source, userId, "CREDIT_NOTE");
      }
    }

    // The original: the parties as they stand now, and the PDF printed from them, kept as issued.
    const issued = (await repo.get(tx, vendorId, row.id)) as DocumentRow;
    const cfgLogo = (issued.quoteConfig as QuoteConfigFields).logo ?? null;
    const company = await repo.vendorCompany(tx, vendorId);
    const snapshot = takeSnapshot({
      company,
      client,
      logo: cfgLogo ?? (await repo.vendorLogo(tx, vendorId)),
      // VAT categories and reasons, nature, debits option, service date: frozen for the Factur-X to come.
      einvoicing: einvoicingFacts({
        row: issued,
        lines: await repo.lines(tx, [row.id]),
        company,
        serviceDate: await serviceDateOf(tx, vendorId, issued),
      }),
    });
    await originals.freeze(tx, vendorId, issued, snapshot);
  }

  async function fullyCredited(tx: Tx, vendorId: string, row: DocumentRow): Promise<boolean> {
    const credits = (await repo.madeFrom(tx, vendorId, row.id)).filter(
      (c) => typeOf(c) === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", statusOf(c)),
    );
    return credits.length > 0 && isFullyCredited(dueOf(row), credits.map(dueOf));
  }

  async function changeStatus(
    tx: Tx,
    vendorId: string,
    row: DocumentRow,
    to: DocumentStatus,
    client: Client | null,
    extra: Partial<DocumentInsert>,
    by: { userId: string | null; source: StatusChangeSource; payment?: PaymentInput | undefined },
  ) {
    const type = typeOf(row);
    const from = statusOf(row);
    // PAID is set by a payment: the change carries it (of what remains), or is refused.
    const paying = to === "PAID" && from !== "PAID" && isInvoiceLike(type);
    const recordChange = () =>
      from === to
        ? undefined
        : settlement.record(tx, vendorId, { documentId: row.id, userId: by.userId, from, to, source: by.source });
    const verdict = checkStatusTransition(type, from, to, {
      today: today(),
      expirationDate: row.expirationDate,
      dueDate: row.dueDate,
      fullyCredited: to === "CANCELED" && type !== "QUOTE" ? await fullyCredited(tx, vendorId, row) : false,
    });
    if (!verdict.ok) throw refuse(codes.STATUS_REFUSED, verdict.message);
    await settlement.checkLeavingPaid(tx, vendorId, row, to);
    if (issuesDocument(type, from, to)) {
      await issue(tx, vendorId, row, to, client, by.userId);
      if (Object.keys(extra).length > 0) await repo.update(tx, vendorId, row.id, extra);
      if (paying) await settlement.payForStatus(tx, vendorId, await load(tx, vendorId, row.id, null), by.payment, by.userId);
      await recordChange();
      return;
    }
    if (type === "QUOTE" && from === "DRAFT" && to !== "DRAFT" && to !== "CANCELED" && to !== "EXPIRED") {
      const mentions = await mentionsOf(tx, vendorId, row, client, row.date ?? today(), null);
      if (mentions.missing.length > 0) {
        throw refuseAll(
          codes.MENTIONS_MISSING,
          mentions.missing.map((m) => m.message),
        );
      }
      extra = { ...extra, mentions: mentions.printed };
    }
    if (paying) await settlement.payForStatus(tx, vendorId, row, by.payment, by.userId);
    if (from !== to || Object.keys(extra).length > 0) await repo.update(tx, vendorId, row.id, { status: to, ...extra });
    await recordChange();
  }

  // ---- Printing --------------------------------------------------------------------------------

  /** The date of the service: the event's date (its first day for a range); an issued document's as frozen. */
  async function serviceDateOf(conn: Db | Tx, vendorId: string, row: DocumentRow): Promise<string | null> {
    if (row.snapshot) return row.snapshot.einvoicing?.serviceDate ?? null;
    if (!row.eventId) return null;
    const event = await createEventsRepository(conn as unknown as Db).get(vendorId, row.eventId);
    return event?.date ?? event?.startDate ?? null;
  }

  /**
   * The document's PDF: an issued one prints the mentions frozen when it was issued; a draft is
   * previewed with the mentions it would carry if issued today. Read on `conn`, so that a document
   * issued in a transaction prints as issued before it commits.
   */
  async function printable(conn: Db | Tx, vendorId: string, row: DocumentRow, liveClient: Client | null) {
    const quote = await present(conn, vendorId, row);
    // An issued document prints its parties as they were at issue (its snapshot), a draft as they are.
    const snapshot = row.snapshot;
    const client = snapshot ? (snapshot.buyer as Client | null) : liveClient;
    const [company, vendorLogo, links] = [
      snapshot ? snapshot.seller : await repo.vendorCompany(conn, vendorId),
      snapshot ? snapshot.logo : await repo.vendorLogo(conn, vendorId),
      await repo.links(conn, vendorId, [row.id]),
    ];
    const own = links.filter((l) => l.documentId === row.id);
    const related = await repo.getMany(
      conn,
      vendorId,
      own.map((l) => l.linkedId),
    );
    const from = own.find((l) => l.relation === "FROM");
    const source = from ? related.find((r) => r.id === from.linkedId) : undefined;
    const deducted = own
      .filter((l) => l.relation === "DEDUCTS")
      .map((l) => related.find((r) => r.id === l.linkedId))
      .filter((r): r is DocumentRow => r !== undefined);
    const cfg = row.quoteConfig as QuoteConfigFields;
    const frozen = (row.mentions as string[] | null) ?? [];
    let mentions = frozen;
    if (frozen.length === 0) {
      const type = typeOf(row);
      const date = row.date ?? today();
      const dueDate =
        type === "INVOICE" || type === "DEPOSIT"
          ? (row.dueDate ?? paymentDueDate(cfg.paymentTerms ?? { code: "UPON_RECEIPT" }, date))
          : null;
      mentions = (await mentionsOf(conn, vendorId, row, client, date, dueDate)).printed;
    }
    const logo = readLogo
      ? cfg.logo
        ? await readLogo(vendorId, "QuoteConfig", cfg.logo)
        : await readLogo(vendorId, "VendorLogo", vendorLogo)
      : null;
    const print = toPrintDocument({
      quote,
      company,
      client,
      mentions,
      deductedDeposits: deducted.map((d) => ({ name: d.name, date: d.date, totalIncludingTaxCents: d.totalIncludingTaxCents })),
      source: source ? { quoteType: typeOf(source), name: source.name, date: source.date } : null,
      logo,
      serviceDate: await serviceDateOf(conn, vendorId, row),
      createdAt: row.updatedAt,
    });
    return { filename: fileNameOf(quote), pdf: await renderDocumentPdf(print), quote };
  }

  // ---- Use cases -------------------------------------------------------------------------------

  async function insertDocument(
    tx: Tx,
    vendorId: string,
    values: DocumentInsert,
    lines: LineInsert[],
    links: { linkedId: string; relation: "FROM" | "DEDUCTS" }[] = [],
  ): Promise<DocumentRow> {
    const id = await repo.insert(tx, vendorId, values);
    await repo.replaceLines(tx, vendorId, id, lines);
    for (const l of links) await repo.link(tx, vendorId, id, l.linkedId, l.relation);
    return (await repo.get(tx, vendorId, id)) as DocumentRow;
  }

  /** The transaction that makes a document, its creation (or conversion) first in its history. */
  const creating = (userId: string | null, make: (tx: Tx) => Promise<DocumentRow>) =>
    repo.transaction(async (tx) => {
      const row = await make(tx);
      const links = await repo.links(tx, row.vendorId, [row.id]);
      const converted = links.some((l) => l.documentId === row.id && l.relation === "FROM");
      await settlement.record(tx, row.vendorId, {
        documentId: row.id,
        userId,
        from: null,
        to: statusOf(row),
        source: converted ? "CONVERSION" : "CREATION",
      });
      return row;
    });

  return {
    config: (vendorId: string) => config(db, vendorId),

    async configWithCounters(vendorId: string) {
      const cfg = await config(db, vendorId);
      const counters = await numbering.counters(db, vendorId, cfg.numbering as Record<QuoteType, NumberFormat>);
      const formats = Object.fromEntries(quoteTypes.map((t) => [t, { ...cfg.numbering[t], ...counters[t] }])) as Record<
        QuoteType,
        NumberFormat & { counter: number; locked: boolean }
      >;
      return { ...cfg, numbering: formats };
    },

    /** The whole config, numbering formats checked together; a counter only while its series is unused. */
    async updateConfig(
      vendorId: string,
      update: Partial<QuoteConfigFields> & {
        numbering?: Partial<Record<QuoteType, NumberFormat & { counter?: number | undefined }>> | undefined;
      },
    ) {
      await repo.transaction(async (tx) => {
        const current = await config(tx, vendorId);
        const { numbering: numberingUpdate, ...fields } = update;
        const formats = { ...current.numbering };
        for (const t of quoteTypes) {
          const f = numberingUpdate?.[t];
          if (f) formats[t] = { prefix: f.prefix.trim(), date: f.date, number: f.number };
        }
        const issues = numberFormatsIssues(formats as Record<QuoteType, NumberFormat>);
        const merged = { ...current, ...fields, numbering: formats };
        if (merged.bankDetails) issues.push(...bankDetailsIssues(merged.bankDetails));
        const terms = paymentTermsIssue(merged.paymentTerms, null);
        if (terms) issues.push({ path: "paymentTerms", message: terms });
        if (issues.length > 0) throw refuseAll(commonErrorCodes.VALIDATION_FAILED, [...new Set(issues.map((i) => i.message))]);
        await numbering.checkFormats(
          tx,
          vendorId,
          formats as Record<QuoteType, NumberFormat>,
          Object.fromEntries(quoteTypes.map((t) => [t, numberingUpdate?.[t]?.counter])),
        );
        await repo.saveConfig(tx, vendorId, quoteConfigSchema.parse(merged));
      });
      return this.configWithCounters(vendorId);
    },

    /** The document's PDF (see `printable`). */
    async pdf(vendorId: string, quoteType: QuoteType, quoteId: string): Promise<{ filename: string; pdf: Buffer }> {
      const row = await load(db, vendorId, quoteId, quoteType);
      // An issued document answers its stored original; a draft is rendered now.
      const { filename, pdf } = hasOriginal(row)
        ? await repo.transaction((tx) => originals.deliverable(tx, vendorId, row))
        : await printable(db, vendorId, row, await clientForMentions(vendorId, row));
      return { filename, pdf };
    },

    /**
     * quote/send-email: the PDF attached to the quote config's e-mail (variables filled), to the
     * given addresses or the client's, with an optional copy to the vendor. A draft is issued (SENT)
     * first, its number allocated, in the transaction that sends: if the mail cannot leave, nothing
     * is issued and no number is used. Any other status stays as it is (a paid invoice sent again
     * stays paid).
     */
    async sendEmail(vendorId: string, body: QuoteSendEmail, userId: string | null = null) {
      if (!mailer) throw new Error("documents service built without a mailer");
      const initial = await load(db, vendorId, body.quoteId, body.quoteType);
      if (body.clientId && initial.clientId !== body.clientId) throw documentNotFound();
      if (statusOf(initial) === "CANCELED") throw refuse(codes.STATUS_REFUSED, am.canceledNotSent);
      const client = await clientForMentions(vendorId, initial);
      const clientEmails = (client?.contacts ?? []).map((c) => c.email?.trim() ?? "").filter((e) => e !== "");
      const recipients = [...new Set(body.emails && body.emails.length > 0 ? body.emails : clientEmails)];
      if (recipients.length === 0) throw refuse(commonErrorCodes.VALIDATION_FAILED, am.noRecipient);
      const company = await repo.vendorCompany(db, vendorId);
      // Never an address from the request: the vendor's confirmed one answers and gets the copy.
      const sender = await outgoingMail.sender(vendorId);
      const vendorEmail = sender.replyTo;
      if (body.sendCopyToSelf && !vendorEmail) throw refuse(commonErrorCodes.VALIDATION_FAILED, am.noVendorEmail);
      const vendorName =
        (typeof company.tradeName === "string" && company.tradeName.trim()) ||
        (typeof company.corporateName === "string" && company.corporateName.trim()) ||
        null;
      const cfg = await config(db, vendorId);

      await repo.transaction(async (tx) => {
        const row = await load(tx, vendorId, body.quoteId, body.quoteType, true);
        // Addresses outside the vendor's clients count against its daily cap; past it nothing is issued.
        const refusal = await outgoingMail.admit(tx, vendorId, recipients);
        if (refusal) throw refusal;
        if (statusOf(row) === "DRAFT") await changeStatus(tx, vendorId, row, "SENT", client, {}, { userId, source: "SEND" });
        const current = await load(tx, vendorId, row.id, body.quoteType);
        const { filename, pdf } = hasOriginal(current)
          ? await originals.deliverable(tx, vendorId, current)
          : await printable(tx, vendorId, current, client);
        const type = typeOf(current);
        const message = composeDocumentEmail({
          quoteType: type,
          subject: body.subject ?? cfg.titleEmailTemplate ?? null,
          body: body.body ?? cfg.emailTemplate ?? null,
          values: {
            clientName: current.clientName ?? client?.name ?? null,
            documentType: documentTypeInSentence[type],
            number: current.name,
            totalIncludingTaxCents: current.totalIncludingTaxCents,
            dueDate: type === "QUOTE" ? current.expirationDate : type === "CREDIT_NOTE" ? null : current.dueDate,
            vendorName,
          },
        });
        const envelope = {
          attachments: [{ filename, content: pdf, contentType: "application/pdf" }],
          ...(vendorEmail ? { replyTo: vendorEmail } : {}),
          ...(sender.fromName ? { fromName: sender.fromName } : {}),
        };
        await mailer.send({ to: recipients.join(", "), ...message, ...envelope });
        if (body.sendCopyToSelf && vendorEmail) {
          await mailer.send({ to: vendorEmail, ...message, subject: `Copie : ${message.subject}`, ...envelope });
        }
      });
      return present(db, vendorId, await load(db, vendorId, body.quoteId, body.quoteType));
    },

    /**
     * The ZIP a vendor keeps before closing its account: every issued original, byte for byte, and the
     * register (CSV) of them.
     */
    async originalsArchive(vendorId: string): Promise<{ filename: string; zip: Buffer }> {
      const rows = await repo.issued(db, vendorId);
      const zip = await originalsArchive(rows, (row) => repo.transaction((tx) => originals.deliverable(tx, vendorId, row)));
      return { filename: `documents-emis-${today()}.zip`, zip };
    },

    async electronicSignature(vendorId: string) {
      return { electronicSignature: (await config(db, vendorId)).electronicSignature ?? null };
    },

    async list(
      vendorId: string,
      q: {
        quoteType: QuoteType;
        isArchived: boolean;
        nextPage?: string | undefined;
        limit: number;
        status?: DocumentStatus;
        searchTerm?: string | undefined;
      },
    ) {
      const afterSeq = decodeCursor(q.nextPage);
      const term = q.searchTerm === undefined ? undefined : searchable(q.searchTerm.trim());
      const rows = await repo.list(vendorId, { ...q, term: term || undefined, afterSeq });
      const page = pageOf(rows, q.limit);
      const counts = await repo.statusCounts(vendorId, q.quoteType, q.isArchived);
      return {
        quotes: await summaries(vendorId, page.items),
        nextPage: page.nextPage,
        statusCounts: counts.map((c) => ({
          status: normalizeDocumentStatus(c.status),
          count: c.count,
          sumHT: centsToEuros(c.sumHT),
          sumTTC: centsToEuros(c.sumTTC),
        })),
      };
    },

    async byClient(vendorId: string, clientId: string) {
      await clients.assertOwned(vendorId, clientId);
      return { quotes: await summaries(vendorId, await repo.byClient(vendorId, clientId)) };
    },

    async linked(vendorId: string, ids: string[]) {
      const rows = await repo.getMany(db, vendorId, [...new Set(ids)]);
      if (rows.length !== new Set(ids).size) throw documentNotFound();
      const links = await repo.links(db, vendorId, ids);
      const linkedIds = [...new Set(ids.flatMap((id) => linkedOf(id, links)))];
      return { quotes: await summaries(vendorId, await repo.getMany(db, vendorId, linkedIds)) };
    },

    async get(vendorId: string, quoteType: QuoteType, quoteId: string, clientId?: string | null) {
      const row = await load(db, vendorId, quoteId, quoteType);
      if (clientId && row.clientId !== clientId) throw documentNotFound();
      return present(db, vendorId, row);
    },

    /** A quote (numbered now) or a standalone invoice (numbered when issued). */
    async create(vendorId: string, body: QuoteCreate, userId: string | null = null) {
      if (body.quoteType !== "QUOTE" && body.quoteType !== "INVOICE") {
        throw refuse(codes.CONVERSION_REFUSED, am.createOnlyQuoteOrInvoice);
      }
      const client = await clientOf(vendorId, body.quote.clientId);
      await checkEvent(vendorId, body.quote.eventId);
      const cfg = await config(db, vendorId);
      const snapshot = snapshotConfig(cfg, body.quoteConfig);
      const global = globalOf(body.quote);
      const built = buildLines(body.products, await catalogue(vendorId), {
        type: body.quote.globalDiscountType,
        value: body.quote.globalDiscountValue,
      });
      const p = priced(built, global, EMPTY_BREAKDOWN as TaxBreakdown, null);
      if (body.quoteType === "QUOTE") checkSchedule(body.quote.deposits, p.columns.totalIncludingTaxCents);
      const row = await creating(userId, async (tx) => {
        const date = body.quote.date ?? today();
        const numbered =
          body.quoteType === "QUOTE" ? await allocateNumber(tx, vendorId, "QUOTE", cfg.numbering.QUOTE, date) : null;
        const name = numbered?.name ?? null;
        return insertDocument(
          tx,
          vendorId,
          {
            quoteType: body.quoteType,
            status: "DRAFT",
            name,
            legalEntity: numbered?.legalEntity ?? null,
            clientId: client?.clientId ?? null,
            clientName: client?.name ?? null,
            eventId: body.quote.eventId ?? null,
            date: body.quoteType === "QUOTE" ? date : body.quote.date,
            expirationDate: body.quote.expirationDate ?? (body.quoteType === "QUOTE" ? addDays(date, 30) : null),
            dueDate: body.quote.dueDate,
            globalDiscountType: global.discountType,
            globalDiscountValue: global.discountValue,
            ...p.columns,
            quoteConfig: snapshot,
            address: body.quote.address,
            serviceAddress: body.quote.serviceAddress,
            deposits: body.quoteType === "QUOTE" ? body.quote.deposits : [],
            searchText: searchable(name, client?.name),
          },
          p.lines,
        );
      });
      const quote = await present(db, vendorId, row);
      return { id: row.id, name: row.name, quote };
    },

    /** A draft (or a quote still open) is rewritten; an issued document is refused with the domain's message. */
    async update(vendorId: string, body: QuoteUpdate) {
      const client = await clientOf(vendorId, body.quote.clientId);
      await checkEvent(vendorId, body.quote.eventId);
      const byId = body.products ? await catalogue(vendorId) : null;
      const row = await repo.transaction(async (tx) => {
        const row = await load(tx, vendorId, body.quoteId, body.quoteType, true);
        const type = typeOf(row);
        const editable = checkEditable(type, statusOf(row));
        if (!editable.ok) throw refuse(codes.DOCUMENT_NOT_EDITABLE, editable.message);
        if (row.isFixedAmount && body.products) throw refuse(codes.DOCUMENT_NOT_EDITABLE, am.fixedAmountLines);
        const global = row.isFixedAmount ? discountOf("PERCENTAGE", 0) : globalOf(body.quote);
        const lines =
          body.products && byId
            ? buildLines(body.products, byId, { type: body.quote.globalDiscountType, value: body.quote.globalDiscountValue })
            : copyLines(await repo.lines(tx, [row.id]));
        const p = priced(lines, global, asBreakdown(row.deducted), row.isFixedAmount ? asBreakdown(row.breakdown) : null);
        if (type === "QUOTE") checkSchedule(body.quote.deposits, p.columns.totalIncludingTaxCents);
        if (type === "INVOICE" && !row.isFixedAmount) {
          const problem = deductionIssue(p.computed.breakdown, [asBreakdown(row.deducted)]);
          if (problem) throw refuse(codes.AMOUNT_REFUSED, problem);
        }
        const snapshot = snapshotConfig(
          { ...(row.quoteConfig as QuoteConfigFields), numbering: (await config(tx, vendorId)).numbering } as QuoteConfig,
          body.quoteConfig,
        );
        await repo.update(tx, vendorId, row.id, {
          clientId: client?.clientId ?? null,
          clientName: client?.name ?? null,
          eventId: body.quote.eventId ?? null,
          date: type === "QUOTE" ? (body.quote.date ?? row.date) : body.quote.date,
          expirationDate: body.quote.expirationDate,
          dueDate: body.quote.dueDate,
          globalDiscountType: global.discountType,
          globalDiscountValue: global.discountValue,
          ...p.columns,
          quoteConfig: snapshot,
          address: body.quote.address,
          serviceAddress: body.quote.serviceAddress,
          deposits: type === "QUOTE" ? body.quote.deposits : row.deposits,
          searchText: searchable(row.name, client?.name),
        });
        await repo.replaceLines(tx, vendorId, row.id, p.lines);
        return (await repo.get(tx, vendorId, row.id)) as DocumentRow;
      });
      return present(db, vendorId, row);
    },

    /** All named documents of the type, or none: an unknown id is a 404, an issued one the domain's refusal. */
    async delete(vendorId: string, quoteType: QuoteType, ids: string[]) {
      const unique = [...new Set(ids)];
      await repo.transaction(async (tx) => {
        const rows = await repo.getMany(tx, vendorId, unique);
        if (rows.length !== unique.length || rows.some((r) => typeOf(r) !== quoteType)) throw documentNotFound();
        for (const r of rows) {
          const verdict = checkDeletable(typeOf(r), statusOf(r));
          if (!verdict.ok) throw refuse(codes.DOCUMENT_NOT_DELETABLE, verdict.message);
        }
        await repo.delete(tx, vendorId, unique);
      });
      return { quotesToDelete: unique };
    },

    async archive(vendorId: string, quoteType: QuoteType, ids: string[], isArchived: boolean) {
      const unique = [...new Set(ids)];
      await repo.transaction(async (tx) => {
        const rows = await repo.getMany(tx, vendorId, unique);
        if (rows.length !== unique.length || rows.some((r) => typeOf(r) !== quoteType)) throw documentNotFound();
        await repo.archive(tx, vendorId, unique, isArchived);
      });
      return { quotesToArchive: unique };
    },

    /**
     * quote/status; with `confirmReservation`, a quote accepted (APPROVED or SIGNED) moves its event
     * to RESERVATION_CONFIRMED in the same transaction (nothing when it has no event).
     */
    async setStatus(
      vendorId: string,
      quoteType: QuoteType,
      quoteId: string,
      status: DocumentStatus,
      clientId?: string | null,
      confirmReservation = false,
      by: { userId: string | null; payment?: PaymentInput | undefined } = { userId: null },
    ) {
      // Read before the transaction: a transaction never waits for a second pooled connection.
      const initial = await load(db, vendorId, quoteId, quoteType);
      const client = await clientForMentions(vendorId, initial);
      const confirm = confirmReservation && quoteType === "QUOTE" && (status === "APPROVED" || status === "SIGNED");
      if (confirm && initial.eventId) {
        await events.get(vendorId, initial.eventId);
        await eventStatuses?.assertStatus(vendorId, RESERVATION_CONFIRMED);
      }
      await repo.transaction(async (tx) => {
        const row = await load(tx, vendorId, quoteId, quoteType, true);
        if (clientId && row.clientId !== clientId) throw documentNotFound();
        await changeStatus(tx, vendorId, row, status, client, {}, { ...by, source: "STATUS" });
        if (confirm && row.eventId) {
          // The events module's own statement, on this transaction: both change or neither.
          const moved = await createEventsRepository(tx as unknown as Db).setStatus(vendorId, row.eventId, RESERVATION_CONFIRMED);
          if (!moved) throw notFound(am.eventNotFound);
        }
      });
      return present(db, vendorId, await load(db, vendorId, quoteId, quoteType));
    },

    /** The vendor stores the signed copy (its media library file name): the quote becomes SIGNED. */
    async sign(vendorId: string, quoteId: string, filename: string, clientId?: string | null, userId: string | null = null) {
      const client = await clientForMentions(vendorId, await load(db, vendorId, quoteId, null));
      await repo.transaction(async (tx) => {
        const row = await load(tx, vendorId, quoteId, null, true);
        if (clientId && row.clientId !== clientId) throw documentNotFound();
        if (typeOf(row) !== "QUOTE") throw refuse(codes.STATUS_REFUSED, am.signOnlyQuote);
        await changeStatus(tx, vendorId, row, "SIGNED", client, { signedFilename: filename }, { userId, source: "SIGNATURE" });
      });
      return present(db, vendorId, await load(db, vendorId, quoteId, "QUOTE"));
    },

    /**
     * quote/duplicate: a copy of a quote, or the next document of the chain — a deposit invoice or
     * the final invoice of a quote, a credit note of an issued invoice or deposit invoice.
     */
    async duplicate(
      vendorId: string,
      body: {
        quoteType: QuoteType;
        quoteTypeDestination: QuoteType;
        quoteId: string;
        clientId?: string | null | undefined;
        depositIndex?: number | undefined;
        deposit?: { depositType: string; depositValue: number } | undefined;
        amount?: number | undefined;
      },
      userId: string | null = null,
    ) {
      const cfg = await config(db, vendorId);
      const row = await creating(userId, async (tx) => {
        // The source stays locked while what it allows is checked: two conversions never overdraw it.
        const source = await load(tx, vendorId, body.quoteId, body.quoteType, true);
        if (body.clientId && source.clientId !== body.clientId) throw documentNotFound();
        const sourceLines = await repo.lines(tx, [source.id]);
        const common = {
          status: "DRAFT",
          clientId: source.clientId,
          clientName: source.clientName,
          eventId: source.eventId,
          quoteConfig: { ...(source.quoteConfig as object) },
          address: source.address,
          serviceAddress: source.serviceAddress,
        } satisfies Partial<DocumentInsert>;
        const from = body.quoteType;
        const to = body.quoteTypeDestination;
        const global = discountOf(source.globalDiscountType, source.globalDiscountValue);

        if ((from === "QUOTE" && to === "QUOTE") || (from === "INVOICE" && to === "INVOICE" && !source.isFixedAmount)) {
          const date = today();
          const numbered = to === "QUOTE" ? await allocateNumber(tx, vendorId, "QUOTE", cfg.numbering.QUOTE, date) : null;
          const name = numbered?.name ?? null;
          const p = priced(copyLines(sourceLines), global, EMPTY_BREAKDOWN as TaxBreakdown, null);
          return insertDocument(
            tx,
            vendorId,
            {
              ...common,
              quoteType: to,
              name,
              legalEntity: numbered?.legalEntity ?? null,
              date: to === "QUOTE" ? date : null,
              expirationDate: to === "QUOTE" ? addDays(date, 30) : null,
              globalDiscountType: global.discountType,
              globalDiscountValue: global.discountValue,
              ...p.columns,
              deposits: source.deposits,
              searchText: searchable(name, source.clientName),
            },
            p.lines,
          );
        }

        if (from === "QUOTE" && to === "DEPOSIT") {
          const schedule = (source.deposits as DepositEntry[]) ?? [];
          const made = await repo.madeFrom(tx, vendorId, source.id);
          const depositsSoFar = made.filter((d) => typeOf(d) === "DEPOSIT" && statusOf(d) !== "CANCELED");
          let request: ReturnType<typeof depositRequestOf>;
          if (body.deposit) request = depositRequestOf(body.deposit);
          else {
            if (schedule.length === 0) throw refuse(commonErrorCodes.VALIDATION_FAILED, documentMessages.depositRequired);
            const index = body.depositIndex ?? depositsSoFar.length;
            const entry = schedule[index];
            if (!entry || index >= schedule.length - 1) throw refuse(codes.CONVERSION_REFUSED, am.noDepositLeft);
            request = depositRequestOf(entry);
          }
          const already = depositsSoFar.map(dueOf);
          const result = depositInvoice(asBreakdown(source.breakdown), request, already);
          if (!result.ok) throw refuse(codes.AMOUNT_REFUSED, result.message);
          const lines = fixedLines(result.breakdown, `Acompte sur le devis ${source.name ?? ""}`.trim());
          const p = priced(lines, discountOf("PERCENTAGE", 0), EMPTY_BREAKDOWN as TaxBreakdown, result.breakdown);
          const dueDate = request.dueDate ?? (request.numberOfDays > 0 ? addDays(today(), request.numberOfDays) : null);
          return insertDocument(
            tx,
            vendorId,
            {
              ...common,
              quoteType: "DEPOSIT",
              name: null,
              dueDate,
              isFixedAmount: true,
              ...p.columns,
              searchText: searchable(source.clientName),
            },
            p.lines,
            [{ linkedId: source.id, relation: "FROM" }],
          );
        }

        if (from === "QUOTE" && to === "INVOICE") {
          const made = await repo.madeFrom(tx, vendorId, source.id);
          if (made.some((d) => typeOf(d) === "INVOICE" && statusOf(d) !== "CANCELED")) {
            throw refuse(codes.CONVERSION_REFUSED, am.finalInvoiceExists);
          }
          const deposits = await issuedDepositsOf(tx, vendorId, source.id);
          const nets = deposits.map((d) => d.net);
          const problem = deductionIssue(asBreakdown(source.breakdown), nets);
          if (problem) throw refuse(codes.AMOUNT_REFUSED, problem);
          const p = priced(copyLines(sourceLines), global, sumBreakdowns(nets), null);
          return insertDocument(
            tx,
            vendorId,
            {
              ...common,
              quoteType: "INVOICE",
              name: null,
              globalDiscountType: global.discountType,
              globalDiscountValue: global.discountValue,
              ...p.columns,
              searchText: searchable(source.clientName),
            },
            p.lines,
            [
              { linkedId: source.id, relation: "FROM" },
              ...deposits.map((d) => ({ linkedId: d.row.id, relation: "DEDUCTS" as const })),
            ],
          );
        }

        if ((from === "INVOICE" || from === "DEPOSIT") && to === "CREDIT_NOTE") {
          const status = statusOf(source);
          if (!isIssued(from, status) || status === "CANCELED")
            throw refuse(codes.CONVERSION_REFUSED, am.creditNeedsIssuedInvoice);
          const chained = await depositCreditRefusal(repo, tx, vendorId, source);
          if (chained) throw refuse(codes.CONVERSION_REFUSED, chained);
          const previous = (await repo.madeFrom(tx, vendorId, source.id)).filter(
            (c) => typeOf(c) === "CREDIT_NOTE" && statusOf(c) !== "CANCELED",
          );
          const label = `Avoir sur la facture ${source.name ?? ""}`.trim();
          const links = [{ linkedId: source.id, relation: "FROM" as const }];
          const base = { ...common, quoteType: "CREDIT_NOTE", name: null, searchText: searchable(source.clientName) };
          if (body.amount === undefined && previous.length === 0 && !source.isFixedAmount) {
            // The whole invoice: its lines, its discount and its deductions, so that it takes back exactly its due.
            const p = priced(copyLines(sourceLines), global, asBreakdown(source.deducted), null);
            return insertDocument(
              tx,
              vendorId,
              { ...base, globalDiscountType: global.discountType, globalDiscountValue: global.discountValue, ...p.columns },
              p.lines,
              links,
            );
          }
          let breakdown: TaxBreakdown;
          if (body.amount !== undefined) {
            const result = creditNoteForAmount(dueOf(source), eurosToCents(body.amount) ?? 0, previous.map(dueOf));
            if (!result.ok) throw refuse(codes.AMOUNT_REFUSED, result.message);
            breakdown = result.breakdown;
          } else {
            breakdown = fullCreditNote(dueOf(source), previous.map(dueOf));
            const problem = creditNoteIssue(dueOf(source), breakdown, previous.map(dueOf));
            if (problem) throw refuse(codes.AMOUNT_REFUSED, problem);
          }
          const p = priced(fixedLines(breakdown, label), discountOf("PERCENTAGE", 0), EMPTY_BREAKDOWN as TaxBreakdown, breakdown);
          return insertDocument(tx, vendorId, { ...base, isFixedAmount: true, ...p.columns }, p.lines, links);
        }

        throw refuse(codes.CONVERSION_REFUSED, am.conversionRefused);
      });
      const quote = await present(db, vendorId, row);
      return { id: row.id, name: row.name, quote };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
