import { unwrap } from "@cortege/api-client";
import type { documentsContract, RouteAnswer } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { quoteConfigQueryKeys } from "./quote-config-query-keys.ts";

/** A document as the lists answer it (amounts in euros, dates YYYY-MM-DD). */
export type ClientDocument = RouteAnswer<typeof documentsContract.listByClient>["quotes"][number];

/** GET quote/client/list {clientId, vendorId}: every document of the client, of every type. */
export async function fetchClientDocuments(vendorId: string, clientId: string): Promise<ClientDocument[]> {
  const answer = unwrap(
    await apiClient.call<typeof documentsContract.listByClient>({
      method: "GET",
      path: "quote/client/list",
      query: { vendorId, clientId },
      emptyList: { quotes: [] },
    }),
  );
  return answer.quotes;
}

export const clientDocumentsQueryOptions = (vendorId: string, clientId: string) =>
  queryOptions({
    queryKey: quoteConfigQueryKeys.clientDocuments(vendorId, clientId),
    queryFn: () => fetchClientDocuments(vendorId, clientId),
    enabled: vendorId !== "" && clientId !== "",
  });

export function useClientDocuments(vendorId: string, clientId: string) {
  return useQuery(clientDocumentsQueryOptions(vendorId, clientId));
}
