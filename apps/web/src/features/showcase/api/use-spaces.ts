import { unwrap } from "@cortege/api-client";
import type { Space, showcaseContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";

/** GET vendor/space/list?vendorId (response: spaces). */
export async function fetchSpaces(vendorId: string): Promise<Space[]> {
  return unwrap(
    await apiClient.call<typeof showcaseContract.listSpaces>({
      method: "GET",
      path: "vendor/space/list",
      query: { vendorId },
      emptyList: { spaces: [] },
    }),
  ).spaces;
}

export const spacesQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: showcaseQueryKeys.spaces(vendorId),
    queryFn: () => fetchSpaces(vendorId),
    enabled: vendorId !== "",
  });

export function useSpaces(vendorId: string) {
  return useQuery(spacesQueryOptions(vendorId));
}
