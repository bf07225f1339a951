import Download from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { type ExportFormat, exportTransactions } from "../api/export-transactions.ts";
import { parisToday } from "./money.ts";

/** The period's CSV and XLSX, the fiscal year's FEC and the livre des recettes, each through a signed download link. */
export function ExportsPanel() {
  const { t } = useTranslation("transactions");
  const vendorId = useVendorId();
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const today = parisToday();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(`${today.slice(0, 4)}-12-31`);
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { url } = await exportTransactions(vendorId, from, to, format);
      // The browser follows the signed link; the file comes as an attachment.
      window.location.assign(url);
    } catch (error) {
      notify(error instanceof Error && !("problem" in error) ? error.message : problemMessage(error), "error");
    } finally {
      setBusy(null);
    }
  };
  const items: { format: ExportFormat; title: string; help?: string }[] = [
    { format: "CSV", title: t("exports.csv") },
    { format: "XLSX", title: t("exports.xlsx"), help: t("exports.xlsxHelp") },
    { format: "FEC", title: t("exports.fec"), help: t("exports.fecHelp") },
    { format: "RECEIPTS", title: t("exports.receipts"), help: t("exports.receiptsHelp") },
  ];
  return (
    <Stack spacing={2}>
      <Typography>{t("exports.intro")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          size="small"
          type="date"
          label={t("exports.from")}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t("exports.to")}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {items.map((i) => (
        <Card key={i.format} variant="outlined">
          <CardContent sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", "&:last-child": { pb: 2 } }}>
            <Stack sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 500 }}>{i.title}</Typography>
              {i.help && (
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {i.help}
                </Typography>
              )}
            </Stack>
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={busy !== null}
              onClick={() => void download(i.format)}
              aria-label={`${t("actions.download")} : ${i.title}`}
            >
              {t("actions.download")}
            </Button>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
