import { legalForms } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import { useId, useMemo, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import type { VendorCompany } from "../../showcase/api/use-company.ts";
import {
  fieldsToAsk,
  type MissingInfo,
  type MissingInfoField,
  type MissingInfoValues,
  mergedCompany,
  missingInfoIssues,
  missingInfoValues,
  missingInvoiceInfo,
  type VatSettings,
} from "./missing-company-info.ts";

export type MissingCompanyInfoDialogProps = {
  open: boolean;
  vendorId: string;
  company: VendorCompany;
  vat: VatSettings;
  /** What was missing when the dialog opened. */
  missing: MissingInfo[];
  pending: boolean;
  error: unknown;
  onSave: (company: VendorCompany, vatMention: string | null) => void;
  onCancel: () => void;
};

const textFields: readonly MissingInfoField[] = [
  "corporateName",
  "tradeName",
  "contactFirstname",
  "contactLastname",
  "contactEmail",
  "street",
  "postalCode",
  "city",
  "siren",
  "rcsNumber",
  "registrationCourt",
  "vatNumber",
];

/**
 * The missing-information dialog (part 2 §2): before a document is issued, it asks for exactly the
 * company data a French invoice lacks, the SIRET may be declared as being assigned, and the answers
 * are saved to the company (and the VAT mention to the quote config).
 */
export function MissingCompanyInfoDialog({
  open,
  vendorId,
  company,
  vat,
  missing,
  pending,
  error,
  onSave,
  onCancel,
}: MissingCompanyInfoDialogProps) {
  const { t } = useTranslation("quote-config");
  const isPhone = useIsPhone();
  const titleId = useId();
  const [defaults] = useState(() => missingInfoValues(company, vat));
  const askedAtFirst = useMemo(() => fieldsToAsk(missing, []), [missing]);
  const resolver: Resolver<MissingInfoValues> = async (values) => {
    const asked = fieldsToAsk(missing, missingInvoiceInfo(mergedCompany(company, values), vat));
    const issues = missingInfoIssues(vendorId, company, values, vat, asked);
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) errors[issue.field] = { type: "validate", message: issue.message };
    return { values: {}, errors: errors as FieldErrors<MissingInfoValues> };
  };
  const form = useForm<MissingInfoValues>({ resolver, defaultValues: defaults });
  const { control } = form;
  const values = useWatch({ control }) as MissingInfoValues;
  const asked = fieldsToAsk(missing, missingInvoiceInfo(mergedCompany(company, { ...defaults, ...values }), vat));
  const siretPending = values.siretPending === true;

  const submit = form.handleSubmit((typed) => {
    const merged = mergedCompany(company, typed);
    onSave(merged, typed.vatMention.trim() === "" ? null : typed.vatMention.trim());
  });

  const field = (name: MissingInfoField) => {
    if (!asked.includes(name)) return null;
    if (textFields.includes(name)) {
      return (
        <FormTextField
          key={name}
          control={control}
          name={name as keyof MissingInfoValues & string}
          label={t(`missing.fields.${name}`)}
          helperText={t(`missing.hints.${name}`, { defaultValue: "" }) || undefined}
          fullWidth
          autoFocus={name === askedAtFirst[0]}
        />
      );
    }
    if (name === "siret") {
      return (
        <Box key={name}>
          <FormTextField
            control={control}
            name="siret"
            label={t("missing.fields.siret")}
            fullWidth
            disabled={siretPending}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
          <Controller
            control={control}
            name="siretPending"
            render={({ field: f }) => (
              <FormControlLabel
                label={t("missing.siretPending")}
                control={
                  <Checkbox
                    name={f.name}
                    checked={f.value}
                    onChange={(event) => {
                      f.onChange(event.target.checked);
                      if (event.target.checked) form.setValue("siret", "");
                    }}
                  />
                }
              />
            )}
          />
          {siretPending ? (
            <Alert severity="info" sx={{ mt: 0.5 }}>
              {t("missing.siretPendingHint")}
            </Alert>
          ) : null}
        </Box>
      );
    }
    if (name === "legalForm") {
      return (
        <FormSelectField
          key={name}
          control={control}
          name="legalForm"
          label={t("missing.fields.legalForm")}
          emptyLabel={t("missing.choose")}
          options={legalForms.map((value) => ({ value, label: value }))}
          fullWidth
        />
      );
    }
    if (name === "shareCapital") {
      return (
        <FormNumberField key={name} control={control} name="shareCapital" label={t("missing.fields.shareCapital")} fullWidth />
      );
    }
    return (
      <FormTextField
        key={name}
        control={control}
        name="vatMention"
        label={t("missing.fields.vatMention")}
        helperText={t("missing.hints.vatMention")}
        fullWidth
      />
    );
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      fullWidth
      fullScreen={isPhone}
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t("missing.title")}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate onSubmit={submit} spacing={2} sx={{ pt: 0.5 }}>
          <Alert severity="warning">
            {t("missing.intro")}
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {missing.map((m) => (
                <li key={m.code}>{m.message}</li>
              ))}
            </Box>
          </Alert>
          {asked.map(field)}
          <ProblemAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t("missing.cancel")}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={pending}>
          {t("missing.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
