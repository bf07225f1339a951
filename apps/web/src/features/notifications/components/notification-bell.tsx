import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { useDeleteNotifications } from "../api/use-delete-notifications.ts";
import { useMarkAllNotificationsRead } from "../api/use-mark-all-notifications-read.ts";
import { useNotificationList } from "../api/use-notification-list.ts";
import { NotificationItem } from "./notification-item.tsx";
import { useOpenNotification } from "./use-open-notification.ts";

/** How many the panel shows; the page lists them all. */
const PANEL_SIZE = 8;

/** The top bar's bell: the unread count (refreshed every 10 s), and a panel with the latest ones. */
export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const vendorId = useCurrentVendor().currentVendor?.id ?? "";
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const list = useNotificationList(vendorId, { page: 1, limit: PANEL_SIZE });
  const markAll = useMarkAllNotificationsRead(vendorId);
  const remove = useDeleteNotifications(vendorId);
  const close = () => setAnchor(null);
  const open = useOpenNotification(vendorId, close);
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.notifications ?? [];

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? t("bellUnread", { count: unread }) : t("bell")}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
      >
        <Badge badgeContent={unread > 0 ? unread : null} color="error" max={99} slotProps={{ badge: { "aria-hidden": true } }}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: { role: "dialog", "aria-label": t("title"), sx: { width: 380, maxWidth: "calc(100vw - 16px)" } },
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", px: 2, py: 1.5, gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: 17 }}>
            {t("title")}
          </Typography>
          <Button size="small" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
            {t("markAll")}
          </Button>
        </Box>
        <Divider />
        {items.length === 0 ? (
          <Typography sx={{ px: 2, py: 3, color: "text.secondary", textAlign: "center" }}>{t("empty")}</Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: "min(60vh, 480px)", overflowY: "auto" }}>
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={open} onDelete={(x) => remove.mutate([x.id])} />
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ display: "flex", justifyContent: "space-between", px: 1, py: 0.5 }}>
          <Button size="small" component={RouterLink} to={paths.notifications} onClick={close}>
            {t("seeAll")}
          </Button>
          <Button size="small" component={RouterLink} to={paths.notificationSettings} onClick={close}>
            {t("settingsLink")}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
