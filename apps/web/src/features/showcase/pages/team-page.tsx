import type { TeamMember } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../clients/api/use-vendor-id.ts";
import { TEAM_MEMBER_CATEGORY } from "../api/accommodation-photos-folder.ts";
import { useDeleteTeamMember } from "../api/use-delete-team-member.ts";
import { usePictures } from "../api/use-pictures.ts";
import { useTeamMembers } from "../api/use-team-members.ts";
import { ShowcasePageHeader } from "../components/showcase-page-header.tsx";
import { TeamMemberCard } from "../components/team-member-card.tsx";
import { TeamMemberPanel } from "../components/team-member-panel.tsx";
import { usePanelParam } from "../components/use-panel-param.ts";

/** /vitrine/equipe: the people couples will deal with, in the order they were added. */
export function TeamPage() {
  const { t } = useTranslation("showcase");
  const vendorId = useVendorId();
  const notify = useNotify();
  const members = useTeamMembers(vendorId);
  const remove = useDeleteTeamMember(vendorId);
  const panel = usePanelParam("membre", "nouveau");
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const list = members.data ?? [];
  const imageIds = useMemo(() => (members.data ?? []).flatMap((m) => (m.image ? [m.image] : [])), [members.data]);
  const pictures = usePictures(vendorId, TEAM_MEMBER_CATEGORY, imageIds);
  const editing = panel.openedId ? list.find((m) => m.teamMemberId === panel.openedId) : undefined;
  const panelOpen = panel.isNew || editing !== undefined;
  const nameOf = (m: TeamMember | null) => (m ? `${m.firstname} ${m.lastname}` : "");
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={panel.openNew}>
      {t("team.add")}
    </Button>
  );

  const body = () => {
    if (members.isPending) return <PageLoader />;
    if (members.isError) return <LoadError error={members.error} onRetry={() => void members.refetch()} />;
    if (list.length === 0) {
      return <EmptyState icon={<GroupsOutlined />} title={t("team.emptyTitle")} text={t("team.empty")} action={addButton} />;
    }
    return (
      <Box
        component="ul"
        aria-label={t("team.listLabel")}
        sx={{ m: 0, p: 0, display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}
      >
        {list.map((member) => (
          <TeamMemberCard
            key={member.teamMemberId}
            member={member}
            picture={member.image ? pictures.data?.get(member.image) : undefined}
            onEdit={() => panel.openId(member.teamMemberId)}
            onDelete={() => {
              remove.reset();
              setDeleting(member);
              setConfirmOpen(true);
            }}
          />
        ))}
      </Box>
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <ShowcasePageHeader title={t("team.title")} intro={t("team.intro")} action={list.length > 0 ? addButton : null} />
      {body()}
      {panelOpen ? (
        <TeamMemberPanel key={editing?.teamMemberId ?? "nouveau"} vendorId={vendorId} member={editing} onClose={panel.close} />
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        title={t("team.deleteTitle")}
        text={t("team.deleteText", { name: nameOf(deleting) })}
        confirmLabel={t("team.deleteConfirm")}
        destructive
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              notify(t("team.deleted", { name: nameOf(deleting) }));
              setConfirmOpen(false);
            },
          });
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
