import {
  formatDocumentNumber,
  MAX_NUMBER_DIGITS,
  MIN_NUMBER_DIGITS,
  type NumberDateFormat,
  numberDateFormats,
} from "@cortege/domain";
import type { NumberingValues } from "./quote-config-form-values.ts";

/** Today as YYYY-MM-DD in the vendor's time zone (the browser's). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The number the next document of a series would take today, as the server formats it (domain
 * numbering); null while the format typed cannot make one.
 */
export function nextNumberExample(n: NumberingValues, today: string): string | null {
  const prefix = n.prefix.trim();
  if (prefix === "" || !(numberDateFormats as readonly string[]).includes(n.date)) return null;
  if (!Number.isInteger(n.number) || n.number < MIN_NUMBER_DIGITS || n.number > MAX_NUMBER_DIGITS) return null;
  const counter = n.counter !== null && Number.isSafeInteger(n.counter) && n.counter >= 1 ? n.counter : 1;
  return formatDocumentNumber({ prefix, date: n.date, number: n.number }, counter, today);
}

/** What a date format prints today ("2026", "2026-03"…): the choice shown by its example; "" for none. */
export function datePartExample(format: NumberDateFormat, today: string): string {
  if (format === "") return "";
  // The domain formats a whole number; the date part is what stands between the prefix and the counter.
  return formatDocumentNumber({ prefix: "X", date: format, number: 1 }, 1, today).slice(2, -2);
}
