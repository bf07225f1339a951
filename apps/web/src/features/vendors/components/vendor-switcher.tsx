import Add from "@mui/icons-material/Add";
import Check from "@mui/icons-material/Check";
import ExpandMore from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotify } from "../../../components/use-notify.ts";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { useUser } from "../../../lib/session/use-user.ts";
import { VendorMark } from "./vendor-mark.tsx";

// The dialog (its form, the vendor-type autocomplete, the validation schema) is fetched when « add » is chosen:
// the top bar is on every back-office screen and should not carry it.
const AddVendorDialog = lazy(() => import("./add-vendor-dialog.tsx").then((m) => ({ default: m.AddVendorDialog })));

const nameSx = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 } as const;

/**
 * The vendor being worked on. A multi-vendor user switches or adds one here; everyone else just
 * sees the name of their business.
 */
export function VendorSwitcher() {
  const { t } = useTranslation("vendors");
  const notify = useNotify();
  const menuId = useId();
  const { vendors, currentVendor, selectVendor } = useCurrentVendor();
  const user = useUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [adding, setAdding] = useState(false);

  if (!currentVendor) return null;

  // Someone who turned the option off while owning several vendors must still reach all of them.
  const canSwitch = user.data?.isMultiVendor === true || vendors.length > 1;
  if (!canSwitch) {
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0, color: "text.primary" }}>
        <VendorMark vendorId={currentVendor.id} logo={currentVendor.logo} />
        <Typography sx={{ ...nameSx, fontWeight: 600 }}>{currentVendor.tradeName}</Typography>
      </Box>
    );
  }

  const open = anchor !== null;
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        startIcon={<VendorMark vendorId={currentVendor.id} logo={currentVendor.logo} />}
        endIcon={<ExpandMore aria-hidden />}
        sx={{ maxWidth: "100%", minWidth: 0, color: "text.primary" }}
      >
        <Box component="span" sx={nameSx}>
          {currentVendor.tradeName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { "aria-label": t("switcher.menu") } }}
      >
        {vendors.map((vendor) => {
          const selected = vendor.id === currentVendor.id;
          return (
            <MenuItem
              key={vendor.id}
              selected={selected}
              onClick={() => {
                setAnchor(null);
                if (selected) return;
                selectVendor(vendor.id);
                notify(t("switcher.switched", { name: vendor.tradeName }));
              }}
            >
              <ListItemIcon>{selected ? <Check fontSize="small" aria-hidden /> : null}</ListItemIcon>
              <ListItemText primary={vendor.tradeName} secondary={vendor.corporateName} />
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setAdding(true);
          }}
        >
          <ListItemIcon>
            <Add fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t("switcher.add")} />
        </MenuItem>
      </Menu>
      {adding && (
        <Suspense fallback={null}>
          <AddVendorDialog open onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
