import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useMarketplaceConnections } from "../api/use-marketplace-connections.ts";
import { LeadMailSection } from "./lead-mail-section.tsx";
import { MarketplaceConnectionCard } from "./marketplace-connection-card.tsx";

/** The connection dialog: each marketplace (login, state, disconnect) and the forwarded e-mail address. */
export function MarketplacesDialog({ vendorId, open, onClose }: { vendorId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("marketplaces");
  const isPhone = useIsPhone();
  const connections = useMarketplaceConnections(vendorId);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="marketplaces-dialog-title"
    >
      <DialogTitle id="marketplaces-dialog-title">{t("dialog.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t("dialog.intro")}</Typography>
          {connections.data?.map((c) => (
            <MarketplaceConnectionCard key={c.marketplace} vendorId={vendorId} connection={c} onOpen={onClose} />
          ))}
          {open ? <LeadMailSection vendorId={vendorId} onNavigate={onClose} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("dialog.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
