/** One bar of a dashboard chart and one row of its table. */
export type ChartRow = { label: string; value: number };
