import {
  buyerPartyOf,
  type FacturXInput,
  type FacturXSourceLine,
  ibanOf,
  isInvoiceLike,
  methodOfPaymentLabels,
  type OperationNature,
  partyAddressOf,
  paymentTermsLabel,
  type QuoteConfigFields,
  sellerPartyOf,
  type TaxBreakdown,
  type TaxGroup,
  type VatRegime,
  vatRegimeOf,
} from "@cortege/domain";
import type { Db, Tx } from "../../../platform/db/database.ts";
import type { DocumentsContext } from "../document-context.ts";
import { discountOf } from "../document-row.ts";
import type { DocumentRow } from "../documents.repository.ts";

/**
 * What the Factur-X XML of an issued document is written from: its stored number, dates, lines and amounts
 * (an issued document's never change), the parties and e-invoicing facts of its snapshot (frozen at issue),
 * and the numbers and dates of the documents it corrects or deducts. Never the live client or company:
 * a document without a snapshot (a draft, a quote) has no Factur-X (null).
 */
export async function facturXInputOf(
  ctx: DocumentsContext,
  conn: Db | Tx,
  vendorId: string,
  row: DocumentRow,
): Promise<FacturXInput | null> {
  const type = row.quoteType;
  const snapshot = row.snapshot;
  if (!snapshot || !isInvoiceLike(type) || type === "QUOTE" || !row.name || !row.date) return null;
  const cfg = (row.quoteConfig ?? {}) as QuoteConfigFields;
  const seller = sellerPartyOf(snapshot.seller);
  const facts = (snapshot.einvoicing ?? {}) as {
    vatRegime?: VatRegime;
    operationNature?: OperationNature | null;
    vatOnDebits?: boolean;
    serviceDate?: string | null;
    serviceAddress?: unknown;
  };
  const regime =
    facts.vatRegime ?? vatRegimeOf({ isVat: cfg.isVat !== false, vatMention: cfg.vatMention ?? null, companyType: seller.type });

  const lines = (await ctx.repo.lines(conn, [row.id]))
    .filter((l) => l.parentLineId === null)
    .sort((a, b) => a.position - b.position)
    .map(
      (l): FacturXSourceLine => ({
        name: l.name,
        description: l.description,
        ref: l.ref,
        unitType: l.unitType,
        quantityMilli: l.quantity,
        unitBases: l.unitBases.map((b) => ({ group: b.group as TaxGroup, unitCents: b.unitCents })),
        discount: discountOf(l.discountType, l.discountValue),
      }),
    );

  const links = (await ctx.repo.links(conn, vendorId, [row.id])).filter((l) => l.documentId === row.id);
  const linked = await ctx.repo.getMany(
    conn,
    vendorId,
    links.map((l) => l.linkedId),
  );
  const ref = (id: string) => {
    const d = linked.find((x) => x.id === id);
    return d?.name ? { number: d.name, date: d.date } : null;
  };
  const from = links.find((l) => l.relation === "FROM");
  const source = from ? linked.find((d) => d.id === from.linkedId) : undefined;
  const deposits = links
    .filter((l) => l.relation === "DEDUCTS")
    .map((l) => ref(l.linkedId))
    .filter((r): r is NonNullable<typeof r> => r !== null)
    .sort((a, b) => a.number.localeCompare(b.number));

  const method = cfg.methodOfPayment ?? "BANK_TRANSFER";
  const iban = ibanOf(cfg.bankDetails) || null;
  return {
    type: type as FacturXInput["type"],
    number: row.name,
    issueDate: row.date,
    dueDate: type === "CREDIT_NOTE" ? null : row.dueDate,
    seller,
    buyer: buyerPartyOf(snapshot.buyer, row),
    vatRegime: regime,
    operationNature: facts.operationNature ?? null,
    vatOnDebits: facts.vatOnDebits === true,
    lines,
    globalDiscount: discountOf(row.globalDiscountType, row.globalDiscountValue),
    charged: row.breakdown as TaxBreakdown,
    deducted: row.deducted as TaxBreakdown,
    correctedInvoice: type === "CREDIT_NOTE" && source?.name ? { number: source.name, date: source.date } : null,
    deductedDeposits: deposits,
    quoteNumber: source && source.quoteType === "QUOTE" ? source.name : null,
    serviceDate: facts.serviceDate ?? null,
    serviceAddress: partyAddressOf(facts.serviceAddress ?? row.serviceAddress),
    payment: {
      method,
      methodLabel: methodOfPaymentLabels[method] ?? "Virement bancaire",
      iban,
      bic: cfg.bankDetails?.bic?.trim() || null,
      termsLabel: paymentTermsLabel(cfg.paymentTerms ?? { code: "UPON_RECEIPT" }),
    },
    notes: [...(row.mentions ?? []).slice(1), ...(cfg.otherMentions ? [cfg.otherMentions] : [])],
  };
}
