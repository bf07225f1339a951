import Box from "@mui/material/Box";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import type { InformationFormValues } from "./information-form-values.ts";

/** The website, then one address per social network (an empty entry per network, part 1 §3). */
export function SocialsFields({ form }: { form: UseFormReturn<InformationFormValues> }) {
  const { t } = useTranslation("showcase");
  const { control } = form;
  const { fields } = useFieldArray({ control, name: "socials" });
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <FormTextField
          control={control}
          name="website"
          label={t("information.web.website")}
          placeholder="www.monsite.fr"
          slotProps={{ htmlInput: { inputMode: "url" } }}
          autoComplete="off"
        />
      </Box>
      {fields.map((social, index) => (
        <FormTextField
          key={social.id}
          control={control}
          name={`socials.${index}.url`}
          label={t(`information.web.networks.${social.type}`)}
          slotProps={{ htmlInput: { inputMode: "url" } }}
          autoComplete="off"
        />
      ))}
    </Box>
  );
}
