import type { ClientType } from "../clients/client-statuses.ts";
import type { LegalForm } from "../companies/legal-forms.ts";
import { companyMessages } from "../companies/messages.ts";
import type { ProductType } from "../products/product-types.ts";
import { vatRatePermille } from "../products/vat.ts";
import type { CompanyType } from "../vendors/vendor-types.ts";
import { formatDateFr } from "./calendar-dates.ts";
import type { TaxGroup } from "./document-totals.ts";
import { isInvoiceLike, type QuoteType, quoteTypeTitles } from "./document-types.ts";
import { documentMessages, mentionMessages as m } from "./messages.ts";
import { operationNatureMention, operationNatureOf, VAT_ON_DEBITS_MENTION } from "./operation-nature.ts";

/** The VAT number may be left out of an invoice whose total excluding tax is at most 150 € (reference §1.2 #8). */
export const VAT_NUMBER_OPTIONAL_UP_TO_CENTS = 15_000;

/** The franchise-en-base wording (reference §1.5), proposed when the vendor switches VAT off. */
export const VAT_FRANCHISE_MENTION = "TVA non applicable, art. 293 B du CGI";
/** The wording of a non-profit association exempt under art. 261-7-1° (reference §1.5). */
export const VAT_ASSOCIATION_MENTION = "TVA non applicable, art. 261-7-1° du CGI";

/** The legal default rate (art. L441-10 C. com.), proposed as the config's `latePaymentPenalties`. */
export const DEFAULT_LATE_PAYMENT_PENALTIES =
  "En cas de retard de paiement, des pénalités sont exigibles au taux d'intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points.";

/** Printed for business clients only (art. L441-10 and D441-5 C. com.; forbidden towards consumers). */
export const RECOVERY_INDEMNITY_MENTION =
  "Une indemnité forfaitaire de 40 € pour frais de recouvrement est due en cas de retard de paiement (art. L441-10 et D441-5 du Code de commerce).";

export const NO_EARLY_PAYMENT_DISCOUNT_MENTION = "Pas d'escompte pour paiement anticipé.";

/** A deposit is an acompte, a firm commitment of both parties (issue 7), and its invoice says so. */
export const DEPOSIT_COMMITMENT_MENTION = "Acompte : somme versée à titre d'engagement ferme des deux parties.";

/** Forms whose companies have a share capital to print. */
const formsWithCapital: readonly LegalForm[] = ["SAS", "SA", "SASU", "SARL", "EURL", "SNC", "SCI"];
/** Forms registered at the RCS, whose number and greffe city are printed. */
const formsWithRcs: readonly LegalForm[] = ["SAS", "SA", "SASU", "SARL", "EURL", "SNC", "SCI"];
/** Sole traders: "EI" next to the name on every professional document (since 15 May 2022). */
const soleTraderForms: readonly LegalForm[] = ["EI", "EIRL", "Micro-entreprise"];

export type PostalAddress = { street?: string | null; postalCode?: string | null; city?: string | null };

/** The vendor's company, as the missing-information dialog completes it. */
export type SellerIdentity = {
  corporateName: string | null;
  type: CompanyType;
  legalForm: LegalForm | null;
  siren: string | null;
  siret: string | null;
  /** The SIRET is being assigned: the document carries "Attribution du numéro SIRET en cours". */
  siretPending?: boolean;
  vatNumber: string | null;
  rcsNumber: string | null;
  registrationCourt: string | null;
  shareCapital: number | null;
  address: PostalAddress | null;
};

export type DocumentReference = { number: string | null; date: string | null };

