import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type DataTableBulkBarProps = { count: number; onClear: () => void; children: ReactNode };

/** Shown while rows are checked: how many, what can be done to them, and a way to uncheck them all. */
export function DataTableBulkBar({ count, onClear, children }: DataTableBulkBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t("dataTable.bulkBar")}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1,
        px: 2,
        py: 1,
        mb: 1,
        borderRadius: 2,
        bgcolor: "action.selected",
      }}
    >
      <Typography role="status" sx={{ fontWeight: 600, flexGrow: 1 }}>
        {t("dataTable.selected", { count })}
      </Typography>
      {children}
      <Button onClick={onClear}>{t("dataTable.clearSelection")}</Button>
    </Box>
  );
}
