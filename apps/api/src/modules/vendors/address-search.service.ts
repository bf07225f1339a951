import { type AddressSearchResult, publicSearchErrors } from "@cortege/domain";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../platform/errors/app-error.ts";
import type { AddressSearchClient } from "../../platform/public-apis/address-search-client.ts";
import { PublicApiError } from "../../platform/public-apis/fetch-json.ts";

/** Address autocompletion for the address forms: the Géoplateforme, its failures worded for the user. */
export function createAddressSearchService({ client, log }: { client: AddressSearchClient; log: FastifyBaseLogger }) {
  return {
    async search(term: string): Promise<AddressSearchResult[]> {
      try {
        return await client.search(term);
      } catch (error) {
        if (!(error instanceof PublicApiError)) throw error;
        log.warn({ failure: error.failure, status: error.status }, `address search failed: ${error.message}`);
        const { code, message } = publicSearchErrors.addressSearchUnavailable;
        throw new AppError(503, code, message);
      }
    },
  };
}
export type AddressSearchService = ReturnType<typeof createAddressSearchService>;
