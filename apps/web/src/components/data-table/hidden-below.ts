/** The sx that leaves a column out of a reduced table below a breakpoint. */
export function hiddenBelow(breakpoint: "sm" | "md" | undefined) {
  return breakpoint ? { display: { xs: "none", [breakpoint]: "table-cell" } } : {};
}
