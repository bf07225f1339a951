import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";

type DataTableCardsProps<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption: string;
  card: (row: Row) => ReactNode;
  actions?: (row: Row) => ReactNode;
  checkbox?: (row: Row) => { checked: boolean; label: string; onToggle: () => void };
};

/** The phone layout: one card a row, in a labelled list, its menu on the right. */
export function DataTableCards<Row>({ rows, rowKey, caption, card, actions, checkbox }: DataTableCardsProps<Row>) {
  return (
    <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
      {rows.map((row) => {
        const box = checkbox?.(row);
        return (
          <Card component="li" key={rowKey(row)} sx={{ p: 2, display: "flex", gap: 1, alignItems: "flex-start" }}>
            {box ? (
              <Checkbox
                checked={box.checked}
                onChange={box.onToggle}
                slotProps={{ input: { "aria-label": box.label } }}
                sx={{ m: -1 }}
              />
            ) : null}
            <Box sx={{ flexGrow: 1, minWidth: 0, display: "grid", gap: 0.75 }}>{card(row)}</Box>
            {actions?.(row)}
          </Card>
        );
      })}
    </Stack>
  );
}
