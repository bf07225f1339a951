import type { ConversationListItem } from "@cortege/domain";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatMessageTime } from "./format-message-time.ts";

type ConversationListProps = {
  conversations: ConversationListItem[];
  selectedId: string | null;
  onSelect: (conversation: ConversationListItem) => void;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

/** The conversations, unread ones first (the server's order) and in bold. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const { t, i18n } = useTranslation("conversations");
  return (
    <List aria-label={t("list.label")} disablePadding>
      {conversations.map((c) => {
        const preview = c.lastMessage || (c.lastMessageSender ? t("list.attachment") : "");
        return (
          <ListItem key={c.id} disablePadding>
            <ListItemButton
              selected={c.id === selectedId}
              onClick={() => onSelect(c)}
              aria-current={c.id === selectedId ? "true" : undefined}
              sx={{ alignItems: "flex-start", gap: 1.5, py: 1.5, borderBottom: 1, borderColor: "divider" }}
            >
              <Avatar sx={{ bgcolor: c.isUnread ? "primary.main" : "grey.400", width: 40, height: 40, fontSize: "1rem" }}>
                {initials(c.clientName ?? c.name)}
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
                  <Typography component="span" sx={{ fontWeight: c.isUnread ? 700 : 500, flex: 1, minWidth: 0 }} noWrap>
                    {c.clientName ?? c.name}
                  </Typography>
                  <Typography component="span" variant="caption" color={c.isUnread ? "primary" : "text.secondary"}>
                    {formatMessageTime(c.timestamp, i18n.language)}
                  </Typography>
                </Box>
                <Typography
                  variant="body2"
                  color={c.isUnread ? "text.primary" : "text.secondary"}
                  sx={{ fontWeight: c.isUnread ? 600 : 400 }}
                  noWrap
                >
                  {c.lastMessageSender === "VENDOR" ? t("list.you") : ""}
                  {preview}
                </Typography>
                {c.isUnread ? (
                  <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
                    {t("list.unread")}
                  </Typography>
                ) : null}
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
