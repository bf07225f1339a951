import { type Client, facturXXml, paymentDueDate } from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import { eventsOnConnection } from "../events/events.service.ts";
import type { DocumentsContext } from "./document-context.ts";
import { mentionsOf } from "./document-mentions.ts";
import { present } from "./document-present.ts";
import type { DocumentRow } from "./documents.repository.ts";
import { pdfCache } from "./documents-pdf-cache.ts";
import { fileNameOf, toPrintDocument } from "./documents-print.ts";
import { facturXInputOf } from "./factur-x/factur-x-input.ts";

/** The date of the service: the event's date (its first day for a range); an issued document's as frozen. */
export async function serviceDateOf(
  _ctx: DocumentsContext,
  conn: Db | Tx,
  vendorId: string,
  row: DocumentRow,
): Promise<string | null> {
  if (row.snapshot) return row.snapshot.einvoicing?.serviceDate ?? null;
  if (!row.eventId) return null;
  return eventsOnConnection(conn as unknown as Db).dateOf(vendorId, row.eventId);
}

/**
 * The document's PDF: an issued one prints the mentions frozen when it was issued; a draft is
 * previewed with the mentions it would carry if issued today. Read on `conn`, so that a document
 * issued in a transaction prints as issued before it commits.
 */
export async function printable(
  ctx: DocumentsContext,
  conn: Db | Tx,
  vendorId: string,
  row: DocumentRow,
  liveClient: Client | null,
) {
  const quote = await present(ctx, conn, vendorId, row);
  // An issued document prints its parties as they were at issue (its snapshot), a draft as they are.
  const snapshot = row.snapshot;
  const client = snapshot ? (snapshot.buyer as Client | null) : liveClient;
  const [company, vendorLogo, links] = [
    snapshot ? snapshot.seller : await ctx.seller.storedCompany(conn, vendorId),
    snapshot ? snapshot.logo : await ctx.seller.logo(conn, vendorId),
    await ctx.repo.links(conn, vendorId, [row.id]),
  ];
  const own = links.filter((l) => l.documentId === row.id);
  const related = await ctx.repo.getMany(
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
  const cfg = row.quoteConfig;
  const frozen = row.mentions ?? [];
  let mentions = frozen;
  if (frozen.length === 0) {
    const type = row.quoteType;
    const date = row.date ?? ctx.today();
    const dueDate =
      type === "INVOICE" || type === "DEPOSIT"
        ? (row.dueDate ?? paymentDueDate(cfg.paymentTerms ?? { code: "UPON_RECEIPT" }, date))
        : null;
    mentions = (await mentionsOf(ctx, conn, vendorId, row, client, date, dueDate)).printed;
  }
  const logo = ctx.readLogo
    ? cfg.logo
      ? await ctx.readLogo(vendorId, "QuoteConfig", cfg.logo)
      : await ctx.readLogo(vendorId, "VendorLogo", vendorLogo)
    : null;
  const print = toPrintDocument({
    quote,
    company,
    client,
    mentions,
    deductedDeposits: deducted.map((d) => ({ name: d.name, date: d.date, totalIncludingTaxCents: d.totalIncludingTaxCents })),
    source: source ? { quoteType: source.quoteType, name: source.name, date: source.date } : null,
    logo,
    serviceDate: await serviceDateOf(ctx, conn, vendorId, row),
    createdAt: row.updatedAt,
  });
  // An issued invoice, deposit invoice or credit note carries its Factur-X XML, written from its snapshot.
  const input = await facturXInputOf(ctx, conn, vendorId, row);
  const facturX = input ? Buffer.from(facturXXml(input), "utf8") : null;
  return { filename: fileNameOf(quote), pdf: await pdfCache.render(print, facturX), quote, facturX };
}
