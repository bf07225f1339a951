import {
  type CategoryWire,
  splitIncludingTax,
  type TransactionInput,
  type TransactionPaymentMethod,
  type TransactionType,
  type TransactionWire,
  transactionInputSchema,
  transactionPaymentMethods,
  transactionTypes,
  type VatCode,
  vatCodes,
  vatLabels,
} from "@cortege/domain";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useSaveTransaction } from "../api/use-save-transaction.ts";
import { centsOfText, money, parisToday } from "./money.ts";
import { type Receipt, ReceiptField } from "./receipt-field.tsx";

type Row = { label: string; ttc: string; rate: VatCode; categoryId: string; attachment: Receipt | null };
type Form = {
  label: string;
  description: string;
  amount: string;
  date: string;
  type: TransactionType;
  method: TransactionPaymentMethod;
  rows: Row[];
};

const euroText = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

function formOf(t: TransactionWire | null, suggestedCategory: string | null): Form {
  if (!t) return { label: "", description: "", amount: "", date: parisToday(), type: "EXPENSE", method: "CREDIT_CARD", rows: [] };
  const rows = t.allocations.map((a) => ({
    label: a.label,
    ttc: euroText(a.amountTTC),
    rate: a.totalTaxDetails[0]?.taxType ?? "TAX_0",
    categoryId: a.categoryId ?? "",
    attachment: a.attachment,
  }));
  return {
    label: t.label,
    description: t.description ?? "",
    amount: euroText(t.amount),
    date: t.transactionDate,
    type: t.transactionType,
    method: t.paymentMethod,
    rows:
      rows.length > 0
        ? rows
        : [
            {
              label: t.label,
              ttc: euroText(t.amount),
              rate: t.amount < 0 ? "TAX_20" : "TAX_0",
              categoryId: suggestedCategory ?? "",
              attachment: null,
            },
          ],
  };
}

/** The form as the API takes it; the same domain schema as the route checks it (one schema, two consumers). */
function inputOf(f: Form) {
  const amount = centsOfText(f.amount) ?? 0;
  return transactionInputSchema.safeParse({
    label: f.label,
    description: f.description || null,
    amount,
    transactionDate: f.date,
    transactionType: f.type,
    paymentMethod: f.method,
    allocations: f.rows.map((r) => ({
      label: r.label,
      ...splitIncludingTax(centsOfText(r.ttc) ?? 0, r.rate),
      categoryId: r.categoryId || null,
      attachment: r.attachment,
      allocationDate: f.date,
    })),
  });
}

type Props = {
  transaction: TransactionWire | null;
  categories: CategoryWire[];
  suggestedCategory?: string | null;
  onClose: () => void;
};

