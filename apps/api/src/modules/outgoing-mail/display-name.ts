/** Longest display name kept: a From line stays readable and within one folded header line. */
const MAX_DISPLAY_NAME = 70;

/**
 * The sender's display name shown to recipients, from the vendor's trade name: control and
 * direction-changing characters (header injection, spoofed reading order), quotes, angle brackets,
 * backslashes and "@" (which would make a name look like another address) removed, spaces
 * collapsed, length bounded. Nodemailer then quotes and encodes what is left. Null when nothing
 * usable remains.
 */
export function displayNameOf(tradeName: string | null | undefined): string | null {
  if (typeof tradeName !== "string") return null;
  const cleaned = tradeName
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/["<>\\@;,]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned === "") return null;
  return cleaned.length > MAX_DISPLAY_NAME ? cleaned.slice(0, MAX_DISPLAY_NAME).trimEnd() : cleaned;
}
