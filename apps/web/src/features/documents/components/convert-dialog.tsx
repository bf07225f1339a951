import type { DiscountType } from "@cortege/domain";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { parseDecimal } from "../../../lib/format-money.ts";
import type { DocumentCreated, DocumentSummary } from "../api/document-wire.ts";
import { useConvertDocument } from "../api/use-convert-document.ts";
import type { Conversion } from "./conversions.ts";

type ConvertDialogProps = {
  source: { document: DocumentSummary; conversion: Conversion } | null;
  onClose: () => void;
  onDone: (created: DocumentCreated) => void;
};

type Choice = "schedule" | "PERCENTAGE" | "FIXED" | "whole" | "amount";

/** quote/duplicate with its options: which deposit, or a credit note of the whole invoice or of an amount. */
export function ConvertDialog({ source, onClose, onDone }: ConvertDialogProps) {
  const { t } = useTranslation("documents");
  const convert = useConvertDocument();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [value, setValue] = useState("30");
  const kind = source?.conversion.kind;
  const current: Choice = choice ?? (kind === "deposit" ? "schedule" : "whole");
  const amount = parseDecimal(value);
  const needsValue = current === "PERCENTAGE" || current === "FIXED" || current === "amount";
  const close = () => {
    convert.reset();
    setChoice(null);
    onClose();
  };
  const confirm = () => {
    if (!source || (needsValue && (amount === null || amount <= 0))) return;
    const d = source.document;
    convert.mutate(
      {
        quoteType: d.quoteType,
        quoteTypeDestination: source.conversion.to,
        quoteId: d.quoteId,
        ...(kind === "deposit" && (current === "PERCENTAGE" || current === "FIXED")
          ? { deposit: { depositType: current as DiscountType, depositValue: amount ?? 0 } }
          : {}),
        ...(kind === "creditNote" && current === "amount" ? { amount: amount ?? 0 } : {}),
      },
      {
        onSuccess: (created) => {
          close();
          onDone(created);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={source !== null}
      title={kind ? t(`convert.${kind}Title`) : ""}
      text={kind ? t(`convert.${kind}Text`, { name: source?.document.name ?? t("list.draftName") }) : ""}
      confirmLabel={kind ? t(`convert.${kind}Confirm`) : ""}
      pending={convert.isPending}
      error={convert.error}
      onConfirm={confirm}
      onClose={close}
    >
      {kind === "deposit" || kind === "creditNote" ? (
        <RadioGroup value={current} onChange={(event) => setChoice(event.target.value as Choice)} aria-label={t("convert.how")}>
          {(kind === "deposit" ? (["schedule", "PERCENTAGE", "FIXED"] as const) : (["whole", "amount"] as const)).map((c) => (
            <FormControlLabel key={c} value={c} control={<Radio />} label={t(`convert.choices.${c}`)} />
          ))}
        </RadioGroup>
      ) : null}
      {needsValue ? (
        <TextField
          label={current === "PERCENTAGE" ? t("convert.percentage") : t("convert.amountTTC")}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={amount === null || amount <= 0}
          helperText={amount === null || amount <= 0 ? t("convert.valueInvalid") : undefined}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
      ) : null}
    </ConfirmDialog>
  );
}
