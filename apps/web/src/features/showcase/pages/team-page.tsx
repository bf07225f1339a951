import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import { useMemo } from "react";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { TEAM_MEMBER_CATEGORY } from "../api/accommodation-photos-folder.ts";
import { useDeleteTeamMember } from "../api/use-delete-team-member.ts";
import { usePictures } from "../api/use-pictures.ts";
import { useTeamMembers } from "../api/use-team-members.ts";
import { ShowcaseCollectionPage } from "../components/showcase-collection-page.tsx";
import { TeamMemberCard } from "../components/team-member-card.tsx";
import { TeamMemberPanel } from "../components/team-member-panel.tsx";

/** /vitrine/equipe: the people couples will deal with, in the order they were added. */
export function TeamPage() {
  const vendorId = useVendorId();
  const members = useTeamMembers(vendorId);
  const remove = useDeleteTeamMember(vendorId);
  const imageIds = useMemo(() => (members.data ?? []).flatMap((m) => (m.image ? [m.image] : [])), [members.data]);
  const pictures = usePictures(vendorId, TEAM_MEMBER_CATEGORY, imageIds);

  return (
    <ShowcaseCollectionPage
      i18nPrefix="team"
      query={members}
      items={members.data ?? []}
      getId={(member) => member.teamMemberId}
      panel={{ param: "membre", newValue: "nouveau" }}
      remove={remove}
      named={(member) => ({ name: `${member.firstname} ${member.lastname}` })}
      emptyIcon={<GroupsOutlined />}
      gridTemplateColumns={{ xs: "1fr", md: "1fr 1fr" }}
      renderCard={(member, actions) => (
        <TeamMemberCard member={member} picture={member.image ? pictures.data?.get(member.image) : undefined} {...actions} />
      )}
      renderPanel={(member, { onClose }) => <TeamMemberPanel vendorId={vendorId} member={member} onClose={onClose} />}
    />
  );
}