export type MentionsInput = {
  quoteType: QuoteType;
  seller: SellerIdentity;
  /** The quote config's VAT switch and its mention. */
  isVat: boolean;
  vatMention: string | null;
  /** A professional client's SIREN (required on invoices by the e-invoicing reform). */
  client: {
    type: ClientType;
    name: string | null;
    address: (PostalAddress & { countryCode?: string | null }) | null;
    siren?: string | null;
  } | null;
  date: string | null;
  dueDate: string | null;
  expirationDate?: string | null;
  /** Each line's name, tax group and product type (the nature of the operation is derived from the types). */
  lines: { name: string | null; group: TaxGroup | null; productType?: ProductType | null }[];
  /** The billing setting « Option pour le paiement de la taxe d'après les débits ». */
  vatOnDebits?: boolean;
  totalExcludingTaxCents: number;
  latePaymentPenalties: string | null;
  earlyPaymentDiscount?: string | null;
  /** A credit note's invoice. */
  correctedInvoice?: DocumentReference | null;
  /** The deposit invoices a final invoice deducts. */
  deductedDeposits?: DocumentReference[];
};

export type MissingMention = { code: string; message: string };

export type MentionsCheck = {
  /** What blocks issuing: the missing-information dialog asks for it. */
  missing: MissingMention[];
  /** The legal texts the document must print, in reading order. */
  printed: string[];
};

const blank = (v: string | null | undefined) => !v || v.trim() === "";
const incomplete = (a: PostalAddress | null) => !a || blank(a.street) || blank(a.postalCode) || blank(a.city);

/** The seller's name as printed: a sole trader's carries "EI". */
export function sellerDisplayName(seller: Pick<SellerIdentity, "corporateName" | "legalForm">): string {
  const name = (seller.corporateName ?? "").trim();
  if (!seller.legalForm || !soleTraderForms.includes(seller.legalForm)) return name;
  return /\b(EI|entrepreneur individuel)\b/i.test(name) ? name : `${name} EI`;
}

/**
 * The mandatory mentions of a document (reference §1.2, §1.4, §1.5): what is missing, with the
 * French message, and what must be printed. Quotes are held to the seller's identity, the client,
 * the lines and the validity date; invoices, deposit invoices and credit notes to the whole list.
 */
