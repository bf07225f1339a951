import { type AddressSearchResult, legalForms, normalizeIdentifier } from "@cortege/domain";
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
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AddressAutocompleteField } from "../../../components/address-autocomplete-field.tsx";
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
  missingInfoFields,
  missingInfoIssues,
  missingInfoValues,
  missingInvoiceInfo,
  typedClientAddress,
  type VatSettings,
} from "./missing-company-info.ts";

/** The document's client, when its side lacks something (its postal address). */
export type MissingClientSide = {
  name: string;
  address: ClientAddress | null;
  missing: MissingInfo[];
};
type ClientAddress = Parameters<typeof typedClientAddress>[0];

export type MissingCompanyInfoDialogProps = {
  open: boolean;
  vendorId: string;
  company: VendorCompany;
  vat: VatSettings;
  /** What was missing of the vendor's company when the dialog opened. */
  missing: MissingInfo[];
  client?: MissingClientSide | null | undefined;
  pending: boolean;
  error: unknown;
  /**
   * The company (null when nothing of it was missing), the VAT mention, the client's address and a business
   * client's SIREN (null likewise).
   */
  onSave: (
    company: VendorCompany | null,
    vatMention: string | null,
    clientAddress: NonNullable<ClientAddress> | null,
    clientSiren: string | null,
  ) => void;
  onCancel: () => void;
};

// Typed as text: every field but the SIRET (with its « being assigned » switch), the legal form, the capital and the VAT mention.
const notText: ReadonlySet<MissingInfoField> = new Set(["siret", "legalForm", "shareCapital", "vatMention"]);
const textFields = missingInfoFields.filter((f) => !notText.has(f));

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
  client = null,
  pending,
  error,
  onSave,
  onCancel,
}: MissingCompanyInfoDialogProps) {
  const { t } = useTranslation("quote-config");
  const isPhone = useIsPhone();
  const titleId = useId();
  const [defaults] = useState(() => missingInfoValues(company, vat, client?.address ?? null));
  const clientMissing = client?.missing ?? [];
  const askedAtFirst = useMemo(() => fieldsToAsk([...missing, ...clientMissing], []), [missing, clientMissing]);
  // Only the side that lacked something is asked and saved.
  const companyAsked = missing.length > 0;
  const resolver: Resolver<MissingInfoValues> = async (values) => {
    const current = companyAsked ? missingInvoiceInfo(mergedCompany(company, values), vat) : [];
    const asked = fieldsToAsk([...missing, ...clientMissing], current);
    const issues = missingInfoIssues(vendorId, company, values, vat, asked);
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) errors[issue.field] = { type: "validate", message: issue.message };
    return { values: {}, errors: errors as FieldErrors<MissingInfoValues> };
  };
  const form = useForm<MissingInfoValues>({ resolver, defaultValues: defaults });
  const { control } = form;
  const values = useWatch({ control }) as MissingInfoValues;
  const asked = fieldsToAsk(
    [...missing, ...clientMissing],
    companyAsked ? missingInvoiceInfo(mergedCompany(company, { ...defaults, ...values }), vat) : [],
  );
  const siretPending = values.siretPending === true;

  const submit = form.handleSubmit((typed) => {
    const merged = companyAsked ? mergedCompany(company, typed) : null;
    const addressAsked = clientMissing.some((m) => m.code === "CLIENT_ADDRESS");
    const clientAddress = addressAsked ? typedClientAddress(client?.address ?? null, typed) : null;
    const sirenAsked = clientMissing.some((m) => m.code === "CLIENT_SIREN");
    onSave(
      merged,
      typed.vatMention.trim() === "" ? null : typed.vatMention.trim(),
      clientAddress,
      sirenAsked ? normalizeIdentifier(typed.clientSiren) : null,
    );
  });
  // A picked address fills the three parts the dialog asks; the search needs no field of its own in the form.
  const fillFrom =
    (parts: readonly ["street" | "clientStreet", "postalCode" | "clientPostalCode", "city" | "clientCity"]) =>
    ({ address }: AddressSearchResult) => {
      const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      form.setValue(parts[0], address.street ?? "", how);
      form.setValue(parts[1], address.postalCode ?? "", how);
      form.setValue(parts[2], address.city ?? "", how);
    };
  const sellerFields = asked.filter((f) => !f.startsWith("client"));
  const clientFields = asked.filter((f) => f.startsWith("client"));

  const field = (name: MissingInfoField) => {
    if (!asked.includes(name)) return null;
    if (textFields.includes(name)) {
      const search =
        name === "street" || name === "clientStreet" ? (
          <AddressAutocompleteField
            key={`${name}-search`}
            label={t(name === "street" ? "missing.searchSellerAddress" : "missing.searchClientAddress")}
            onPick={fillFrom(
              name === "street" ? ["street", "postalCode", "city"] : ["clientStreet", "clientPostalCode", "clientCity"],
            )}
          />
        ) : null;
      return [
        search,
        <FormTextField
          key={name}
          control={control}
          name={name as keyof MissingInfoValues & string}
          label={t(`missing.fields.${name}`)}
          helperText={t(`missing.hints.${name}`, { defaultValue: "" }) || undefined}
          fullWidth
          autoFocus={name === askedAtFirst[0] && !search}
        />,
      ];
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
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          // The dialog is portalled, but React bubbles its submit through the component tree: the document
          // editor's own form around it would save (and reset) the editor and close this dialog unanswered.
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          spacing={2}
          sx={{ pt: 0.5 }}
        >
          <Alert severity="warning">
            {t("missing.intro")}
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {[...missing, ...clientMissing].map((m) => (
                <li key={m.code}>{m.message}</li>
              ))}
            </Box>
          </Alert>
          {sellerFields.length > 0 && clientFields.length > 0 ? (
            <Typography component="h3" variant="subtitle2">
              {t("missing.sellerSection")}
            </Typography>
          ) : null}
          {sellerFields.map(field)}
          {clientFields.length > 0 ? (
            <Typography component="h3" variant="subtitle2">
              {t("missing.clientSection", { name: client?.name ?? "" })}
            </Typography>
          ) : null}
          {clientFields.map(field)}
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
