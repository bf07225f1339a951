import type { QuoteType } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { documentPath } from "../../../config/document-paths.ts";
import type { DocumentSummary } from "../api/document-wire.ts";
import { useArchiveDocuments } from "../api/use-archive-documents.ts";
import { useDocumentList } from "../api/use-document-list.ts";
import type { Conversion } from "../components/conversions.ts";
import { ConvertDialog } from "../components/convert-dialog.tsx";
import { DeleteDocumentDialog } from "../components/delete-document-dialog.tsx";
import { DocumentActionsMenu } from "../components/document-actions-menu.tsx";
import { useDocumentColumns } from "../components/document-columns.tsx";
import {
  changeDocumentList,
  type DocumentListState,
  readDocumentListParams,
  writeDocumentListParams,
} from "../components/document-list-params.ts";
import { EinvoiceExportsCard } from "../components/einvoice-exports-card.tsx";
import { EinvoicePlatformCard } from "../components/einvoice-platform-card.tsx";
import { StatusFilter } from "../components/status-filter.tsx";

/** Quotes and standalone invoices are written here; deposit invoices and credit notes come from a conversion. */
const creatable = (type: QuoteType) => type === "QUOTE" || type === "INVOICE";

/**
 * /ventes/devis, /ventes/factures, /ventes/acomptes, /ventes/avoirs: one list per document type
 * (part 2 §2) with the archived flag, the status filter and its sums, the search and the paging,
 * all kept in the address.
 */
export function DocumentsPage({ quoteType }: { quoteType: QuoteType }) {
  const { t } = useTranslation("documents");
  const notify = useNotify();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readDocumentListParams(params);
  const list = useDocumentList({
    quoteType,
    isArchived: state.isArchived,
    searchTerm: state.q,
    status: state.status,
    nextPage: state.cursors.at(-1),
  });
  const archive = useArchiveDocuments();
  const [converting, setConverting] = useState<{ document: DocumentSummary; conversion: Conversion } | null>(null);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);

  const change = (delta: Partial<DocumentListState>, replace = true) =>
    setParams(writeDocumentListParams(changeDocumentList(state, delta)), { replace });
  const page = state.cursors.length + 1;
  const typeLabel = t(`types.${quoteType}.plural`);

  const onArchive = (d: DocumentSummary) =>
    archive.mutate(
      { quoteType: d.quoteType, quoteIds: [d.quoteId], isArchived: !d.isArchived },
      { onSuccess: () => notify(t(d.isArchived ? "list.unarchived" : "list.archived", { name: d.name ?? t("list.draftName") })) },
    );

  const table = useDocumentColumns();
  const filtered = Boolean(state.q.trim() || state.status || state.cursors.length > 0);
  const emptyList = (
    <EmptyState
      icon={<ReceiptLongOutlined />}
      title={filtered ? t("empty.filteredTitle") : t(`types.${quoteType}.emptyTitle`)}
      text={filtered ? t("empty.filteredText") : t(`types.${quoteType}.emptyText`)}
      action={
        filtered ? (
          <Button variant="outlined" onClick={() => change({ q: "", status: undefined })}>
            {t("empty.clearFilters")}
          </Button>
        ) : creatable(quoteType) ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => void navigate(documentPath(quoteType))}>
            {t(`types.${quoteType}.create`)}
          </Button>
        ) : undefined
      }
    />
  );
  const nextPage = list.data?.nextPage;
  // Cursor paging (the API answers « nextPage »): previous, this page's number, next.
  const paging =
    page > 1 || nextPage ? (
      <Box
        component="nav"
        aria-label={t("list.paging")}
        sx={{ display: "flex", gap: 1, alignItems: "center", justifyContent: "center", mt: 1.5 }}
      >
        <Button disabled={page === 1} onClick={() => change({ cursors: state.cursors.slice(0, -1) }, false)}>
          {t("list.previous")}
        </Button>
        <Typography variant="body2" aria-current="page">
          {t("list.page", { page })}
        </Typography>
        <Button disabled={!nextPage} onClick={() => nextPage && change({ cursors: [...state.cursors, nextPage] }, false)}>
          {t("list.next")}
        </Button>
      </Box>
    ) : null;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={typeLabel}
        intro={t(`types.${quoteType}.intro`)}
        action={
          creatable(quoteType) ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => void navigate(documentPath(quoteType))}>
              {t(`types.${quoteType}.create`)}
            </Button>
          ) : null
        }
      />
      <StatusFilter
        quoteType={quoteType}
        counts={list.data?.statusCounts ?? []}
        value={state.status}
        onChange={(status) => change({ status })}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
        <Box sx={{ flexGrow: 1, minWidth: 220, maxWidth: 480, display: "grid" }}>
          <SearchField
            label={t("list.search")}
            value={state.q}
            onSearch={(q) => change({ q })}
            helperText={t("list.searchHint")}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={state.isArchived} onChange={(event) => change({ isArchived: event.target.checked })} />}
          label={t("list.showArchived")}
        />
      </Box>
      <ProblemAlert error={archive.error} />
      <DataTable
        {...table}
        rows={list.data?.quotes}
        rowKey={(d) => d.quoteId}
        query={list}
        caption={typeLabel}
        empty={emptyList}
        onRowClick={(d) => void navigate(documentPath(d.quoteType, d.quoteId))}
        actions={(d) => (
          <DocumentActionsMenu
            document={d}
            onOpen={(x) => void navigate(documentPath(x.quoteType, x.quoteId))}
            onConvert={(document, conversion) => setConverting({ document, conversion })}
            onArchive={onArchive}
            onDelete={setDeleting}
          />
        )}
        footer={paging}
      />
      {quoteType === "INVOICE" ? <EinvoicePlatformCard /> : null}
      {quoteType === "INVOICE" ? <EinvoiceExportsCard /> : null}
      <ConvertDialog
        source={converting}
        onClose={() => setConverting(null)}
        onDone={(created) => void navigate(documentPath(created.quote.quoteType, created.id))}
      />
      <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
