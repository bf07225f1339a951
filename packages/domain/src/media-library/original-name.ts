/**
 * The name a user gave a file, as kept for display and downloads: the last path segment (some
 * browsers send "C:\fakepath\…"), composed Unicode (macOS sends decomposed accents), no control
 * characters, trimmed. It never becomes a storage key.
 */
export function toOriginalName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? "";
  return lastSegment
    .normalize("NFC")
    .replace(/\p{Cc}/gu, "")
    .trim();
}
