import { type CompanySearchResult, companyTypes, DEFAULT_PHONE_CODE, legalForms } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CompanySearchField } from "../../../components/company-search-field.tsx";
import { FormDateField } from "../../../components/form-date-field.tsx";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormPhoneFields } from "../../../components/form-phone-fields.tsx";
import { FormSaveBar } from "../../../components/form-save-bar.tsx";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PostalAddressFields } from "../../../components/postal-address-fields.tsx";
import { postalAddressLines } from "../../../components/postal-address-text.tsx";
import { addressValues } from "../../../components/postal-address-values.ts";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useVendor } from "../../../lib/vendor/use-vendor.ts";
import { useCompany, type VendorCompany } from "../api/use-company.ts";
import { useUpdateCompany } from "../api/use-update-company.ts";
import { companyFormResolver } from "../components/company-form-resolver.ts";
import { type CompanyFormValues, companyBody, companyFieldsOf, companyFormValues } from "../components/company-form-values.ts";
import { FormSwitchField } from "../components/form-switch-field.tsx";

/** /vitrine/entreprise: the legal entity behind the showcase, printed on quotes and invoices. */
export function CompanyPage() {
  const { t } = useTranslation("showcase");
  const vendorId = useVendorId();
  const company = useCompany(vendorId);

  const body = () => {
    if (company.isPending) return <PageLoader />;
    if (company.isError) return <LoadError error={company.error} onRetry={() => void company.refetch()} />;
    return <CompanyForm key={vendorId} vendorId={vendorId} company={company.data} />;
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <PageHeader title={t("company.title")} intro={t("company.intro")} />
      {body()}
    </Stack>
  );
}