/** Creates or edits a transaction and its allocations (TTC and rate per line; HT and VAT computed). */
export function TransactionEditorDialog({ transaction, categories, suggestedCategory = null, onClose }: Props) {
  const { t, i18n } = useTranslation("transactions");
  const vendorId = useVendorId();
  const save = useSaveTransaction(vendorId);
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const phone = useIsPhone();
  const titleId = useId();
  const [form, setForm] = useState<Form>(() => formOf(transaction, suggestedCategory));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const locked =
    transaction !== null &&
    (transaction.source === "PAYMENT" || transaction.source === "REVERSAL" || transaction.allocations.some((a) => a.quoteId));
  const fromBank = transaction?.source === "BANK";
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const setRow = (i: number, patch: Partial<Row>) =>
    setForm((f) => ({ ...f, rows: f.rows.map((r, k) => (k === i ? { ...r, ...patch } : r)) }));
  const total = centsOfText(form.amount) ?? 0;
  const allocated = form.rows.reduce((s, r) => s + (centsOfText(r.ttc) ?? 0), 0);
  const visible = categories.filter((c) => c.isVisible || form.rows.some((r) => r.categoryId === c.categoryId));

  const submit = () => {
    const parsed = inputOf(form);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join(".");
        if (!next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { input: parsed.data as TransactionInput, transactionId: transaction?.transactionId },
      {
        onSuccess: () => {
          notify(t("saved"), "success");
          onClose();
        },
        // The form stays as typed: nothing is lost on a refused save.
        onError: (error) => setFailure(problemMessage(error)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{transaction ? t("editor.editTitle") : t("editor.createTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {locked && <Alert severity="info">{t("editor.locked")}</Alert>}
          {fromBank && !locked && <Alert severity="info">{t("editor.bankLocked")}</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t("editor.label")}
            value={form.label}
            onChange={(e) => set({ label: e.target.value })}
            error={!!errors.label}
            helperText={errors.label}
            disabled={locked}
            required
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              label={t("editor.amount")}
              value={form.amount}
              onChange={(e) => set({ amount: e.target.value })}
              error={!!errors.amount}
              helperText={errors.amount ?? (locked || fromBank ? undefined : t("editor.amountHelp"))}
              disabled={locked || fromBank}
              inputMode="decimal"
              required
              sx={{ flex: 1 }}
            />
            <TextField
              label={t("editor.date")}
              type="date"
              value={form.date}
              onChange={(e) => set({ date: e.target.value })}
              error={!!errors.transactionDate}
              helperText={errors.transactionDate}
              disabled={locked || fromBank}
              slotProps={{ inputLabel: { shrink: true } }}
              required
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              select
              label={t("editor.type")}
              value={form.type}
              onChange={(e) => set({ type: e.target.value as TransactionType })}
              disabled={locked}
              sx={{ flex: 1 }}
            >
              {transactionTypes.map((x) => (
                <MenuItem key={x} value={x}>
                  {t(`type.${x}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t("editor.method")}
              value={form.method}
              onChange={(e) => set({ method: e.target.value as TransactionPaymentMethod })}
              error={!!errors.paymentMethod}
              helperText={errors.paymentMethod}
              disabled={locked}
              sx={{ flex: 1 }}
            >
              {transactionPaymentMethods.map((x) => (
                <MenuItem key={x} value={x}>
                  {t(`method.${x}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={t("editor.description")}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            disabled={locked}
            multiline
            minRows={1}
          />

          <Typography variant="h3" sx={{ fontSize: "1.05rem", pt: 1 }}>
            {t("editor.allocations")}
          </Typography>
          {form.rows.map((r, i) => {
            const split = splitIncludingTax(centsOfText(r.ttc) ?? 0, r.rate);
            const vat = split.totalTaxDetails.reduce((s, x) => s + x.taxAmount, 0);
            return (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
                key={i}
                sx={{
                  display: "grid",
                  gap: 1,
                  gridTemplateColumns: { xs: "1fr", md: "2fr 150px 110px 2fr auto" },
                  alignItems: "start",
                  borderLeft: 3,
                  borderColor: "divider",
                  pl: 1,
                }}
              >
                <TextField
                  size="small"
                  label={t("editor.allocationLabel")}
                  value={r.label}
                  onChange={(e) => setRow(i, { label: e.target.value })}
                  error={!!errors[`allocations.${i}.label`]}
                  helperText={errors[`allocations.${i}.label`]}
                  disabled={locked}
                  sx={{ minWidth: 0 }}
                />
                <TextField
                  size="small"
                  label={t("editor.allocationAmount")}
                  value={r.ttc}
                  onChange={(e) => setRow(i, { ttc: e.target.value })}
                  error={!!errors[`allocations.${i}.amount`]}
                  helperText={
                    errors[`allocations.${i}.amount`] ??
                    (vat !== 0 ? t("editor.allocationVat", { vat: money(vat, i18n.language) }) : " ")
                  }
                  disabled={locked}
                  inputMode="decimal"
                  sx={{ minWidth: 0 }}
                />
                <TextField
                  size="small"
                  select
                  label={t("editor.allocationRate")}
                  value={r.rate}
                  onChange={(e) => setRow(i, { rate: e.target.value as VatCode })}
                  disabled={locked}
                  sx={{ minWidth: 0 }}
                >
                  {vatCodes.map((c) => (
                    <MenuItem key={c} value={c}>
                      {vatLabels[c]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  select
                  label={t("editor.allocationCategory")}
                  value={r.categoryId}
                  onChange={(e) => setRow(i, { categoryId: e.target.value })}
                  disabled={locked}
                  sx={{ minWidth: 0 }}
                >
                  <MenuItem value="">{t("noCategory")}</MenuItem>
                  {visible.map((c) => (
                    <MenuItem key={c.categoryId} value={c.categoryId}>
                      {c.category} · {t(`parent.${c.parentCategory}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {!locked && (
                  <IconButton
                    aria-label={t("actions.removeAllocation", { n: i + 1 })}
                    onClick={() => set({ rows: form.rows.filter((_, k) => k !== i) })}
                  >
                    <DeleteOutline />
                  </IconButton>
                )}
                {(!locked || r.attachment) && (
                  <ReceiptField
                    label={t("editor.receiptAdd")}
                    value={r.attachment}
                    onChange={(attachment) => setRow(i, { attachment })}
                    disabled={locked}
                  />
                )}
              </Box>
            );
          })}
          {errors.allocations && <Alert severity="error">{errors.allocations}</Alert>}
          {form.rows.length > 0 && (
            <Typography variant="body2" sx={{ color: allocated === total ? "success.main" : "warning.main" }}>
              {allocated === total
                ? t("editor.balanced")
                : t("editor.remaining", { amount: money(total - allocated, i18n.language) })}
            </Typography>
          )}
          {!locked && (
            <Button
              onClick={() =>
                set({
                  rows: [
                    ...form.rows,
                    {
                      label: form.label,
                      ttc: euroText(total - allocated),
                      rate: total < 0 ? "TAX_20" : "TAX_0",
                      categoryId: form.rows.length === 0 ? (suggestedCategory ?? "") : "",
                      attachment: null,
                    },
                  ],
                })
              }
              sx={{ alignSelf: "flex-start" }}
            >
              {t("actions.addAllocation")}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t("actions.cancel")}
        </Button>
        {!locked && (
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {t("actions.save")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
