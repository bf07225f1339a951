import { unwrap } from "@cortege/api-client";
import type { RouteBody, showcaseContract, TeamMember } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";
import { upsertById } from "./upsert-by-id.ts";

export type SaveTeamMemberInput = {
  teamMemberId?: string | undefined;
  body: RouteBody<typeof showcaseContract.createTeamMember>;
};

/** POST vendor/team-members/create, or vendor/team-members/update with the member's id. */
export async function saveTeamMember({ teamMemberId, body }: SaveTeamMemberInput): Promise<TeamMember> {
  return unwrap(
    teamMemberId === undefined
      ? await apiClient.call<typeof showcaseContract.createTeamMember>({
          method: "POST",
          path: "vendor/team-members/create",
          body,
        })
      : await apiClient.call<typeof showcaseContract.updateTeamMember>({
          method: "POST",
          path: "vendor/team-members/update",
          body: { ...body, teamMemberId },
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
