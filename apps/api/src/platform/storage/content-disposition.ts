// RFC 5987 attr-char leaves these to be percent-encoded, and encodeURIComponent does not.
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A plain-ASCII stand-in for clients that ignore filename*: accents dropped, the rest replaced. */
function asciiFallback(filename: string): string {
  const stripped = filename
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_")
    .trim();
  return stripped.length > 0 ? stripped : "fichier";
}

/**
 * A Content-Disposition header (RFC 6266) carrying the user's own file name: an ASCII fallback,
 * then the exact UTF-8 name (RFC 5987), so "Réception été.jpg" downloads under that name.
 */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  return `${kind}; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeExtValue(filename.normalize("NFC"))}`;
}
