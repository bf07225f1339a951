import { route } from "../routes/route-contract.ts";
import {
  bankAcceptSchema,
  bankImportSchema,
  bankImportWireSchema,
  bankSuggestionsWireSchema,
  transactionDeleteResponseSchema,
  transactionQuerySchema,
} from "./bank-route-schemas.ts";
import {
  transactionConfigQuerySchema,
  transactionConfigUpdateSchema,
  transactionConfigWireSchema,
  transactionCreateSchema,
  transactionDeleteSchema,
  transactionExportQuerySchema,
  transactionExportWireSchema,
  transactionListQuerySchema,
  transactionListWireSchema,
  transactionSearchBodySchema,
  transactionSearchQuerySchema,
  transactionStatsQuerySchema,
  transactionStatsWireSchema,
  transactionUpdateSchema,
  transactionWireSchema,
  vendorOnlyBodySchema,
} from "./transaction-schemas.ts";

/** The transactions module's routes (part 2 §7 Transactions, then bank statements): the API registers them from here. */
export const transactionsContract = {
  list: route({
    method: "GET",
    path: "transaction/list",
    query: transactionListQuerySchema,
    response: transactionListWireSchema,
  }),
  get: route({ method: "GET", path: "transaction", query: transactionQuerySchema, response: transactionWireSchema }),
  stats: route({
    method: "GET",
    path: "transaction/stats",
    query: transactionStatsQuerySchema,
    response: transactionStatsWireSchema,
  }),
  search: route({
    method: "POST",
    path: "transaction/search",
    query: transactionSearchQuerySchema,
    body: transactionSearchBodySchema,
    response: transactionListWireSchema,
  }),
  create: route({ method: "POST", path: "transaction/create", body: transactionCreateSchema, response: transactionWireSchema }),
  update: route({ method: "POST", path: "transaction/update", body: transactionUpdateSchema, response: transactionWireSchema }),
  delete: route({
    method: "POST",
    path: "transaction/delete",
    body: transactionDeleteSchema,
    response: transactionDeleteResponseSchema,
  }),
  config: route({
    method: "GET",
    path: "transaction/config",
    query: transactionConfigQuerySchema,
    response: transactionConfigWireSchema,
  }),
  resetCategories: route({
    method: "POST",
    path: "transaction/config/reset-categories",
    body: vendorOnlyBodySchema,
    response: transactionConfigWireSchema,
  }),
  updateConfig: route({
    method: "POST",
    path: "transaction/config/update",
    body: transactionConfigUpdateSchema,
    response: transactionConfigWireSchema,
  }),
  export: route({
    method: "GET",
    path: "transaction/export",
    query: transactionExportQuerySchema,
    response: transactionExportWireSchema,
  }),
  bankImport: route({ method: "POST", path: "transaction/bank/import", body: bankImportSchema, response: bankImportWireSchema }),
  bankSuggestions: route({
    method: "GET",
    path: "transaction/bank/suggestions",
    query: transactionConfigQuerySchema,
    response: bankSuggestionsWireSchema,
  }),
  bankAccept: route({ method: "POST", path: "transaction/bank/accept", body: bankAcceptSchema, response: transactionWireSchema }),
} as const;
