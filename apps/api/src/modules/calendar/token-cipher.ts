import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Google's tokens at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the app secret, so that
 * a copy of the database alone does not give access to the vendors' Google calendars.
 */
export function createTokenCipher(appSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "cortege", "google-oauth-tokens-v1", 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url")}`;
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed.replace(/^v1\./, ""), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
export type TokenCipher = ReturnType<typeof createTokenCipher>;
