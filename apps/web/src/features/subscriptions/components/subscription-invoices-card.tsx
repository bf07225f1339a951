import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { formatCents } from "../../../lib/format-money.ts";
import { INVOICES_PER_PAGE, useSubscriptionInvoices } from "../api/use-subscription-invoices.ts";
import { formatBillingDate } from "./billing-dates.ts";

const statuses = ["paid", "open", "uncollectible", "void"] as const;

/** The user's Cortège invoices (their PDF at Stripe); status and page live in the URL. */
export function SubscriptionInvoicesCard() {
  const { t, i18n } = useTranslation("subscriptions");
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const status = statuses.find((s) => s === params.get("statut")) ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const invoices = useSubscriptionInvoices(status, page);
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        if (key !== "page") p.delete("page");
        return p;
      },
      { replace: true },
    );
  const lang = i18n.language;
  const pages = Math.max(1, Math.ceil((invoices.data?.total ?? 0) / INVOICES_PER_PAGE));
  const rows = invoices.data?.invoices ?? [];
  const statusChip = (s: string) => (
    <Chip
      size="small"
      color={s === "paid" ? "success" : s === "open" ? "warning" : "default"}
      label={t(`invoices.statuses.${s as (typeof statuses)[number]}`)}
    />
  );
  const pdf = (pdfUrl: string | null, number: string | null) =>
    pdfUrl ? (
      <Link
        href={pdfUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("invoices.downloadLabel", { number: number ?? "" })}
      >
        {t("invoices.download")}
      </Link>
    ) : null;

  return (
    <SectionCard title={t("invoices.title")}>
      <Stack spacing={2}>
        <TextField
          select
          size="small"
          label={t("invoices.status")}
          value={status}
          onChange={(e) => set("statut", e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 220 }}
        >
          <MenuItem value="">{t("invoices.allStatuses")}</MenuItem>
          {statuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`invoices.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {invoices.isError ? <LoadError error={invoices.error} onRetry={() => void invoices.refetch()} /> : null}
        {invoices.data && rows.length === 0 ? (
          <Typography sx={{ color: "text.secondary" }}>{t("invoices.empty")}</Typography>
        ) : null}
        {rows.length > 0 && isPhone ? (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
            {rows.map((inv) => (
              <Stack
                component="li"
                key={inv.id}
                spacing={0.5}
                sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 1.5 }}
              >
                <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
                  <Typography sx={{ fontWeight: 600 }}>{inv.number}</Typography>
                  {statusChip(inv.status)}
                </Stack>
                <Typography>
                  {formatBillingDate(inv.date, lang)} · {formatCents(inv.total, lang)}
                </Typography>
                {pdf(inv.pdf, inv.number)}
              </Stack>
            ))}
          </Stack>
        ) : null}
        {rows.length > 0 && !isPhone ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t("invoices.number")}</TableCell>
                <TableCell>{t("invoices.date")}</TableCell>
                <TableCell>{t("invoices.status")}</TableCell>
                <TableCell align="right">{t("invoices.total")}</TableCell>
                <TableCell>{t("invoices.paidOn")}</TableCell>
                <TableCell>{t("invoices.download")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((inv) => (
                <TableRow key={inv.id}>
                  <TableCell>{inv.number}</TableCell>
                  <TableCell>{formatBillingDate(inv.date, lang)}</TableCell>
                  <TableCell>{statusChip(inv.status)}</TableCell>
                  <TableCell align="right">{formatCents(inv.total, lang)}</TableCell>
                  <TableCell>{inv.paidDate ? formatBillingDate(inv.paidDate, lang) : "—"}</TableCell>
                  <TableCell>{pdf(inv.pdf, inv.number)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {pages > 1 ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Button disabled={page <= 1} onClick={() => set("page", String(page - 1))}>
              {t("invoices.previous")}
            </Button>
            <Typography variant="body2">{t("invoices.pageOf", { page, pages })}</Typography>
            <Button disabled={page >= pages} onClick={() => set("page", String(page + 1))}>
              {t("invoices.next")}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
