import { z } from "zod";

export const textMessages = {
  tooLong: "Ce champ est trop long.",
  invalidCharacter: "Ce champ contient un caractère invalide.",
} as const;

// PostgreSQL refuses NUL in text and jsonb, and jsonb refuses a lone surrogate: refused here, they stay a 400.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasInvalidCharacters = (value: string): boolean => value.includes("\u0000") || LONE_SURROGATE.test(value);

/** True when any string inside the value (keys included) could not be stored. */
export function containsInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasInvalidCharacters(value);
  if (depth > 20 || value === null || typeof value !== "object") return false;
  for (const [key, inner] of Object.entries(value)) {
    if (hasInvalidCharacters(key) || containsInvalidText(inner, depth + 1)) return true;
  }
  return false;
}

/** A trimmed free text: required (with the given message) or optional (empty becomes null). */
export function requiredText(max: number, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, textMessages.tooLong)
    .refine((v) => !hasInvalidCharacters(v), textMessages.invalidCharacter);
}

export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, textMessages.tooLong)
    .refine((v) => !hasInvalidCharacters(v), textMessages.invalidCharacter)
    .nullish()
    .transform((v) => (v ? v : null));
}
