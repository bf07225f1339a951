import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import type { ChartRow } from "./chart-row.ts";

/**
 * The picture of `BarChartWithTable`: MUI X's bar chart, a module of its own so that the charts library (~95 kB gz)
 * is fetched after the dashboard's first paint rather than before it.
 */
export function BarChartPicture({
  rows,
  valueHeader,
  format,
  horizontal,
  integer,
  height,
}: {
  rows: ChartRow[];
  valueHeader: string;
  format: (value: number) => string;
  horizontal: boolean;
  integer: boolean;
  height: number;
}) {
  const theme = useTheme();
  const band = { scaleType: "band" as const, data: rows.map((r) => r.label) };
  const values = { valueFormatter: (v: number | null) => (v === null ? "" : format(v)), ...(integer ? { tickMinStep: 1 } : {}) };
  return (
    <BarChart
      height={height}
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
  );
}
