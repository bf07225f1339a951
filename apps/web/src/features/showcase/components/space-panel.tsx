import { additionalSpaces, openingHours, type Space, spaceFeatures } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormCheckboxGroup } from "../../../components/form-checkbox-group.tsx";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useSaveSpace } from "../api/use-save-space.ts";
import { FormSwitchField } from "./form-switch-field.tsx";
import { ShowcaseFormPanel } from "./showcase-form-panel.tsx";
import { spaceFormResolver } from "./space-form-resolver.ts";
import { emptySpaceValues, type SpaceFormValues, spaceBody, spaceFormValues } from "./space-form-values.ts";
import { SpacePhotos } from "./space-photos.tsx";

type SpacePanelProps = {
  vendorId: string;
  /** The space to edit; a new one otherwise. */
  space: Space | undefined;
  onClose: () => void;
  /** A new space is saved: the panel goes on with its photos. */
  onCreated: (space: Space) => void;
};

/** Add or edit a space: name, capacities, options, then its photos once it exists. */
export function SpacePanel({ vendorId, space, onClose, onCreated }: SpacePanelProps) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const save = useSaveSpace(vendorId);
  const [defaults] = useState(() => (space ? spaceFormValues(vendorId, space) : emptySpaceValues(vendorId)));
  const form = useForm<SpaceFormValues>({ resolver: spaceFormResolver, defaultValues: defaults });
  const { control } = form;
  const [seatingAllowed, standingAllowed] = useWatch({ control, name: ["seatingAllowed", "standingAllowed"] });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { spaceId: space?.spaceId, body: spaceBody(values, space?.medias ?? []) },
      {
        onSuccess: (saved) => {
          if (space) {
            notify(t("spaces.updated", { name: saved.name }));
            onClose();
          } else {
            notify(t("spaces.created", { name: saved.name }));
            onCreated(saved);
          }
        },
      },
    ),
  );

  return (
    <ShowcaseFormPanel
      title={space ? t("spaces.editTitle", { name: space.name }) : t("spaces.createTitle")}
      width={680}
      formId="space-panel-form"
      onSubmit={onSubmit}
      onClose={onClose}
      editing={space !== undefined}
      createLabel={t("spaces.create")}
      pending={save.isPending}
      error={save.error}
      after={
        space ? (
          <SpacePhotos vendorId={vendorId} space={space} />
        ) : (
          <Alert severity="info">{t("spaces.photos.afterCreate")}</Alert>
        )
      }
    >
      <FormTextField control={control} name="name" label={t("spaces.fields.name")} autoComplete="off" />
      <FormTextField control={control} name="description" label={t("spaces.fields.description")} multiline minRows={3} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormNumberField
          control={control}
          name="areaInSquareMeters"
          label={t("spaces.fields.area")}
          helperText={t("spaces.fields.areaHint")}
        />
        <FormSelectField
          control={control}
          name="openingHours"
          label={t("spaces.fields.openingHours")}
          options={openingHours.map((value) => ({ value, label: t(`openingHours.${value}`) }))}
        />
      </Box>
      <Divider />
      <FormSwitchField control={control} name="seatingAllowed" label={t("spaces.fields.seatingAllowed")} />
      {seatingAllowed ? (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "1fr 1fr" }}>
          <FormNumberField control={control} name="minimumSeatingCapacity" label={t("spaces.fields.minimum")} />
          <FormNumberField control={control} name="maximumSeatingCapacity" label={t("spaces.fields.maximum")} />
        </Box>
      ) : null}
      <FormSwitchField control={control} name="standingAllowed" label={t("spaces.fields.standingAllowed")} />
      {standingAllowed ? (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "1fr 1fr" }}>
          <FormNumberField control={control} name="minimumStandingCapacity" label={t("spaces.fields.minimum")} />
          <FormNumberField control={control} name="maximumStandingCapacity" label={t("spaces.fields.maximum")} />
        </Box>
      ) : null}
      <Divider />
      <FormCheckboxGroup
        control={control}
        name="features"
        legend={t("spaces.fields.features")}
        options={spaceFeatures.map((value) => ({ value, label: t(`spaceFeatures.${value}`) }))}
      />
      <FormCheckboxGroup
        control={control}
        name="additionalSpaces"
        legend={t("spaces.fields.additionalSpaces")}
        options={additionalSpaces.map((value) => ({ value, label: t(`additionalSpaces.${value}`) }))}
      />
    </ShowcaseFormPanel>
  );
}
