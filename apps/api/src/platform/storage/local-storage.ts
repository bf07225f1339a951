import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LOCAL_OBJECT_ROUTE, localFileRoutes } from "./local-file-routes.ts";
import { assertSafeKey } from "./object-keys.ts";
import { type ObjectMetadata, type Storage, StorageError } from "./storage.ts";
import { createUrlSigner } from "./url-signature.ts";

const META_SUFFIX = ".meta.json";
/** Beside an upload key whose URL may no longer write (its file was confirmed and moved). */
const SEALED_SUFFIX = ".sealed";
const DEFAULT_METADATA: ObjectMetadata = { contentType: "application/octet-stream", contentDisposition: "attachment" };

export type LocalStorageOptions = {
  /** DATA_DIR/files in production. */
  root: string;
  /** Derived from the app secret (url-signature.ts). */
  signingSecret: Buffer;
  /** PUBLIC_URL when set; otherwise URLs are root-relative, resolved by the browser against the app. */
  publicUrl?: string | undefined;
  now?: () => number;
};

export type LocalStorage = Storage & {
  readonly driver: "local";
  /** Absolute path of a key's file, checked to stay under the root. */
  filePath(key: string): string;
  readMetadata(key: string): Promise<ObjectMetadata>;
  /** Whether the key's upload URL was closed (sealUpload). */
  isSealed(key: string): Promise<boolean>;
  /** Moves a fully received upload into place, replacing any previous bytes at the key. */
  commitUpload(tempFile: string, key: string): Promise<void>;
  tempFile(): string;
  now(): number;
  signer: ReturnType<typeof createUrlSigner>;
};

async function removeEmptyParents(dir: string, root: string): Promise<void> {
  let current = dir;
  while (current.startsWith(root + path.sep)) {
    try {
      await fs.promises.rmdir(current);
    } catch {
      return; // not empty (or already gone): stop climbing
    }
    current = path.dirname(current);
  }
}

/** Files under DATA_DIR/files, served by the API itself through HMAC-signed, expiring URLs. */
export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const root = path.resolve(options.root);
  const uploadsDir = path.join(root, ".uploads");
  fs.mkdirSync(uploadsDir, { recursive: true });
  const signer = createUrlSigner(options.signingSecret);
  const now = options.now ?? (() => Date.now());
  const base = `${(options.publicUrl ?? "").replace(/\/+$/, "")}/api${LOCAL_OBJECT_ROUTE}`;

  function filePath(key: string): string {
    const file = path.resolve(root, assertSafeKey(key));
    if (!file.startsWith(root + path.sep)) throw new Error("storage key escapes the root");
    return file;
  }

  async function writeAtomically(file: string, body: Buffer | string): Promise<void> {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = path.join(uploadsDir, randomBytes(12).toString("hex"));
    await fs.promises.writeFile(temp, body);
    await fs.promises.rename(temp, file);
  }

  function signedUrl(method: "GET" | "PUT", key: string, expiresInSeconds: number, size?: number) {
    const expires = Math.floor(now() / 1000) + expiresInSeconds;
    const signature = signer.sign({ method, key: assertSafeKey(key), expires, size });
    const query = new URLSearchParams({
      expires: String(expires),
      ...(size === undefined ? {} : { size: String(size) }),
      signature,
    });
    return { url: `${base}/${key}?${query}`, expiresAt: new Date(expires * 1000) };
  }

  const storage: LocalStorage = {
    driver: "local",
    signer,
    now,
    filePath,
    tempFile: () => path.join(uploadsDir, randomBytes(12).toString("hex")),
    async signUpload(key, { size, expiresInSeconds }) {
      return signedUrl("PUT", key, expiresInSeconds, size);
    },
    async signDownload(key, { expiresInSeconds }) {
      return signedUrl("GET", key, expiresInSeconds);
    },
    async size(key) {
      try {
        const stat = await fs.promises.stat(filePath(key));
        return stat.isFile() ? stat.size : null;
      } catch {
        return null;
      }
    },
    async read(key, maxBytes) {
      const size = await storage.size(key);
      if (size === null) throw new StorageError("missing", `no object at ${key}`);
      if (size > maxBytes) throw new StorageError("too-large", `${key} holds ${size} bytes`);
      return fs.promises.readFile(filePath(key));
    },
    async write(key, body, metadata) {
      await writeAtomically(filePath(key), body);
      await writeAtomically(`${filePath(key)}${META_SUFFIX}`, JSON.stringify(metadata));
    },
    async setMetadata(key, metadata) {
      await writeAtomically(`${filePath(key)}${META_SUFFIX}`, JSON.stringify(metadata));
    },
    async readMetadata(key) {
      try {
        const parsed = JSON.parse(await fs.promises.readFile(`${filePath(key)}${META_SUFFIX}`, "utf8")) as ObjectMetadata;
        return { ...DEFAULT_METADATA, ...parsed };
      } catch {
        return DEFAULT_METADATA;
      }
    },
    async sealUpload(key) {
      // The marker first, then the bytes go: a PUT arriving in between is refused, not half-kept.
      const file = filePath(key);
      await writeAtomically(`${file}${SEALED_SUFFIX}`, "");
      await fs.promises.rm(file, { force: true });
      await fs.promises.rm(`${file}${META_SUFFIX}`, { force: true });
    },
    async isSealed(key) {
      return fs.promises
        .stat(`${filePath(key)}${SEALED_SUFFIX}`)
        .then(() => true)
        .catch(() => false);
    },
    async commitUpload(tempFile, key) {
      const file = filePath(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.rename(tempFile, file);
      await fs.promises.rm(`${file}${META_SUFFIX}`, { force: true });
    },
    async copy(fromKey, toKey) {
      const to = filePath(toKey);
      await fs.promises.mkdir(path.dirname(to), { recursive: true });
      await fs.promises.copyFile(filePath(fromKey), to);
      await fs.promises.copyFile(`${filePath(fromKey)}${META_SUFFIX}`, `${to}${META_SUFFIX}`).catch(() => {});
    },
    async remove(keys) {
      for (const key of keys) {
        const file = filePath(key);
        await fs.promises.rm(file, { force: true });
        await fs.promises.rm(`${file}${META_SUFFIX}`, { force: true });
        await fs.promises.rm(`${file}${SEALED_SUFFIX}`, { force: true });
        await removeEmptyParents(path.dirname(file), root);
      }
    },
    close: async () => {},
  };
  storage.routes = localFileRoutes(storage);
  return storage;
}
