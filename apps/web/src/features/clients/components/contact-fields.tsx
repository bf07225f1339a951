import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormPhoneFields } from "../../../components/form-phone-fields.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { PostalAddressFields } from "../../../components/postal-address-fields.tsx";
import type { ClientFormValues } from "./client-form-values.ts";

type ContactFieldsProps = { form: UseFormReturn<ClientFormValues>; index: number; onRemove?: (() => void) | undefined };

/**
 * One person of the client: name, e-mail and phone, all required by the spec (part 1 §5), and the
 * postal address an invoice to a couple must carry (optional here, asked again before issuing).
 */
export function ContactFields({ form, index, onRemove }: ContactFieldsProps) {
  const { t } = useTranslation("clients");
  const { control } = form;
  const title = t("form.contactNumber", { number: index + 1 });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 2, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 0.5, width: "auto" }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormTextField control={control} name={`contacts.${index}.firstname`} label={t("form.firstname")} autoComplete="off" />
        <FormTextField control={control} name={`contacts.${index}.lastname`} label={t("form.lastname")} autoComplete="off" />
        <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
          <FormTextField
            control={control}
            name={`contacts.${index}.email`}
            label={t("form.email")}
            type="email"
            autoComplete="off"
          />
        </Box>
        <FormPhoneFields
          form={form}
          prefix={`contacts.${index}`}
          codeLabel={t("form.phoneCode")}
          phoneLabel={t("form.phone")}
          fullRow
        />
        <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
            {t("form.postalAddress")}
          </Typography>
          <PostalAddressFields
            form={form}
            prefix={`contacts.${index}.address`}
            searchLabel={t("form.addressSearch", { number: index + 1 })}
          />
        </Box>
      </Box>
      {onRemove ? (
        <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
          <Tooltip title={t("form.removeContact", { number: index + 1 })}>
            <IconButton onClick={onRemove} aria-label={t("form.removeContact", { number: index + 1 })} size="small">
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ) : null}
    </Box>
  );
}
