import { unwrap } from "@cortege/api-client";
import type { FaqItem, showcaseContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseContentQueryKeys } from "./showcase-content-query-keys.ts";

/** GET vendor/faq?vendorId (response: qas, in their order). */
export async function fetchFaq(vendorId: string): Promise<FaqItem[]> {
  const { qas } = unwrap(
    await apiClient.call<typeof showcaseContract.faq>({
      method: "GET",
      path: "vendor/faq",
      query: { vendorId },
      emptyList: { qas: [] },
    }),
  );
  return [...qas].sort((a, b) => a.position - b.position);
}

export const faqQueryOptions = (vendorId: string) =>
  queryOptions({ queryKey: showcaseContentQueryKeys.faq(vendorId), queryFn: () => fetchFaq(vendorId), enabled: vendorId !== "" });

export function useFaq(vendorId: string) {
  return useQuery(faqQueryOptions(vendorId));
}
