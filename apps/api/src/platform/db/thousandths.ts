import { customType } from "drizzle-orm/pg-core";

/** "-1.500" → -1500, without going through floating point. */
export function thousandthsOf(text: string): number {
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
  const milli = Number(whole) * 1000 + Number(fraction.padEnd(3, "0").slice(0, 3));
  return negative ? -milli : milli;
}

/** -1500 → "-1.500": the exact text PostgreSQL stores in a numeric(12, 3). */
export function numericOf(milli: number): string {
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(milli);
  return `${sign}${Math.trunc(abs / 1000)}.${String(abs % 1000).padStart(3, "0")}`;
}

/**
 * A numeric(12, 3) column read and written as an integer of thousandths (quantities: 1.5 → 1500), so that
 * rows reach the code in the units the pricing engine counts in and never as a float or a string.
 */
export const thousandths = customType<{ data: number; driverData: string }>({
  dataType: () => "numeric(12, 3)",
  toDriver: numericOf,
  fromDriver: (value) => thousandthsOf(String(value)),
});
