import type { Accommodation } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import HotelOutlined from "@mui/icons-material/HotelOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../clients/api/use-vendor-id.ts";
import { useAccommodations } from "../api/use-accommodations.ts";
import { useDeleteAccommodation } from "../api/use-delete-accommodation.ts";
import { AccommodationCard } from "../components/accommodation-card.tsx";
import { AccommodationPanel } from "../components/accommodation-panel.tsx";
import { ShowcasePageHeader } from "../components/showcase-page-header.tsx";
import { usePanelParam } from "../components/use-panel-param.ts";

/** /vitrine/hebergements: where the guests sleep — rooms and beds, amenities, arrival and departure, photos. */
export function AccommodationsPage() {
  const { t } = useTranslation("showcase");
  const vendorId = useVendorId();
  const notify = useNotify();
  const accommodations = useAccommodations(vendorId);
  const remove = useDeleteAccommodation(vendorId);
  const panel = usePanelParam("hebergement", "nouveau");
  const [deleting, setDeleting] = useState<Accommodation | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const list = accommodations.data ?? [];
  const editing = panel.openedId ? list.find((a) => a.accommodationId === panel.openedId) : undefined;
  const panelOpen = panel.isNew || editing !== undefined;
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={panel.openNew}>
      {t("accommodations.add")}
    </Button>
  );

  const body = () => {
    if (accommodations.isPending) return <PageLoader />;
    if (accommodations.isError) return <LoadError error={accommodations.error} onRetry={() => void accommodations.refetch()} />;
    if (list.length === 0) {
      return (
        <EmptyState
          icon={<HotelOutlined />}
          title={t("accommodations.emptyTitle")}
          text={t("accommodations.empty")}
          action={addButton}
        />
      );
    }
    return (
      <Box
        component="ul"
        aria-label={t("accommodations.listLabel")}
        sx={{
          m: 0,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(300px, 1fr))" },
        }}
      >
        {list.map((accommodation) => (
          <AccommodationCard
            key={accommodation.accommodationId}
            vendorId={vendorId}
            accommodation={accommodation}
            onEdit={() => panel.openId(accommodation.accommodationId)}
            onDelete={() => {
              remove.reset();
              setDeleting(accommodation);
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
        title={t("accommodations.title")}
        intro={t("accommodations.intro")}
        action={list.length > 0 ? addButton : null}
      />
      {body()}
      {panelOpen ? (
        <AccommodationPanel
          key={editing?.accommodationId ?? "nouveau"}
          vendorId={vendorId}
          accommodation={editing}
          onClose={panel.close}
          onCreated={(saved) => panel.openId(saved.accommodationId, true)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        title={t("accommodations.deleteTitle")}
        text={t("accommodations.deleteText", { name: deleting?.name ?? "" })}
        confirmLabel={t("accommodations.deleteConfirm")}
        destructive
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              notify(t("accommodations.deleted", { name: deleting.name }));
              setConfirmOpen(false);
            },
          });
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
