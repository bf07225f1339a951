import type { Promotion } from "@cortege/domain";
import Box from "@mui/material/Box";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/form-date-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { PROMOTION_CATEGORY } from "../api/accommodation-photos-folder.ts";
import { useSavePromotion } from "../api/use-save-promotion.ts";
import { PictureField } from "./picture-field.tsx";
import { promotionFormResolver } from "./promotion-form-resolver.ts";
import { emptyPromotionValues, type PromotionFormValues, promotionFormValues } from "./promotion-form-values.ts";
import { ShowcaseFormPanel } from "./showcase-form-panel.tsx";
import { useUploadsInProgress } from "./use-uploads-in-progress.ts";

type PromotionPanelProps = { vendorId: string; promotion: Promotion | undefined; onClose: () => void };

/** Add or edit a promotion: its title, what it offers, when it runs, its picture. */
export function PromotionPanel({ vendorId, promotion, onClose }: PromotionPanelProps) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const save = useSavePromotion(vendorId);
  const [defaults] = useState(() => (promotion ? promotionFormValues(vendorId, promotion) : emptyPromotionValues(vendorId)));
  const form = useForm<PromotionFormValues>({ resolver: promotionFormResolver, defaultValues: defaults });
  const { control } = form;
  const uploads = useUploadsInProgress();

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { promotionId: promotion?.promotionId, body: values },
      {
        onSuccess: (saved) => {
          notify(t(promotion ? "promotions.updated" : "promotions.created", { title: saved.title }));
          onClose();
        },
      },
    ),
  );

  return (
    <ShowcaseFormPanel
      title={promotion ? t("promotions.editTitle", { title: promotion.title }) : t("promotions.createTitle")}
      width={600}
      formId="promotion-panel-form"
      onSubmit={onSubmit}
      onClose={onClose}
      editing={promotion !== undefined}
      createLabel={t("promotions.create")}
      pending={save.isPending || uploads.busy}
      error={save.error}
    >
      <FormTextField
        control={control}
        name="title"
        label={t("promotions.fields.title")}
        helperText={t("promotions.fields.titleHint")}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="description"
        label={t("promotions.fields.description")}
        helperText={t("promotions.fields.descriptionHint")}
        multiline
        minRows={3}
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormDateField
          control={control}
          name="startDate"
          label={t("promotions.fields.startDate")}
          helperText={t("promotions.fields.startDateHint")}
        />
        <FormDateField
          control={control}
          name="endDate"
          label={t("promotions.fields.endDate")}
          helperText={t("promotions.fields.endDateHint")}
        />
      </Box>
      <PictureField
        control={control}
        name="image"
        onBusyChange={(busy) => uploads.report("image", busy)}
        vendorId={vendorId}
        category={PROMOTION_CATEGORY}
        label={t("promotions.fields.image")}
      />
    </ShowcaseFormPanel>
  );
}
