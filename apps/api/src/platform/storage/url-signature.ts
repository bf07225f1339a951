import { createHmac, timingSafeEqual } from "node:crypto";

export type SignedRequest = {
  method: "GET" | "PUT";
  key: string;
  /** Unix time in seconds after which the URL is refused. */
  expires: number;
  /** Exact body size a PUT may carry. */
  size?: number | undefined;
};

/** Derives the URL-signing key from the app secret, so that a JWT never verifies as a URL and back. */
export function deriveUrlSigningSecret(appSecret: string): Buffer {
  return createHmac("sha256", appSecret).update("cortege/storage-url-signing/v1").digest();
}

// JSON leaves no room for two different requests sharing one canonical string.
const canonical = (r: SignedRequest) => JSON.stringify(["v1", r.method, r.key, r.expires, r.size ?? null]);

/** HMAC-SHA256 over key, method, expiry (and size for PUT): what the local driver's URLs carry. */
export function createUrlSigner(secret: Buffer) {
  const mac = (r: SignedRequest) => createHmac("sha256", secret).update(canonical(r)).digest();
  return {
    sign: (r: SignedRequest): string => mac(r).toString("base64url"),
    /** Compares the text itself: base64url has several spellings of the same bytes, only one is ours. */
    verify(r: SignedRequest, signature: string): boolean {
      const given = Buffer.from(signature, "utf8");
      const expected = Buffer.from(mac(r).toString("base64url"), "utf8");
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
