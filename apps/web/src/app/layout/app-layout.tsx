import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import Link from "@mui/material/Link";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Brand } from "../../components/brand.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { BillingBanner } from "../../features/subscriptions/components/billing-banner.tsx";
import { Navigation } from "./navigation.tsx";
import { TopBar } from "./top-bar.tsx";

const drawerWidth = 264;
const mainId = "contenu";

/** The back office's frame: top bar, navigation on the left (a drawer on phones), the page. */
export function AppLayout() {
  const { t } = useTranslation("layout");
  const isDesktop = useMediaQuery((theme) => theme.breakpoints.up("md"), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();

  return (
    <Box sx={{ display: "flex", minHeight: "100dvh" }}>
      <Link
        href={`#${mainId}`}
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: "background.paper",
          px: 2,
          py: 1,
          borderRadius: 1,
          "&:focus": { top: 8 },
        }}
      >
        {t("skipToContent")}
      </Link>
      <TopBar navigationDrawer={isDesktop ? undefined : { id: drawerId, open: drawerOpen, onOpen: () => setDrawerOpen(true) }} />
      {isDesktop ? (
        <Drawer
          variant="permanent"
          sx={{ width: drawerWidth, flexShrink: 0, "& .MuiDrawer-paper": { width: drawerWidth, boxSizing: "border-box" } }}
        >
          <Toolbar />
          <Navigation />
        </Drawer>
      ) : (
        <Drawer
          id={drawerId}
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { "aria-label": t("navigation.label") } }}
          sx={{ "& .MuiDrawer-paper": { width: drawerWidth, maxWidth: "85vw" } }}
        >
          <Box sx={{ px: 3, pt: 2.5 }}>
            <Brand />
          </Box>
          <Navigation onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Box
        component="main"
        id={mainId}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 5 }, pb: { xs: 4, md: 6 }, "&:focus": { outline: "none" } }}
      >
        <Toolbar sx={{ mb: { xs: 3, md: 4 } }} />
        {/* The trial ends soon, or a payment failed: said on every screen until it is dealt with. */}
        <BillingBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
