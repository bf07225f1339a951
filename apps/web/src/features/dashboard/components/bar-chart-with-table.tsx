import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { BarChartPicture } from "./bar-chart-picture.tsx";
import type { ChartRow } from "./chart-row.ts";

/**
 * A bar chart with its figures as a table: hidden for the eye (a screen reader reads it) until the
 * vendor asks to see it, so the numbers are there without the picture.
 */
export function BarChartWithTable({
  title,
  labelHeader,
  valueHeader,
  rows,
  format,
  horizontal = false,
  integer = false,
}: {
  title: string;
  /** The first column's header: a period unless said otherwise (a status, a type). */
  labelHeader?: string;
  valueHeader: string;
  rows: ChartRow[];
  format: (value: number) => string;
  horizontal?: boolean;
  /** Counts: no 0,5 on the value axis. */
  integer?: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  if (rows.length === 0) {
    return <Typography sx={{ color: "text.secondary" }}>{t("chart.empty")}</Typography>;
  }
  return (
    <Box>
      <Box sx={{ width: "100%", minWidth: 0, mb: 1 }}>
        <BarChartPicture rows={rows} format={format} horizontal={horizontal} integer={integer} />
      </Box>
      <Button size="small" aria-controls={tableId} aria-expanded={showTable} onClick={() => setShowTable((v) => !v)}>
        {showTable ? t("chart.hideTable") : t("chart.showTable")}
      </Button>
      <Table id={tableId} size="small" sx={showTable ? undefined : visuallyHidden}>
        <caption style={showTable ? { captionSide: "top", textAlign: "left", padding: 0 } : undefined}>{title}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {labelHeader ?? t("chart.period")}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {valueHeader}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.label}>
              <TableCell component="th" scope="row">
                {r.label}
              </TableCell>
              <TableCell align="right">{format(r.value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
