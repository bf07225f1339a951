import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import { useTranslation } from "react-i18next";

/**
 * What a dialog whose code loads on its first opening shows meanwhile: an open dialog with a spinner, so that the
 * click answers at once and Escape still closes it.
 */
export function DialogLoader({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-label={t("loading")} aria-busy="true">
      <Box sx={{ display: "grid", placeItems: "center", minWidth: 240, minHeight: 160 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    </Dialog>
  );
}
