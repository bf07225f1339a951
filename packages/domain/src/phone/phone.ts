import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_PHONE_CODE, groupPhone, phoneDigits } from "./phone-grouping.ts";

export { DEFAULT_PHONE_CODE };

/** Calling code ("33") → a country that uses it, preferring the obvious one for shared codes. */
const preferred: Record<string, CountryCode> = { "1": "US", "7": "RU", "33": "FR", "44": "GB", "262": "RE", "590": "GP" };
export function countryForCallingCode(code: string): CountryCode | undefined {
  const clean = code.replace(/^\+/, "");
  if (preferred[clean]) return preferred[clean];
  return getCountries().find((c) => getCountryCallingCode(c) === clean);
}

/** True when the number is a valid phone number for the given calling code. */
export function isValidPhone(phone: string, phoneCode: string = DEFAULT_PHONE_CODE): boolean {
  const country = countryForCallingCode(phoneCode);
  if (!country) return false;
  const parsed = parsePhoneNumberFromString(phoneDigits(phone), country);
  return parsed?.isValid() ?? false;
}

/**
 * How a phone number is shown. The spec groups 10-digit French numbers in pairs and
 * special-cases the codes 33 and 44; other numbers use the international format.
 */
export function formatPhone(phone: string | undefined | null, phoneCode: string = DEFAULT_PHONE_CODE): string {
  if (!phone) return "";
  const grouped = groupPhone(phone, phoneCode);
  if (grouped !== null) return grouped;
  const country = countryForCallingCode(phoneCode);
  const parsed = country ? parsePhoneNumberFromString(phoneDigits(phone), country) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : phone.trim();
}
