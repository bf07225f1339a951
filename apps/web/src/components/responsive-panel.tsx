import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { Pane, PaneBar } from "./pane.tsx";
import { useIsPhone } from "./use-is-phone.ts";

type ResponsivePanelProps = {
  open: boolean;
  title: string;
  /** The accessible name of the close button, in the caller's words. */
  closeLabel: string;
  onClose: () => void;
  /** The scrolling body, then the actions kept in view at the bottom. */
  children: ReactNode;
  actions: ReactNode;
  width?: number;
};

/** A side panel on a desktop (the list stays in view), the whole screen on a phone. */
export function ResponsivePanel({ open, title, closeLabel, onClose, children, actions, width = 600 }: ResponsivePanelProps) {
  const isPhone = useIsPhone();
  const titleId = useId();
  const content = (
    <Pane>
      <PaneBar sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Typography id={titleId} variant="h2" sx={{ flexGrow: 1, fontSize: "1.6rem" }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel} edge="end">
          <Close />
        </IconButton>
      </PaneBar>
      <Box sx={{ flexGrow: 1, overflowY: "auto", px: { xs: 2, sm: 3 }, py: 2.5 }}>{children}</Box>
      <Box
        sx={{
          display: "flex",
          justifyContent: "flex-end",
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderTop: 1,
          borderColor: "divider",
          bgcolor: "background.paper",
        }}
      >
        {actions}
      </Box>
    </Pane>
  );
  if (isPhone) {
    return (
      <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
        {content}
      </Dialog>
    );
  }
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar, which sits over the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { width, maxWidth: "100vw" } } }}
    >
      {content}
    </Drawer>
  );
}
