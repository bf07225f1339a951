import { mulDivRound, vatRatePermille } from "../products/vat.ts";
import { allocateProportionally } from "./allocation.ts";
import { addDays } from "./calendar-dates.ts";
import { FULL_PERCENT, subtractBreakdown, sumBreakdowns, type TaxBreakdown, type Totals, totalsOf } from "./document-totals.ts";
import type { DiscountType } from "./document-types.ts";
import { documentMessages as m } from "./messages.ts";

/** A deposit asked on a quote (part 2 §3): a percentage of its total including tax, or a fixed amount. */
export type DepositRequest = {
  depositType: DiscountType;
  /** Hundredths of a percent for PERCENTAGE, cents (including tax) for FIXED. */
  depositValue: number;
};

/** The amount including tax a deposit asks, before any check. */
export function depositAmountCents(totalIncludingTaxCents: number, deposit: DepositRequest): number {
  if (deposit.depositType === "FIXED") return deposit.depositValue;
  return mulDivRound(totalIncludingTaxCents, deposit.depositValue, FULL_PERCENT);
}

/**
 * Splits an amount including tax over what remains of a document, group by group in proportion to
 * the remaining amount of each (largest remainder: the parts sum exactly to the amount). In each
 * rate the VAT is taken out of the amount received, TTC × rate / (1 + rate) rounded half up, as the
 * VAT of a deposit is due on what is cashed; the part never exceeds the remaining base nor VAT of
 * its rate, and the whole remainder gives back exactly the remaining figures.
 */
export function splitAmountOver(remaining: TaxBreakdown, amountCents: number): TaxBreakdown {
  const weights = [
    ...remaining.taxDetails.map((d) => Math.max(0, d.baseCents + d.taxAmountCents)),
    Math.max(0, remaining.disbursementsCents),
  ];
  const parts = allocateProportionally(amountCents, weights);
  const taxDetails = remaining.taxDetails.map((d, i) => {
    const ttc = parts[i] as number;
    if (ttc === d.baseCents + d.taxAmountCents) return { ...d };
    const permille = vatRatePermille[d.taxType];
    let tax = Math.min(mulDivRound(ttc, permille, 1000 + permille), Math.max(0, d.taxAmountCents));
    if (ttc - tax > d.baseCents) tax = ttc - d.baseCents;
    return { taxType: d.taxType, baseCents: ttc - tax, taxAmountCents: tax };
  });
  return { taxDetails, disbursementsCents: parts[parts.length - 1] as number };
}

export type DepositInvoiceResult =
  | { ok: true; amountCents: number; breakdown: TaxBreakdown; totals: Totals }
  | { ok: false; message: string };

/**
 * The deposit invoice (facture d'acompte) of a quote: its amount, and its VAT split over the
 * quote's rates in proportion to what is not yet invoiced. `alreadyInvoiced` holds the deposit
 * invoices already issued on the quote (net of their credit notes).
 */
export function depositInvoice(
  quote: TaxBreakdown,
  deposit: DepositRequest,
  alreadyInvoiced: readonly TaxBreakdown[] = [],
): DepositInvoiceResult {
  if (!Number.isSafeInteger(deposit.depositValue) || deposit.depositValue <= 0) return { ok: false, message: m.depositRequired };
  if (deposit.depositType === "PERCENTAGE" && deposit.depositValue > FULL_PERCENT) {
    return { ok: false, message: m.depositPercentTooHigh };
  }
  const quoteTotal = totalsOf(quote).totalIncludingTaxCents;
  const remaining = subtractBreakdown(quote, sumBreakdowns(alreadyInvoiced));
  const remainingTotal = totalsOf(remaining).totalIncludingTaxCents;
  const amountCents = depositAmountCents(quoteTotal, deposit);
  if (amountCents <= 0) return { ok: false, message: m.depositRequired };
  if (amountCents > remainingTotal) return { ok: false, message: m.depositTooHigh(remainingTotal) };
  const breakdown = splitAmountOver(remaining, amountCents);
  return { ok: true, amountCents, breakdown, totals: totalsOf(breakdown) };
}

/**
 * The deposit invoices a final invoice deducts may not exceed it, rate by rate: the message of the
 * first rate where they do, or null.
 */
