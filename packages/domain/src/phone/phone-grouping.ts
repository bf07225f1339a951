export const DEFAULT_PHONE_CODE = "33";

export function phoneDigits(value: string): string {
  return value.replace(/[^\d+]/g, "");
}

function pairs(digits: string): string {
  return digits.replace(/(\d{2})(?=\d)/g, "$1 ");
}

/**
 * The spec's groupings that need no phone metadata: 10-digit French numbers in pairs, British numbers 5 + 6, and a
 * French or British number that doesn't fit shown as typed. Null for the other calling codes, which formatPhone
 * formats with libphonenumber-js — kept apart so that a screen showing French numbers doesn't download it.
 */
export function groupPhone(phone: string, phoneCode: string = DEFAULT_PHONE_CODE): string | null {
  const code = phoneCode.replace(/^\+/, "");
  const raw = phoneDigits(phone);
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
  return null;
}
