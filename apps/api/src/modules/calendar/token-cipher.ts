import { createSecretSealer, type SecretSealer } from "../../platform/crypto/secret-sealer.ts";

/** Google's tokens at rest: a copy of the database alone does not give access to the vendors' Google calendars. */
export const createTokenCipher = (appSecret: string): SecretSealer => createSecretSealer(appSecret, "google-oauth-tokens-v1");
export type TokenCipher = SecretSealer;
