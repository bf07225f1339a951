import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { paths } from "../../../config/paths.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useDeleteNotifications } from "../api/use-delete-notifications.ts";
import { useMarkAllNotificationsRead } from "../api/use-mark-all-notifications-read.ts";
import { useNotificationList } from "../api/use-notification-list.ts";
import { NotificationItem } from "../components/notification-item.tsx";
import { useOpenNotification } from "../components/use-open-notification.ts";

const PAGE_SIZE = 20;

/** All notifications, newest first; the filter (« Non lues ») and the page live in the URL. */
export function NotificationsPage() {
  const { t } = useTranslation("notifications");
  const vendorId = useVendorId();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get("filtre") === "non-lues";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useNotificationList(vendorId, { page, limit: PAGE_SIZE, ...(unreadOnly ? { isRead: false } : {}) });
  const markAll = useMarkAllNotificationsRead(vendorId);
  const remove = useDeleteNotifications(vendorId);
  const open = useOpenNotification(vendorId);
  const setQuery = (next: { filtre?: string | null; page?: number }) => {
    // From the address as it is now, not as last rendered (a change still rendering must not be undone).
    const p = new URLSearchParams(window.location.search);
    if (next.filtre !== undefined) next.filtre ? p.set("filtre", next.filtre) : p.delete("filtre");
    if (next.page !== undefined) next.page > 1 ? p.set("page", String(next.page)) : p.delete("page");
    setParams(p);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        action={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={paths.notificationSettings}>
              {t("settingsLink")}
            </Button>
            <Button
              variant="outlined"
              onClick={() => markAll.mutate()}
              disabled={(list.data?.unreadCount ?? 0) === 0 || markAll.isPending}
            >
              {t("markAll")}
            </Button>
          </Stack>
        }
      />
      <Tabs
        value={unreadOnly ? "unread" : "all"}
        onChange={(_e, v) => setQuery({ filtre: v === "unread" ? "non-lues" : null, page: 1 })}
        aria-label={t("filterLabel")}
      >
        <Tab value="all" label={t("filterAll")} />
        <Tab value="unread" label={t("filterUnread", { count: list.data?.unreadCount ?? 0 })} />
      </Tabs>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <PageLoader />
      ) : list.data.notifications.length === 0 ? (
        <EmptyState
          icon={<NotificationsNoneOutlined />}
          title={unreadOnly ? t("emptyUnread") : t("empty")}
          text={t("emptyHint")}
        />
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {list.data.notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={open} onDelete={(x) => remove.mutate([x.id])} />
            ))}
          </List>
        </Paper>
      )}
      {pages > 1 ? (
        <Box sx={{ display: "flex", justifyContent: "center" }}>
          <Pagination count={pages} page={page} onChange={(_e, p) => setQuery({ page: p })} />
        </Box>
      ) : null}
    </Stack>
  );
}
