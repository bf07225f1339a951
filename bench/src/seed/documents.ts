import {
  addDays,
  allocateProportionally,
  checkMandatoryMentions,
  creditNoteForAmount,
  DEFAULT_LATE_PAYMENT_PENALTIES,
  type DocumentLine,
  type DocumentStatus,
  deductionIssue,
  defaultNumberFormats,
  depositInvoice,
  documentTotals,
  fixedAmountLines,
  type NumberFormat,
  type NumberingState,
  nextDocumentNumber,
  type PaymentTermCode,
  type PostalAddress,
  paymentDueDate,
  type QuoteType,
  type SellerIdentity,
  subtractBreakdown,
  sumBreakdowns,
  type TaxBreakdown,
  type TaxGroup,
  totalsOf,
  type VatCode,
} from "@cortege/domain";
import type { Faker } from "@faker-js/faker";
import type { ProductSeed } from "./catalogue.ts";
import { frenchAddress } from "./french-data.ts";

/**
 * Quotes, deposit invoices, final invoices and credit notes of one vendor, built the way the app builds
 * them (docs/decisions.md "Documents (API)"): amounts by the domain's tax engine (`documentTotals`,
 * `depositInvoice`, `creditNoteForAmount`), legal numbers by `nextDocumentNumber` in date order per type,
 * mentions by `checkMandatoryMentions`, links quote → deposit → final invoice → credit note.
 */

export type DocumentSeed = {
  id: string;
  vendorId: string;
  quoteType: QuoteType;
  status: DocumentStatus;
  name: string | null;
  /** The legal entity whose series numbered it (the API's legalEntityOf); null while unnumbered. */
  legalEntity: string | null;
  clientId: string | null;
  clientName: string | null;
  eventId: string | null;
  date: string | null;
  expirationDate: string | null;
  issuedDate: string | null;
  dueDate: string | null;
  globalDiscountType: "PERCENTAGE" | "FIXED";
  globalDiscountValue: number;
  totalExcludingTaxCents: number;
  totalTaxCents: number;
  totalIncludingTaxCents: number;
  breakdown: TaxBreakdown;
  deducted: TaxBreakdown;
  isFixedAmount: boolean;
  quoteConfig: Record<string, unknown>;
  address: PostalAddress | null;
  deposits: { depositType: "PERCENTAGE"; depositValue: number; numberOfDays: number; dueDate: null }[];
  mentions: string[];
  isArchived: boolean;
  /** Raw text; the database folds it (cortege_normalize) like the service's `searchable`. */
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
};
export type LineSeed = {
  id: string;
  vendorId: string;
  documentId: string;
  parentLineId: null;
  position: number;
  productId: string | null;
  name: string;
  ref: string | null;
  description: string | null;
  productType: string;
  unitType: string;
  tax: string | null;
  unitPriceCents: number;
  unitBases: { group: TaxGroup; unitCents: number }[];
  /** Thousandths (1.5 → 1500), as the documents' lines hold them. */
  quantity: number;
  discountType: "PERCENTAGE" | "FIXED";
  discountValue: number;
  revenueCents: number;
};
export type LinkSeed = { vendorId: string; documentId: string; linkedId: string; relation: "FROM" | "DEDUCTS" };
export type CounterSeed = {
  legalEntity: string;
  prefix: string;
  quoteType: QuoteType;
  counter: number;
  lastNumberedDate: string;
};
export type QuoteConfigSeed = { vendorId: string; config: Record<string, unknown>; updatedAt: Date };

export type VendorDocuments = {
  quoteConfig: QuoteConfigSeed;
  documents: DocumentSeed[];
  lines: LineSeed[];
  links: LinkSeed[];
  counters: CounterSeed[];
};

/** What the generator needs to know of an event and its client. */
export type DocumentEvent = {
  id: string;
  status: string;
  day: string | null;
  guests: number;
  createdAt: Date;
  client: {
    id: string;
    name: string;
    type: "INDIVIDUAL" | "PROFESSIONAL";
    address: PostalAddress | null;
    siren: string | null;
  };
};

