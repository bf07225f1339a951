import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { DocumentTitle } from "./document-title.tsx";

/** The h1 of a showcase screen, its one-line purpose, and an action on the right. */
export function PageHeader({ title, intro, action }: { title: string; intro: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: 2 }}>
      <DocumentTitle page={title} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h1">{title}</Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{intro}</Typography>
      </Box>
      {action}
    </Box>
  );
}
