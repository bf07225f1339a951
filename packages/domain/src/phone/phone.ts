import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

export const DEFAULT_PHONE_CODE = "33";

/** Calling code ("33") → a country that uses it, preferring the obvious one for shared codes. */
const preferred: Record<string, CountryCode> = { "1": "US", "7": "RU", "33": "FR", "44": "GB", "262": "RE", "590": "GP" };
export function countryForCallingCode(code: string): CountryCode | undefined {
  const clean = code.replace(/^\+/, "");
  if (preferred[clean]) return preferred[clean];
  return getCountries().find((c) => getCountryCallingCode(c) === clean);
}

function digitsOnly(value: string): string {
  return value.replace(/[^\d+]/g, "");
}

/** True when the number is a valid phone number for the given calling code. */
export function isValidPhone(phone: string, phoneCode: string = DEFAULT_PHONE_CODE): boolean {
  const country = countryForCallingCode(phoneCode);
  if (!country) return false;
  const parsed = parsePhoneNumberFromString(digitsOnly(phone), country);
  return parsed?.isValid() ?? false;
}

function pairs(digits: string): string {
  return digits.replace(/(\d{2})(?=\d)/g, "$1 ");
}

/**
 * How a phone number is shown. The spec groups 10-digit French numbers in pairs and
 * special-cases the codes 33 and 44; other numbers use the international format.
 */
export function formatPhone(phone: string | undefined | null, phoneCode: string = DEFAULT_PHONE_CODE): string {
  if (!phone) return "";
  const code = phoneCode.replace(/^\+/, "");
  const raw = digitsOnly(phone);
  if (code === "33") {
    let national = raw.replace(/^\+33|^0033/, "0");
    if (/^[1-9]\d{8}$/.test(national)) national = `0${national}`;
    if (/^0\d{9}$/.test(national)) return pairs(national);
    return phone.trim();
  }
  if (code === "44") {
    let national = raw.replace(/^\+44|^0044/, "0");
    if (/^[1-9]\d{9}$/.test(national)) national = `0${national}`;
    if (/^0\d{10}$/.test(national)) return `${national.slice(0, 5)} ${national.slice(5)}`;
    return phone.trim();
  }
  const country = countryForCallingCode(code);
  const parsed = country ? parsePhoneNumberFromString(raw, country) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : phone.trim();
}