export type DocumentOptions = {
  vendorId: string;
  /** Numbers are unique per legal entity (the SIREN), as the API numbers them. */
  legalEntity: string;
  seller: SellerIdentity;
  products: ProductSeed[];
  events: DocumentEvent[];
  /** How many events get a quote (their chain follows from the event's status and dates). */
  quotes: number;
  today: string;
  vendorCreated: Date;
};

const EMPTY: TaxBreakdown = { taxDetails: [], disbursementsCents: 0 };
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const at = (day: string, minutes: number) => new Date(Date.parse(`${day}T08:00:00Z`) + minutes * 60_000);

/** Some vendors number their own way (continuing a former tool's series): the formats stay valid and distinct. */
function numberingOf(f: Faker): Record<QuoteType, NumberFormat> {
  const r = f.number.float();
  if (r < 0.8) return { ...defaultNumberFormats };
  if (r < 0.9) {
    return {
      QUOTE: { prefix: "DEV", date: "YYYY-MM", number: 4 },
      INVOICE: { prefix: "FAC", date: "YYYY-MM", number: 4 },
      CREDIT_NOTE: { prefix: "AVO", date: "YYYY-MM", number: 4 },
      DEPOSIT: { prefix: "ACO", date: "YYYY-MM", number: 4 },
    };
  }
  return {
    QUOTE: { prefix: "D", date: "", number: 6 },
    INVOICE: { prefix: "F", date: "", number: 6 },
    CREDIT_NOTE: { prefix: "AV", date: "", number: 6 },
    DEPOSIT: { prefix: "AC", date: "", number: 6 },
  };
}

/** A quantity that fits the unit: the guests for a per-person price, hours for an hourly one… */
function quantityMilli(f: Faker, p: ProductSeed, guests: number): number {
  switch (p.unitType) {
    case "PERSON":
      return (p.name.includes("enfant") ? f.number.int({ min: 2, max: 12 }) : guests) * 1000;
    case "HOUR":
      return f.number.int({ min: 2, max: 10 }) * 1000 + (f.number.float() < 0.2 ? 500 : 0);
    case "DAY":
      return f.number.int({ min: 1, max: 2 }) * 1000;
    case "ITEM":
      return (p.priceCents < 100 ? f.number.int({ min: 20, max: 300 }) : f.number.int({ min: 2, max: 12 })) * 1000;
    case "PIECE":
      return (p.priceCents < 1000 ? f.number.int({ min: 4, max: Math.max(4, Math.round(guests / 8)) }) : 1) * 1000;
    default:
      return 1000;
  }
}

type QuoteLine = { product: ProductSeed; quantityMilli: number; discountValue: number };

const engineLine = (l: QuoteLine): DocumentLine => ({
  quantityMilli: l.quantityMilli,
  unitBases: [{ group: l.product.productType === "DEBOUR" ? "DEBOUR" : l.product.tax, unitCents: l.product.priceCents }],
  discount: { discountType: "PERCENTAGE", discountValue: l.discountValue },
});

/** Product lines with their revenue: net minus their share of the global discount (the service's `compute`). */
function productLines(vendorId: string, documentId: string, lines: QuoteLine[], globalDiscountCents: number, f: Faker) {
  const totals = documentTotals(lines.map(engineLine));
  const taxable = totals.lines.map((l) => l.parts.filter((p) => p.group !== "DEBOUR").reduce((s, p) => s + p.netCents, 0));
  const shares = globalDiscountCents === 0 ? taxable.map(() => 0) : allocateProportionally(globalDiscountCents, taxable);
  return lines.map(
    (l, i): LineSeed => ({
      id: f.string.uuid(),
      vendorId,
      documentId,
      parentLineId: null,
      position: i,
      productId: l.product.id,
      name: l.product.name,
      ref: l.product.ref,
      description: l.product.description,
      productType: l.product.productType,
      unitType: l.product.unitType,
      tax: l.product.productType === "DEBOUR" ? "TAX_0" : l.product.tax,
      unitPriceCents: l.product.priceCents,
      unitBases: engineLine(l).unitBases,
      quantity: l.quantityMilli,
      discountType: "PERCENTAGE",
      discountValue: l.discountValue,
      revenueCents: (totals.lines[i]?.netCents ?? 0) - (shares[i] as number),
    }),
  );
}

