import type { BuyerParty, PartyAddress, SellerParty } from "../document-parties.ts";
import type { Discount, TaxBreakdown } from "../document-totals.ts";
import type { OperationNature } from "../operation-nature.ts";
import type { VatRegime } from "../vat-categories.ts";
import { type CiiAmounts, type CiiCategory, ciiAmounts, type FacturXSourceLine } from "./cii-amounts.ts";

/**
 * The Factur-X XML of an issued invoice, deposit invoice or credit note: a UN/CEFACT Cross Industry Invoice
 * D16B of profile EN 16931 (`urn:cen.eu:en16931:2017`), written from the document as frozen at issue (its
 * stored lines and amounts, the snapshot's parties and e-invoicing facts), never from live records. Pure:
 * the same document always gives the same bytes. Checked against the official rules in the API tests
 * (factur-x-validation.test.ts).
 */

export const FACTUR_X_PROFILE = "urn:cen.eu:en16931:2017";

/** UNTDID 1001: commercial invoice, prepayment (deposit) invoice, credit note. */
export const ciiTypeCodes = { INVOICE: "380", DEPOSIT: "386", CREDIT_NOTE: "381" } as const;
export type FacturXType = keyof typeof ciiTypeCodes;

/** UNTDID 4461, as the vendor's method of payment: a transfer with its IBAN is 58 (SEPA credit transfer). */
const paymentMeansCodes: Record<string, string> = {
  BANK_TRANSFER: "58",
  CHECK: "20",
  CASH: "10",
  CREDIT_CARD: "48",
  PAYPAL: "68",
};

export type DocumentRef = { number: string; date: string | null };

export type FacturXInput = {
  type: FacturXType;
  number: string;
  issueDate: string;
  dueDate: string | null;
  seller: SellerParty;
  buyer: BuyerParty | null;
  vatRegime: VatRegime;
  operationNature: OperationNature | null;
  vatOnDebits: boolean;
  lines: FacturXSourceLine[];
  globalDiscount: Discount;
  charged: TaxBreakdown;
  deducted: TaxBreakdown;
  /** A credit note's invoice (BG-3). */
  correctedInvoice: DocumentRef | null;
  /** A final invoice's deposit invoices: the first is BG-3 (one in CII), all are named on the deduction lines. */
  deductedDeposits: DocumentRef[];
  /** The quote the document comes from (BT-12, contract reference). */
  quoteNumber: string | null;
  serviceDate: string | null;
  serviceAddress: PartyAddress | null;
  payment: {
    method: string;
    methodLabel: string;
    iban: string | null;
    bic: string | null;
    termsLabel: string | null;
  };
  /** The legal texts printed on the document (frozen mentions), each an IncludedNote. */
  notes: string[];
};

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // Control characters other than tab and newlines are not XML.
    .split("")
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join("");

