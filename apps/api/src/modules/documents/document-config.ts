import {
  bankDetailsIssues,
  commonErrorCodes,
  defaultNumberFormats,
  type NumberFormat,
  numberFormatsIssues,
  paymentTermsIssue,
  type QuoteConfig,
  type QuoteConfigFields,
  type QuoteType,
  quoteConfigSchema,
  quoteTypes,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import type { DocumentsContext } from "./document-context.ts";
import { refuse, refuseAll } from "./document-refusals.ts";

export const defaultQuoteConfig = (): QuoteConfig =>
  quoteConfigSchema.parse({
    numbering: Object.fromEntries(quoteTypes.map((t) => [t, { ...defaultNumberFormats[t] }])),
  });

export async function readConfig(ctx: DocumentsContext, conn: Db | Tx, vendorId: string): Promise<QuoteConfig> {
  const stored = await ctx.repo.config(conn, vendorId);
  const base = defaultQuoteConfig();
  if (!stored) return base;
  const parsed = quoteConfigSchema.safeParse({ ...base, ...(stored as object) });
  return parsed.success ? parsed.data : base;
}

export function snapshotConfig(cfg: QuoteConfig, override: Partial<QuoteConfigFields> | null | undefined) {
  const { numbering: _n, ...fields } = cfg;
  const merged = { ...fields, ...(override ?? {}) };
  const termsIssue = paymentTermsIssue(merged.paymentTerms, null);
  if (termsIssue) throw refuse(commonErrorCodes.VALIDATION_FAILED, termsIssue);
  const bank = merged.bankDetails ? bankDetailsIssues(merged.bankDetails) : [];
  if (bank.length > 0)
    throw refuseAll(
      commonErrorCodes.VALIDATION_FAILED,
      bank.map((i) => i.message),
    );
  return merged as QuoteConfigFields;
}

export async function configWithCounters(ctx: DocumentsContext, vendorId: string) {
  const cfg = await readConfig(ctx, ctx.db, vendorId);
  const counters = await ctx.numbering.counters(ctx.db, vendorId, cfg.numbering as Record<QuoteType, NumberFormat>);
  const formats = Object.fromEntries(quoteTypes.map((t) => [t, { ...cfg.numbering[t], ...counters[t] }])) as Record<
    QuoteType,
    NumberFormat & { counter: number; locked: boolean }
  >;
  return { ...cfg, numbering: formats };
}

/** The whole config, numbering formats checked together; a counter only while its series is unused. */
export async function updateConfig(
  ctx: DocumentsContext,
  vendorId: string,
  update: Partial<QuoteConfigFields> & {
    numbering?: Partial<Record<QuoteType, NumberFormat & { counter?: number | undefined }>> | undefined;
  },
) {
  await ctx.repo.transaction(async (tx) => {
    const current = await readConfig(ctx, tx, vendorId);
    const { numbering: numberingUpdate, ...fields } = update;
    const formats = { ...current.numbering };
    for (const t of quoteTypes) {
      const f = numberingUpdate?.[t];
      if (f) formats[t] = { prefix: f.prefix.trim(), date: f.date, number: f.number };
    }
    const issues = numberFormatsIssues(formats as Record<QuoteType, NumberFormat>);
    const merged = { ...current, ...fields, numbering: formats };
    if (merged.bankDetails) issues.push(...bankDetailsIssues(merged.bankDetails));
    const terms = paymentTermsIssue(merged.paymentTerms, null);
    if (terms) issues.push({ path: "paymentTerms", message: terms });
    if (issues.length > 0) throw refuseAll(commonErrorCodes.VALIDATION_FAILED, [...new Set(issues.map((i) => i.message))]);
    await ctx.numbering.checkFormats(
      tx,
      vendorId,
      formats as Record<QuoteType, NumberFormat>,
      Object.fromEntries(quoteTypes.map((t) => [t, numberingUpdate?.[t]?.counter])),
    );
    await ctx.repo.saveConfig(tx, vendorId, quoteConfigSchema.parse(merged));
  });
  return configWithCounters(ctx, vendorId);
}
