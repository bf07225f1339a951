import { locationEnvironments, venueTypes } from "@cortege/domain";
import Box from "@mui/material/Box";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormSwitchField } from "./form-switch-field.tsx";
import type { InformationFormValues } from "./information-form-values.ts";

/** What a reception venue adds (part 1 §3): its kind, its setting, its capacities. */
export function VenueFields({ form }: { form: UseFormReturn<InformationFormValues> }) {
  const { t } = useTranslation("showcase");
  const { control } = form;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <FormSelectField
        control={control}
        name="venueType"
        label={t("information.venue.venueType")}
        emptyLabel={t("information.notSpecified")}
        options={venueTypes.map((value) => ({ value, label: t(`venueTypes.${value}`) }))}
      />
      <FormSelectField
        control={control}
        name="locationEnvironment"
        label={t("information.venue.locationEnvironment")}
        emptyLabel={t("information.notSpecified")}
        options={locationEnvironments.map((value) => ({ value, label: t(`locationEnvironments.${value}`) }))}
      />
      <FormNumberField
        control={control}
        name="minGuestCapacity"
        label={t("information.venue.minGuestCapacity")}
        helperText={t("information.venue.guestsHint")}
      />
      <FormNumberField
        control={control}
        name="maxGuestCapacity"
        label={t("information.venue.maxGuestCapacity")}
        helperText={t("information.venue.guestsHint")}
      />
      <FormNumberField
        control={control}
        name="parkingCapacity"
        label={t("information.venue.parkingCapacity")}
        helperText={t("information.venue.parkingHint")}
      />
      <Box sx={{ gridColumn: "1 / -1", display: "grid", gap: 0.5 }}>
        <FormSwitchField
          control={control}
          name="isSingleSpaceRental"
          label={t("information.venue.isSingleSpaceRental")}
          helperText={t("information.venue.isSingleSpaceRentalHint")}
        />
        <FormSwitchField
          control={control}
          name="isERP"
          label={t("information.venue.isERP")}
          helperText={t("information.venue.isERPHint")}
        />
      </Box>
    </Box>
  );
}
