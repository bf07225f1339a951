import { unwrap } from "@cortege/api-client";
import type { showcaseContract, TeamMember } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { apiClient } from "../../../lib/session/api.ts";
import { TEAM_MEMBER_CATEGORY } from "./accommodation-photos-folder.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";

/** POST vendor/team-members/delete, then the member's photo (a failure there only leaves an orphan file). */
export async function deleteTeamMember(vendorId: string, member: TeamMember): Promise<void> {
  unwrap(
    await apiClient.call<typeof showcaseContract.deleteTeamMember>({
      method: "POST",
      path: "vendor/team-members/delete",
      body: { vendorId, teamMemberId: member.teamMemberId },
    }),
  );
  if (member.image) await mediaLibraryApi.delete({ vendorId, category: TEAM_MEMBER_CATEGORY, filenames: [member.image] });
}

export function useDeleteTeamMember(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: TeamMember) => deleteTeamMember(vendorId, member),
    onSuccess: (_nothing, member) => {
      queryClient.setQueryData<TeamMember[]>(showcaseExtraQueryKeys.teamMembers(vendorId), (list) =>
        list?.filter((m) => m.teamMemberId !== member.teamMemberId),
      );
      void queryClient.invalidateQueries({ queryKey: showcaseExtraQueryKeys.teamMembers(vendorId) });
    },
  });
}
