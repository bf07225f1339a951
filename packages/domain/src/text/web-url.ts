import { z } from "zod";

/**
 * What a vendor types in a website or social field, as an address the browser can open: people
 * write « monsite.fr » or « www.instagram.com/lasalle » far more often than « https://… », so an
 * address without a scheme gets https:// (every site of the field serves it). An explicit http://
 * stays. Anything else (another scheme, spaces, no dotted host) is refused.
 */
export function normalizeWebUrl(input: string): string | null {
  const text = input.trim();
  if (text === "") return "";
  let candidate: string;
  if (/^https?:\/\//i.test(text)) candidate = text;
  else if (text.startsWith("//")) candidate = `https:${text}`;
  // « mailto: », « javascript: », « ftp:// »… are not websites; « monsite.fr:8080 » is.
  else if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return null;
  else candidate = `https://${text}`;
  if (/\s/.test(candidate) || !URL.canParse(candidate)) return null;
  const { hostname } = new URL(candidate);
  // A host with a dot and a label after it: « monsite » alone is a typo, not a site.
  if (!/^[^.]+(\.[^.]+)*\.[a-z\u00a1-\uffff0-9-]{2,}$/i.test(hostname)) return null;
  return candidate;
}

/**
 * A zod string that accepts an address with or without https:// and gives it back with one. "" stays "".
 * The refusal is a refinement, not a failed transform: a failed transform aborts the whole object, so its other
 * rules (capacities, dates across fields) would stay silent until this field is fixed.
 */
export const webUrlText = (message: string, max = 2000) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => normalizeWebUrl(value) !== null, message)
    .transform((value) => normalizeWebUrl(value) ?? value);
