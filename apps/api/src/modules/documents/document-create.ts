import {
  addDays,
  documentApiMessages as am,
  documentErrorCodes as codes,
  type QuoteCreate,
  type TaxBreakdown,
} from "@cortege/domain";
import { readConfig, snapshotConfig } from "./document-config.ts";
import type { DocumentsContext } from "./document-context.ts";
import { creating, insertDocument } from "./document-insert.ts";
import { allocateNumber } from "./document-issue.ts";
import { buildLines, catalogue, checkSchedule, globalOf } from "./document-lines.ts";
import { checkEvent, clientOf } from "./document-load.ts";
import { present } from "./document-present.ts";
import { editedColumns, priced } from "./document-pricing.ts";
import { refuse } from "./document-refusals.ts";
import { searchable } from "./document-row.ts";
import { EMPTY_BREAKDOWN } from "./documents.repository.ts";

/** A quote (numbered now) or a standalone invoice (numbered when issued). */
export async function createDocument(ctx: DocumentsContext, vendorId: string, body: QuoteCreate, userId: string | null = null) {
  if (body.quoteType !== "QUOTE" && body.quoteType !== "INVOICE") {
    throw refuse(codes.CONVERSION_REFUSED, am.createOnlyQuoteOrInvoice);
  }
  const client = await clientOf(ctx, vendorId, body.quote.clientId);
  await checkEvent(ctx, vendorId, body.quote.eventId);
  const cfg = await readConfig(ctx, ctx.db, vendorId);
  const snapshot = snapshotConfig(cfg, body.quoteConfig);
  const global = globalOf(body.quote);
  const built = buildLines(body.products, await catalogue(ctx, vendorId), {
    type: body.quote.globalDiscountType,
    value: body.quote.globalDiscountValue,
  });
  const p = priced(built, global, EMPTY_BREAKDOWN as TaxBreakdown, null);
  if (body.quoteType === "QUOTE") checkSchedule(body.quote.deposits, p.columns.totalIncludingTaxCents);
  const row = await creating(ctx, userId, async (tx) => {
    const date = body.quote.date ?? ctx.today();
    const numbered =
      body.quoteType === "QUOTE" ? await allocateNumber(ctx, tx, vendorId, "QUOTE", cfg.numbering.QUOTE, date) : null;
    const name = numbered?.name ?? null;
    return insertDocument(
      ctx,
      tx,
      vendorId,
      {
        quoteType: body.quoteType,
        status: "DRAFT",
        name,
        legalEntity: numbered?.legalEntity ?? null,
        ...editedColumns(body.quote, client, global, p.columns, snapshot),
        date: body.quoteType === "QUOTE" ? date : body.quote.date,
        expirationDate: body.quote.expirationDate ?? (body.quoteType === "QUOTE" ? addDays(date, 30) : null),
        deposits: body.quoteType === "QUOTE" ? body.quote.deposits : [],
        searchText: searchable(name, client?.name),
      },
      p.lines,
    );
  });
  const quote = await present(ctx, ctx.db, vendorId, row);
  return { id: row.id, name: row.name, quote };
}
