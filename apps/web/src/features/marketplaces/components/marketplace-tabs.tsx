import { type MarketplaceKey, marketplaceSlugs } from "@cortege/domain";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useMarketplaceConnections } from "../api/use-marketplace-connections.ts";
import { MarketplacesDialog } from "./marketplaces-dialog.tsx";

/**
 * The inboxes of « Messages »: the own chat, then one tab per connected marketplace; the button opens
 * the connection dialog. `current` is the open inbox (null: the own chat).
 */
export function MarketplaceTabs({ vendorId, current }: { vendorId: string; current: MarketplaceKey | null }) {
  const { t } = useTranslation("marketplaces");
  const connections = useMarketplaceConnections(vendorId);
  const [open, setOpen] = useState(false);
  // A marketplace's tab: connected, or holding conversations already received (kept after a disconnection).
  const shown = (connections.data ?? []).filter((c) => c.isConnected || c.conversationCount > 0 || c.marketplace === current);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, borderBottom: 1, borderColor: "divider", minWidth: 0 }}>
      <Tabs
        value={current ?? "chat"}
        aria-label={t("tabs.label")}
        variant="scrollable"
        scrollButtons={false}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <Tab value="chat" label={t("tabs.chat")} component={RouterLink} to={paths.messages} />
        {shown.map((c) => (
          <Tab
            key={c.marketplace}
            value={c.marketplace}
            label={t(`names.${c.marketplace}`)}
            component={RouterLink}
            to={`${paths.messages}/${marketplaceSlugs[c.marketplace]}`}
          />
        ))}
      </Tabs>
      <Button startIcon={<StorefrontOutlined />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
        {t("tabs.manage")}
      </Button>
      <MarketplacesDialog vendorId={vendorId} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