function CompanyForm({ vendorId, company }: { vendorId: string; company: VendorCompany }) {
  const { t } = useTranslation("showcase");
  const { t: tc } = useTranslation("clients");
  const notify = useNotify();
  const update = useUpdateCompany(vendorId);
  const [defaults] = useState(() => companyFormValues(vendorId, company));
  const form = useForm<CompanyFormValues>({ resolver: companyFormResolver, defaultValues: defaults });
  const { control, setValue } = form;
  const type = useWatch({ control, name: "type" });
  const siret = useWatch({ control, name: "siret" });
  const fields = useMemo(() => companyFieldsOf(type), [type]);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const formId = "showcase-company-form";

  // A company picked in the public register fills what it knows; the trade name already there is kept.
  const fill = (found: CompanySearchResult) => {
    const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    setValue("corporateName", found.corporateName, how);
    if (!form.getValues("tradeName")) setValue("tradeName", found.tradeName ?? found.corporateName, how);
    setValue("type", found.type, how);
    setValue("siren", found.siren, how);
    setValue("siret", found.siret ?? "", how);
    setValue("nafCode", found.nafCode ?? "", how);
    setValue("legalForm", found.legalForm, how);
    setValue("vatNumber", found.vatNumber ?? "", how);
    setValue("rnaNumber", found.rnaNumber ?? "", how);
    setValue("creationDate", found.creationDate, how);
    setFilledFrom(found.corporateName);
  };

  // The showcase's address and contact are usually the company's: offered to fill the head office.
  const vendor = useVendor(vendorId);
  const showcaseAddress = vendor.data?.address ?? null;
  const showcaseContact = vendor.data?.contact ?? null;
  const typedAddress = useWatch({ control, name: "address" });
  const offerShowcase =
    postalAddressLines(showcaseAddress).length > 0 &&
    postalAddressLines(showcaseAddress).join("|") !== postalAddressLines(typedAddress).join("|");
  const takeShowcase = () => {
    const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    setValue("address", addressValues(showcaseAddress), how);
    const contact = form.getValues("contact");
    const blank = [contact.firstname, contact.lastname, contact.email, contact.phone].every((v) => v.trim() === "");
    if (blank && showcaseContact) {
      setValue(
        "contact",
        {
          firstname: showcaseContact.firstname ?? "",
          lastname: showcaseContact.lastname ?? "",
          email: showcaseContact.email ?? "",
          phone: showcaseContact.phone ?? "",
          phoneCode: showcaseContact.phoneCode || DEFAULT_PHONE_CODE,
        },
        how,
      );
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(companyBody(values), {
      onSuccess: (saved) => {
        form.reset(companyFormValues(vendorId, saved));
        setFilledFrom(null);
        notify(t("company.saved"));
      },
    }),
  );

  const textField = (name: "nafCode" | "rcsNumber" | "registrationCourt" | "rmNumber" | "rmDepartment" | "mainActivity") =>
    fields.has(name) ? <FormTextField control={control} name={name} label={t(`company.fields.${name}`)} /> : null;

  return (
    <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={3}>
      <SectionCard title={t("company.identity.title")} description={t("company.identity.description")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <CompanySearchField onPick={fill} />
          </Box>
          {filledFrom ? (
            <Alert severity="info" sx={{ gridColumn: "1 / -1" }}>
              {t("company.filled", { name: filledFrom })}
            </Alert>
          ) : null}
          <FormTextField control={control} name="corporateName" label={t("company.fields.corporateName")} />
          <FormTextField
            control={control}
            name="tradeName"
            label={t("company.fields.tradeName")}
            helperText={t("company.fields.tradeNameHint")}
          />
          <FormSelectField
            control={control}
            name="type"
            label={t("company.fields.type")}
            options={companyTypes.map((value) => ({ value, label: tc(`companyTypes.${value}`) }))}
          />
          {fields.has("legalForm") ? (
            <FormSelectField
              control={control}
              name="legalForm"
              label={t("company.fields.legalForm")}
              emptyLabel={t("information.notSpecified")}
              options={legalForms.map((value) => ({ value, label: value }))}
            />
          ) : null}
          {fields.has("creationDate") ? (
            <FormDateField
              control={control}
              name="creationDate"
              label={t("company.fields.creationDate")}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ) : null}
        </Box>
      </SectionCard>
      <SectionCard title={t("company.headOffice.title")} description={t("company.headOffice.description")}>
        <Stack spacing={2}>
          {offerShowcase ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={takeShowcase}>
                  {t("company.headOffice.useShowcase")}
                </Button>
              }
            >
              {t("company.headOffice.showcaseAddress", { address: postalAddressLines(showcaseAddress).join(", ") })}
            </Alert>
          ) : null}
          <PostalAddressFields form={form} prefix="address" searchLabel={t("company.headOffice.search")} />
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <FormTextField control={control} name="contact.firstname" label={t("company.contact.firstname")} autoComplete="off" />
            <FormTextField control={control} name="contact.lastname" label={t("company.contact.lastname")} autoComplete="off" />
            <FormTextField
              control={control}
              name="contact.email"
              label={t("company.contact.email")}
              helperText={t("company.contact.emailHint")}
              type="email"
              autoComplete="off"
            />
            <FormPhoneFields
              form={form}
              prefix="contact"
              codeLabel={t("company.contact.phoneCode")}
              phoneLabel={t("company.contact.phone")}
            />
          </Box>
        </Stack>
      </SectionCard>
      <SectionCard title={t("company.registration.title")} description={t(`company.registration.description.${type}`)}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {fields.has("siren") ? (
            <FormTextField
              control={control}
              name="siren"
              label={t("company.fields.siren")}
              helperText={t("company.fields.sirenHint")}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          ) : null}
          {fields.has("siret") ? (
            <FormTextField
              control={control}
              name="siret"
              label={t("company.fields.siret")}
              helperText={t("company.fields.siretHint")}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          ) : null}
          {type === "COMPANY" && fields.has("siret") && siret.trim() === "" ? (
            <FormSwitchField
              control={control}
              name="siretPending"
              label={t("company.fields.siretPending")}
              helperText={t("company.fields.siretPendingHint")}
            />
          ) : null}
          {fields.has("rnaNumber") ? (
            <FormTextField
              control={control}
              name="rnaNumber"
              label={t("company.fields.rnaNumber")}
              helperText={t("company.fields.rnaHint")}
            />
          ) : null}
          {fields.has("gusoNumber") ? (
            <FormTextField
              control={control}
              name="gusoNumber"
              label={t("company.fields.gusoNumber")}
              helperText={t("company.fields.gusoHint")}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          ) : null}
          {textField("nafCode")}
          {textField("rcsNumber")}
          {textField("registrationCourt")}
          {textField("rmNumber")}
          {textField("rmDepartment")}
          {fields.has("shareCapital") ? (
            <FormNumberField
              control={control}
              name="shareCapital"
              label={t("company.fields.shareCapital")}
              helperText={t("company.fields.shareCapitalHint")}
            />
          ) : null}
          {fields.has("mainActivity") ? <Box sx={{ gridColumn: "1 / -1" }}>{textField("mainActivity")}</Box> : null}
        </Box>
      </SectionCard>
      {fields.has("vatNumber") || fields.has("isVatSubject") ? (
        <SectionCard title={t("company.vat.title")} description={t("company.vat.description")}>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, alignItems: "center" }}>
            {fields.has("isVatSubject") ? (
              <FormSwitchField control={control} name="isVatSubject" label={t("company.fields.isVatSubject")} />
            ) : null}
            {fields.has("vatNumber") ? (
              <FormTextField control={control} name="vatNumber" label={t("company.fields.vatNumber")} />
            ) : null}
          </Box>
        </SectionCard>
      ) : null}
      <FormSaveBar formId={formId} form={form} save={update} onReset={() => setFilledFrom(null)} />
    </Stack>
  );
}
