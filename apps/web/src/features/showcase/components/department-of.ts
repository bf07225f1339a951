/**
 * The département of a French postcode, for an address typed by hand (the address search gives it):
 * overseas postcodes (97x, 98x) name it with three digits, Corsica (20xxx) splits at 20200 into 2A and 2B.
 * Anything else than five digits gives nothing.
 */
export function departmentOf(postalCode: string): string | null {
  const code = postalCode.trim();
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith("97") || code.startsWith("98")) return code.slice(0, 3);
  if (code.startsWith("20")) return Number(code) < 20200 ? "2A" : "2B";
  if (code.startsWith("00")) return null;
  return code.slice(0, 2);
}
