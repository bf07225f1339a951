import type { QuoteConfigFields, QuoteWire } from "@cortege/domain";
import {
  buyerPartyOf,
  type Client,
  DEFAULT_PHONE_CODE,
  documentFileName,
  formatDateFr,
  formatEurosPrint,
  formatIbanPrint,
  formatPercentPrint,
  formatPhone,
  formatQuantityPrint,
  formatSirenPrint,
  methodOfPaymentLabels,
  paymentTermsLabel,
  type QuoteType,
  quoteTypeTitles,
  sellerDisplayName,
  sellerPartyOf,
  type VatCode,
  vatCategoryBreakdown,
  vatCategoryLabels,
  vatRatePrint,
  vatRegimeOf,
} from "@cortege/domain";
import type { PrintDocument, PrintLine, PrintRow } from "./documents-pdf.ts";

/**
 * What the PDF prints, prepared from a stored document (docs/decisions.md "Documents (PDF)"). The
 * amounts are the document's own (the tax engine's, as stored), the mentions are those frozen when
 * it was issued (computed the same way for a draft's preview), so the paper says what the data says.
 */

export type PrintSource = {
  quote: QuoteWire;
  company: Record<string, unknown>;
  client: Client | null;
  /** checkMandatoryMentions' printed texts, title first. */
  mentions: string[];
  /** A final invoice's deposit invoices. */
  deductedDeposits: { name: string | null; date: string | null; totalIncludingTaxCents: number }[];
  /** The document it was made from: a deposit or final invoice's quote, a credit note's invoice. */
  source: { quoteType: QuoteType; name: string | null; date: string | null } | null;
  logo: Buffer | null;
  /** The date of the service: the event's date (reference §1.2 #4, §1.6), when the document names an event. */
  serviceDate?: string | null;
  /** Fixed in the PDF's metadata so that the same document always gives the same bytes. */
  createdAt: Date;
};

type Address = {
  street?: string | null;
  secondaryUnit?: string | null;
  postalCode?: string | null;
  city?: string | null;
  countryCode?: string | null;
};

const cents = (euros: number) => Math.round(euros * 100);
const money = (euros: number) => formatEurosPrint(cents(euros));

function addressLines(a: Address | null | undefined): string[] {
  if (!a) return [];
  const city = [a.postalCode, a.city].filter(Boolean).join(" ");
  const lines = [a.street, a.secondaryUnit, city].filter((l): l is string => Boolean(l?.trim()));
  if (a.countryCode && a.countryCode !== "FR") lines.push(a.countryCode);
  return lines;
}

const bankIban = (b: NonNullable<QuoteConfigFields["bankDetails"]>) =>
  b.countryCode && b.checkDigits && b.bankCode && b.branchCode && b.accountNumber && b.ribKey
    ? `${b.countryCode}${b.checkDigits}${b.bankCode}${b.branchCode}${b.accountNumber}${b.ribKey}`
    : null;

function sellerOf(company: Record<string, unknown>, config: QuoteConfigFields) {
  // The one reading of the seller (document-parties.ts), shared with the mentions check and the Factur-X XML.
  const party = sellerPartyOf(company);
  const name = sellerDisplayName({ corporateName: party.corporateName ?? party.tradeName, legalForm: party.legalForm });
  const { contact, legalForm } = party;
  const show = new Set(config.infosToDisplay ?? []);
  const lines: string[] = [];
  const tradeName = party.tradeName;
  if (tradeName && tradeName !== name && !name.startsWith(tradeName)) lines.push(tradeName);
  lines.push(...addressLines(party.address));
  const person = [contact.firstname, contact.lastname].filter(Boolean).join(" ");
  if (show.has("FULL_NAME") && person) lines.push(person);
  if (show.has("EMAIL") && contact.email) lines.push(contact.email);
  if (show.has("PHONE") && contact.phone) lines.push(formatPhone(contact.phone, contact.phoneCode ?? DEFAULT_PHONE_CODE));

  // The legal identity (reference §1.2 #5–#8), printed at the foot of every page.
  const legal: string[] = [name];
  const capital = party.shareCapital;
  if (legalForm && !["EI", "EIRL", "Micro-entreprise"].includes(legalForm)) {
    const amount = capital !== null ? formatEurosPrint(Math.round(capital * 100)).replace(/,00(?=\u00a0€)/, "") : null;
    legal.push(amount ? `${legalForm} au capital de ${amount}` : legalForm);
  }
  const { siret, siren } = party;
  if (siret) legal.push(`SIRET ${formatSirenPrint(siret)}`);
  else if (siren) legal.push(`SIREN ${formatSirenPrint(siren)}`);
  const rcs = party.rcsNumber;
  const court = party.registrationCourt;
  if (rcs) legal.push(/rcs/i.test(rcs) ? rcs : `RCS ${court ?? ""} ${rcs}`.replace(/\s+/g, " "));
  const rm = party.rmNumber;
  if (rm) legal.push(`RM ${rm}${party.rmDepartment ? ` (${party.rmDepartment})` : ""}`);
  const vat = party.vatNumber;
  if (vat && config.isVat !== false) legal.push(`N° TVA intracommunautaire ${vat}`);
  if (party.rnaNumber && !siret && !siren) legal.push(`RNA ${party.rnaNumber}`);
  if (party.gusoNumber && party.type === "INTERMITTENT") legal.push(`N° GUSO ${party.gusoNumber}`);
  return { name, lines, legalFooter: legal.join(" — ") };
}

