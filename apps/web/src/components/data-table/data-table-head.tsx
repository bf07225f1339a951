import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../visually-hidden.ts";
import type { DataTableColumn, DataTableSort } from "./data-table-types.ts";
import { hiddenBelow } from "./hidden-below.ts";
import { firstOrderOf, nextSort } from "./next-sort.ts";

type DataTableHeadProps<Row, Field extends string> = {
  columns: readonly DataTableColumn<Row, Field>[];
  sort?: DataTableSort<Field>;
  /** With checkboxes: how many rows there are and how many are checked. */
  selection?: { total: number; checked: number; onToggleAll: () => void };
  withActions: boolean;
};

/** The header row: labels, sort arrows where the page sorts, the « all » checkbox, the hidden « Actions ». */
export function DataTableHead<Row, Field extends string>({
  columns,
  sort,
  selection,
  withActions,
}: DataTableHeadProps<Row, Field>) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {selection ? (
          <TableCell padding="checkbox">
            <Checkbox
              checked={selection.total > 0 && selection.checked === selection.total}
              indeterminate={selection.checked > 0 && selection.checked < selection.total}
              onChange={selection.onToggleAll}
              slotProps={{ input: { "aria-label": t("dataTable.selectAll") } }}
            />
          </TableCell>
        ) : null}
        {columns.map((column) => {
          const field = column.sortBy;
          const active = sort !== undefined && field !== undefined && sort.field === field;
          return (
            <TableCell
              key={column.id}
              align={column.align}
              sortDirection={active ? sort.order : false}
              sx={{ whiteSpace: "nowrap", ...hiddenBelow(column.hideBelow) }}
            >
              {sort && field !== undefined ? (
                <TableSortLabel
                  active={active}
                  direction={active ? sort.order : firstOrderOf(sort, field)}
                  onClick={() => sort.onSort(nextSort(sort, field))}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
        {withActions ? (
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              {t("dataTable.actions")}
            </Box>
          </TableCell>
        ) : null}
      </TableRow>
    </TableHead>
  );
}
