import {
  type DocumentStatus,
  type PaymentInput,
  type PaymentMethod,
  parseAmountInput,
  paymentInputSchema,
  paymentMethods,
  type QuoteType,
} from "@cortege/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/form-date-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useDocumentStatus } from "../api/use-document-status.ts";
import { useRecordPayment } from "../api/use-record-payment.ts";

export type PaymentDialogMode = "record" | "paid";

type PaymentDialogProps = {
  document: { quoteId: string; quoteType: QuoteType; status: DocumentStatus };
  /** What remains to pay, euros: the amount offered. */
  remaining: number;
  /** "paid": the « Payé » status, a payment of what remains; "record": any payment up to it. */
  mode: PaymentDialogMode;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  /** Before a draft is issued and paid at once: the missing-information flow (false: given up). */
  ensureReady?: (() => Promise<boolean>) | undefined;
};

type PaymentFormValues = { date: string | null; amount: string; method: PaymentMethod; reference: string };

const parisToday = () => dateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const amountText = (euros: number) => euros.toFixed(2).replace(".", ",");

/**
 * A payment received (date, amount, method, reference): recorded on its own, or carried by the change
 * to « Payé ». The domain's schema checks it before it leaves; a refusal keeps what was typed.
 */
export function PaymentDialog({ document: d, remaining, mode, open, onClose, onDone, ensureReady }: PaymentDialogProps) {
  const { t } = useTranslation("document-payments");
  const titleId = useId();
  const record = useRecordPayment();
  const status = useDocumentStatus();
  const mutation = mode === "paid" ? status : record;
  const form = useForm<PaymentFormValues>({
    defaultValues: { date: parisToday(), amount: amountText(remaining), method: "BANK_TRANSFER", reference: "" },
  });
  const { control, handleSubmit, setError, clearErrors } = form;

  const submit = handleSubmit(async (v) => {
    const parsed = paymentInputSchema.safeParse({
      date: v.date ?? "",
      amount: parseAmountInput(v.amount) ?? Number.NaN,
      method: v.method,
      reference: v.reference,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "amount") as keyof PaymentFormValues;
        setError(field, { type: "domain", message: issue.message });
      }
      return;
    }
    const payment: PaymentInput = parsed.data;
    const done = { onSuccess: onDone };
    if (mode === "paid" && d.status === "DRAFT" && ensureReady && !(await ensureReady())) return;
    if (mode === "paid") status.mutate({ quoteType: d.quoteType, quoteId: d.quoteId, status: "PAID", payment }, done);
    else record.mutate({ quoteId: d.quoteId, ...payment }, done);
  });
  const onSubmit = (event: FormEvent) => {
    event.stopPropagation();
    clearErrors();
    void submit(event);
  };
  const close = () => {
    if (mutation.isPending) return;
    record.reset();
    status.reset();
    onClose();
  };
  const refund = d.quoteType === "CREDIT_NOTE";

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {t(mode === "paid" ? "dialog.paidTitle" : refund ? "dialog.refundTitle" : "dialog.title")}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {t(mode === "paid" ? "dialog.paidText" : "dialog.text", { remaining: amountText(remaining) })}
            </DialogContentText>
            <FormDateField control={control} name="date" label={t("fields.date")} required />
            <Controller
              control={control}
              name="amount"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label={t("fields.amount")}
                  required
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message ?? t("fields.amountHint", { remaining: amountText(remaining) })}
                  slotProps={{ htmlInput: { inputMode: "decimal" }, input: { endAdornment: "€" } }}
                />
              )}
            />
            <Controller
              control={control}
              name="method"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  {...field}
                  inputRef={field.ref}
                  label={t("fields.method")}
                  required
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                >
                  {paymentMethods.map((m) => (
                    <MenuItem key={m} value={m}>
                      {t(`methods.${m}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="reference"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label={t("fields.reference")}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message ?? t("fields.referenceHint")}
                />
              )}
            />
            <ProblemAlert error={mutation.error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={mutation.isPending}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t(mode === "paid" ? "dialog.markPaid" : "dialog.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
