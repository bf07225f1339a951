/**
 * Object keys are built by the server from ids and fixed names only: letters, digits, "-", "_" and
 * "." inside segments, no empty or dot-only segment. Checked again by every driver, so that a key
 * can never escape its directory on disk, whatever a caller passes.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
