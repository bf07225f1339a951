/**
 * Phone numbers are stored as typed (« 06 12 34 56 78 », « +33 6 12 34 56 78 », « 0612345678 »), so
 * a search compares digits in one canonical form on both sides: separators dropped, a French
 * international prefix (+33, 0033) turned into the national 0, another country's + or 00 dropped.
 * The same rule runs in SQL over the stored contacts (phoneSearchSql in the clients repository).
 */
export function canonicalPhoneDigits(value: string): string {
  const compact = value.replace(/[^\d+]/g, "");
  return compact
    .replace(/^(\+|00)33(?=\d)/, "0")
    .replace(/^(\+|00)/, "")
    .replace(/\+/g, "");
}

/** At least this many digits before a search term is read as (part of) a phone number. */
export const MIN_PHONE_SEARCH_DIGITS = 4;

/**
 * The digits to look for when a search term is a phone number or a piece of one (only digits,
 * spaces, dots, dashes, slashes, parentheses and a leading +), else null. A bare « 33 6… » of 11
 * digits also reads as +33.
 */
export function phoneSearchDigits(term: string): string[] | null {
  const text = term.trim();
  if (!/^\+?[\d\s.\-/()]+$/.test(text)) return null;
  const digits = canonicalPhoneDigits(text);
  if (digits.length < MIN_PHONE_SEARCH_DIGITS) return null;
  const forms = [digits];
  if (/^33[1-9]\d{8}$/.test(digits)) forms.push(`0${digits.slice(2)}`);
  return forms;
}
