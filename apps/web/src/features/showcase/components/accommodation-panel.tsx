import type { Accommodation } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useSaveAccommodation } from "../api/use-save-accommodation.ts";
import { accommodationFormResolver } from "./accommodation-form-resolver.ts";
import {
  type AccommodationFormValues,
  accommodationBody,
  accommodationFormValues,
  emptyAccommodationValues,
} from "./accommodation-form-values.ts";
import { AccommodationPhotos } from "./accommodation-photos.tsx";
import { AmenitiesField } from "./amenities-field.tsx";
import { RoomsField } from "./rooms-field.tsx";
import { ShowcaseFormPanel } from "./showcase-form-panel.tsx";
import { useUploadsInProgress } from "./use-uploads-in-progress.ts";

type AccommodationPanelProps = {
  vendorId: string;
  /** The accommodation to edit; a new one otherwise. */
  accommodation: Accommodation | undefined;
  onClose: () => void;
  /** A new accommodation is saved: the panel goes on with its photos. */
  onCreated: (accommodation: Accommodation) => void;
};

/** Add or edit an accommodation: name, arrival and departure times, rooms and beds, amenities, then photos. */
export function AccommodationPanel({ vendorId, accommodation, onClose, onCreated }: AccommodationPanelProps) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const save = useSaveAccommodation(vendorId);
  const [defaults] = useState(() =>
    accommodation ? accommodationFormValues(vendorId, accommodation) : emptyAccommodationValues(vendorId),
  );
  const form = useForm<AccommodationFormValues>({ resolver: accommodationFormResolver, defaultValues: defaults });
  const { control } = form;
  const uploads = useUploadsInProgress();

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { accommodationId: accommodation?.accommodationId, body: accommodationBody(values, accommodation?.medias ?? []) },
      {
        onSuccess: (saved) => {
          if (accommodation) {
            notify(t("accommodations.updated", { name: saved.name }));
            onClose();
          } else {
            notify(t("accommodations.created", { name: saved.name }));
            onCreated(saved);
          }
        },
      },
    ),
  );

  return (
    <ShowcaseFormPanel
      title={accommodation ? t("accommodations.editTitle", { name: accommodation.name }) : t("accommodations.createTitle")}
      width={720}
      formId="accommodation-panel-form"
      onSubmit={onSubmit}
      onClose={onClose}
      editing={accommodation !== undefined}
      createLabel={t("accommodations.create")}
      pending={save.isPending || uploads.busy}
      error={save.error}
      after={
        accommodation ? (
          <AccommodationPhotos vendorId={vendorId} accommodation={accommodation} />
        ) : (
          <Alert severity="info">{t("accommodations.photos.afterCreate")}</Alert>
        )
      }
    >
      <FormTextField control={control} name="name" label={t("accommodations.fields.name")} autoComplete="off" />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t("accommodations.fields.times")}
        </Typography>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", sm: "1fr 1fr 1fr" } }}>
          <FormTextField
            control={control}
            name="checkInStartTime"
            type="time"
            label={t("accommodations.fields.checkInStartTime")}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="checkInEndTime"
            type="time"
            label={t("accommodations.fields.checkInEndTime")}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="checkOutTime"
            type="time"
            label={t("accommodations.fields.checkOutTime")}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Box>
      <Divider />
      <RoomsField control={control} vendorId={vendorId} onPictureBusy={uploads.report} />
      <Divider />
      <AmenitiesField control={control} />
    </ShowcaseFormPanel>
  );
}
