import Add from "@mui/icons-material/Add";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  addDeposit,
  type DepositValues,
  type DocumentFormValues,
  depositSchedule,
  removeDeposit,
} from "./document-form-values.ts";
import { formatCents, formatDocumentDate } from "./format.ts";

type DepositsEditorProps = {
  control: Control<DocumentFormValues>;
  deposits: DepositValues[];
  totalIncludingTaxCents: number;
  date: string | null;
  error?: string | undefined;
  onChange: (deposits: DepositValues[]) => void;
};

/**
 * The quote's deposit schedule (part 2 §4), by the domain's rules: the first « Ajouter un acompte »
 * makes an intermediate entry and the final one (the balance), later ones go before the final one,
 * and removing down to one entry clears the schedule.
 */
export function DepositsEditor({ control, deposits, totalIncludingTaxCents, date, error, onChange }: DepositsEditorProps) {
  const { t, i18n } = useTranslation("documents");
  const schedule = depositSchedule(deposits, totalIncludingTaxCents, date);
  const money = (cents: number) => formatCents(cents, i18n.language);
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {deposits.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("deposits.none")}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t("deposits.title")} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
          {deposits.map((d, i) => {
            const final = i === deposits.length - 1;
            const entry = schedule?.ok ? schedule.entries[i] : undefined;
            return (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: a schedule entry is its position (deposit n, then the balance)
                key={`${i}-${final}`}
                // One grid for every entry on a wide screen, so amounts line up; wrapped on a phone.
                sx={{
                  display: { xs: "flex", sm: "grid" },
                  flexWrap: "wrap",
                  gridTemplateColumns: "80px 84px 80px minmax(150px, 1fr) 90px 36px",
                  gap: 1.5,
                  alignItems: "center",
                  borderBottom: 1,
                  borderColor: "divider",
                  pb: 1,
                }}
              >
                <Typography sx={{ fontWeight: 600, minWidth: 84 }}>
                  {final ? t("deposits.final") : t("deposits.entry", { n: i + 1 })}
                </Typography>
                {final ? (
                  <Typography variant="body2" sx={{ color: "text.secondary", flexGrow: 1, gridColumn: "span 2" }}>
                    {t("deposits.finalHint")}
                  </Typography>
                ) : (
                  <>
                    <Controller
                      control={control}
                      name={`deposits.${i}.depositType`}
                      render={({ field }) => (
                        <TextField
                          select
                          size="small"
                          label={t("deposits.type")}
                          {...field}
                          sx={{ width: { xs: 100, sm: "auto" } }}
                        >
                          <MenuItem value="PERCENTAGE">{t("discountShort.PERCENTAGE")}</MenuItem>
                          <MenuItem value="FIXED">{t("deposits.fixedTTC")}</MenuItem>
                        </TextField>
                      )}
                    />
                    <Controller
                      control={control}
                      name={`deposits.${i}.depositValue`}
                      render={({ field, fieldState }) => (
                        <TextField
                          size="small"
                          label={t("deposits.value")}
                          {...field}
                          inputRef={field.ref}
                          error={fieldState.invalid}
                          helperText={fieldState.error?.message}
                          sx={{ width: { xs: 110, sm: "auto" } }}
                          slotProps={{ htmlInput: { inputMode: "decimal" } }}
                        />
                      )}
                    />
                  </>
                )}
                <Controller
                  control={control}
                  name={`deposits.${i}.dueDate`}
                  render={({ field }) => (
                    <TextField
                      type="date"
                      size="small"
                      label={t("deposits.dueDate")}
                      value={field.value ?? ""}
                      onChange={(event) => field.onChange(event.target.value || null)}
                      sx={{ width: { xs: 160, sm: "auto" } }}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  )}
                />
                <Box sx={{ ml: "auto", textAlign: "right" }}>
                  <Typography sx={{ fontWeight: 600 }} data-testid="deposit-amount">
                    {entry ? money(entry.amountCents) : "—"}
                  </Typography>
                  {entry && !d.dueDate ? (
                    <Typography variant="caption" sx={{ color: "text.secondary" }}>
                      {entry.dueDate ? formatDocumentDate(entry.dueDate, i18n.language) : t("deposits.onReceipt")}
                    </Typography>
                  ) : null}
                </Box>
                <IconButton
                  aria-label={final ? t("deposits.removeFinal") : t("deposits.remove", { n: i + 1 })}
                  onClick={() => onChange(removeDeposit(deposits, i))}
                  size="small"
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      {error || (schedule && !schedule.ok) ? (
        <Alert severity="error">{error ?? (schedule && !schedule.ok ? schedule.message : "")}</Alert>
      ) : null}
      <Box>
        <Button startIcon={<Add />} onClick={() => onChange(addDeposit(deposits))}>
          {t("deposits.add")}
        </Button>
      </Box>
      <Typography variant="caption" sx={{ color: "text.secondary" }}>
        {t("deposits.legal")}
      </Typography>
    </Box>
  );
}
