import {
  DEFAULT_DOCUMENT_EMAIL_TEMPLATE,
  DEFAULT_DOCUMENT_EMAIL_TITLE,
  documentEmailVariables,
  unknownEmailVariables,
} from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { type Control, type UseFormSetValue, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import type { QuoteConfigFormValues } from "./quote-config-form-values.ts";

type Target = "titleEmailTemplate" | "emailTemplate";

/**
 * The e-mail that carries a document: its title and body, with the variables offered as chips that
 * insert `{{numero}}` where the cursor is (in the field last focused).
 */
export function EmailTemplateFields({
  control,
  setValue,
}: {
  control: Control<QuoteConfigFormValues>;
  setValue: UseFormSetValue<QuoteConfigFormValues>;
}) {
  const { t } = useTranslation("quote-config");
  const inputs = useRef<Partial<Record<Target, HTMLInputElement | HTMLTextAreaElement>>>({});
  const last = useRef<Target>("emailTemplate");
  const [title, body] = useWatch({ control, name: ["titleEmailTemplate", "emailTemplate"] });
  const unknown = unknownEmailVariables(`${title} ${body}`);

  const insert = (variable: string) => {
    const target = last.current;
    const input = inputs.current[target];
    const current = (target === "emailTemplate" ? body : title) ?? "";
    const token = `{{${variable}}}`;
    const start = input?.selectionStart ?? current.length;
    const end = input?.selectionEnd ?? current.length;
    setValue(target, current.slice(0, start) + token + current.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const remember = (target: Target) => ({
    onFocus: () => {
      last.current = target;
    },
    inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (el) inputs.current[target] = el;
    },
  });

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box>
        <Typography variant="body2" id="email-variables" sx={{ color: "text.secondary", mb: 1 }}>
          {t("email.variables")}
        </Typography>
        <Box role="group" aria-labelledby="email-variables" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          {documentEmailVariables.map((variable) => (
            <Chip
              key={variable}
              label={`${t(`email.variableLabels.${variable}`)} · {{${variable}}}`}
              onClick={() => insert(variable)}
              variant="outlined"
              size="small"
            />
          ))}
        </Box>
      </Box>
      <FormTextField
        control={control}
        name="titleEmailTemplate"
        label={t("email.title")}
        placeholder={DEFAULT_DOCUMENT_EMAIL_TITLE}
        slotProps={{
          htmlInput: { onFocus: remember("titleEmailTemplate").onFocus, ref: remember("titleEmailTemplate").inputRef },
        }}
      />
      <FormTextField
        control={control}
        name="emailTemplate"
        label={t("email.body")}
        multiline
        minRows={6}
        placeholder={DEFAULT_DOCUMENT_EMAIL_TEMPLATE}
        slotProps={{ htmlInput: { onFocus: remember("emailTemplate").onFocus, ref: remember("emailTemplate").inputRef } }}
      />
      {unknown.length > 0 ? (
        <Alert severity="warning">{t("email.unknown", { names: unknown.map((n) => `{{${n}}}`).join(", ") })}</Alert>
      ) : null}
      {!title && !body ? (
        <Box>
          <Button
            onClick={() => {
              setValue("titleEmailTemplate", DEFAULT_DOCUMENT_EMAIL_TITLE, { shouldDirty: true });
              setValue("emailTemplate", DEFAULT_DOCUMENT_EMAIL_TEMPLATE, { shouldDirty: true });
            }}
          >
            {t("email.useDefault")}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
