/**
 * French company identifiers (reference: french-invoicing.md §4.1). Pure checks on normalised values:
 * spaces removed, letters upper-cased (see `normalizeIdentifier`).
 */

/** "123 456 789" and "w 123-456 789" as users paste them: spaces, dots and dashes dropped, upper case. */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]+/g, "").toUpperCase();
}

/** Luhn: from the right, every second digit doubled (minus 9 above 9); valid when the sum is a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share one SIREN and do not follow Luhn (only its head office does). */
export const LA_POSTE_SIREN = "356000000";

const digitSum = (digits: string) => [...digits].reduce((sum, d) => sum + Number(d), 0);

/** 9 digits whose Luhn sum is a multiple of 10. */
export function isValidSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && passesLuhn(value);
}

/**
 * 14 digits (SIREN + NIC) passing Luhn; La Poste's SIRETs (SIREN 356000000) pass when the sum of their
 * digits is a multiple of 5 (its head office 35600000000048 also passes Luhn).
 */
export function isValidSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (value.startsWith(LA_POSTE_SIREN) && digitSum(value) % 5 === 0) return true;
  return passesLuhn(value);
}

/** The letter W followed by 9 digits (associations of mainland France). */
export const isValidRnaNumber = (value: string): boolean => /^W\d{9}$/.test(value);

/** 8 to 10 digits (no public checksum exists for GUSO numbers). */
export const isValidGusoNumber = (value: string): boolean => /^\d{8,10}$/.test(value);

/** The numeric key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, "0");
}

/** The intra-community VAT number of a SIREN, with its numeric key: 732829320 → FR44732829320. */
export function frenchVatNumber(siren: string): string {
  return `FR${frenchVatKey(siren)}${siren}`;
}

export type VatNumberCheck =
  /** FR + the key computed from a valid SIREN + that SIREN. */
  | { status: "valid"; siren: string }
  /** An old alphanumeric key: accepted, to be checked by hand or on VIES. */
  | { status: "unverifiable-key"; siren: string }
  /** Another EU country's number: only its general shape is checked here. */
  | { status: "foreign" }
  | { status: "invalid-format" }
  | { status: "invalid-siren" }
  | { status: "wrong-key" };

/**
 * Checks an intra-community VAT number. A French one is `FR` + a 2-character key + the SIREN; a valid key
 * proves consistency, not registration (VIES does that).
 */
export function checkVatNumber(value: string): VatNumberCheck {
  if (!value.startsWith("FR")) {
    return /^(?!FR)[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(value) ? { status: "foreign" } : { status: "invalid-format" };
  }
  const match = /^FR([0-9A-Z]{2})(\d{9})$/.exec(value);
  if (!match) return { status: "invalid-format" };
  const [, key, siren] = match as unknown as [string, string, string];
  if (!isValidSiren(siren)) return { status: "invalid-siren" };
  if (/^\d{2}$/.test(key)) return key === frenchVatKey(siren) ? { status: "valid", siren } : { status: "wrong-key" };
  // Old alphanumeric keys (letters other than I and O) predate the numeric formula.
  return /^[0-9A-HJ-NP-Z]{2}$/.test(key) ? { status: "unverifiable-key", siren } : { status: "invalid-format" };
}