export function checkMandatoryMentions(doc: MentionsInput): MentionsCheck {
  const missing: MissingMention[] = [];
  const printed: string[] = [quoteTypeTitles[doc.quoteType]];
  const need = (code: string, message: string) => missing.push({ code, message });
  const { seller } = doc;
  const invoiceLike = isInvoiceLike(doc.quoteType);
  const business = doc.client?.type === "PROFESSIONAL";

  if (blank(seller.corporateName)) need("SELLER_NAME", m.sellerName);
  if (incomplete(seller.address)) need("SELLER_ADDRESS", m.sellerAddress);
  // An intermittent performer paid through the GUSO is an employee of the organiser: a salary, declared by
  // the organiser, not an invoice (docs/decisions.md « Intermittent performers »). Quotes stay possible.
  if (seller.type === "INTERMITTENT" && invoiceLike) need("SELLER_INTERMITTENT", m.sellerIntermittent);
  // Whoever invoices needs its SIREN (art. 242 nonies A 1° ann. II CGI), an association included.
  if (seller.type === "ASSOCIATION" && invoiceLike && blank(seller.siren) && blank(seller.siret)) {
    need("SELLER_SIREN", m.sellerSirenAssociation);
  }
  if (seller.type === "COMPANY") {
    if (blank(seller.siren)) need("SELLER_SIREN", m.sellerSiren);
    if (seller.siretPending) printed.push(companyMessages.siretPendingMention);
    else if (blank(seller.siret)) need("SELLER_SIRET", m.sellerSiret);
    if (!seller.legalForm) need("SELLER_LEGAL_FORM", m.sellerLegalForm);
  }
  if (seller.legalForm && formsWithCapital.includes(seller.legalForm) && seller.shareCapital == null) {
    need("SELLER_SHARE_CAPITAL", m.sellerShareCapital);
  }
  if (
    seller.legalForm &&
    formsWithRcs.includes(seller.legalForm) &&
    (blank(seller.rcsNumber) || blank(seller.registrationCourt))
  ) {
    need("SELLER_RCS", m.sellerRcs);
  }

  if (doc.isVat) {
    if (blank(seller.vatNumber) && (!invoiceLike || doc.totalExcludingTaxCents > VAT_NUMBER_OPTIONAL_UP_TO_CENTS)) {
      need("SELLER_VAT_NUMBER", m.sellerVatNumber);
    }
  } else {
    if (blank(doc.vatMention)) need("VAT_EXEMPTION_MENTION", m.vatExemptionMention);
    else printed.push((doc.vatMention as string).trim());
    if (doc.lines.some((l) => l.group !== null && l.group !== "DEBOUR" && vatRatePermille[l.group] > 0)) {
      need("VAT_ON_EXEMPT_SELLER", m.vatOnExemptSeller);
    }
  }

  if (!doc.client || blank(doc.client.name)) {
    need("CLIENT_NAME", doc.quoteType === "QUOTE" ? documentMessages.clientRequired : m.clientName);
  } else if (incomplete(doc.client.address)) need("CLIENT_ADDRESS", m.clientAddress);
  // The e-invoicing reform: a French business client's SIREN on every invoice (a foreign one has none).
  const foreign = Boolean(doc.client?.address?.countryCode && doc.client.address.countryCode !== "FR");
  if (invoiceLike && business && !foreign && blank(doc.client?.siren)) need("CLIENT_SIREN", m.clientSiren);

  if (invoiceLike) {
    const nature = operationNatureOf(doc.lines.map((l) => l.productType).filter((t): t is ProductType => Boolean(t)));
    if (nature) printed.push(operationNatureMention(nature));
    // Goods are taxed on delivery whatever the option: it only means something for services.
    if (doc.isVat && doc.vatOnDebits && (nature === "SERVICES" || nature === "MIXED")) printed.push(VAT_ON_DEBITS_MENTION);
  }

  if (doc.lines.length === 0) need("LINES", doc.quoteType === "QUOTE" ? documentMessages.productsRequired : m.lines);
  doc.lines.forEach((line, i) => {
    if (blank(line.name)) need("LINE_NAME", m.lineName(i + 1));
  });
  if (blank(doc.date)) need("ISSUE_DATE", m.issueDate);

  if (doc.quoteType === "QUOTE" && blank(doc.expirationDate)) need("QUOTE_VALIDITY", m.quoteValidity);
  if (doc.quoteType === "INVOICE" || doc.quoteType === "DEPOSIT") {
    if (blank(doc.dueDate)) need("DUE_DATE", m.dueDate);
    if (business) {
      if (blank(doc.latePaymentPenalties)) need("LATE_PAYMENT_PENALTIES", m.latePaymentPenalties);
      else printed.push((doc.latePaymentPenalties as string).trim());
      printed.push(RECOVERY_INDEMNITY_MENTION);
      printed.push(
        blank(doc.earlyPaymentDiscount) ? NO_EARLY_PAYMENT_DISCOUNT_MENTION : (doc.earlyPaymentDiscount as string).trim(),
      );
    }
  }
  if (doc.quoteType === "DEPOSIT") printed.push(DEPOSIT_COMMITMENT_MENTION);
  if (doc.quoteType === "CREDIT_NOTE") {
    const ref = doc.correctedInvoice;
    if (!ref || blank(ref.number) || blank(ref.date)) need("CORRECTED_INVOICE", m.correctedInvoice);
    else printed.push(`Avoir sur la facture n° ${ref.number} du ${formatDateFr(ref.date as string)}`);
  }
  if (doc.quoteType === "INVOICE") {
    (doc.deductedDeposits ?? []).forEach((ref, i) => {
      if (blank(ref.number) || blank(ref.date)) need("DEDUCTED_DEPOSIT", m.deductedDeposit(i + 1));
      else printed.push(`Acompte déduit : facture d'acompte n° ${ref.number} du ${formatDateFr(ref.date as string)}`);
    });
  }
  return { missing, printed };
}
