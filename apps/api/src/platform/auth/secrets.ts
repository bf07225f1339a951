import { createHash, createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Without JWT_SECRET, a secret is generated once and kept in DATA_DIR, so sessions survive a
 * restart. Several replicas must share JWT_SECRET (docs/decisions.md).
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as { jwtSecret?: string };
    if (saved.jwtSecret && saved.jwtSecret.length >= 32) return saved.jwtSecret;
  }
  const secret = randomBytes(48).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ jwtSecret: secret }), { mode: 0o600 });
  return secret;
}

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const hmac = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("hex");
export const randomToken = () => randomBytes(32).toString("base64url");
