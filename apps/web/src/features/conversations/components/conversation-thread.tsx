import type { ConversationListItem, Message } from "@cortege/domain";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import ArrowBack from "@mui/icons-material/ArrowBack";
import LinkIcon from "@mui/icons-material/Link";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { generatePath, Link as RouterLink } from "react-router";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { paths } from "../../../config/paths.ts";
import { MessageBubble } from "./message-bubble.tsx";

type ConversationThreadProps = {
  title: string;
  clientId: string;
  conversation: ConversationListItem | null;
  /** The couple's private page, to copy and send them. */
  clientLink: string | null;
  onCopyLink: (url: string) => void;
  /** Newest first, as the server pages them. */
  messages: Message[];
  loading: boolean;
  hasOlder: boolean;
  onLoadOlder: () => void;
  onBack: (() => void) | null;
  onArchive: (isArchived: boolean) => void;
  eventCard: ReactNode;
  composer: ReactNode;
};

/** One conversation: header, the event card, the messages oldest to newest, and the composer. */
export function ConversationThread(props: ConversationThreadProps) {
  const { t } = useTranslation("conversations");
  const { conversation, messages } = props;
  const end = useRef<HTMLDivElement>(null);
  // On a phone the header keeps its room for the couple's name: the archive action is an icon.
  const compact = useIsPhone();
  const newest = messages[0]?.messageId;
  // A new message (sent or received) brings the view to the bottom, as in a messaging app.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the newest message moves the view
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [newest]);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 1.5, py: 1, borderBottom: 1, borderColor: "divider" }}>
        {props.onBack ? (
          <IconButton aria-label={t("thread.back")} onClick={props.onBack}>
            <ArrowBack />
          </IconButton>
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h2" sx={{ fontSize: "1.25rem" }} noWrap>
            {props.title}
          </Typography>
          <Link component={RouterLink} to={generatePath(paths.client, { clientId: props.clientId })} variant="body2">
            {t("thread.openClient")}
          </Link>
        </Box>
        {props.clientLink ? (
          <Tooltip title={t("thread.copyLink")}>
            <IconButton
              aria-label={t("thread.copyLink")}
              onClick={() => props.onCopyLink(`${window.location.origin}${props.clientLink}`)}
            >
              <LinkIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        {conversation ? (
          <ArchiveButton
            archived={conversation.isArchived}
            compact={compact}
            onClick={() => props.onArchive(!conversation.isArchived)}
          />
        ) : null}
      </Box>
      {props.eventCard}
      <Box
        sx={{
          flex: 1,
          overflowY: "auto",
          px: { xs: 1.5, sm: 3 },
          py: 2,
          display: "grid",
          alignContent: "start",
          gap: 1.25,
          bgcolor: "grey.50",
        }}
      >
        {props.hasOlder ? (
          <Box sx={{ textAlign: "center" }}>
            <Button size="small" onClick={props.onLoadOlder}>
              {t("thread.older")}
            </Button>
          </Box>
        ) : null}
        {props.loading ? (
          <Box sx={{ textAlign: "center", py: 4 }}>
            <CircularProgress size={28} />
          </Box>
        ) : null}
        {!props.loading && messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: "center", py: 4 }}>
            {t("thread.empty")}
          </Typography>
        ) : null}
        {[...messages].reverse().map((m) => (
          <MessageBubble key={m.messageId} message={m} />
        ))}
        <div ref={end} />
      </Box>
      {props.composer}
    </Box>
  );
}

function ArchiveButton({ archived, compact, onClick }: { archived: boolean; compact: boolean; onClick: () => void }) {
  const { t } = useTranslation("conversations");
  const label = archived ? t("thread.unarchive") : t("thread.archive");
  const icon = archived ? <UnarchiveOutlined /> : <ArchiveOutlined />;
  if (compact) {
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button startIcon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
