import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { DataTableColumn } from "../../../components/data-table/data-table-types.ts";
import { documentPath } from "../../../config/document-paths.ts";
import type { DocumentSummary } from "../api/document-wire.ts";
import { DocumentStatusChip } from "./document-status-chip.tsx";
import { formatDocumentDate, formatEuros } from "./format.ts";

/** A documents list's columns on a desktop and its card on a phone. */
export function useDocumentColumns() {
  const { t, i18n } = useTranslation("documents");
  const money = (n: number) => formatEuros(n, i18n.language);
  const date = (d: string | null) => formatDocumentDate(d, i18n.language);
  const title = (d: DocumentSummary) => (
    <Link component={RouterLink} to={documentPath(d.quoteType, d.quoteId)} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
      {d.name ?? t("list.draftName")}
    </Link>
  );
  const client = (d: DocumentSummary) => d.clientName ?? t("list.noClient");
  const dueDate = (d: DocumentSummary) => (d.quoteType === "QUOTE" ? d.expirationDate : d.dueDate);
  const dueLabel = (d: DocumentSummary) =>
    t(d.quoteType === "QUOTE" ? "list.validUntil" : "list.dueOn", { date: date(dueDate(d)) });

  const columns: DataTableColumn<DocumentSummary>[] = [
    { id: "number", header: t("list.number"), cell: title },
    { id: "client", header: t("list.client"), cell: client, sx: { maxWidth: 280, overflowWrap: "anywhere" } },
    {
      id: "date",
      header: t("list.date"),
      sx: { whiteSpace: "nowrap" },
      cell: (d) => (
        <>
          {date(d.date ?? d.issuedDate)}
          {dueDate(d) ? (
            <Typography variant="body2" component="div" sx={{ color: "text.secondary" }}>
              {dueLabel(d)}
            </Typography>
          ) : null}
        </>
      ),
    },
    { id: "status", header: t("list.status"), cell: (d) => <DocumentStatusChip status={d.status} /> },
    {
      id: "totalHT",
      header: t("list.totalHT"),
      align: "right",
      sx: { whiteSpace: "nowrap" },
      cell: (d) => money(d.totalExcludingTax),
    },
    {
      id: "totalTTC",
      header: t("list.totalTTC"),
      align: "right",
      sx: { whiteSpace: "nowrap", fontWeight: 600 },
      cell: (d) => money(d.totalIncludingTax),
    },
  ];

  const card = (d: DocumentSummary) => (
    <>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        {title(d)}
        <DocumentStatusChip status={d.status} />
      </Box>
      <Typography sx={{ overflowWrap: "anywhere" }}>{client(d)}</Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5, alignItems: "baseline" }}>
        <Typography sx={{ fontWeight: 600 }}>{money(d.totalIncludingTax)}</Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("list.ht", { amount: money(d.totalExcludingTax) })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {date(d.date ?? d.issuedDate)}
        {dueDate(d) ? ` · ${dueLabel(d)}` : ""}
      </Typography>
    </>
  );

  return { columns, card };
}
