import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets the app must read back (third parties' tokens, passwords) at rest: AES-256-GCM with a key derived
 * (HKDF-SHA256) from the app secret — JWT_SECRET or DATA_DIR's secret file, never in the database — under a
 * label of its own per use, so that a copy of the database alone reveals nothing and one use's key is not
 * another's. Sealed form: `v1.` + base64url(iv 12 bytes, tag 16 bytes, data).
 */
export function createSecretSealer(appSecret: string, label: string) {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "cortege", label, 32));
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
export type SecretSealer = ReturnType<typeof createSecretSealer>;