function clientOf(source: PrintSource) {
  const { quote } = source;
  const buyer = buyerPartyOf(source.client as Record<string, unknown> | null, quote);
  const name = buyer?.name ?? "";
  const lines: string[] = [];
  if (buyer?.corporateName && buyer.corporateName !== name) lines.push(buyer.corporateName);
  lines.push(...addressLines(buyer?.address));
  if (buyer?.type === "PROFESSIONAL") {
    if (buyer.siren) lines.push(`SIREN ${formatSirenPrint(buyer.siren)}`);
    if (buyer.vatNumber) lines.push(`N° TVA ${buyer.vatNumber}`);
  }
  return { heading: quote.quoteType === "QUOTE" ? "Devis pour" : "Facturé à", name, lines };
}

const sameAddress = (a: Address | null | undefined, b: Address | null | undefined) =>
  addressLines(a).join("|").toLowerCase() === addressLines(b).join("|").toLowerCase();

/**
 * The place of the service (reference §1.2 #4 and §1.6) and, on an invoice, the delivery address when it
 * differs from the buyer's (reference §1.2 #9 and #20): the document's `serviceAddress`, one line.
 */
function placeOf(source: PrintSource): PrintRow | null {
  const place = source.quote.serviceAddress as Address | null;
  if (!place || addressLines(place).length === 0) return null;
  const buyer = buyerPartyOf(source.client as Record<string, unknown> | null, source.quote)?.address ?? null;
  const label =
    source.quote.quoteType === "QUOTE" || sameAddress(place, buyer)
      ? "Lieu de la prestation"
      : "Lieu de la prestation et adresse de livraison";
  return { label, value: addressLines(place).join(", ") };
}

function linesOf(quote: QuoteWire, isVat: boolean): PrintLine[] {
  return quote.products.map((l) => {
    const details: string[] = [];
    if (l.product.description) details.push(l.product.description.slice(0, 2000));
    const rates = new Set(l.children.map((c) => c.product.tax));
    for (const c of l.children) {
      const rate = c.product.productType === "DEBOUR" ? "débours" : `TVA ${vatRatePrint((c.product.tax ?? "TAX_0") as VatCode)}`;
      details.push(`${formatQuantityPrint(Math.round(c.quantity * 1000))} × ${c.product.name} (${rate})`);
    }
    const vat = !isVat
      ? "—"
      : l.product.productType === "DEBOUR"
        ? "Débours"
        : l.children.length > 0 && rates.size > 1
          ? "Multi"
          : vatRatePrint(((l.children[0]?.product.tax ?? l.product.tax) || "TAX_0") as VatCode);
    const discount =
      l.discountValue > 0
        ? l.discountType === "PERCENTAGE"
          ? formatPercentPrint(Math.round(l.discountValue * 100))
          : `-${money(l.discountValue)}`
        : "";
    return {
      name: l.product.name,
      details,
      quantity: formatQuantityPrint(Math.round(l.quantity * 1000)),
      unitPrice: money(l.product.price),
      vat,
      discount,
      total: money(l.total),
    };
  });
}

type WireTotals = QuoteWire["charged"];
const toStored = (t: WireTotals) => ({
  taxDetails: t.totalTaxDetails.map((d) => ({
    taxType: d.taxType,
    baseCents: cents(d.base),
    taxAmountCents: cents(d.taxAmount),
  })),
  disbursementsCents: cents(t.disbursements),
});

