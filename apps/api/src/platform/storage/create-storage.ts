import path from "node:path";
import type { Config } from "../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";
import { deriveUrlSigningSecret } from "./url-signature.ts";

/** S3 when S3_BUCKET is set; otherwise DATA_DIR/files, signed with a key derived from the app secret. */
export function createStorage(config: Pick<Config, "s3" | "dataDir" | "publicUrl">, appSecret: string): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage({
    root: path.join(config.dataDir, "files"),
    signingSecret: deriveUrlSigningSecret(appSecret),
    publicUrl: config.publicUrl,
  });
}
