import {
  buyerPartyOf,
  type Client,
  checkMandatoryMentions,
  type MentionsInput,
  sellerPartyOf,
  toProductType,
  type VatCode,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import type { DocumentsContext } from "./document-context.ts";
import type { DocumentRow } from "./documents.repository.ts";

/** checkMandatoryMentions on the document as it will be issued: what is missing blocks, what is printed is kept. */
export async function mentionsOf(
  ctx: DocumentsContext,
  tx: Db | Tx,
  vendorId: string,
  row: DocumentRow,
  client: Client | null,
  date: string,
  dueDate: string | null,
) {
  const company = await ctx.seller.storedCompany(tx, vendorId);
  const cfg = row.quoteConfig;
  const lines = (await ctx.repo.lines(tx, [row.id])).filter((l) => l.parentLineId === null);
  const links = await ctx.repo.links(tx, vendorId, [row.id]);
  const targets = await ctx.repo.getMany(
    tx,
    vendorId,
    links.filter((l) => l.documentId === row.id).map((l) => l.linkedId),
  );
  const type = row.quoteType;
  const from = links.find((l) => l.documentId === row.id && l.relation === "FROM");
  const source = from ? targets.find((t) => t.id === from.linkedId) : undefined;
  const deducted = links
    .filter((l) => l.documentId === row.id && l.relation === "DEDUCTS")
    .map((l) => targets.find((t) => t.id === l.linkedId));
  // The same parties as the PDF and the Factur-X XML (document-parties.ts).
  const buyer = buyerPartyOf(client as Record<string, unknown> | null, row);
  const input: MentionsInput = {
    quoteType: type,
    seller: sellerPartyOf(company),
    isVat: cfg.isVat !== false,
    vatMention: cfg.vatMention ?? null,
    client: buyer ? { type: buyer.type, name: buyer.name, address: buyer.address, siren: buyer.siren } : null,
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
