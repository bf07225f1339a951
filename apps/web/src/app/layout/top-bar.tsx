import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Toolbar from "@mui/material/Toolbar";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Brand } from "../../components/brand.tsx";
import { paths } from "../../config/paths.ts";
import { NotificationBell } from "../../features/notifications/components/notification-bell.tsx";
import { VendorSwitcher } from "../../features/vendors/components/vendor-switcher.tsx";
import { UserMenu } from "./user-menu.tsx";

type TopBarProps = {
  /** Set on phones, where the navigation is a drawer opened from here. */
  navigationDrawer?: { id: string; open: boolean; onOpen: () => void };
};

export function TopBar({ navigationDrawer }: TopBarProps) {
  const { t } = useTranslation("layout");
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {navigationDrawer ? (
          <IconButton
            edge="start"
            aria-label={t("openNavigation")}
            aria-controls={navigationDrawer.id}
            aria-expanded={navigationDrawer.open}
            onClick={navigationDrawer.onOpen}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link
          component={RouterLink}
          to={paths.home}
          underline="none"
          sx={{ display: { xs: "none", sm: "inline-flex" }, flexShrink: 0, mr: { sm: 2 } }}
        >
          <Brand />
        </Link>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex" }}>
          <VendorSwitcher />
        </Box>
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
