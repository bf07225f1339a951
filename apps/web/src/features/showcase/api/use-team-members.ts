import { unwrap } from "@cortege/api-client";
import type { showcaseContract, TeamMember } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";

/** GET vendor/team-members?vendorId (response: teamMembers). */
export async function fetchTeamMembers(vendorId: string): Promise<TeamMember[]> {
  return unwrap(
    await apiClient.call<typeof showcaseContract.listTeamMembers>({
      method: "GET",
      path: "vendor/team-members",
      query: { vendorId },
      emptyList: { teamMembers: [] },
    }),
  ).teamMembers;
}

export const teamMembersQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: showcaseExtraQueryKeys.teamMembers(vendorId),
    queryFn: () => fetchTeamMembers(vendorId),
    enabled: vendorId !== "",
  });

export function useTeamMembers(vendorId: string) {
  return useQuery(teamMembersQueryOptions(vendorId));
}
