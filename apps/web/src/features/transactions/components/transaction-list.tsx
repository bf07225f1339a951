import {
  type CategoryWire,
  type TransactionStatus,
  type TransactionType,
  type TransactionWire,
  transactionStatuses,
  transactionTypes,
} from "@cortege/domain";
import AttachFile from "@mui/icons-material/AttachFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { type TransactionFilters, useTransactionList } from "../api/use-transaction-list.ts";
import { money, shortDate } from "./money.ts";
import { TransactionStatusChip } from "./transaction-status-chip.tsx";

/** The list's filters live in the address (?q&statut&type&categorie). */
export function useTransactionFilters(): [
  TransactionFilters,
  (patch: Partial<Record<"q" | "statut" | "type" | "categorie", string>>) => void,
] {
  const [params, setParams] = useSearchParams();
  const status = params.get("statut");
  const type = params.get("type");
  const filters: TransactionFilters = {
    searchTerm: params.get("q") ?? "",
    status: (transactionStatuses as readonly string[]).includes(status ?? "") ? (status as TransactionStatus) : undefined,
    transactionType: (transactionTypes as readonly string[]).includes(type ?? "") ? (type as TransactionType) : undefined,
    categoryId: params.get("categorie") || undefined,
  };
  const update = (patch: Partial<Record<"q" | "statut" | "type" | "categorie", string>>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return [filters, update];
}

type Props = { categories: CategoryWire[]; onOpen: (t: TransactionWire) => void };

/** The transactions, newest first, paged as the user scrolls further (« Afficher plus »). */
export function TransactionList({ categories, onOpen }: Props) {
  const { t, i18n } = useTranslation("transactions");
  const [filters, update] = useTransactionFilters();
  const list = useTransactionList(filters);
  const names = new Map(categories.map((c) => [c.categoryId, c.category]));
  const rows = list.data?.pages.flatMap((p) => p.transactions) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ flexWrap: "wrap" }}>
        <Box sx={{ flex: 2, minWidth: 220 }}>
          <SearchField label={t("filters.search")} value={filters.searchTerm} onSearch={(q) => update({ q })} />
        </Box>
        <TextField
          size="small"
          select
          label={t("filters.status")}
          value={filters.status ?? ""}
          onChange={(e) => update({ statut: e.target.value })}
          sx={{ minWidth: 190 }}
        >
          <MenuItem value="">{t("filters.all")}</MenuItem>
          {transactionStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={t("filters.type")}
          value={filters.transactionType ?? ""}
          onChange={(e) => update({ type: e.target.value })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t("filters.all")}</MenuItem>
          {transactionTypes.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`type.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label={t("filters.category")}
          value={filters.categoryId ?? ""}
          onChange={(e) => update({ categorie: e.target.value })}
          sx={{ minWidth: 190 }}
        >
          <MenuItem value="">{t("filters.all")}</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.categoryId} value={c.categoryId}>
              {c.category}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Typography sx={{ color: "text.secondary", py: 3 }}>{t("empty")}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("filters.count", { count: total })}
          </Typography>
          <List
            component="div"
            aria-label={t("tabs.operations")}
            disablePadding
            sx={{ bgcolor: "background.paper", borderRadius: 1 }}
          >
            {rows.map((x) => {
              const cats = [
                ...new Set(x.allocations.map((a) => (a.quoteName ? a.quoteName : a.categoryId ? names.get(a.categoryId) : null))),
              ].filter(Boolean);
              return (
                <ListItemButton
                  key={x.transactionId}
                  divider
                  onClick={() => onOpen(x)}
                  sx={{ gap: { xs: 0.5, sm: 2 }, alignItems: "flex-start", flexWrap: { xs: "wrap", sm: "nowrap" } }}
                >
                  <Box
                    sx={{
                      width: { xs: "auto", sm: 100 },
                      flexShrink: 0,
                      color: "text.secondary",
                      typography: "body2",
                      order: { xs: 1, sm: 0 },
                    }}
                  >
                    {shortDate(x.transactionDate, i18n.language)}
                  </Box>
                  {/* On a phone: the day and the amount on top, the label on its own full line, the status under it. */}
                  <Box sx={{ flex: 1, minWidth: 0, flexBasis: { xs: "100%", sm: 0 }, order: { xs: 3, sm: 0 } }}>
                    <Typography sx={{ overflowWrap: "anywhere" }}>
                      {x.label}
                      {x.allocations.some((a) => a.attachment) && (
                        <AttachFile
                          fontSize="small"
                          titleAccess={t("editor.receipt")}
                          sx={{ ml: 0.5, verticalAlign: "text-bottom", color: "text.secondary" }}
                        />
                      )}
                    </Typography>
                    <Typography variant="body2" sx={{ color: cats.length ? "text.secondary" : "warning.main" }}>
                      {cats.length ? cats.join(", ") : t("noCategory")} · {t(`source.${x.source}`)}
                    </Typography>
                  </Box>
                  <Box sx={{ order: { xs: 4, sm: 0 } }}>
                    <TransactionStatusChip status={x.status} />
                  </Box>
                  <Typography
                    sx={{
                      width: 110,
                      ml: { xs: "auto", sm: 0 },
                      order: { xs: 2, sm: 0 },
                      textAlign: "right",
                      fontVariantNumeric: "tabular-nums",
                      color: x.amount > 0 ? "success.main" : "text.primary",
                      flexShrink: 0,
                    }}
                  >
                    {money(x.amount, i18n.language)}
                  </Typography>
                </ListItemButton>
              );
            })}
          </List>
          {list.hasNextPage && (
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ alignSelf: "center" }}>
              {t("actions.loadMore")}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
