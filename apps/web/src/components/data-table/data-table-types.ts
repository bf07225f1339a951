import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

export type SortOrder = "asc" | "desc";

/** One column of a list: its header, what a row shows in it, and how it sorts and folds. */
export type DataTableColumn<Row, Field extends string = never> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The sort field this column's header sorts by; without it the header is a plain label. */
  sortBy?: Field;
  align?: "left" | "right";
  /** A reduced table on small screens (lists without phone cards): the column is left out below this width. */
  hideBelow?: "sm" | "md";
  /** Applied to the column's body cells. */
  sx?: SxProps<Theme>;
};

/** The sort the page keeps in its address; a header click asks for the next one. */
export type DataTableSort<Field extends string> = {
  field: Field;
  order: SortOrder;
  onSort: (next: { field: Field; order: SortOrder }) => void;
  /** The order a column starts in when it is first picked (names A→Z, dates newest first); ascending by default. */
  firstOrder?: (field: Field) => SortOrder;
};

/** Page-number paging (1-based), kept in the address by the page. */
export type DataTablePagination = {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
};

/** Checkboxes on the rows and a bar of actions for the checked ones. */
export type DataTableSelection<Row> = {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** The checkbox's accessible name, naming the row: « Sélectionner Durand Events ». */
  rowLabel: (row: Row) => string;
  /** The buttons of the bar shown while rows are checked. */
  bulkActions: ReactNode;
};

/** What the table needs of a query (a TanStack Query result fits) to show its loading and its failure. */
export type DataTableQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
};
