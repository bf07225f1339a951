import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type EmptyStateProps = { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode };

/** An empty list says what to do first, with the button that does it. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: "grid",
        justifyItems: "center",
        textAlign: "center",
        gap: 1.5,
        py: { xs: 5, sm: 7 },
        px: 2,
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 2,
        bgcolor: "background.paper",
      }}
    >
      {icon ? <Box sx={{ color: "secondary.main", "& svg": { fontSize: 40 } }}>{icon}</Box> : null}
      <Typography variant="h2" sx={{ fontSize: "1.6rem" }}>
        {title}
      </Typography>
      {text ? <Typography sx={{ color: "text.secondary", maxWidth: 480 }}>{text}</Typography> : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
