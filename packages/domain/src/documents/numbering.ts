import { formatDateFr, yearOf } from "./calendar-dates.ts";
import { type QuoteType, quoteTypes } from "./document-types.ts";
import { documentMessages as m } from "./messages.ts";

/**
 * Legal numbering (reference §1.3; part 2 §9): one continuous, chronological series per vendor and
 * per document type, "prefix-date-number" (F-2026-00001). The counter starts again at 1 on the first
 * document of a new year only when the number shows the year, so that no two documents can ever
 * share a number; without a year it never restarts.
 */
export const numberDateFormats = ["YYYY", "YY", "YYYY-MM", "YYYYMM", ""] as const;
export type NumberDateFormat = (typeof numberDateFormats)[number];

export type NumberFormat = {
  prefix: string;
  /** The date part, taken from the document's date; "" for none. */
  date: NumberDateFormat;
  /** How many digits the counter is padded to (it grows beyond when it must, never truncated). */
  number: number;
};

export const MIN_NUMBER_DIGITS = 3;
export const MAX_NUMBER_DIGITS = 10;
export const NUMBER_SEPARATOR = "-";

/** Default formats of the spec: D, F, AV, AC; YYYY; 5 digits; counters from 1 (part 2 §9). */
export const defaultNumberFormats: Record<QuoteType, NumberFormat> = {
  QUOTE: { prefix: "D", date: "YYYY", number: 5 },
  INVOICE: { prefix: "F", date: "YYYY", number: 5 },
  CREDIT_NOTE: { prefix: "AV", date: "YYYY", number: 5 },
  DEPOSIT: { prefix: "AC", date: "YYYY", number: 5 },
};

export const FIRST_COUNTER = 1;

/** Where a series stands: the counter the next document takes, and the date of the last numbered one. */
export type NumberingState = { counter: number; lastNumberedDate: string | null };

export const initialNumberingState = (counter = FIRST_COUNTER): NumberingState => ({ counter, lastNumberedDate: null });

const showsYear = (format: NumberFormat) => format.date !== "";

function datePart(format: NumberFormat, date: string): string {
  const [y = "", mo = ""] = date.split("-");
  switch (format.date) {
    case "YYYY":
      return y;
    case "YY":
      return y.slice(-2);
    case "YYYY-MM":
      return `${y}-${mo}`;
    case "YYYYMM":
      return `${y}${mo}`;
    default:
      return "";
  }
}

/** The number as printed: "F-2026-00042". */
export function formatDocumentNumber(format: NumberFormat, counter: number, date: string): string {
  return [format.prefix, datePart(format, date), String(counter).padStart(format.number, "0")]
    .filter((part) => part !== "")
    .join(NUMBER_SEPARATOR);
}

export type NextNumber = { ok: true; number: string; counter: number; state: NumberingState } | { ok: false; message: string };

/**
 * The number of the next document of a series issued on `date` (YYYY-MM-DD), and the series' new
 * state, to be saved in the same transaction that freezes the document. A date earlier than the
 * last numbered document's is refused: the series must stay chronological.
 */
export function nextDocumentNumber(format: NumberFormat, state: NumberingState, date: string): NextNumber {
  const last = state.lastNumberedDate;
  if (last && date < last) return { ok: false, message: m.numberingNotChronological(formatDateFr(last)) };
  const newYear = last !== null && showsYear(format) && yearOf(date) > yearOf(last);
  const counter = newYear ? FIRST_COUNTER : state.counter;
  return {
    ok: true,
    number: formatDocumentNumber(format, counter, date),
    counter,
    state: { counter: counter + 1, lastNumberedDate: date },
  };
}

export type FieldIssue = { path: string; message: string };

const PREFIX_PATTERN = /^[A-Za-z0-9_-]{1,10}$/;

/** A user-chosen format: its prefix, date part and number of digits. */
export function numberFormatIssues(format: NumberFormat): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const prefix = format.prefix.trim();
  if (!prefix) issues.push({ path: "prefix", message: m.prefixRequired });
  else if (!PREFIX_PATTERN.test(prefix) || prefix.startsWith("-") || prefix.endsWith("-")) {
    issues.push({ path: "prefix", message: m.prefixInvalid });
  }
  if (!(numberDateFormats as readonly string[]).includes(format.date))
    issues.push({ path: "date", message: m.dateFormatInvalid });
  if (!Number.isInteger(format.number) || format.number < MIN_NUMBER_DIGITS || format.number > MAX_NUMBER_DIGITS) {
    issues.push({ path: "number", message: m.numberDigitsInvalid });
  }
  return issues;
}

/** The four formats of a vendor: each valid, and each series with its own prefix (reference §1.3). */
export function numberFormatsIssues(formats: Record<QuoteType, NumberFormat>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Map<string, QuoteType>();
  for (const type of quoteTypes) {
    const format = formats[type];
    for (const issue of numberFormatIssues(format)) issues.push({ path: `${type}.${issue.path}`, message: issue.message });
    const key = format.prefix.trim().toUpperCase();
    const other = seen.get(key);
    if (key && other) issues.push({ path: `${type}.prefix`, message: m.prefixTaken(format.prefix.trim(), other) });
    else if (key) seen.set(key, type);
  }
  return issues;
}

/**
 * Whether the vendor may set the counter of a series: freely until its first document is numbered
 * (to continue the numbering of a former tool), never afterwards (a jump would leave a gap, a step
 * back a duplicate).
 */
export function counterChangeIssue(state: NumberingState, counter: number): string | null {
  if (!Number.isSafeInteger(counter) || counter < FIRST_COUNTER) return m.counterInvalid;
  if (state.lastNumberedDate !== null && counter !== state.counter) return m.counterLocked;
  return null;
}
