import {
  formatIban,
  infosToDisplayValues,
  methodsOfPayment,
  normalizeBankCode,
  paymentTermCodes,
  splitFrenchIban,
  VAT_FRANCHISE_MENTION,
} from "@cortege/domain";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormCheckboxGroup } from "../../../components/form-checkbox-group.tsx";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormSaveBar } from "../../../components/form-save-bar.tsx";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { type QuoteConfigWire, useQuoteConfig } from "../api/use-quote-config.ts";
import { useUpdateQuoteConfig } from "../api/use-update-quote-config.ts";
import { ColorField } from "../components/color-field.tsx";
import { ConfigFileField } from "../components/config-file-field.tsx";
import {
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_PRIMARY_COLOR,
  DocumentColorsPreview,
} from "../components/document-colors-preview.tsx";
import { EmailTemplateFields } from "../components/email-template-fields.tsx";
import { nextNumberExample, todayIso } from "../components/next-number.ts";
import { NumberingFields } from "../components/numbering-fields.tsx";
import { quoteConfigFormResolver } from "../components/quote-config-form-resolver.ts";
import { type QuoteConfigFormValues, quoteConfigBody, quoteConfigFormValues } from "../components/quote-config-form-values.ts";

/** /ventes/parametres: what every quote and invoice carries (part 2 §3 "Quote config"). */
export function QuoteConfigPage() {
  const { t } = useTranslation("quote-config");
  const vendorId = useVendorId();
  const config = useQuoteConfig(vendorId);

  const body = () => {
    if (config.isPending) return <PageLoader />;
    if (config.isError) return <LoadError error={config.error} onRetry={() => void config.refetch()} />;
    return <QuoteConfigForm key={vendorId} vendorId={vendorId} config={config.data} />;
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <PageHeader title={t("title")} intro={t("intro")} />
      {body()}
    </Stack>
  );
}

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
const full = { gridColumn: "1 / -1" } as const;

