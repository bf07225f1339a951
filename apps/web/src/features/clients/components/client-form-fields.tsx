import { clientSources, clientStatuses } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import FavoriteBorder from "@mui/icons-material/FavoriteBorder";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { Fragment, type ReactNode } from "react";
import { Controller, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { type ClientFormValues, emptyContact } from "./client-form-values.ts";
import { CompanyFields } from "./company-fields.tsx";
import { ContactFields } from "./contact-fields.tsx";

const MAX_CONTACTS = 10;

/** The fields of the client panel: type, people, company for a professional, then how the client came and stands. */
export function ClientFormFields({ form, afterNames }: { form: UseFormReturn<ClientFormValues>; afterNames?: ReactNode }) {
  const { t } = useTranslation("clients");
  const { control, formState } = form;
  const contacts = useFieldArray({ control, name: "contacts" });
  const type = useWatch({ control, name: "type" });
  const contactsError = formState.errors.contacts?.root?.message ?? formState.errors.contacts?.message;
  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={field.value}
            onChange={(_event, value) => value && field.onChange(value)}
            aria-label={t("form.type")}
          >
            <ToggleButton value="INDIVIDUAL">
              <FavoriteBorder fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {t("types.INDIVIDUAL")}
            </ToggleButton>
            <ToggleButton value="PROFESSIONAL">
              <BusinessOutlined fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {t("types.PROFESSIONAL")}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {type === "PROFESSIONAL" ? <CompanyFields form={form} /> : null}
      {type === "PROFESSIONAL" ? afterNames : null}
      {contactsError ? (
        <Alert severity="error" role="alert">
          {contactsError}
        </Alert>
      ) : null}
      {contacts.fields.map((field, index) => (
        <Fragment key={field.id}>
          <ContactFields
            form={form}
            index={index}
            onRemove={contacts.fields.length > 1 ? () => contacts.remove(index) : undefined}
          />
          {index === 0 && type !== "PROFESSIONAL" ? afterNames : null}
        </Fragment>
      ))}
      {contacts.fields.length < MAX_CONTACTS ? (
        <Box>
          <Button startIcon={<Add />} onClick={() => contacts.append(emptyContact())}>
            {t("form.addContact")}
          </Button>
        </Box>
      ) : null}
      <FormTextField control={control} name="name" label={t("form.name")} helperText={t("form.nameHint")} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormSelectField
          control={control}
          name="source"
          label={t("form.source")}
          emptyLabel={t("form.notSpecified")}
          options={clientSources.map((value) => ({ value, label: t(`sources.${value}`) }))}
        />
        <FormSelectField
          control={control}
          name="status"
          label={t("form.status")}
          options={clientStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </Box>
      <FormTextField control={control} name="note" label={t("form.note")} multiline minRows={3} />
    </Stack>
  );
}
