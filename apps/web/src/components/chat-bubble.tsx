import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** One message of a chat, on the right and in the brand's colour when the vendor sent it, on the left otherwise. */
export function ChatBubble({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", justifyContent: mine ? "flex-end" : "flex-start" }}>
      <Box
        sx={{
          maxWidth: { xs: "85%", sm: "70%" },
          px: 1.75,
          py: 1.25,
          borderRadius: 2.5,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? "primary.main" : "background.paper",
          color: mine ? "primary.contrastText" : "text.primary",
          border: mine ? 0 : 1,
          borderColor: "divider",
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
