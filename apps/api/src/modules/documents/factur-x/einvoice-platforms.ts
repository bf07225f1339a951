import type { EinvoicePlatformWire } from "@cortege/domain";
import { createSecretSealer } from "../../../platform/crypto/secret-sealer.ts";
import type { Db } from "../../../platform/db/database.ts";
import { createEinvoicePlatformAccountsRepository } from "./einvoice-platform-accounts.repository.ts";
import { createHttpPaConnector, type PaConnector, type PaSettings } from "./pa-connector.ts";

/**
 * Which plateforme agréée a vendor deposits on, with whose credentials. The server is wired to one PA
 * (EINVOICE_PA_URL: the connector speaks its API); each vendor has its own account there and pastes the
 * API token the PA gave it in the invoices' « Plateforme agréée » card. The token is sealed at rest (a copy
 * of the database alone reveals none). A server-wide EINVOICE_PA_TOKEN, when set, serves the vendors
 * without a token of their own (a server run for one vendor). The vendor never types an address: the
 * server calls only the PA it was configured with.
 */
export type EinvoicePlatforms = {
  connectorFor(vendorId: string): Promise<PaConnector | undefined>;
  account(vendorId: string): Promise<EinvoicePlatformWire>;
  /** false when this server has no PA at all (nothing to save a token for). */
  available: boolean;
  saveToken(vendorId: string, token: string): Promise<EinvoicePlatformWire>;
  removeToken(vendorId: string): Promise<EinvoicePlatformWire>;
};

const hintOf = (token: string) => `…${token.slice(-4)}`;

export function createEinvoicePlatforms(deps: {
  db: Db;
  settings: PaSettings | undefined;
  appSecret: string;
  connector?: (settings: { url: string; token: string }) => PaConnector;
}): EinvoicePlatforms {
  const repo = createEinvoicePlatformAccountsRepository();
  const sealer = createSecretSealer(deps.appSecret, "einvoice-platform-token-v1");
  const connect = deps.connector ?? createHttpPaConnector;
  const settings = deps.settings;

  const account = async (vendorId: string): Promise<EinvoicePlatformWire> => {
    if (!settings) return { available: false, configured: false, tokenHint: null };
    const own = await repo.get(deps.db, vendorId);
    return { available: true, configured: own !== null || Boolean(settings.token), tokenHint: own?.tokenHint ?? null };
  };

  return {
    available: settings !== undefined,
    account,
    async connectorFor(vendorId) {
      if (!settings) return undefined;
      const own = await repo.get(deps.db, vendorId);
      const token = own ? sealer.open(own.tokenSealed) : settings.token;
      return token ? connect({ url: settings.url, token }) : undefined;
    },
    async saveToken(vendorId, token) {
      await repo.save(deps.db, vendorId, sealer.seal(token), hintOf(token));
      return account(vendorId);
    },
    async removeToken(vendorId) {
      await repo.remove(deps.db, vendorId);
      return account(vendorId);
    },
  };
}