/** What the document itself takes into account per rate: charged minus deducted (a final invoice's deposits). */
function dueOf(quote: QuoteWire) {
  const charged = toStored(quote.charged);
  const deducted = toStored(quote.deducted);
  return {
    taxDetails: charged.taxDetails.map((c) => {
      const d = deducted.taxDetails.find((x) => x.taxType === c.taxType);
      return { ...c, baseCents: c.baseCents - (d?.baseCents ?? 0), taxAmountCents: c.taxAmountCents - (d?.taxAmountCents ?? 0) };
    }),
    disbursementsCents: charged.disbursementsCents - deducted.disbursementsCents,
  };
}

/** The document as the PDF prints it. */
export function toPrintDocument(source: PrintSource): PrintDocument {
  const { quote } = source;
  const type = quote.quoteType;
  const config = quote.quoteConfig as unknown as QuoteConfigFields;
  const title = quoteTypeTitles[type];
  const seller = sellerOf(source.company, config);
  const date = (d: string | null) => (d ? formatDateFr(d) : "—");

  const dates: PrintRow[] = [];
  if (type === "QUOTE") {
    dates.push({ label: "Date", value: date(quote.date) });
    if (quote.expirationDate) dates.push({ label: "Valable jusqu'au", value: date(quote.expirationDate), strong: true });
    if (source.serviceDate) dates.push({ label: "Date de la prestation", value: date(source.serviceDate) });
  } else {
    dates.push({ label: "Date d'émission", value: quote.date ? date(quote.date) : "à l'émission" });
    if (source.serviceDate) dates.push({ label: "Date de la prestation", value: date(source.serviceDate) });
    if (type !== "CREDIT_NOTE" && quote.dueDate) dates.push({ label: "Échéance", value: date(quote.dueDate), strong: true });
    if (source.source?.name) {
      const label = type === "CREDIT_NOTE" ? "Facture corrigée" : "Devis";
      dates.push({ label, value: source.source.name });
    }
  }

  const linesTotal = quote.products.reduce((s, l) => s + cents(l.total), 0);
  const totals: PrintRow[] = [];
  if (quote.globalDiscount > 0) {
    totals.push({ label: "Total HT avant remise", value: formatEurosPrint(linesTotal) });
    const rate = quote.globalDiscountType === "PERCENTAGE" ? ` (${formatPercentPrint(cents(quote.globalDiscountValue))})` : "";
    totals.push({ label: `Remise globale${rate}`, value: `-${money(quote.globalDiscount)}` });
  }
  const charged = quote.charged;
  const isVat = config.isVat !== false;
  const ttc = (label: string) => (isVat ? `${label} TTC` : label);
  const hasDeductions = quote.deducted.totalIncludingTax !== 0;
  // A credit note copying a final invoice takes back what that invoice charged net of its deposits (they
  // are credited on their own invoices): it prints that amount and its VAT, not the lines' gross total.
  const creditsNet = type === "CREDIT_NOTE" && hasDeductions;
  if (creditsNet) {
    totals.push({ label: "Total HT des prestations", value: money(charged.totalExcludingTax) });
    totals.push({ label: "Acomptes facturés à part (HT)", value: `-${money(quote.deducted.totalExcludingTax)}` });
    totals.push({ label: "Total HT crédité", value: money(quote.totalExcludingTax) });
  } else totals.push({ label: "Total HT", value: money(charged.totalExcludingTax) });
  if (charged.disbursements > 0) totals.push({ label: "dont débours (hors TVA)", value: money(charged.disbursements) });
  // Without VAT (franchise, exempt association) prices are shown excluding tax only, with the exemption mention.
  if (isVat)
    totals.push({
      label: creditsNet ? "TVA créditée" : "Total TVA",
      value: money(creditsNet ? quote.totalTax : charged.totalTax),
    });
  const totalLabel = ttc(type === "DEPOSIT" ? "Acompte" : type === "CREDIT_NOTE" ? "Total de l'avoir" : "Total");
  totals.push({
    label: totalLabel,
    value: money(creditsNet ? quote.totalIncludingTax : charged.totalIncludingTax),
    strong: creditsNet || !hasDeductions,
  });

  const balance: PrintRow[] = [];
  if (hasDeductions && !creditsNet) {
    const deposits = source.deductedDeposits;
    const sum = deposits.reduce((s, d) => s + d.totalIncludingTaxCents, 0);
    const each = sum === cents(quote.deducted.totalIncludingTax);
    for (const d of deposits) {
      balance.push({
        label: `Acompte ${d.name ?? ""} du ${date(d.date)}`.replace(/\s+/g, " "),
        value: each ? `-${formatEurosPrint(d.totalIncludingTaxCents)}` : "",
      });
    }
    if (!each) balance.push({ label: "Total des acomptes déduits", value: `-${money(quote.deducted.totalIncludingTax)}` });
    if (isVat) balance.push({ label: "dont TVA déduite", value: `-${money(quote.deducted.totalTax)}` });
    balance.push({
      label: ttc(type === "CREDIT_NOTE" ? "Net de l'avoir" : "Net à payer"),
      value: money(quote.totalIncludingTax),
      strong: true,
    });
  }

  // The VAT breakdown by EN 16931 category (S, Z, E…), disbursements as their own exempt row; a credit
  // note's is what it credits. Without VAT the exemption mention says it all (prices excluding tax only).
  const regime = vatRegimeOf({
    isVat,
    vatMention: config.vatMention ?? null,
    companyType: sellerPartyOf(source.company).type,
  });
  const categories = isVat ? vatCategoryBreakdown(regime, creditsNet ? dueOf(quote) : toStored(charged)) : [];
  const taxTable = categories.map((r) => ({
    category: r.code,
    rate: r.vatCode ? vatRatePrint(r.vatCode) : "—",
    base: formatEurosPrint(r.baseCents),
    tax: formatEurosPrint(r.taxCents),
  }));
  const taxNotes = [
    ...new Set(
      categories
        .filter((r) => r.code !== "S")
        .map((r) => `${r.code} (${vatCategoryLabels[r.code].toLowerCase()})${r.exemption ? ` : ${r.exemption.text}` : ""}`),
    ),
  ];

  const schedule: PrintRow[] =
    type === "QUOTE"
      ? quote.deposits.map((d, i) => {
          const share = d.depositType === "PERCENTAGE" && !d.isFinal ? ` (${formatPercentPrint(cents(d.depositValue))})` : "";
          const label = d.isFinal ? "Solde" : `Acompte ${i + 1}${share}`;
          const amount = d.amount === null ? "" : money(d.amount);
          // No date (none typed, no delay): due when its invoice is received, never « today ».
          const when = d.dueDate ? ` — le ${date(d.dueDate)}` : " — à réception de la facture";
          return { label, value: `${amount}${when}` };
        })
      : [];

  const payment: string[] = [];
  if (type !== "CREDIT_NOTE") {
    if (config.paymentTerms) payment.push(`Conditions de paiement : ${paymentTermsLabel(config.paymentTerms)}`);
    payment.push(
      `Moyen de paiement : ${methodOfPaymentLabels[config.methodOfPayment ?? "BANK_TRANSFER"] ?? "Virement bancaire"}`,
    );
    const bank = config.bankDetails;
    const iban = bank ? bankIban(bank) : null;
    if (bank && iban) {
      const parts = [
        bank.name ? `Banque : ${bank.name}` : null,
        `IBAN ${formatIbanPrint(iban)}`,
        bank.bic ? `BIC ${bank.bic}` : null,
      ];
      payment.push(parts.filter(Boolean).join(" — "));
    }
  }

  const mentions = source.mentions.filter((m, i) => !(i === 0 && m === title));
  if (type === "DEPOSIT" && source.source?.name) mentions.unshift(`Acompte sur le devis n° ${source.source.name}`);

  return {
    title,
    numberLabel: quote.name ? `N° ${quote.name}` : "Brouillon — numéro attribué à l'émission",
    footerReference: `${title} ${quote.name ?? "(brouillon)"}`,
    dates,
    seller: { name: seller.name, lines: seller.lines },
    client: clientOf(source),
    headerNote: config.headerNote ?? null,
    place: placeOf(source),
    lines: linesOf(quote, isVat),
    totals,
    taxTable,
    taxNotes,
    balance,
    schedule,
    payment,
    mentions,
    otherMentions: config.otherMentions ?? null,
    signature:
      type === "QUOTE"
        ? {
            heading: "Bon pour accord",
            lines: [
              "Date et signature du client, précédées de la mention « Bon pour accord ».",
              ...(config.approvedBy ? [`Pour le prestataire : ${config.approvedBy}`] : []),
            ],
          }
        : null,
    legalFooter: seller.legalFooter,
    colors: { primary: config.color ?? "#4a2c40", background: config.backgroundColor ?? "#f4eee8" },
    logo: source.logo,
    info: { title: `${title} ${quote.name ?? ""}`.trim(), author: seller.name, createdAt: source.createdAt },
  };
}

export const fileNameOf = (quote: Pick<QuoteWire, "quoteType" | "name">) => documentFileName(quote.quoteType, quote.name);