/** Cents as a CII amount: « 1234.50 », « -12.00 ». */
export function ciiAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
const quantity = (milli: number) => {
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(milli);
  const frac = String(abs % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${sign}${Math.floor(abs / 1000)}${frac ? `.${frac}` : ""}`;
};
const percent = (permille: number) => {
  const frac = permille % 10;
  return `${Math.floor(permille / 10)}${frac ? `.${frac}` : ""}`;
};
const date102 = (iso: string) => iso.slice(0, 10).replace(/-/g, "");
const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Writes elements; a null or empty value writes nothing. */
const el = (name: string, value: string | null | undefined, attrs = "") =>
  value === null || value === undefined || value === "" ? "" : `<${name}${attrs}>${escapeXml(value)}</${name}>`;
const wrap = (name: string, inner: string) => (inner === "" ? "" : `<${name}>${inner}</${name}>`);
const dateTime = (name: string, iso: string | null) =>
  iso ? `<${name}><udt:DateTimeString format="102">${date102(iso)}</udt:DateTimeString></${name}>` : "";

function addressXml(a: PartyAddress | null): string {
  // A party always carries its country (BR-09, BR-11): France when its record has no address.
  const address = a ?? { street: null, secondaryUnit: null, postalCode: null, city: null, countryCode: "FR" };
  return wrap(
    "ram:PostalTradeAddress",
    el("ram:PostcodeCode", address.postalCode) +
      el("ram:LineOne", address.street) +
      el("ram:LineTwo", address.secondaryUnit) +
      el("ram:CityName", address.city) +
      el("ram:CountryID", address.countryCode),
  );
}

const categoryXml = (c: CiiCategory) =>
  `<ram:TypeCode>VAT</ram:TypeCode>${el("ram:CategoryCode", c.code)}${el("ram:RateApplicablePercent", percent(c.ratePermille))}`;

function sellerXml(s: SellerParty): string {
  const name = s.corporateName ?? s.tradeName ?? "";
  const displayName =
    s.legalForm && ["EI", "EIRL", "Micro-entreprise"].includes(s.legalForm) && !/\bEI\b/.test(name) ? `${name} EI` : name;
  const siren = s.siren ?? (s.siret ? s.siret.slice(0, 9) : null);
  const legal = wrap(
    "ram:SpecifiedLegalOrganization",
    (siren ? el("ram:ID", siren, ' schemeID="0002"') : "") +
      el("ram:TradingBusinessName", s.tradeName && s.tradeName !== name ? s.tradeName : null),
  );
  const person = [s.contact.firstname, s.contact.lastname].filter(Boolean).join(" ");
  const contact = wrap(
    "ram:DefinedTradeContact",
    person || s.contact.email
      ? el("ram:PersonName", person || null) +
          (s.contact.email ? wrap("ram:EmailURIUniversalCommunication", el("ram:URIID", s.contact.email)) : "")
      : "",
  );
  const vat = s.type !== "INTERMITTENT" ? s.vatNumber : null;
  // Without a VAT number (franchise, exempt association), the SIREN is the seller's tax registration
  // (BT-32, « FC »), as BR-E-02 asks of an invoice with exempt lines.
  const fiscal = !vat && siren ? siren : null;
  return (
    "<ram:SellerTradeParty>" +
    el("ram:Name", displayName) +
    legal +
    contact +
    addressXml(s.address) +
    (s.contact.email ? wrap("ram:URIUniversalCommunication", el("ram:URIID", s.contact.email, ' schemeID="EM"')) : "") +
    (vat ? wrap("ram:SpecifiedTaxRegistration", el("ram:ID", vat, ' schemeID="VA"')) : "") +
    (fiscal ? wrap("ram:SpecifiedTaxRegistration", el("ram:ID", fiscal, ' schemeID="FC"')) : "") +
    "</ram:SellerTradeParty>"
  );
}

function buyerXml(b: BuyerParty | null): string {
  const buyer = b ?? {
    type: "INDIVIDUAL",
    name: "Client",
    corporateName: null,
    address: null,
    siren: null,
    vatNumber: null,
    email: null,
  };
  const name = buyer.type === "PROFESSIONAL" ? (buyer.corporateName ?? buyer.name) : buyer.name;
  return (
    "<ram:BuyerTradeParty>" +
    el("ram:Name", name || "Client") +
    (buyer.siren ? wrap("ram:SpecifiedLegalOrganization", el("ram:ID", buyer.siren, ' schemeID="0002"')) : "") +
    (buyer.type === "PROFESSIONAL" && buyer.corporateName && buyer.name !== buyer.corporateName
      ? wrap("ram:DefinedTradeContact", el("ram:PersonName", buyer.name))
      : "") +
    addressXml(buyer.address) +
    (buyer.email ? wrap("ram:URIUniversalCommunication", el("ram:URIID", buyer.email, ' schemeID="EM"')) : "") +
    (buyer.vatNumber ? wrap("ram:SpecifiedTaxRegistration", el("ram:ID", buyer.vatNumber, ' schemeID="VA"')) : "") +
    "</ram:BuyerTradeParty>"
  );
}

function linesXml(amounts: CiiAmounts): string {
  return amounts.lines
    .map(
      (l, i) =>
        "<ram:IncludedSupplyChainTradeLineItem>" +
        wrap(
          "ram:AssociatedDocumentLineDocument",
          el("ram:LineID", String(i + 1)) + wrap("ram:IncludedNote", el("ram:Content", l.note)),
        ) +
        wrap(
          "ram:SpecifiedTradeProduct",
          el("ram:SellerAssignedID", l.ref) + el("ram:Name", l.name) + el("ram:Description", l.description?.slice(0, 2000)),
        ) +
        wrap(
          "ram:SpecifiedLineTradeAgreement",
          wrap("ram:NetPriceProductTradePrice", el("ram:ChargeAmount", ciiAmount(l.netPriceCents))),
        ) +
        wrap("ram:SpecifiedLineTradeDelivery", el("ram:BilledQuantity", quantity(l.quantityMilli), ` unitCode="${l.unitCode}"`)) +
        "<ram:SpecifiedLineTradeSettlement>" +
        wrap("ram:ApplicableTradeTax", categoryXml(l.category)) +
        (l.allowanceCents !== 0
          ? "<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>" +
            el("ram:ActualAmount", ciiAmount(l.allowanceCents)) +
            el("ram:Reason", "Remise") +
            "</ram:SpecifiedTradeAllowanceCharge>"
          : "") +
        wrap("ram:SpecifiedTradeSettlementLineMonetarySummation", el("ram:LineTotalAmount", ciiAmount(l.totalCents))) +
        "</ram:SpecifiedLineTradeSettlement>" +
        "</ram:IncludedSupplyChainTradeLineItem>",
    )
    .join("");
}

/**
 * When the VAT is due (BT-8, UNTDID 2475): on the invoice's date under the debits option, on delivery for
 * goods, on payment for services (art. 269 CGI). Given on standard-rated rows only.
 */
function vatDueCode(input: FacturXInput): string {
  if (input.vatOnDebits) return "5";
  return input.operationNature === "GOODS" ? "29" : "72";
}

/** The notes' subjects (UNTDID 4451) the French CIUS reads: penalties, fixed indemnity, early payment discount. */
function noteSubject(text: string): string {
  if (/indemnité forfaitaire/i.test(text)) return "PMT";
  if (/pénalité/i.test(text)) return "PMD";
  if (/escompte/i.test(text)) return "AAB";
  return "AAI";
}

export function facturXXml(input: FacturXInput): string {
  const deductionLabel =
    input.deductedDeposits.length > 0
      ? `Déduction ${input.deductedDeposits.length > 1 ? "des acomptes" : "de l'acompte"} ${input.deductedDeposits
          .map((d) => `${d.number}${d.date ? ` du ${frDate(d.date)}` : ""}`)
          .join(", ")}`
      : "Déduction des acomptes";
  const amounts = ciiAmounts({
    regime: input.vatRegime,
    lines: input.lines,
    charged: input.charged,
    deducted: input.deducted,
    deductionLabel,
  });
  const dueCode = vatDueCode(input);
  const preceding = input.type === "CREDIT_NOTE" ? input.correctedInvoice : (input.deductedDeposits[0] ?? null);
  const bank = input.payment;
  const means =
    input.type === "CREDIT_NOTE"
      ? ""
      : (() => {
          const transfer = bank.method === "BANK_TRANSFER";
          // A credit transfer must give the account (BR-61): without an IBAN the means is « not defined ».
          const code = transfer && !bank.iban ? "1" : (paymentMeansCodes[bank.method] ?? "1");
          return (
            "<ram:SpecifiedTradeSettlementPaymentMeans>" +
            el("ram:TypeCode", code) +
            el("ram:Information", bank.methodLabel) +
            (transfer && bank.iban ? wrap("ram:PayeePartyCreditorFinancialAccount", el("ram:IBANID", bank.iban)) : "") +
            (transfer && bank.iban && bank.bic
              ? wrap("ram:PayeeSpecifiedCreditorFinancialInstitution", el("ram:BICID", bank.bic))
              : "") +
            "</ram:SpecifiedTradeSettlementPaymentMeans>"
          );
        })();
  const terms =
    input.type === "CREDIT_NOTE"
      ? "Avoir : montant remboursé ou déduit d'un prochain règlement"
      : (input.payment.termsLabel ?? null);
  const taxes = amounts.taxes
    .map(
      (t) =>
        "<ram:ApplicableTradeTax>" +
        el("ram:CalculatedAmount", ciiAmount(t.taxCents)) +
        "<ram:TypeCode>VAT</ram:TypeCode>" +
        el("ram:ExemptionReason", t.exemption?.text) +
        el("ram:BasisAmount", ciiAmount(t.baseCents)) +
        el("ram:CategoryCode", t.code) +
        el("ram:ExemptionReasonCode", t.exemption?.code) +
        (t.code === "S" ? el("ram:DueDateTypeCode", dueCode) : "") +
        el("ram:RateApplicablePercent", percent(t.ratePermille)) +
        "</ram:ApplicableTradeTax>",
    )
    .join("");
  const allowances = amounts.allowances
    .map(
      (a) =>
        "<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>" +
        el("ram:ActualAmount", ciiAmount(a.amountCents)) +
        el("ram:Reason", a.reason) +
        wrap("ram:CategoryTradeTax", categoryXml(a.category)) +
        "</ram:SpecifiedTradeAllowanceCharge>",
    )
    .join("");
  const notes = input.notes
    .map((n) => n.trim())
    .filter(Boolean)
    .map((n) => wrap("ram:IncludedNote", el("ram:Content", n) + el("ram:SubjectCode", noteSubject(n))))
    .join("");

  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
    ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
    ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
    ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    "<rsm:ExchangedDocumentContext>" +
    wrap("ram:GuidelineSpecifiedDocumentContextParameter", el("ram:ID", FACTUR_X_PROFILE)) +
    "</rsm:ExchangedDocumentContext>" +
    "<rsm:ExchangedDocument>" +
    el("ram:ID", input.number) +
    el("ram:TypeCode", ciiTypeCodes[input.type]) +
    dateTime("ram:IssueDateTime", input.issueDate) +
    notes +
    "</rsm:ExchangedDocument>" +
    "<rsm:SupplyChainTradeTransaction>" +
    linesXml(amounts) +
    "<ram:ApplicableHeaderTradeAgreement>" +
    sellerXml(input.seller) +
    buyerXml(input.buyer) +
    (input.quoteNumber ? wrap("ram:ContractReferencedDocument", el("ram:IssuerAssignedID", input.quoteNumber)) : "") +
    "</ram:ApplicableHeaderTradeAgreement>" +
    "<ram:ApplicableHeaderTradeDelivery>" +
    (input.serviceAddress ? wrap("ram:ShipToTradeParty", addressXml(input.serviceAddress)) : "") +
    (input.serviceDate ? wrap("ram:ActualDeliverySupplyChainEvent", dateTime("ram:OccurrenceDateTime", input.serviceDate)) : "") +
    "</ram:ApplicableHeaderTradeDelivery>" +
    "<ram:ApplicableHeaderTradeSettlement>" +
    el("ram:PaymentReference", input.type === "CREDIT_NOTE" ? null : input.number) +
    "<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>" +
    means +
    taxes +
    allowances +
    wrap("ram:SpecifiedTradePaymentTerms", el("ram:Description", terms) + dateTime("ram:DueDateDateTime", input.dueDate)) +
    "<ram:SpecifiedTradeSettlementHeaderMonetarySummation>" +
    el("ram:LineTotalAmount", ciiAmount(amounts.lineTotalCents)) +
    (amounts.allowanceTotalCents !== 0 ? el("ram:AllowanceTotalAmount", ciiAmount(amounts.allowanceTotalCents)) : "") +
    el("ram:TaxBasisTotalAmount", ciiAmount(amounts.taxBasisCents)) +
    el("ram:TaxTotalAmount", ciiAmount(amounts.taxTotalCents), ' currencyID="EUR"') +
    el("ram:GrandTotalAmount", ciiAmount(amounts.grandTotalCents)) +
    el("ram:DuePayableAmount", ciiAmount(amounts.grandTotalCents)) +
    "</ram:SpecifiedTradeSettlementHeaderMonetarySummation>" +
    (preceding
      ? "<ram:InvoiceReferencedDocument>" +
        el("ram:IssuerAssignedID", preceding.number) +
        (preceding.date
          ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${date102(preceding.date)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`
          : "") +
        "</ram:InvoiceReferencedDocument>"
      : "") +
    "</ram:ApplicableHeaderTradeSettlement>" +
    "</rsm:SupplyChainTradeTransaction>" +
    "</rsm:CrossIndustryInvoice>\n"
  );
}
