import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

/** A column as tall as its container whose middle part scrolls (a panel, a thread). */
export function Pane({ children }: { children: ReactNode }) {
  return <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>{children}</Box>;
}

/** The bar on top of a pane: its title and buttons in a row, a line below. */
export function PaneBar({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        { display: "flex", alignItems: "center", gap: 1, borderBottom: 1, borderColor: "divider" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
