import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createUrlSigner, deriveUrlSigningSecret, type SignedRequest } from "./url-signature.ts";

const signer = createUrlSigner(randomBytes(32));
const base: SignedRequest = { method: "PUT", key: "vendors/a/Medias/_/_/f/original", expires: 1_800_000_000, size: 1234 };
const signature = signer.sign(base);

describe("URL signatures", () => {
  it("verify what they signed", () => {
    expect(signer.verify(base, signature)).toBe(true);
  });

  it.each([
    ["another method", { ...base, method: "GET" as const }],
    ["another key", { ...base, key: "vendors/b/Medias/_/_/f/original" }],
    ["a later expiry", { ...base, expires: base.expires + 1 }],
    ["another size", { ...base, size: 1235 }],
    ["no size", { ...base, size: undefined }],
  ])("refuse %s", (_label, changed) => {
    expect(signer.verify(changed, signature)).toBe(false);
  });

  it("refuse any other spelling of the signature, and another secret's", () => {
    const last = signature.at(-1) === "A" ? "B" : "A";
    expect(signer.verify(base, `${signature.slice(0, -1)}${last}`)).toBe(false);
    expect(signer.verify(base, `${signature}=`)).toBe(false);
    expect(signer.verify(base, "")).toBe(false);
    expect(createUrlSigner(randomBytes(32)).verify(base, signature)).toBe(false);
  });

  it("derive a key of their own from the app secret", () => {
    const secret = "s".repeat(48);
    expect(deriveUrlSigningSecret(secret).equals(deriveUrlSigningSecret(secret))).toBe(true);
    expect(deriveUrlSigningSecret(secret).equals(Buffer.from(secret))).toBe(false);
    expect(deriveUrlSigningSecret(secret).equals(deriveUrlSigningSecret(`${secret}x`))).toBe(false);
  });
});
