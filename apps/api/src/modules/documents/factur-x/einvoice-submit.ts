import {
  facturXErrorCodes as codes,
  type EinvoicePeriodSubmitWire,
  type EinvoiceStatus,
  type EinvoiceSubmissionWire,
  facturXMessages as fm,
  frenchEinvoiceFailures,
  type QuoteType,
} from "@cortege/domain";
import type { DocumentsContext } from "../document-context.ts";
import { load } from "../document-load.ts";
import { refuse } from "../document-refusals.ts";
import type { DocumentRow } from "../documents.repository.ts";
import type { EinvoicePlatforms } from "./einvoice-platforms.ts";
import { createEinvoiceSubmissionsRepository, type SubmissionRow } from "./einvoice-submissions.repository.ts";
import { facturXInputOf } from "./factur-x-input.ts";
import { facturXBytesOf } from "./factur-x-read.ts";
import { type PaConnector, PaUnavailableError } from "./pa-connector.ts";

const repo = createEinvoiceSubmissionsRepository();

/** A status the PA will not change any more: the flow is not asked again. */
const settled: readonly EinvoiceStatus[] = ["REJETEE", "REFUSEE", "ENCAISSEE"];

const wire = (row: SubmissionRow): EinvoiceSubmissionWire => ({
  status: row.status as EinvoiceStatus,
  platformId: row.platformId,
  reason: row.reason,
  submittedAt: row.submittedAt.toISOString(),
  statusAt: row.statusAt.toISOString(),
});

async function platformOf(platforms: EinvoicePlatforms | undefined, vendorId: string): Promise<PaConnector> {
  const platform = await platforms?.connectorFor(vendorId);
  if (!platform) throw refuse(codes.PLATFORM_NOT_CONFIGURED, fm.platformNotConfigured);
  return platform;
}

async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaUnavailableError) throw refuse(codes.PLATFORM_UNAVAILABLE, fm.platformUnavailable);
    throw error;
  }
}

/**
 * quote/einvoice/submit: deposits the issued document's original Factur-X PDF (its stored bytes) on the
 * vendor's PA and records the flow with the status the PA answered. A document is deposited once.
 */
export async function submitEinvoice(
  ctx: DocumentsContext,
  platforms: EinvoicePlatforms | undefined,
  vendorId: string,
  quoteType: QuoteType,
  quoteId: string,
): Promise<{ submission: EinvoiceSubmissionWire; platformConfigured: true }> {
  const pa = await platformOf(platforms, vendorId);
  const row = await load(ctx, ctx.db, vendorId, quoteId, quoteType);
  if (!(await facturXBytesOf(ctx, ctx.db, vendorId, row))) throw refuse(codes.NOT_AN_EINVOICE, fm.notAnEinvoice);
  if (await repo.get(ctx.db, vendorId, row.id)) throw refuse(codes.ALREADY_SUBMITTED, fm.alreadySubmitted);
  const broken = await frenchRulesRefusal(ctx, vendorId, row);
  if (broken) throw refuse(codes.FRENCH_RULES_FAILED, broken.join(" "));
  return { submission: await reach(() => deposit(ctx, pa, vendorId, row)), platformConfigured: true };
}

/**
 * The French rules (french-einvoice-rules.ts) checked on the data the e-invoice's XML is written from, before
 * it leaves for the PA: a platform would reject the file, so nothing is sent and the vendor reads why.
 */
async function frenchRulesRefusal(ctx: DocumentsContext, vendorId: string, row: DocumentRow): Promise<string[] | null> {
  const input = await facturXInputOf(ctx, ctx.db, vendorId, row);
  const failures = input ? frenchEinvoiceFailures(input) : [];
  return failures.length > 0 ? [fm.frenchRulesFailed, ...failures.map((f) => f.message)] : null;
}

