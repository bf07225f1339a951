import { unwrap } from "@cortege/api-client";
import type { TeamMember } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";
import { upsertById } from "./upsert-by-id.ts";

export type SaveTeamMemberInput = { teamMemberId?: string | undefined; body: Record<string, unknown> };

/** POST vendor/team-members/create, or vendor/team-members/update with the member's id. */
export async function saveTeamMember({ teamMemberId, body }: SaveTeamMemberInput): Promise<TeamMember> {
  return unwrap(
    await apiClient.request<TeamMember>({
      method: "POST",
      path: teamMemberId === undefined ? "vendor/team-members/create" : "vendor/team-members/update",
      body: teamMemberId === undefined ? body : { ...body, teamMemberId },
    }),
  );
}

export function useSaveTeamMember(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamMember,
    onSuccess: (saved) => {
      queryClient.setQueryData<TeamMember[]>(showcaseExtraQueryKeys.teamMembers(vendorId), (list) =>
        upsertById(list, saved, "teamMemberId"),
      );
      void queryClient.invalidateQueries({ queryKey: showcaseExtraQueryKeys.teamMembers(vendorId) });
    },
  });
}
