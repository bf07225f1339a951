import type { Space } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import MeetingRoomOutlined from "@mui/icons-material/MeetingRoomOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../clients/api/use-vendor-id.ts";
import { useDeleteSpace } from "../api/use-delete-space.ts";
import { useSpaces } from "../api/use-spaces.ts";
import { ShowcasePageHeader } from "../components/showcase-page-header.tsx";
import { SpaceCard } from "../components/space-card.tsx";
import { SpacePanel } from "../components/space-panel.tsx";

/** ?salle=nouvelle opens the panel of a new space, ?salle=<id> the panel of that space. */
const PANEL_PARAM = "salle";
const NEW_SPACE = "nouvelle";

/** /vitrine/salles: the rooms of a reception venue, with their capacities, options and photos. */
export function SpacesPage() {
  const { t } = useTranslation("showcase");
  const vendorId = useVendorId();
  const notify = useNotify();
  const spaces = useSpaces(vendorId);
  const remove = useDeleteSpace(vendorId);
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<Space | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const opened = params.get(PANEL_PARAM);
  const openPanel = (value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(PANEL_PARAM);
        else next.set(PANEL_PARAM, value);
        return next;
      },
      { replace },
    );
  const list = spaces.data ?? [];
  const editing = opened && opened !== NEW_SPACE ? list.find((s) => s.spaceId === opened) : undefined;
  const panelOpen = opened === NEW_SPACE || editing !== undefined;

  const body = () => {
    if (spaces.isPending) return <PageLoader />;
    if (spaces.isError) return <LoadError error={spaces.error} onRetry={() => void spaces.refetch()} />;
    if (list.length === 0) {
      return (
        <EmptyState
          icon={<MeetingRoomOutlined />}
          title={t("spaces.emptyTitle")}
          text={t("spaces.empty")}
          action={
            <Button variant="contained" startIcon={<Add />} onClick={() => openPanel(NEW_SPACE)}>
              {t("spaces.add")}
            </Button>
          }
        />
      );
    }
    return (
      <Box
        component="ul"
        aria-label={t("spaces.listLabel")}
        sx={{
          m: 0,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(300px, 1fr))" },
        }}
      >
        {list.map((space) => (
          <SpaceCard
            key={space.spaceId}
            vendorId={vendorId}
            space={space}
            onEdit={() => openPanel(space.spaceId)}
            onDelete={() => {
              remove.reset();
              setDeleting(space);
              setConfirmOpen(true);
            }}
          />
        ))}
      </Box>
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <ShowcasePageHeader
        title={t("spaces.title")}
        intro={t("spaces.intro")}
        action={
          list.length > 0 ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => openPanel(NEW_SPACE)}>
              {t("spaces.add")}
            </Button>
          ) : null
        }
      />
      {body()}
      {panelOpen ? (
        <SpacePanel
          key={editing?.spaceId ?? NEW_SPACE}
          vendorId={vendorId}
          space={editing}
          onClose={() => openPanel(null)}
          onCreated={(space) => openPanel(space.spaceId, true)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        title={t("spaces.deleteTitle")}
        text={t("spaces.deleteText", { name: deleting?.name ?? "" })}
        confirmLabel={t("spaces.deleteConfirm")}
        destructive
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              notify(t("spaces.deleted", { name: deleting.name }));
              setConfirmOpen(false);
            },
          });
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