/** Deposits one issued document's original and records its flow (once: a concurrent deposit keeps the first). */
async function deposit(ctx: DocumentsContext, pa: PaConnector, vendorId: string, row: DocumentRow) {
  const original = await ctx.repo.transaction((tx) => ctx.originals.deliverable(tx, vendorId, row));
  const flow = await pa.deposit({ filename: original.filename, pdf: original.pdf, trackingId: row.id });
  const saved = await repo.insert(ctx.db, {
    vendorId,
    documentId: row.id,
    platformId: flow.flowId,
    status: flow.status,
    reason: flow.reason,
  });
  if (!saved) throw refuse(codes.ALREADY_SUBMITTED, fm.alreadySubmitted);
  return wire(saved);
}

/**
 * quote/einvoice/submit-period: every issued invoice, deposit invoice and credit note of the period (issue
 * dates, both included) not yet on the PA is deposited, oldest first; each document says what became of it.
 * Idempotent: a document already deposited (an earlier run, a click on its page) is reported, not sent again;
 * one that fails (the PA does not answer) is left undeposited for the next run, and the others go on.
 */
export async function submitEinvoicePeriod(
  ctx: DocumentsContext,
  platforms: EinvoicePlatforms | undefined,
  vendorId: string,
  from: string,
  to: string,
): Promise<EinvoicePeriodSubmitWire> {
  const pa = await platformOf(platforms, vendorId);
  const rows = (await ctx.repo.issued(ctx.db, vendorId)).filter(
    (r) => r.quoteType !== "QUOTE" && r.issuedDate !== null && r.issuedDate >= from && r.issuedDate <= to,
  );
  const results: EinvoicePeriodSubmitWire["results"] = [];
  for (const row of rows) {
    const base = { quoteId: row.id, quoteType: row.quoteType, name: row.name };
    const known = await repo.get(ctx.db, vendorId, row.id);
    if (known) {
      results.push({ ...base, outcome: "ALREADY_DEPOSITED", status: known.status as EinvoiceStatus, message: null });
      continue;
    }
    if (!(await facturXBytesOf(ctx, ctx.db, vendorId, row))) continue;
    const broken = await frenchRulesRefusal(ctx, vendorId, row);
    if (broken) {
      results.push({ ...base, outcome: "FAILED", status: null, message: broken.join(" ") });
      continue;
    }
    try {
      const submission = await deposit(ctx, pa, vendorId, row);
      results.push({ ...base, outcome: "DEPOSITED", status: submission.status, message: submission.reason });
    } catch (error) {
      if (error instanceof PaUnavailableError) {
        results.push({ ...base, outcome: "FAILED", status: null, message: fm.platformUnavailable });
        continue;
      }
      // A deposit of the same document that ended first (its page clicked meanwhile) keeps its flow.
      const meanwhile = await repo.get(ctx.db, vendorId, row.id);
      if (!meanwhile) throw error;
      results.push({ ...base, outcome: "ALREADY_DEPOSITED", status: meanwhile.status as EinvoiceStatus, message: null });
    }
  }
  return { results };
}

/** quote/einvoice/status: the document's flow, its status asked again of the PA while it can still change. */
export async function einvoiceStatus(
  ctx: DocumentsContext,
  platforms: EinvoicePlatforms | undefined,
  vendorId: string,
  quoteType: QuoteType,
  quoteId: string,
): Promise<{ submission: EinvoiceSubmissionWire | null; platformConfigured: boolean }> {
  const platform = await platforms?.connectorFor(vendorId);
  const row = await load(ctx, ctx.db, vendorId, quoteId, quoteType);
  const saved = await repo.get(ctx.db, vendorId, row.id);
  const platformConfigured = platform !== undefined;
  if (!saved) return { submission: null, platformConfigured };
  if (!platform || settled.includes(saved.status as EinvoiceStatus)) return { submission: wire(saved), platformConfigured };
  const flow = await reach(() => platform.status(saved.platformId));
  if (flow.status !== saved.status || flow.reason !== saved.reason) {
    await repo.setStatus(ctx.db, vendorId, row.id, flow.status, flow.reason);
  }
  return { submission: wire((await repo.get(ctx.db, vendorId, row.id)) as SubmissionRow), platformConfigured };
}
