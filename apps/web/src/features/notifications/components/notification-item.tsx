import type { Notification } from "@cortege/domain";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatNotificationDate } from "./format-notification-date.ts";

type Props = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
};

/** One notification: unread ones stand out (bold, a dot); a click opens it and marks it read. */
export function NotificationItem({ notification: n, onOpen, onDelete }: Props) {
  const { t } = useTranslation("notifications");
  const external = n.url !== null && /^https?:\/\//i.test(n.url);
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <IconButton edge="end" aria-label={t("delete", { subject: n.subject })} onClick={() => onDelete(n)} size="small">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      }
      sx={{ bgcolor: n.isRead ? undefined : "action.hover" }}
    >
      <ListItemButton onClick={() => onOpen(n)} sx={{ alignItems: "flex-start", gap: 1.5, pr: 6 }}>
        <Box
          aria-hidden
          sx={{
            mt: 0.9,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: "50%",
            bgcolor: n.isRead ? "transparent" : "primary.main",
          }}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: n.isRead ? 400 : 600, overflowWrap: "anywhere" }}>
            {n.subject}
            {external ? (
              <OpenInNew sx={{ fontSize: 14, ml: 0.5, verticalAlign: "text-bottom" }} aria-label={t("newTab")} />
            ) : null}
          </Typography>
          {n.message ? (
            <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
              {n.message}
            </Typography>
          ) : null}
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            {n.isRead ? formatNotificationDate(n.createdAt) : `${t("unread")} · ${formatNotificationDate(n.createdAt)}`}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
