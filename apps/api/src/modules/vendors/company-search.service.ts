import { type CompanySearchResult, publicSearchErrors } from "@cortege/domain";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../platform/errors/app-error.ts";
import type { CompanySearchClient } from "../../platform/public-apis/company-search-client.ts";
import { PublicApiError } from "../../platform/public-apis/fetch-json.ts";

/** Company search for the company forms: the public register, its failures worded for the user. */
export function createCompanySearchService({ client, log }: { client: CompanySearchClient; log: FastifyBaseLogger }) {
  return {
    async search(term: string): Promise<CompanySearchResult[]> {
      try {
        return await client.search(term);
      } catch (error) {
        if (!(error instanceof PublicApiError)) throw error;
        log.warn({ failure: error.failure, status: error.status }, `company search failed: ${error.message}`);
        const { code, message } = publicSearchErrors.companySearchUnavailable;
        throw new AppError(503, code, message);
      }
    },
  };
}
export type CompanySearchService = ReturnType<typeof createCompanySearchService>;
