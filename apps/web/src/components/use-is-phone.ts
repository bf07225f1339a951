import useMediaQuery from "@mui/material/useMediaQuery";

/** Below 600 px: tables become cards and side panels take the whole screen. */
export function useIsPhone(): boolean {
  return useMediaQuery((theme) => theme.breakpoints.down("sm"), { noSsr: true });
}