export function deductionIssue(invoice: TaxBreakdown, deposits: readonly TaxBreakdown[]): string | null {
  const rest = subtractBreakdown(invoice, sumBreakdowns(deposits));
  for (const d of rest.taxDetails) {
    if (d.baseCents < 0 || d.taxAmountCents < 0) return m.depositsExceedInvoice(d.taxType);
  }
  if (rest.disbursementsCents < 0) return m.depositsExceedInvoice(null);
  return null;
}

/** One entry of a quote's deposit schedule (part 2 §3 Deposit). */
export type ScheduledDeposit = DepositRequest & { numberOfDays: number; dueDate: string | null };

/** A new intermediate deposit: 30 % at signature, the usual first payment of a wedding booking. */
export const DEFAULT_DEPOSIT: ScheduledDeposit = {
  depositType: "PERCENTAGE",
  depositValue: 3000,
  numberOfDays: 0,
  dueDate: null,
};

/** The final entry: the balance, whatever its value says. */
export const DEFAULT_FINAL_DEPOSIT: ScheduledDeposit = {
  depositType: "PERCENTAGE",
  depositValue: 7000,
  numberOfDays: 0,
  dueDate: null,
};

/**
 * Adds a deposit (part 2 §4): on a document without deposits this creates an intermediate and a
 * final entry; otherwise the new one goes just before the final one, which stays last.
 */
export function addScheduledDeposit(
  schedule: readonly ScheduledDeposit[],
  entry: ScheduledDeposit = DEFAULT_DEPOSIT,
): ScheduledDeposit[] {
  if (schedule.length === 0) return [{ ...entry }, { ...DEFAULT_FINAL_DEPOSIT }];
  return [...schedule.slice(0, -1), { ...entry }, schedule[schedule.length - 1] as ScheduledDeposit];
}

/** Removes an entry; removing down to one remaining deposit clears all, unless forced (part 2 §4). */
export function removeScheduledDeposit(schedule: readonly ScheduledDeposit[], index: number, force = false): ScheduledDeposit[] {
  if (index < 0 || index >= schedule.length) return [...schedule];
  const rest = schedule.filter((_, i) => i !== index);
  return rest.length <= 1 && !force ? [] : rest;
}

export type ScheduledAmount = { amountCents: number; dueDate: string | null; isFinal: boolean };

export type ScheduleAmounts =
  | { ok: true; entries: ScheduledAmount[]; remainingBalanceCents: number }
  | { ok: false; message: string };

/**
 * The amounts of a schedule on a total including tax: each intermediate entry its percentage of the
 * total or its fixed amount, the final entry the remaining balance (total − deposits, part 2 §9).
 * A due date is the entry's own, or `numberOfDays` (> 0) after `fromDate` (the quote's date). An
 * entry with neither has no date (null): it is due on receipt of its invoice, printed « à réception »,
 * never the quote's own date (which made the balance of next year's wedding due today).
 */
export function scheduleAmounts(
  totalIncludingTaxCents: number,
  schedule: readonly ScheduledDeposit[],
  fromDate: string | null = null,
): ScheduleAmounts {
  const dueOf = (e: ScheduledDeposit) => e.dueDate ?? (fromDate && e.numberOfDays > 0 ? addDays(fromDate, e.numberOfDays) : null);
  const intermediates = schedule.slice(0, -1);
  const entries: ScheduledAmount[] = [];
  let asked = 0;
  for (const e of intermediates) {
    if (e.depositType === "PERCENTAGE" && e.depositValue > FULL_PERCENT) return { ok: false, message: m.depositPercentTooHigh };
    if (e.depositValue <= 0) return { ok: false, message: m.depositRequired };
    const amountCents = depositAmountCents(totalIncludingTaxCents, e);
    asked += amountCents;
    entries.push({ amountCents, dueDate: dueOf(e), isFinal: false });
  }
  if (asked > totalIncludingTaxCents) return { ok: false, message: m.depositsExceedTotal };
  const remainingBalanceCents = totalIncludingTaxCents - asked;
  const final = schedule[schedule.length - 1];
  if (final) entries.push({ amountCents: remainingBalanceCents, dueDate: dueOf(final), isFinal: true });
  return { ok: true, entries, remainingBalanceCents };
}
