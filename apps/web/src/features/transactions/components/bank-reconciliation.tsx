import type { CategoryWire, TransactionWire } from "@cortege/domain";
import UploadFile from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useAcceptSuggestion } from "../api/use-accept-suggestion.ts";
import { type BankImportResult, useBankImport } from "../api/use-bank-import.ts";
import { useBankSuggestions } from "../api/use-bank-suggestions.ts";
import { type TransactionFilters, useTransactionList } from "../api/use-transaction-list.ts";
import { money, shortDate } from "./money.ts";

const unmatched: TransactionFilters = { searchTerm: "", status: "UNRECONCILED" };

type Props = { categories: CategoryWire[]; onCategorise: (t: TransactionWire, categoryId: string | null) => void };

/** Import a statement, then take each line's suggestion: an invoice it pays, a payment it confirms, a category. */
export function BankReconciliation({ categories, onCategorise }: Props) {
  const { t, i18n } = useTranslation("transactions");
  const vendorId = useVendorId();
  const importer = useBankImport(vendorId);
  const accept = useAcceptSuggestion(vendorId);
  const suggestions = useBankSuggestions();
  const lines = useTransactionList(unmatched);
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const [result, setResult] = useState<BankImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const names = new Map(categories.map((c) => [c.categoryId, c.category]));
  const bankLines = (lines.data?.pages.flatMap((p) => p.transactions) ?? []).filter((x) => x.source === "BANK");
  const byLine = new Map((suggestions.data ?? []).map((s) => [s.transactionId, s]));

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setResult(null);
    importer.mutate(file, { onSuccess: setResult, onError: (e) => setFailure(problemMessage(e)) });
  };
  const take = (a: Parameters<typeof accept.mutate>[0]) =>
    accept.mutate(a, { onSuccess: () => notify(t("accepted"), "success"), onError: (e) => notify(problemMessage(e), "error") });

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography sx={{ mb: 1.5 }}>{t("bank.intro")}</Typography>
          <Button component="label" variant="contained" startIcon={<UploadFile />} disabled={importer.isPending}>
            {t("actions.import")}
            <input
              hidden
              type="file"
              accept=".ofx,.qfx,.xml,.csv,.txt"
              aria-label={t("bank.choose")}
              onChange={(e) => {
                onFile(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </Button>
          {result && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t("bank.imported", {
                imported: result.imported,
                lines: result.lines,
                duplicates: result.duplicates,
                sure: result.sureMatches,
              })}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </CardContent>
      </Card>
      {lines.isPending || suggestions.isPending ? (
        <PageLoader />
      ) : lines.isError ? (
        <LoadError error={lines.error} onRetry={() => void lines.refetch()} />
      ) : bankLines.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{t("bank.none")}</Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t("tabs.bank")}>
          {bankLines.map((line) => {
            const s = byLine.get(line.transactionId);
            return (
              <Card component="li" key={line.transactionId} variant="outlined" aria-label={line.label}>
                <CardContent sx={{ "&:last-child": { pb: 2 } }}>
                  <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "baseline" }}>
                    <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{line.label}</Typography>
                    <Typography
                      sx={{
                        fontVariantNumeric: "tabular-nums",
                        whiteSpace: "nowrap",
                        color: line.amount > 0 ? "success.main" : "text.primary",
                      }}
                    >
                      {money(line.amount, i18n.language)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
                    {shortDate(line.transactionDate, i18n.language)}
                  </Typography>
                  <Stack spacing={1}>
                    {s?.invoices.map((inv) => (
                      <Stack
                        key={inv.quoteId}
                        direction={{ xs: "column", sm: "row" }}
                        spacing={1}
                        sx={{ alignItems: { sm: "center" } }}
                      >
                        <Typography variant="body2" sx={{ flex: 1 }}>
                          {t("bank.invoice", {
                            name: inv.name,
                            client: inv.clientName,
                            remaining: money(inv.remaining, i18n.language),
                          })}
                        </Typography>
                        <Button
                          size="small"
                          variant="contained"
                          disabled={accept.isPending}
                          onClick={() => take({ transactionId: line.transactionId, quoteId: inv.quoteId })}
                        >
                          {t("actions.accept")}
                        </Button>
                      </Stack>
                    ))}
                    {s?.payments.map((p) => (
                      <Stack
                        key={p.transactionId}
                        direction={{ xs: "column", sm: "row" }}
                        spacing={1}
                        sx={{ alignItems: { sm: "center" } }}
                      >
                        <Typography variant="body2" sx={{ flex: 1 }}>
                          {t("bank.payment", { label: p.label })}
                        </Typography>
                        <Button
                          size="small"
                          variant="contained"
                          disabled={accept.isPending}
                          onClick={() => take({ transactionId: line.transactionId, paymentTransactionId: p.transactionId })}
                        >
                          {t("actions.accept")}
                        </Button>
                      </Stack>
                    ))}
                    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
                      <Typography variant="body2" sx={{ flex: 1, color: "text.secondary" }}>
                        {s?.category
                          ? t("bank.category", { category: names.get(s.category.categoryId) ?? "" })
                          : s && (s.invoices.length > 0 || s.payments.length > 0)
                            ? ""
                            : t("bank.noSuggestion")}
                      </Typography>
                      <Button size="small" variant="outlined" onClick={() => onCategorise(line, s?.category?.categoryId ?? null)}>
                        {t("actions.categorise")}
                      </Button>
                    </Stack>
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
