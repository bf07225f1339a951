import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { LoadError } from "../load-error.tsx";
import { PageLoader } from "../page-loader.tsx";
import { rowClickProps } from "../row-click.ts";
import { useIsPhone } from "../use-is-phone.ts";
import { DataTableBulkBar } from "./data-table-bulk-bar.tsx";
import { DataTableCards } from "./data-table-cards.tsx";
import { DataTableHead } from "./data-table-head.tsx";
import type {
  DataTableColumn,
  DataTablePagination,
  DataTableQuery,
  DataTableSelection,
  DataTableSort,
} from "./data-table-types.ts";
import { hiddenBelow } from "./hidden-below.ts";

// On a phone « Lignes par page » goes (it still names the select for screen readers) so that the page arrows fit 375 px.
const pagingSx = {
  "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end" },
  "& .MuiTablePagination-spacer, & .MuiTablePagination-selectLabel": { display: { xs: "none", sm: "block" } },
} as const;

export type DataTableProps<Row, Field extends string = never> = {
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: readonly DataTableColumn<Row, Field>[];
  /** The table's (and the phone list's) accessible name. */
  caption: string;
  /** Instead of a caption: the id of a heading that names the table. */
  labelledBy?: string;
  /** While it loads, the spinner; when it failed (and there is nothing of this list to show), the error and « Réessayer ». */
  query?: DataTableQuery;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  sort?: DataTableSort<Field>;
  pagination?: DataTablePagination;
  selection?: DataTableSelection<Row>;
  /** A click anywhere on the row (but on its controls) opens it; the row's own link stays the keyboard's way in. */
  onRowClick?: (row: Row) => void;
  /** The row's « ⋮ » menu, last column on a desktop, right of the card on a phone. */
  actions?: (row: Row) => ReactNode;
  /** The phone layout: a card a row. Without it a phone gets the table, less the columns hidden below « sm ». */
  card?: (row: Row) => ReactNode;
  /** Below the table: another kind of paging (cursor, « Afficher plus »). */
  footer?: ReactNode;
  size?: "small" | "medium";
};

/** A list page's table: header with sort, checkboxes and their bar, row click and menu, paging, phone cards, empty, loading and error. */
export function DataTable<Row, Field extends string = never>(props: DataTableProps<Row, Field>) {
  const { rows, rowKey, columns, caption, labelledBy, query, empty, sort, pagination, selection, onRowClick, actions } = props;
  const isPhone = useIsPhone();
  if (query?.isPending) return <PageLoader />;
  // Not an older page's or an older search's rows, nor « nothing », when this one failed.
  if (query?.isError && (query.data === undefined || query.isPlaceholderData)) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!rows) return null;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;

  const checked = selection ? rows.filter((row) => selection.selected.has(rowKey(row))).length : 0;
  const toggle = (row: Row) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const key = rowKey(row);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    selection.onChange(checked === rows.length ? new Set() : new Set(rows.map(rowKey)));
  };
  const bulkBar =
    selection && selection.selected.size > 0 ? (
      <DataTableBulkBar count={selection.selected.size} onClear={() => selection.onChange(new Set())}>
        {selection.bulkActions}
      </DataTableBulkBar>
    ) : null;
  const paging = pagination ? (
    <TablePagination
      component="div"
      count={pagination.count}
      page={pagination.page - 1}
      rowsPerPage={pagination.rowsPerPage}
      rowsPerPageOptions={[...pagination.rowsPerPageOptions]}
      onPageChange={(_event, page) => pagination.onPageChange(page + 1)}
      onRowsPerPageChange={(event) => pagination.onRowsPerPageChange?.(Number(event.target.value))}
      sx={pagingSx}
    />
  ) : null;

  if (isPhone && props.card) {
    return (
      <Box>
        {bulkBar}
        <DataTableCards
          rows={rows}
          rowKey={rowKey}
          caption={caption}
          card={props.card}
          actions={actions}
          checkbox={
            selection
              ? (row) => ({
                  checked: selection.selected.has(rowKey(row)),
                  label: selection.rowLabel(row),
                  onToggle: () => toggle(row),
                })
              : undefined
          }
        />
        {paging}
        {props.footer}
      </Box>
    );
  }

  return (
    <Box>
      {bulkBar}
      <TableContainer component={Card}>
        <Table size={props.size} aria-label={labelledBy ? undefined : caption} aria-labelledby={labelledBy}>
          <DataTableHead
            columns={columns}
            sort={sort}
            selection={selection ? { total: rows.length, checked, onToggleAll: toggleAll } : undefined}
            withActions={actions !== undefined}
          />
          <TableBody>
            {rows.map((row) => {
              const key = rowKey(row);
              const isChecked = selection?.selected.has(key) ?? false;
              return (
                <TableRow key={key} hover selected={isChecked} {...(onRowClick ? rowClickProps(() => onRowClick(row)) : {})}>
                  {selection ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={isChecked}
                        onChange={() => toggle(row)}
                        slotProps={{ input: { "aria-label": selection.rowLabel(row) } }}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      sx={[hiddenBelow(column.hideBelow), ...(Array.isArray(column.sx) ? column.sx : [column.sx])]}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {actions ? (
                    <TableCell align="right" sx={{ py: 0 }}>
                      {actions(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {paging}
      </TableContainer>
      {props.footer}
    </Box>
  );
}
