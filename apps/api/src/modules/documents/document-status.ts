import {
  documentApiMessages as am,
  type Client,
  checkStatusTransition,
  documentErrorCodes as codes,
  type DocumentStatus,
  formatDayFr,
  isFullyCredited,
  isInvoiceLike,
  isIssued,
  issuesDocument,
  notificationLinks,
  type PaymentInput,
  type QuoteType,
  type StatusChangeSource,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import { eventsOnConnection } from "../events/events.service.ts";
import type { DocumentsContext } from "./document-context.ts";
import { issue } from "./document-issue.ts";
import { clientForMentions, load } from "./document-load.ts";
import { mentionsOf } from "./document-mentions.ts";
import { present } from "./document-present.ts";
import { documentNotFound, refuse, refuseAll } from "./document-refusals.ts";
import { dueOf } from "./document-row.ts";
import type { DocumentInsert, DocumentRow } from "./documents.repository.ts";

/** The event status an accepted quote may confirm (the default pipeline's key). */
const RESERVATION_CONFIRMED = "RESERVATION_CONFIRMED";

export async function fullyCredited(ctx: DocumentsContext, tx: Tx, vendorId: string, row: DocumentRow): Promise<boolean> {
  const credits = (await ctx.repo.madeFrom(tx, vendorId, row.id)).filter(
    (c) => c.quoteType === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", c.status),
  );
  return credits.length > 0 && isFullyCredited(dueOf(row), credits.map(dueOf));
}

export async function changeStatus(
  ctx: DocumentsContext,
  tx: Tx,
  vendorId: string,
  row: DocumentRow,
  to: DocumentStatus,
  client: Client | null,
  extra: Partial<DocumentInsert>,
  by: { userId: string | null; source: StatusChangeSource; payment?: PaymentInput | undefined },
) {
  const type = row.quoteType;
  const from = row.status;
  // PAID is set by a payment: the change carries it (of what remains), or is refused.
  const paying = to === "PAID" && from !== "PAID" && isInvoiceLike(type);
  const recordChange = async () => {
    if (from === to) return;
    await ctx.settlement.record(tx, vendorId, { documentId: row.id, userId: by.userId, from, to, source: by.source });
    // « Quote signed » (notifications): written in this transaction, so only a committed signature notifies.
    if (type === "QUOTE" && to === "SIGNED") {
      await ctx.notify?.(tx, {
        vendorId,
        kind: "QUOTE_SIGNED",
        facts: { title: row.name ?? "", who: row.clientName, date: formatDayFr(ctx.today()) },
        url: notificationLinks.document("QUOTE", row.id),
      });
    }
  };
  const verdict = checkStatusTransition(type, from, to, {
    today: ctx.today(),
    expirationDate: row.expirationDate,
    dueDate: row.dueDate,
    fullyCredited: to === "CANCELED" && type !== "QUOTE" ? await fullyCredited(ctx, tx, vendorId, row) : false,
  });
  if (!verdict.ok) throw refuse(codes.STATUS_REFUSED, verdict.message);
  await ctx.settlement.checkLeavingPaid(tx, vendorId, row, to);
  if (issuesDocument(type, from, to)) {
    await issue(ctx, tx, { vendorId, row, to, client }, by.userId);
    if (Object.keys(extra).length > 0) await ctx.repo.update(tx, vendorId, row.id, extra);
    if (paying)
      await ctx.settlement.payForStatus(tx, vendorId, await load(ctx, tx, vendorId, row.id, null), by.payment, by.userId);
    await recordChange();
    return;
  }
  if (type === "QUOTE" && from === "DRAFT" && to !== "DRAFT" && to !== "CANCELED" && to !== "EXPIRED") {
    const mentions = await mentionsOf(ctx, tx, vendorId, row, client, row.date ?? ctx.today(), null);
    if (mentions.missing.length > 0) {
      throw refuseAll(
        codes.MENTIONS_MISSING,
        mentions.missing.map((m) => m.message),
      );
    }
    extra = { ...extra, mentions: mentions.printed };
  }
  if (paying) await ctx.settlement.payForStatus(tx, vendorId, row, by.payment, by.userId);
  if (from !== to || Object.keys(extra).length > 0) await ctx.repo.update(tx, vendorId, row.id, { status: to, ...extra });
  await recordChange();
}

/**
 * quote/status; with `confirmReservation`, a quote accepted (APPROVED or SIGNED) moves its event
 * to RESERVATION_CONFIRMED in the same transaction (nothing when it has no event).
 */
export async function setDocumentStatus(
  ctx: DocumentsContext,
  vendorId: string,
  quoteType: QuoteType,
  quoteId: string,
  status: DocumentStatus,
  clientId?: string | null,
  confirmReservation = false,
  by: { userId: string | null; payment?: PaymentInput | undefined } = { userId: null },
) {
  // Read before the transaction: a transaction never waits for a second pooled connection.
  const initial = await load(ctx, ctx.db, vendorId, quoteId, quoteType);
  const client = await clientForMentions(ctx, vendorId, initial);
  const confirm = confirmReservation && quoteType === "QUOTE" && (status === "APPROVED" || status === "SIGNED");
  if (confirm && initial.eventId) {
    await ctx.events.get(vendorId, initial.eventId);
    await ctx.eventStatuses?.assertStatus(vendorId, RESERVATION_CONFIRMED);
  }
  await ctx.repo.transaction(async (tx) => {
    const row = await load(ctx, tx, vendorId, quoteId, quoteType, true);
    if (clientId && row.clientId !== clientId) throw documentNotFound();
    await changeStatus(ctx, tx, vendorId, row, status, client, {}, { ...by, source: "STATUS" });
    if (confirm && row.eventId) {
      // The events module's own statement, on this transaction: both change or neither.
      const moved = await eventsOnConnection(tx as unknown as Db).setStatus(vendorId, row.eventId, RESERVATION_CONFIRMED);
      if (!moved) throw notFound(am.eventNotFound);
    }
  });
  return present(ctx, ctx.db, vendorId, await load(ctx, ctx.db, vendorId, quoteId, quoteType));
}

/** The vendor stores the signed copy (its media library file name): the quote becomes SIGNED. */
export async function signQuote(
  ctx: DocumentsContext,
  vendorId: string,
  quoteId: string,
  filename: string,
  clientId?: string | null,
  userId: string | null = null,
) {
  const client = await clientForMentions(ctx, vendorId, await load(ctx, ctx.db, vendorId, quoteId, null));
  await ctx.repo.transaction(async (tx) => {
    const row = await load(ctx, tx, vendorId, quoteId, null, true);
    if (clientId && row.clientId !== clientId) throw documentNotFound();
    if (row.quoteType !== "QUOTE") throw refuse(codes.STATUS_REFUSED, am.signOnlyQuote);
    await changeStatus(ctx, tx, vendorId, row, "SIGNED", client, { signedFilename: filename }, { userId, source: "SIGNATURE" });
  });
  return present(ctx, ctx.db, vendorId, await load(ctx, ctx.db, vendorId, quoteId, "QUOTE"));
}
