import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";

export type ChartRow = { label: string; value: number };

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
  const band = { scaleType: "band" as const, data: rows.map((r) => r.label) };
  const theme = useTheme();
  const values = { valueFormatter: (v: number | null) => (v === null ? "" : format(v)), ...(integer ? { tickMinStep: 1 } : {}) };
  if (rows.length === 0) {
    return <Typography sx={{ color: "text.secondary" }}>{t("chart.empty")}</Typography>;
  }
  return (
    <Box>
      <Box sx={{ width: "100%", minWidth: 0 }}>
        <BarChart
          height={horizontal ? Math.max(160, rows.length * 36 + 40) : 240}
          layout={horizontal ? "horizontal" : "vertical"}
          {...(horizontal
            ? { yAxis: [{ ...band, width: 150 }], xAxis: [{ ...values }] }
            : { xAxis: [band], yAxis: [{ ...values, width: 72 }] })}
          series={[
            {
              data: rows.map((r) => r.value),
              label: valueHeader,
              valueFormatter: values.valueFormatter,
              color: theme.palette.primary.main,
            },
          ]}
          hideLegend
          // Room on the right for the last value tick (« 100 % », « 12 000 € ») centred on the axis end.
          margin={{ left: 0, right: horizontal ? 28 : 8, top: 8, bottom: 0 }}
        />
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
