import type { Promotion } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
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
import { PROMOTION_CATEGORY } from "../api/accommodation-photos-folder.ts";
import { useDeletePromotion } from "../api/use-delete-promotion.ts";
import { usePictures } from "../api/use-pictures.ts";
import { usePromotions } from "../api/use-promotions.ts";
import { todayInParis } from "../components/month-calendar.ts";
import { PromotionCard } from "../components/promotion-card.tsx";
import { promotionPeriod, sortPromotions } from "../components/promotion-form-values.ts";
import { PromotionPanel } from "../components/promotion-panel.tsx";
import { ShowcasePageHeader } from "../components/showcase-page-header.tsx";
import { usePanelParam } from "../components/use-panel-param.ts";

/** /vitrine/promotions: the offers shown on the showcase, current ones first, expired ones greyed at the end. */
export function PromotionsPage() {
  const { t } = useTranslation("showcase");
  const vendorId = useVendorId();
  const notify = useNotify();
  const promotions = usePromotions(vendorId);
  const remove = useDeletePromotion(vendorId);
  const panel = usePanelParam("promotion", "nouvelle");
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const today = todayInParis();

  const list = useMemo(() => sortPromotions(promotions.data ?? [], today), [promotions.data, today]);
  const imageIds = useMemo(() => list.flatMap((p) => (p.image ? [p.image] : [])), [list]);
  const pictures = usePictures(vendorId, PROMOTION_CATEGORY, imageIds);
  const editing = panel.openedId ? list.find((p) => p.promotionId === panel.openedId) : undefined;
  const panelOpen = panel.isNew || editing !== undefined;
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={panel.openNew}>
      {t("promotions.add")}
    </Button>
  );

  const body = () => {
    if (promotions.isPending) return <PageLoader />;
    if (promotions.isError) return <LoadError error={promotions.error} onRetry={() => void promotions.refetch()} />;
    if (list.length === 0) {
      return (
        <EmptyState
          icon={<LocalOfferOutlined />}
          title={t("promotions.emptyTitle")}
          text={t("promotions.empty")}
          action={addButton}
        />
      );
    }
    return (
      <Box
        component="ul"
        aria-label={t("promotions.listLabel")}
        sx={{
          m: 0,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(280px, 1fr))" },
        }}
      >
        {list.map((promotion) => (
          <PromotionCard
            key={promotion.promotionId}
            promotion={promotion}
            period={promotionPeriod(promotion, today)}
            picture={promotion.image ? pictures.data?.get(promotion.image) : undefined}
            onEdit={() => panel.openId(promotion.promotionId)}
            onDelete={() => {
              remove.reset();
              setDeleting(promotion);
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
        title={t("promotions.title")}
        intro={t("promotions.intro")}
        action={list.length > 0 ? addButton : null}
      />
      {body()}
      {panelOpen ? (
        <PromotionPanel key={editing?.promotionId ?? "nouvelle"} vendorId={vendorId} promotion={editing} onClose={panel.close} />
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        title={t("promotions.deleteTitle")}
        text={t("promotions.deleteText", { title: deleting?.title ?? "" })}
        confirmLabel={t("promotions.deleteConfirm")}
        destructive
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              notify(t("promotions.deleted", { title: deleting.title }));
              setConfirmOpen(false);
            },
          });
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
