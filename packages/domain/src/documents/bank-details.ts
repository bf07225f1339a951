/**
 * Bank details printed on documents (part 2 §3 "Quote config": name, bic, countryCode, checkDigits,
 * bankCode, branchCode, accountNumber, ribKey). The checks of reference §4.1: IBAN mod-97 (ISO 13616),
 * BIC format (ISO 9362), French RIB key.
 */
export const bankMessages = {
  ibanInvalid: "L'IBAN est invalide.",
  ibanNotFrench: "Seul un IBAN français (FR ou MC, 27 caractères) peut être enregistré : il contient le RIB imprimé.",
  bicInvalid: "Le BIC est invalide.",
  ribKeyInvalid: "La clé RIB est invalide.",
} as const;

export type BankDetailsParts = {
  name: string | null;
  bic: string | null;
  countryCode: string | null;
  checkDigits: string | null;
  bankCode: string | null;
  branchCode: string | null;
  accountNumber: string | null;
  ribKey: string | null;
};

/** What users paste: "fr76 3000 6000 0112 3456 7890 189" → "FR7630006000011234567890189". */
export const normalizeBankCode = (value: string): string => value.replace(/[\s.-]/g, "").toUpperCase();

/** ISO 13616: the first four characters moved to the end, letters as 10–35, the number mod 97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeBankCode(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  // Digit by digit keeps the remainder small: no big integers needed.
  let remainder = 0;
  for (const char of moved) {
    const code = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362: 4 bank letters, 2 country letters, 2 location characters, an optional 3-character branch. */
export const isValidBic = (value: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBankCode(value));

/** Letters of a French account number as the RIB key counts them (A/J=1, B/K/S=2, …, I/R/Z=9). */
const ribLetters = "123456789123456789234567890";

/** The RIB key: 97 − ((89 × bank + 15 × branch + 3 × account) mod 97), two digits. */
export function ribKeyOf(bankCode: string, branchCode: string, accountNumber: string): string {
  const account = accountNumber.toUpperCase().replace(/[A-Z]/g, (c) => ribLetters[c.charCodeAt(0) - 65] as string);
  const value = (89n * BigInt(bankCode) + 15n * BigInt(branchCode) + 3n * BigInt(account)) % 97n;
  return String(97n - value).padStart(2, "0");
}

export function isValidRib(bankCode: string, branchCode: string, accountNumber: string, ribKey: string): boolean {
  if (!/^\d{5}$/.test(bankCode) || !/^\d{5}$/.test(branchCode) || !/^[A-Z0-9]{11}$/i.test(accountNumber)) return false;
  return /^\d{2}$/.test(ribKey) && ribKeyOf(bankCode, branchCode, accountNumber) === ribKey;
}

type IbanParts = Omit<BankDetailsParts, "name" | "bic">;

/** A French (or Monaco) IBAN cut into the RIB parts the config stores; null when it has not that shape. */
export function splitFrenchIban(value: string): IbanParts | null {
  const match = /^(FR|MC)(\d{2})(\d{5})(\d{5})([A-Z0-9]{11})(\d{2})$/.exec(normalizeBankCode(value));
  if (!match) return null;
  const [, countryCode, checkDigits, bankCode, branchCode, accountNumber, ribKey] = match as unknown as string[];
  return {
    countryCode: countryCode ?? null,
    checkDigits: checkDigits ?? null,
    bankCode: bankCode ?? null,
    branchCode: branchCode ?? null,
    accountNumber: accountNumber ?? null,
    ribKey: ribKey ?? null,
  };
}

/** The IBAN the stored parts make, "" when none are stored. */
export function ibanOf(parts: Partial<IbanParts> | null | undefined): string {
  if (!parts) return "";
  return [parts.countryCode, parts.checkDigits, parts.bankCode, parts.branchCode, parts.accountNumber, parts.ribKey]
    .map((p) => p ?? "")
    .join("");
}

/** "FR76 3000 6000 0112 3456 7890 189": the IBAN grouped by four, as banks print it. */
export const formatIban = (value: string): string =>
  normalizeBankCode(value)
    .replace(/(.{4})/g, "$1 ")
    .trim();

export type BankIssue = { path: string; message: string };

/** The IBAN as typed in a form: empty, or a valid French IBAN whose RIB key is right. */
export function ibanIssue(value: string): string | null {
  const iban = normalizeBankCode(value);
  if (iban === "") return null;
  if (!isValidIban(iban)) return bankMessages.ibanInvalid;
  const parts = splitFrenchIban(iban);
  if (!parts) return bankMessages.ibanNotFrench;
  if (!isValidRib(parts.bankCode ?? "", parts.branchCode ?? "", parts.accountNumber ?? "", parts.ribKey ?? "")) {
    return bankMessages.ribKeyInvalid;
  }
  return null;
}

/**
 * The stored parts checked together: none at all, or a complete RIB whose key is right; with a country
 * code or check digits, the IBAN they make passes mod-97 (the BIC's shape is the schema's).
 */
export function bankDetailsIssues(b: BankDetailsParts): BankIssue[] {
  const issues: BankIssue[] = [];
  const parts = [b.bankCode, b.branchCode, b.accountNumber, b.ribKey];
  if (parts.every((p) => p === null) && b.countryCode === null && b.checkDigits === null) return issues;
  if (parts.some((p) => p === null)) return [...issues, { path: "bankDetails.accountNumber", message: bankMessages.ibanInvalid }];
  const [bank, branch, account, key] = parts as string[];
  if (!isValidRib(bank as string, branch as string, account as string, key as string)) {
    issues.push({ path: "bankDetails.ribKey", message: bankMessages.ribKeyInvalid });
  }
  if (b.countryCode !== null || b.checkDigits !== null) {
    if (!isValidIban(ibanOf(b))) issues.push({ path: "bankDetails.checkDigits", message: bankMessages.ibanInvalid });
  }
  return issues;
}
