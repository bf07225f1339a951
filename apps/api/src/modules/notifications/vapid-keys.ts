import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The VAPID key pair that signs our push messages: generated once into DATA_DIR and kept, since
 * every browser subscription is bound to the public key it was made with (a new key orphans them).
 */
export function resolveVapidKeys(dataDir: string, subject: string): VapidKeys {
  const file = path.join(dataDir, "vapid.json");
  if (fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (saved.publicKey && saved.privateKey) return { publicKey: saved.publicKey, privateKey: saved.privateKey, subject };
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
