import { DEFAULT_PHONE_CODE, formatPhone } from "@cortege/domain";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import type { InformationFormValues } from "./information-form-values.ts";

/** Who answers couples: name, e-mail and phone, all required once one is typed (part 1 §5). */
export function ContactFields({ form }: { form: UseFormReturn<InformationFormValues> }) {
  const { t } = useTranslation("showcase");
  const { control, getValues, setValue } = form;
  const showPhoneInPairs = () => {
    const { phone, phoneCode } = getValues("contact");
    if (phone) setValue("contact.phone", formatPhone(phone, phoneCode || DEFAULT_PHONE_CODE));
  };
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
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "6.5rem 1fr" }}>
        <FormTextField
          control={control}
          name="contact.phoneCode"
          label={t("information.contact.phoneCode")}
          onBlur={showPhoneInPairs}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
            htmlInput: { inputMode: "numeric" },
          }}
        />
        <FormTextField
          control={control}
          name="contact.phone"
          label={t("information.contact.phone")}
          type="tel"
          onBlur={showPhoneInPairs}
        />
      </Box>
    </Box>
  );
}
