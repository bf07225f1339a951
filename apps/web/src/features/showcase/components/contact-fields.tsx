import Box from "@mui/material/Box";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormPhoneFields } from "../../../components/form-phone-fields.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import type { InformationFormValues } from "./information-form-values.ts";

/** Who answers couples: name, e-mail and phone, all required once one is typed (part 1 §5). */
export function ContactFields({ form }: { form: UseFormReturn<InformationFormValues> }) {
  const { t } = useTranslation("showcase");
  const { control } = form;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <FormTextField control={control} name="contact.firstname" label={t("information.contact.firstname")} autoComplete="off" />
      <FormTextField control={control} name="contact.lastname" label={t("information.contact.lastname")} autoComplete="off" />
      <FormTextField
        control={control}
        name="contact.email"
        label={t("information.contact.email")}
        type="email"
        autoComplete="off"
      />
      <FormPhoneFields
        form={form}
        prefix="contact"
        codeLabel={t("information.contact.phoneCode")}
        phoneLabel={t("information.contact.phone")}
      />
    </Box>
  );
}
