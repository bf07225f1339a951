import type { QuoteConfigFields } from "@cortege/domain";
import {
  type Client,
  type ClientType,
  checkMandatoryMentions,
  clientPostalAddress,
  type MentionsInput,
  type PostalAddress,
  type SellerIdentity,
  toProductType,
  type VatCode,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import type { DocumentsContext } from "./document-context.ts";
import { typeOf } from "./document-row.ts";
import type { DocumentRow } from "./documents.repository.ts";

export function sellerOf(company: Record<string, unknown>): SellerIdentity {
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
export async function mentionsOf(
  ctx: DocumentsContext,
  tx: Db | Tx,
  vendorId: string,
  row: DocumentRow,
  client: Client | null,
  date: string,
  dueDate: string | null,
) {
  const company = await ctx.repo.vendorCompany(tx, vendorId);
  const cfg = row.quoteConfig as QuoteConfigFields;
  const lines = (await ctx.repo.lines(tx, [row.id])).filter((l) => l.parentLineId === null);
  const links = await ctx.repo.links(tx, vendorId, [row.id]);
  const targets = await ctx.repo.getMany(
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
