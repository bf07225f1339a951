import { type Client, MIN_SEARCH_LENGTH, searchableTerm } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import PeopleOutlined from "@mui/icons-material/PeopleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { ListPageHeader } from "../../../components/list-page-header.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { clientPath } from "../../../config/client-paths.ts";
import { useClientList } from "../api/use-client-list.ts";
import { useClientSearch } from "../api/use-client-search.ts";
import { ArchiveClientDialog } from "../components/archive-client-dialog.tsx";
import { ClientActionsMenu } from "../components/client-actions-menu.tsx";
import { clientFirstOrder, useClientColumns } from "../components/client-columns.tsx";
import { ClientFilters } from "../components/client-filters.tsx";
import {
  type ClientListState,
  changeClientList,
  pageSizes,
  readClientListParams,
  writeClientListParams,
} from "../components/client-list-params.ts";
import { DeleteClientDialog } from "../components/delete-client-dialog.tsx";
import { LazyClientPanel, preloadClientPanel } from "../components/lazy-client-panel.tsx";

/** /clients: search, filters, sort and paging, all kept in the address. */
export function ClientsPage() {
  const { t } = useTranslation("clients");
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readClientListParams(params);
  const searching = searchableTerm(state.q) !== null;
  const { q: _q, ...listParams } = state;
  const list = useClientList(listParams);
  const search = useClientSearch(state.q, { isArchived: state.isArchived });
  const [panel, setPanel] = useState<Client | "new" | null>(null);
  const [archiving, setArchiving] = useState<Client | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);

  const change = (delta: Partial<ClientListState>) =>
    setParams(writeClientListParams(changeClientList(state, delta)), { replace: true });
  const filtered = Boolean(state.type || state.status || state.source || state.isArchived);

  const onRowClick = (client: Client) => void navigate(clientPath(client.clientId));
  const actions = (client: Client) => (
    <ClientActionsMenu client={client} onEdit={setPanel} onArchive={setArchiving} onDelete={setDeleting} />
  );

  // Search answers at most 20 clients in relevance order; the other filters narrow them here.
  const found = (search.data ?? []).filter(
    (c) =>
      (!state.type || c.type === state.type) &&
      (!state.status || c.status === state.status) &&
      (!state.source || c.source === state.source),
  );

  const table = useClientColumns();
  const common = { rowKey: (c: Client) => c.clientId, actions, onRowClick, ...table };

  const emptyList = filtered ? (
    <EmptyState
      title={t("empty.filteredTitle")}
      text={t("empty.filteredText")}
      action={
        <Button
          variant="outlined"
          onClick={() => change({ type: undefined, status: undefined, source: undefined, isArchived: false })}
        >
          {t("empty.clearFilters")}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<PeopleOutlined />}
      title={t("empty.title")}
      text={t("empty.text")}
      action={
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setPanel("new")}
          onMouseEnter={preloadClientPanel}
          onFocus={preloadClientPanel}
        >
          {t("empty.action")}
        </Button>
      }
    />
  );

  const body = searching ? (
    <DataTable
      {...common}
      rows={found}
      query={search}
      caption={t("search.caption", { term: state.q.trim() })}
      empty={
        <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
          {t("search.none", { term: state.q.trim() })}
        </Typography>
      }
    />
  ) : (
    <DataTable
      {...common}
      rows={list.data?.clients}
      query={list}
      caption={t("list.caption")}
      empty={emptyList}
      sort={{
        field: state.sort,
        order: state.order,
        firstOrder: clientFirstOrder,
        onSort: ({ field, order }) => change({ sort: field, order }),
      }}
      pagination={{
        count: list.data?.total ?? 0,
        page: state.page,
        rowsPerPage: state.limit,
        rowsPerPageOptions: pageSizes,
        onPageChange: (page) => change({ page }),
        onRowsPerPageChange: (limit) => change({ limit }),
      }}
    />
  );

  return (
    <Stack spacing={3}>
      <ListPageHeader
        title={t("title")}
        intro={t("intro")}
        createLabel={t("create")}
        onCreate={() => setPanel("new")}
        onCreateIntent={preloadClientPanel}
      />
      <Stack spacing={1.5}>
        <Box sx={{ maxWidth: 420 }}>
          <SearchField
            label={t("search.label")}
            value={state.q}
            onSearch={(q) => change({ q })}
            helperText={state.q.trim() !== "" && !searching ? t("search.tooShort", { min: MIN_SEARCH_LENGTH }) : t("search.hint")}
          />
        </Box>
        <ClientFilters state={state} onChange={change} />
      </Stack>
      {body}
      <LazyClientPanel
        open={panel !== null}
        client={panel === "new" ? undefined : (panel ?? undefined)}
        onClose={() => setPanel(null)}
      />
      <ArchiveClientDialog client={archiving} onClose={() => setArchiving(null)} />
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
