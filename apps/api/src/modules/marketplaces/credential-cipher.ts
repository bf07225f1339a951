import { createSecretSealer, type SecretSealer } from "../../platform/crypto/secret-sealer.ts";

/** Marketplace passwords and sessions at rest: a copy of the database alone reveals no password. */
export const createCredentialCipher = (appSecret: string): SecretSealer =>
  createSecretSealer(appSecret, "marketplace-credentials-v1");
export type CredentialCipher = SecretSealer;
