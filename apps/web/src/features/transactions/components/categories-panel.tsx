import type { TransactionConfigWire } from "@cortege/domain";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useResetCategories } from "../api/use-reset-categories.ts";
import { useUpdateTransactionConfig } from "../api/use-update-transaction-config.ts";

/** The fiscal year and the chart of categories (each with its account): hide, show, reset to defaults. */
export function CategoriesPanel({ config }: { config: TransactionConfigWire }) {
  const { t } = useTranslation("transactions");
  const vendorId = useVendorId();
  const update = useUpdateTransactionConfig(vendorId);
  const reset = useResetCategories(vendorId);
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const [start, setStart] = useState(config.fiscalDateStart);
  const [end, setEnd] = useState(config.fiscalDateEnd);
  const onError = (e: unknown) => notify(problemMessage(e), "error");
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <TextField
              size="small"
              type="date"
              label={t("categories.fiscalStart")}
              value={start}
              onChange={(e) => setStart(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={t("categories.fiscalEnd")}
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              disabled={update.isPending}
              onClick={() => update.mutate({ fiscalDateStart: start, fiscalDateEnd: end }, { onError })}
            >
              {t("actions.saveFiscal")}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Typography>{t("categories.intro")}</Typography>
      <Card>
        <CardContent tabIndex={0} sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={t("tabs.categories")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("columns.category")}</TableCell>
                <TableCell>{t("categories.account")}</TableCell>
                <TableCell align="right">{t("categories.visible")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {config.categories.map((c) => (
                <TableRow key={c.categoryId}>
                  <TableCell>
                    {c.category}
                    <Typography variant="body2" component="span" sx={{ display: "block", color: "text.secondary" }}>
                      {t(`parent.${c.parentCategory}`)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ fontVariantNumeric: "tabular-nums" }}>{c.account}</TableCell>
                  <TableCell align="right">
                    <Switch
                      checked={c.isVisible}
                      slotProps={{ input: { "aria-label": `${t("categories.visible")} : ${c.category}` } }}
                      onChange={(e) => update.mutate({ categories: [{ ...c, isVisible: e.target.checked }] }, { onError })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Button sx={{ alignSelf: "flex-start" }} disabled={reset.isPending} onClick={() => reset.mutate(undefined, { onError })}>
        {t("actions.reset")}
      </Button>
    </Stack>
  );
}
