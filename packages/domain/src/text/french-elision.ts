/**
 * « de » before a word, elided the French way: « d'Hélène », « d'avril », « d'Yves », « d'Œuvre »
 * but « de Paul », « de Yann » (a y before a vowel sounds like a consonant), « de « Devis » ».
 * A leading h is taken as mute (« d'Hugo », « d'Hôtel »): the aspirated ones are rare in names.
 */
export function elideDe(word: string): "d'" | "de " {
  const text = word.trimStart().normalize("NFC");
  const first = text.charAt(0).toLowerCase();
  const second = text.charAt(1).toLowerCase();
  if (/^[aeiouàâäéèêëîïôöùûüæœ]$/.test(first)) return "d'";
  if (first === "h" && /^[a-zàâäéèêëîïôöùûüæœ]$/.test(second)) return "d'";
  if (first === "y" && second !== "" && !/^[aeiouàâäéèêëîïôöùûü]$/.test(second)) return "d'";
  return "de ";
}

/** « de Paul », « d'Hélène »: the word with its « de ». */
export const withDe = (word: string): string => `${elideDe(word)}${word.trimStart()}`;
