const units = ["octets", "Ko", "Mo", "Go", "To"] as const;

/**
 * A size as a French user reads it: binary multiples (what file managers show), a decimal comma,
 * at most one decimal, none when whole: 1 536 000 → "1,5 Mo", 20 971 520 → "20 Mo".
 */
export function formatBytesFr(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) {
    const whole = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
    return `${whole} ${whole <= 1 ? "octet" : "octets"}`;
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  let rounded = Math.round(value * 10) / 10;
  // 1 048 575 octets would otherwise read "1024 Ko".
  if (rounded >= 1024 && unit < units.length - 1) {
    rounded = 1;
    unit++;
  }
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace(".", ",");
  return `${text} ${units[unit]}`;
}