function QuoteConfigForm({ vendorId, config }: { vendorId: string; config: QuoteConfigWire }) {
  const { t } = useTranslation("quote-config");
  const notify = useNotify();
  const update = useUpdateQuoteConfig(vendorId);
  const [defaults] = useState(() => quoteConfigFormValues(config));
  const form = useForm<QuoteConfigFormValues>({ resolver: quoteConfigFormResolver, defaultValues: defaults });
  const { control, setValue } = form;
  const [termsCode, isVat, iban, quoteSeries] = useWatch({
    control,
    name: ["paymentTermsCode", "isVat", "iban", "numbering.QUOTE"],
  });
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const rib = splitFrenchIban(normalizeBankCode(iban));
  const formId = "quote-config-form";
  // The free texts printed on the documents: a few lines, across the section's whole width.
  const textArea = (
    name: "latePaymentPenalties" | "headerNote" | "otherMentions",
    label: string,
    helperText: string,
    minRows: number,
  ) => (
    <Box sx={full}>
      <FormTextField control={control} name={name} label={label} helperText={helperText} multiline minRows={minRows} fullWidth />
    </Box>
  );

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(quoteConfigBody(values), {
      onSuccess: (saved) => {
        form.reset(quoteConfigFormValues(saved));
        notify(t("saved"));
      },
    }),
  );

  return (
    <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={3}>
      <SectionCard title={t("colors.title")} description={t("colors.description")}>
        <Box sx={grid}>
          <Stack spacing={2}>
            <ColorField
              control={control}
              name="color"
              label={t("colors.primary")}
              pickerLabel={t("colors.primaryPicker")}
              helperText={t("colors.primaryHint")}
              fallback={DEFAULT_PRIMARY_COLOR}
            />
            <ColorField
              control={control}
              name="backgroundColor"
              label={t("colors.secondary")}
              pickerLabel={t("colors.secondaryPicker")}
              helperText={t("colors.secondaryHint")}
              fallback={DEFAULT_BACKGROUND_COLOR}
            />
          </Stack>
          <DocumentColorsPreview control={control} example={nextNumberExample(quoteSeries, todayIso()) ?? ""} logoUrl={logoUrl} />
          <Box sx={full}>
            <ConfigFileField
              control={control}
              vendorId={vendorId}
              name="logo"
              label={t("logo.label")}
              hint={t("logo.hint")}
              onPreview={setLogoUrl}
            />
          </Box>
        </Box>
      </SectionCard>

      <SectionCard title={t("payment.title")} description={t("payment.description")}>
        <Box sx={grid}>
          <FormSelectField
            control={control}
            name="methodOfPayment"
            label={t("payment.method")}
            options={methodsOfPayment.map((value) => ({ value, label: t(`payment.methods.${value}`) }))}
          />
          <FormSelectField
            control={control}
            name="paymentTermsCode"
            label={t("payment.terms")}
            options={paymentTermCodes.map((value) => ({ value, label: t(`payment.termCodes.${value}`) }))}
          />
          {termsCode === "CUSTOM_DAYS" ? (
            <FormNumberField
              control={control}
              name="paymentTermsDays"
              label={t("payment.days")}
              helperText={t("payment.daysHint")}
            />
          ) : null}
          {textArea("latePaymentPenalties", t("payment.penalties"), t("payment.penaltiesHint"), 2)}
          <Box sx={full}>
            <FormTextField
              control={control}
              name="earlyPaymentDiscount"
              label={t("payment.earlyDiscount")}
              helperText={t("payment.earlyDiscountHint")}
              fullWidth
            />
          </Box>
        </Box>
      </SectionCard>

      <SectionCard title={t("bank.title")} description={t("bank.description")}>
        <Box sx={grid}>
          <Box sx={full}>
            <FormTextField control={control} name="bankName" label={t("bank.name")} fullWidth />
          </Box>
          <FormTextField
            control={control}
            name="iban"
            label={t("bank.iban")}
            helperText={t("bank.ibanHint")}
            onBlur={() => {
              const typed = form.getValues("iban");
              if (typed.trim() !== "") setValue("iban", formatIban(typed));
            }}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: "off" } }}
          />
          <FormTextField
            control={control}
            name="bic"
            label={t("bank.bic")}
            helperText={t("bank.bicHint")}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: "off" } }}
          />
          {rib ? (
            <Box sx={{ ...full, color: "text.secondary" }} data-testid="rib-parts">
              <Typography variant="body2">
                {t("bank.rib", {
                  bank: rib.bankCode,
                  branch: rib.branchCode,
                  account: rib.accountNumber,
                  key: rib.ribKey,
                })}
              </Typography>
            </Box>
          ) : null}
        </Box>
      </SectionCard>

      <SectionCard title={t("mentions.title")} description={t("mentions.description")}>
        <Box sx={grid}>
          <Box sx={full}>
            <Controller
              control={control}
              name="isVat"
              render={({ field }) => (
                <FormControlLabel
                  label={t("mentions.isVat")}
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.checked);
                        // Switching VAT off proposes the franchise wording, the usual case (reference §1.5).
                        if (!event.target.checked && form.getValues("vatMention").trim() === "") {
                          setValue("vatMention", VAT_FRANCHISE_MENTION, { shouldDirty: true });
                        }
                      }}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          </Box>
          {isVat ? (
            <Box sx={full}>
              <Controller
                control={control}
                name="vatOnDebits"
                render={({ field }) => (
                  <FormControlLabel
                    label={t("mentions.vatOnDebits")}
                    control={
                      <Switch
                        name={field.name}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { "aria-describedby": "vat-on-debits-hint" } }}
                      />
                    }
                  />
                )}
              />
              <Typography id="vat-on-debits-hint" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t("mentions.vatOnDebitsHint")}
              </Typography>
            </Box>
          ) : null}
          {isVat ? null : (
            <Box sx={full}>
              <FormTextField
                control={control}
                name="vatMention"
                label={t("mentions.vatMention")}
                helperText={t("mentions.vatMentionHint")}
                fullWidth
              />
            </Box>
          )}
          {textArea("headerNote", t("mentions.headerNote"), t("mentions.headerNoteHint"), 2)}
          {textArea("otherMentions", t("mentions.otherMentions"), t("mentions.otherMentionsHint"), 3)}
          <Box sx={full}>
            <FormCheckboxGroup
              control={control}
              name="infosToDisplay"
              legend={t("mentions.infosToDisplay")}
              options={infosToDisplayValues.map((value) => ({ value, label: t(`mentions.infos.${value}`) }))}
            />
          </Box>
        </Box>
      </SectionCard>

      <SectionCard title={t("signature.title")} description={t("signature.description")}>
        <Box sx={grid}>
          <FormTextField
            control={control}
            name="approvedBy"
            label={t("signature.approvedBy")}
            helperText={t("signature.approvedByHint")}
          />
          <Box sx={full}>
            <ConfigFileField
              control={control}
              vendorId={vendorId}
              name="electronicSignature"
              label={t("signature.image")}
              hint={t("signature.imageHint")}
            />
          </Box>
        </Box>
      </SectionCard>

      <SectionCard title={t("numbering.title")} description={t("numbering.description")}>
        <NumberingFields control={control} />
      </SectionCard>

      <SectionCard title={t("attachments.title")} description={t("attachments.description")}>
        <ConfigFileField
          control={control}
          vendorId={vendorId}
          name="attachments"
          multiple
          label={t("attachments.label")}
          hint={t("attachments.hint")}
        />
      </SectionCard>

      <SectionCard title={t("email.sectionTitle")} description={t("email.description")}>
        <EmailTemplateFields control={control} setValue={setValue} />
      </SectionCard>

      <FormSaveBar formId={formId} form={form} save={update} />
    </Stack>
  );
}
