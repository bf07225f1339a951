import { type CompanySearchResult, companyTypes, legalForms } from "@cortege/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CompanySearchField } from "../../../components/company-search-field.tsx";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { PostalAddressFields } from "../../../components/postal-address-fields.tsx";
import type { ClientFormValues } from "./client-form-values.ts";

/**
 * The company of a professional client, with the identifier its type requires (part 1 §5): SIREN and
 * SIRET for a company, the RNA number for an association, the GUSO number for an intermittent.
 */
export function CompanyFields({ form }: { form: UseFormReturn<ClientFormValues> }) {
  const { t } = useTranslation("clients");
  const { control } = form;
  const type = useWatch({ control, name: "company.type" });
  // A company picked in the public register fills the fields it knows; a trade name already typed is kept.
  const fill = (found: CompanySearchResult) => {
    const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    const { setValue } = form;
    setValue("company.corporateName", found.corporateName, how);
    if (!form.getValues("company.tradeName")) setValue("company.tradeName", found.tradeName ?? found.corporateName, how);
    setValue("company.type", found.type, how);
    setValue("company.siren", found.siren, how);
    setValue("company.siret", found.siret ?? "", how);
    setValue("company.nafCode", found.nafCode ?? "", how);
    if (found.legalForm) setValue("company.legalForm", found.legalForm, how);
    if (found.vatNumber) setValue("company.vatNumber", found.vatNumber, how);
    if (found.rnaNumber) setValue("company.rnaNumber", found.rnaNumber, how);
    if (found.creationDate) setValue("company.creationDate", found.creationDate, how);
    // The register knows the head office: it fills the company's address.
    if (found.address) {
      setValue("company.address.street", found.address.street ?? "", how);
      setValue("company.address.postalCode", found.address.postalCode ?? "", how);
      setValue("company.address.city", found.address.city ?? "", how);
      if (found.address.department) setValue("company.address.department", found.address.department, how);
    }
  };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 2, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 0.5, width: "auto" }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t("form.company")}
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <CompanySearchField onPick={fill} />
        </Box>
        <FormTextField control={control} name="company.corporateName" label={t("form.corporateName")} />
        <FormTextField
          control={control}
          name="company.tradeName"
          label={t("form.tradeName")}
          helperText={t("form.tradeNameHint")}
        />
        <FormSelectField
          control={control}
          name="company.type"
          label={t("form.companyType")}
          options={companyTypes.map((value) => ({ value, label: t(`companyTypes.${value}`) }))}
        />
        {type === "COMPANY" ? (
          <>
            <FormSelectField
              control={control}
              name="company.legalForm"
              label={t("form.legalForm")}
              emptyLabel={t("form.notSpecified")}
              options={legalForms.map((value) => ({ value, label: value }))}
            />
            <FormTextField
              control={control}
              name="company.siren"
              label={t("form.siren")}
              helperText={t("form.sirenHint")}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <FormTextField
              control={control}
              name="company.siret"
              label={t("form.siret")}
              helperText={t("form.siretHint")}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <FormTextField control={control} name="company.vatNumber" label={t("form.vatNumber")} />
          </>
        ) : null}
        {type === "ASSOCIATION" ? (
          <FormTextField control={control} name="company.rnaNumber" label={t("form.rnaNumber")} helperText={t("form.rnaHint")} />
        ) : null}
        {type === "INTERMITTENT" ? (
          <FormTextField
            control={control}
            name="company.gusoNumber"
            label={t("form.gusoNumber")}
            helperText={t("form.gusoHint")}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
        ) : null}
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
            {t("form.headOffice")}
          </Typography>
          <PostalAddressFields form={form} prefix="company.address" searchLabel={t("form.headOfficeSearch")} />
        </Box>
      </Box>
    </Box>
  );
}
