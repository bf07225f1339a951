/**
 * Lower case without diacritics ("Séminaire" → "seminaire"), the same folding the database applies
 * with unaccent, so that a search typed without accents finds the accented word.
 */
export function foldAccents(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "OE")
    .replace(/æ/g, "ae")
    .replace(/Æ/g, "AE")
    .toLowerCase();
}
