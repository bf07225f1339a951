import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { documentPath } from "../../../config/document-paths.ts";
import { useLinkedDocuments } from "../api/use-linked-documents.ts";
import { DocumentStatusChip } from "./document-status-chip.tsx";
import { formatEuros } from "./format.ts";

/** The chain around a document: the quote it comes from, its deposit invoices, final invoice, credit notes. */
export function LinkedDocuments({ quoteId, hasLinks }: { quoteId: string; hasLinks: boolean }) {
  const { t, i18n } = useTranslation("documents");
  const linked = useLinkedDocuments(quoteId, hasLinks);
  const list = linked.data ?? [];
  if (!hasLinks || list.length === 0) return null;
  return (
    <Box component="ul" aria-label={t("linked.title")} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
      {list.map((d) => (
        <Box component="li" key={d.quoteId} sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="body2" sx={{ color: "text.secondary", minWidth: 120 }}>
            {t(`types.${d.quoteType}.one`)}
          </Typography>
          <Link component={RouterLink} to={documentPath(d.quoteType, d.quoteId)} sx={{ fontWeight: 600 }}>
            {d.name ?? t("list.draftName")}
          </Link>
          <DocumentStatusChip status={d.status} />
          <Typography variant="body2" sx={{ ml: "auto", fontWeight: 600 }}>
            {formatEuros(d.totalIncludingTax, i18n.language)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