/** One descriptive line per rate for a document of an amount (a deposit invoice, a credit note), as the service writes them. */
const fixedLines = (vendorId: string, documentId: string, breakdown: TaxBreakdown, label: string, f: Faker): LineSeed[] =>
  fixedAmountLines(breakdown, label).map((l) => ({ id: f.string.uuid(), vendorId, documentId, parentLineId: null, ...l }));

/** The total columns: what remains due, i.e. what the document charges minus what it deducts. */
function columns(breakdown: TaxBreakdown, deducted: TaxBreakdown) {
  const t = totalsOf(subtractBreakdown(breakdown, deducted));
  return {
    breakdown,
    deducted,
    totalExcludingTaxCents: t.totalExcludingTaxCents,
    totalTaxCents: t.totalTaxCents,
    totalIncludingTaxCents: t.totalIncludingTaxCents,
  };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

export function generateVendorDocuments(f: Faker, o: DocumentOptions): VendorDocuments {
  const numbering = numberingOf(f);
  const paymentTerms: { code: PaymentTermCode } = {
    code: f.helpers.arrayElement(["UPON_RECEIPT", "DAYS_15", "DAYS_30", "DAYS_30"] as const),
  };
  // The stored config holds what the vendor set; the service merges it over the defaults when it reads it.
  const snapshot = {
    paymentTerms,
    methodOfPayment: f.helpers.arrayElement(["BANK_TRANSFER", "BANK_TRANSFER", "CHECK", "CREDIT_CARD"]),
    latePaymentPenalties: DEFAULT_LATE_PAYMENT_PENALTIES,
    isVat: true,
    vatMention: null,
  };
  const quoteConfig: QuoteConfigSeed = {
    vendorId: o.vendorId,
    config: { ...snapshot, numbering },
    updatedAt: o.vendorCreated,
  };
  const documents: DocumentSeed[] = [];
  const lines: LineSeed[] = [];
  const links: LinkSeed[] = [];
  // Numbers are given once every document is known, in date order per type; lines and mentions that quote
  // a number (a deposit's "Acompte sur le devis D-…", a credit note's invoice) are finished afterwards.
  const finishers: (() => void)[] = [];
  const { today, vendorId } = o;
  const link = (documentId: string, linkedId: string, relation: "FROM" | "DEDUCTS") =>
    links.push({ vendorId, documentId, linkedId, relation });
  const mentionsOf = (
    d: DocumentSeed,
    docLines: LineSeed[],
    client: DocumentEvent["client"],
    extra: { correctedInvoice?: DocumentSeed; deductedDeposits?: DocumentSeed[] } = {},
  ) => {
    const check = checkMandatoryMentions({
      quoteType: d.quoteType,
      seller: o.seller,
      isVat: true,
      vatMention: null,
      client: { type: client.type, name: d.clientName, address: d.address, siren: client.siren },
      date: d.date,
      dueDate: d.dueDate,
      expirationDate: d.expirationDate,
      lines: docLines.map((l) => ({ name: l.name, group: l.productType === "DEBOUR" ? "DEBOUR" : (l.tax as VatCode) })),
      totalExcludingTaxCents: d.totalExcludingTaxCents,
      latePaymentPenalties: DEFAULT_LATE_PAYMENT_PENALTIES,
      earlyPaymentDiscount: null,
      correctedInvoice: extra.correctedInvoice
        ? { number: extra.correctedInvoice.name, date: extra.correctedInvoice.date }
        : null,
      deductedDeposits: (extra.deductedDeposits ?? []).map((x) => ({ number: x.name, date: x.date })),
    });
    if (check.missing.length > 0) {
      throw new Error(`seed: ${d.quoteType} of ${vendorId} misses ${check.missing.map((m) => m.code).join(", ")}`);
    }
    return check.printed;
  };
  const base = (
    type: QuoteType,
    e: DocumentEvent,
    createdAt: Date,
  ): Omit<DocumentSeed, keyof ReturnType<typeof columns> | "status" | "date"> => ({
    id: f.string.uuid(),
    vendorId,
    quoteType: type,
    name: null,
    legalEntity: null,
    clientId: e.client.id,
    clientName: e.client.name,
    eventId: e.id,
    expirationDate: null,
    issuedDate: null,
    dueDate: null,
    globalDiscountType: "PERCENTAGE",
    globalDiscountValue: 0,
    isFixedAmount: false,
    quoteConfig: snapshot,
    address: e.client.address,
    deposits: [],
    mentions: [],
    isArchived: false,
    searchText: e.client.name,
    createdAt,
    updatedAt: createdAt,
  });

  const candidates = o.events.filter(
    (e) =>
      (e.status === "QUOTE_SENT" || e.status === "RESERVATION_CONFIRMED" || e.status === "REFUSED") &&
      isoDay(e.createdAt.getTime()) < today,
  );
  const chosen = f.helpers.arrayElements(candidates, Math.min(candidates.length, o.quotes));
  const priced = o.products.filter((p) => p.productType !== "DEBOUR");
  const debours = o.products.filter((p) => p.productType === "DEBOUR");

  // A client without a postal address gets one on its documents (their `address`), which an invoice must print.
  const addresses = new Map<string, PostalAddress>();
  for (const e of chosen) {
    if (!e.client.address) {
      const address = addresses.get(e.client.id) ?? frenchAddress(f);
      addresses.set(e.client.id, address);
      e.client = { ...e.client, address };
    }
    // ---- The quote ----
    let quoteDay = minDay(addDays(isoDay(e.createdAt.getTime()), f.number.int({ min: 1, max: 10 })), today);
    // A quote still awaiting an answer for an event ahead is a recent one (sent, or re-sent, in the last weeks):
    // the pipeline of open quotes a vendor works on.
    if (e.status === "QUOTE_SENT" && (e.day === null || e.day > today)) {
      const recent = addDays(today, -f.number.int({ min: 0, max: 25 }));
      if (recent > quoteDay) quoteDay = recent;
    }
    const picked = f.helpers.arrayElements(priced, { min: Math.min(4, priced.length), max: Math.min(9, priced.length) });
    if (debours.length > 0 && f.number.float() < 0.3) picked.push(f.helpers.arrayElement(debours));
    const quoteLines: QuoteLine[] = picked.map((product) => ({
      product,
      quantityMilli: quantityMilli(f, product, e.guests),
      discountValue: f.number.float() < 0.12 ? f.helpers.arrayElement([500, 1000, 1500]) : 0,
    }));
    const globalDiscountValue = f.number.float() < 0.1 ? f.helpers.arrayElement([300, 500, 1000]) : 0;
    const global = { discountType: "PERCENTAGE" as const, discountValue: globalDiscountValue };
    const totals = documentTotals(quoteLines.map(engineLine), global);
    const quoteBreakdown: TaxBreakdown = { taxDetails: totals.taxDetails, disbursementsCents: totals.disbursementsCents };
    const expiration = addDays(quoteDay, 30);
    const r = f.number.float();
    let quoteStatus: DocumentStatus;
    if (e.status === "RESERVATION_CONFIRMED") quoteStatus = r < 0.6 ? "SIGNED" : "APPROVED";
    else if (e.status === "REFUSED") quoteStatus = expiration < today && r < 0.2 ? "EXPIRED" : "REJECTED";
    else if (expiration < today) quoteStatus = "EXPIRED";
    else quoteStatus = r < 0.15 ? "DRAFT" : "SENT";
    const withSchedule = quoteStatus === "SIGNED" || quoteStatus === "APPROVED" || f.number.float() < 0.6;
    const quote: DocumentSeed = {
      ...base("QUOTE", e, at(quoteDay, f.number.int({ min: 0, max: 600 }))),
      status: quoteStatus,
      date: quoteDay,
      expirationDate: expiration,
      globalDiscountValue,
      ...columns(quoteBreakdown, EMPTY),
      deposits: withSchedule
        ? [
            { depositType: "PERCENTAGE", depositValue: 30, numberOfDays: 0, dueDate: null },
            { depositType: "PERCENTAGE", depositValue: 70, numberOfDays: 0, dueDate: null },
          ]
        : [],
      isArchived: (quoteStatus === "REJECTED" || quoteStatus === "EXPIRED") && expiration < addDays(today, -365) && r < 0.5,
    };
    quote.updatedAt = quoteStatus === "DRAFT" ? quote.createdAt : at(minDay(addDays(quoteDay, 3), today), 120);
    const quoteLineRows = productLines(vendorId, quote.id, quoteLines, totals.globalDiscountCents, f);
    documents.push(quote);
    lines.push(...quoteLineRows);
    if (quoteStatus !== "DRAFT") finishers.push(() => (quote.mentions = mentionsOf(quote, quoteLineRows, e.client)));
    if (quoteStatus !== "SIGNED" && quoteStatus !== "APPROVED") continue;

    // ---- The deposit invoice: 30 % of the quote at signature ----
    let signDay = minDay(addDays(quoteDay, f.number.int({ min: 2, max: 20 })), today);
    if (e.day && signDay >= e.day) signDay = minDay(addDays(quoteDay, 1), today);
    let deposit: DocumentSeed | null = null;
    if (f.number.float() < 0.85) {
      const result = depositInvoice(quoteBreakdown, { depositType: "PERCENTAGE", depositValue: 3000 });
      if (!result.ok) throw new Error(`seed: deposit refused: ${result.message}`);
      const due = paymentDueDate(paymentTerms, signDay);
      const s = f.number.float();
      const status: DocumentStatus = due < today ? (s < 0.93 ? "PAID" : "OVERDUE") : s < 0.6 ? "SENT" : "PAID";
      const d: DocumentSeed = {
        ...base("DEPOSIT", e, at(signDay, f.number.int({ min: 0, max: 600 }))),
        status,
        date: signDay,
        issuedDate: signDay,
        dueDate: due,
        isFixedAmount: true,
        ...columns(sumBreakdowns([result.breakdown]), EMPTY),
      };
      d.updatedAt = status === "PAID" ? at(minDay(addDays(signDay, f.number.int({ min: 0, max: 14 })), today), 300) : d.createdAt;
      documents.push(d);
      link(d.id, quote.id, "FROM");
      const dep = d;
      finishers.push(() => {
        const rows = fixedLines(vendorId, dep.id, dep.breakdown, `Acompte sur le devis ${quote.name}`, f);
        lines.push(...rows);
        dep.mentions = mentionsOf(dep, rows, e.client);
      });
      deposit = d;
    }

    // ---- The final invoice: after the event, deducting the deposit; a draft when the event is near ----
    const deductions = deposit ? [deposit.breakdown] : [];
    const finalTotals = documentTotals(quoteLines.map(engineLine), global, deductions);
    const own: TaxBreakdown = { taxDetails: finalTotals.taxDetails, disbursementsCents: finalTotals.disbursementsCents };
    const problem = deductionIssue(own, deductions);
    if (problem) throw new Error(`seed: deduction refused: ${problem}`);
    const eventPast = e.day !== null && e.day < today;
    const eventNear = e.day !== null && !eventPast && e.day <= addDays(today, 120);
    if (!eventPast && !(eventNear && f.number.float() < 0.7)) continue;
    const issueDay = eventPast ? minDay(addDays(e.day as string, f.number.int({ min: 0, max: 10 })), today) : null;
    const draftCreated = addDays(today, -f.number.int({ min: 0, max: 10 }));
    const due = issueDay ? paymentDueDate(paymentTerms, issueDay) : null;
    const s = f.number.float();
    const invoiceStatus: DocumentStatus = !issueDay
      ? "DRAFT"
      : (due as string) < today
        ? s < 0.9
          ? "PAID"
          : "OVERDUE"
        : s < 0.7
          ? "SENT"
          : "PAID";
    const invoice: DocumentSeed = {
      ...base(
        "INVOICE",
        e,
        at(issueDay ?? (draftCreated.localeCompare(signDay) > 0 ? draftCreated : signDay), f.number.int({ min: 0, max: 600 })),
      ),
      status: invoiceStatus,
      date: issueDay,
      issuedDate: issueDay,
      dueDate: due,
      globalDiscountValue,
      ...columns(own, sumBreakdowns(deductions)),
    };
    const invoiceLines = productLines(vendorId, invoice.id, quoteLines, finalTotals.globalDiscountCents, f);
    documents.push(invoice);
    lines.push(...invoiceLines);
    link(invoice.id, quote.id, "FROM");
    if (deposit) link(invoice.id, deposit.id, "DEDUCTS");
    const dep = deposit;
    if (issueDay) {
      finishers.push(() => {
        invoice.mentions = mentionsOf(invoice, invoiceLines, e.client, { deductedDeposits: dep ? [dep] : [] });
      });
    }

    // ---- A credit note now and then: a commercial gesture on a paid invoice ----
    if (!issueDay || f.number.float() >= 0.06) continue;
    const creditDay = addDays(issueDay, f.number.int({ min: 5, max: 40 }));
    if (creditDay > today) continue;
    const invoiceDue = subtractBreakdown(invoice.breakdown, invoice.deducted);
    const ttc = totalsOf(invoiceDue).totalIncludingTaxCents;
    const amount = Math.max(100, Math.round((ttc * f.number.int({ min: 3, max: 12 })) / 100 / 100) * 100);
    const credit = creditNoteForAmount(invoiceDue, Math.min(amount, ttc));
    if (!credit.ok) throw new Error(`seed: credit note refused: ${credit.message}`);
    const note: DocumentSeed = {
      ...base("CREDIT_NOTE", e, at(creditDay, f.number.int({ min: 0, max: 600 }))),
      status: f.number.float() < 0.7 ? "PAID" : "SENT",
      date: creditDay,
      issuedDate: creditDay,
      isFixedAmount: true,
      ...columns(sumBreakdowns([credit.breakdown]), EMPTY),
    };
    documents.push(note);
    link(note.id, invoice.id, "FROM");
    finishers.push(() => {
      const rows = fixedLines(vendorId, note.id, note.breakdown, `Avoir sur la facture ${invoice.name}`, f);
      lines.push(...rows);
      note.mentions = mentionsOf(note, rows, e.client, { correctedInvoice: invoice });
    });
  }

  // ---- Legal numbers: one series per type, in date order (then creation order), as issued one by one ----
  const counters: CounterSeed[] = [];
  for (const type of ["QUOTE", "DEPOSIT", "INVOICE", "CREDIT_NOTE"] as const) {
    const numbered = documents
      .filter((d) => d.quoteType === type && d.date !== null && (type === "QUOTE" || d.status !== "DRAFT"))
      .sort((a, b) => (a.date as string).localeCompare(b.date as string) || a.createdAt.getTime() - b.createdAt.getTime());
    let state: NumberingState = { counter: 1, lastNumberedDate: null };
    for (const d of numbered) {
      const next = nextDocumentNumber(numbering[type], state, d.date as string);
      if (!next.ok) throw new Error(`seed: numbering refused: ${next.message}`);
      d.name = next.number;
      d.legalEntity = o.legalEntity;
      d.searchText = `${next.number} ${d.clientName ?? ""}`.trim();
      state = next.state;
    }
    if (state.lastNumberedDate) {
      counters.push({
        legalEntity: o.legalEntity,
        prefix: numbering[type].prefix.trim().toUpperCase(),
        quoteType: type,
        counter: state.counter,
        lastNumberedDate: state.lastNumberedDate,
      });
    }
  }
  for (const finish of finishers) finish();
  // Creation order is the list order (seq): the rows go in as they were made.
  documents.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { quoteConfig, documents, lines, links, counters };
}
