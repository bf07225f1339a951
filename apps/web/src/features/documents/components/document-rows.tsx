import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { rowClickProps } from "../../../components/row-click.ts";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { documentPath } from "../../../config/document-paths.ts";
import type { DocumentSummary } from "../api/document-wire.ts";
import { DocumentStatusChip } from "./document-status-chip.tsx";
import { formatDocumentDate, formatEuros } from "./format.ts";

type DocumentRowsProps = {
  documents: readonly DocumentSummary[];
  caption: string;
  actions: (d: DocumentSummary) => ReactNode;
};

/** A documents list as a table on a desktop and as cards on a phone. */
export function DocumentRows({ documents, caption, actions }: DocumentRowsProps) {
  const { t, i18n } = useTranslation("documents");
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const money = (n: number) => formatEuros(n, i18n.language);
  const date = (d: string | null) => formatDocumentDate(d, i18n.language);
  const title = (d: DocumentSummary) => (
    <Link component={RouterLink} to={documentPath(d.quoteType, d.quoteId)} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
      {d.name ?? t("list.draftName")}
    </Link>
  );
  const client = (d: DocumentSummary) => d.clientName ?? t("list.noClient");
  const dueLabel = (d: DocumentSummary) => (d.quoteType === "QUOTE" ? d.expirationDate : d.dueDate);

  if (isPhone) {
    return (
      <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {documents.map((d) => (
          <Card component="li" key={d.quoteId} sx={{ p: 2, display: "flex", gap: 1, alignItems: "flex-start" }}>
            <Box sx={{ flexGrow: 1, minWidth: 0, display: "grid", gap: 0.75 }}>
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
                {dueLabel(d)
                  ? ` · ${t(d.quoteType === "QUOTE" ? "list.validUntil" : "list.dueOn", { date: date(dueLabel(d)) })}`
                  : ""}
              </Typography>
            </Box>
            {actions(d)}
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Card}>
      <Table aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t("list.number")}</TableCell>
            <TableCell>{t("list.client")}</TableCell>
            <TableCell>{t("list.date")}</TableCell>
            <TableCell>{t("list.status")}</TableCell>
            <TableCell align="right">{t("list.totalHT")}</TableCell>
            <TableCell align="right">{t("list.totalTTC")}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("list.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((d) => (
            <TableRow key={d.quoteId} hover {...rowClickProps(() => void navigate(documentPath(d.quoteType, d.quoteId)))}>
              <TableCell>{title(d)}</TableCell>
              <TableCell sx={{ maxWidth: 280, overflowWrap: "anywhere" }}>{client(d)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {date(d.date ?? d.issuedDate)}
                {dueLabel(d) ? (
                  <Typography variant="body2" component="div" sx={{ color: "text.secondary" }}>
                    {t(d.quoteType === "QUOTE" ? "list.validUntil" : "list.dueOn", { date: date(dueLabel(d)) })}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <DocumentStatusChip status={d.status} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {money(d.totalExcludingTax)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
                {money(d.totalIncludingTax)}
              </TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                {actions(d)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
