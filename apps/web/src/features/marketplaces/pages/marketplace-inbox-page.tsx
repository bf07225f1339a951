import {
  type MarketplaceConversation,
  type MarketplaceKey,
  type MarketplaceStatus,
  marketplaceOfSlug,
  marketplaceSendSchema,
} from "@cortege/domain";
import ArrowBack from "@mui/icons-material/ArrowBack";
import OpenInNew from "@mui/icons-material/OpenInNew";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { generatePath, Link as RouterLink, useParams, useSearchParams } from "react-router";
import { ChatBubble } from "../../../components/chat-bubble.tsx";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { formatCalendarDate } from "../../../components/format-calendar-date.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { NotFoundPage } from "../../../components/not-found-page.tsx";
import { Pane, PaneBar } from "../../../components/pane.tsx";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { paths } from "../../../config/paths.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useMessagingStream } from "../../conversations/api/use-messaging-stream.ts";
import { useMarketplaceChangeStatus } from "../api/use-marketplace-change-status.ts";
import { useMarketplaceConnections } from "../api/use-marketplace-connections.ts";
import { useMarketplaceConversation } from "../api/use-marketplace-conversation.ts";
import { useMarketplaceList } from "../api/use-marketplace-list.ts";
import { useMarketplaceSend } from "../api/use-marketplace-send.ts";
import { MarketplaceStatusChip } from "../components/marketplace-status-chip.tsx";
import { MarketplaceTabs } from "../components/marketplace-tabs.tsx";
import { MarketplacesDialog } from "../components/marketplaces-dialog.tsx";

/**
 * « Messages » › a marketplace's inbox (/messages/marketplace-a|b): its requests as the sync received
 * them, the thread, the status chip and the reply, both sent through the marketplace. The open
 * conversation lives in the address (?client&evenement); on a phone list and thread take turns.
 */
export function MarketplaceInboxPage() {
  const { marketplace: slug = "" } = useParams();
  const mk = marketplaceOfSlug(slug);
  return mk ? <Inbox key={mk} mk={mk} /> : <NotFoundPage />;
}

function Inbox({ mk }: { mk: MarketplaceKey }) {
  const { t } = useTranslation("marketplaces");
  const vendorId = useVendorId();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const clientId = params.get("client");
  const eventId = params.get("evenement");
  const [connecting, setConnecting] = useState(false);
  const connections = useMarketplaceConnections(vendorId);
  const connection = connections.data?.find((c) => c.marketplace === mk);
  // New leads and messages arrive by the live stream (the navigation holds it too, but not a phone's closed drawer).
  useMessagingStream(vendorId);
  const list = useMarketplaceList(vendorId, mk);
  const conversations = list.data?.pages.flatMap((p) => p.conversations) ?? [];
  const open = (c: MarketplaceConversation) => setParams({ client: c.clientId, evenement: c.eventId });
  const selected = clientId && eventId ? { clientId, eventId } : null;
  const showList = !isPhone || !selected;

  return (
    <Stack spacing={2}>
      <DocumentTitle page={`${t("page.title")} · ${t(`names.${mk}`)}`} />
      {showList ? (
        <Box>
          <Typography variant="h1">{t("page.title")}</Typography>
          <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("page.intro")}</Typography>
        </Box>
      ) : null}
      {showList ? <MarketplaceTabs vendorId={vendorId} current={mk} /> : null}
      <Paper
        variant="outlined"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "minmax(280px, 360px) 1fr" },
          height: { xs: selected ? "calc(100dvh - 96px)" : "auto", md: "calc(100dvh - 260px)" },
          minHeight: { md: 480 },
          overflow: "hidden",
        }}
      >
        {showList ? (
          <Box sx={{ minHeight: 0, overflowY: "auto", borderRight: { md: 1 }, borderColor: { md: "divider" } }}>
            {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
            {list.isSuccess && conversations.length === 0 ? (
              <Box sx={{ p: 2 }}>
                {connection && !connection.isConnected ? (
                  <EmptyState
                    icon={<StorefrontOutlined />}
                    title={t("inbox.notConnectedTitle")}
                    text={t("inbox.notConnectedText")}
                    action={
                      <Button variant="contained" onClick={() => setConnecting(true)}>
                        {t("inbox.connect")}
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState icon={<StorefrontOutlined />} title={t("inbox.emptyTitle")} text={t("inbox.emptyText")} />
                )}
              </Box>
            ) : null}
            <List disablePadding aria-label={t(`names.${mk}`)}>
              {conversations.map((c) => (
                <ConversationRow
                  key={c.id}
                  conversation={c}
                  selected={c.clientId === clientId && c.eventId === eventId}
                  onSelect={() => open(c)}
                />
              ))}
            </List>
            {list.hasNextPage ? (
              <Box sx={{ p: 1.5, textAlign: "center" }}>
                <Button onClick={() => void list.fetchNextPage()}>{t("inbox.loadMore")}</Button>
              </Box>
            ) : null}
          </Box>
        ) : null}
        {!isPhone || selected ? (
          <Box sx={{ minHeight: 0, minWidth: 0 }}>
            {selected ? (
              <Thread
                key={`${selected.clientId}/${selected.eventId}`}
                vendorId={vendorId}
                mk={mk}
                connected={connection?.isConnected ?? false}
                onConnect={() => setConnecting(true)}
                clientId={selected.clientId}
                eventId={selected.eventId}
                onBack={isPhone ? () => setParams({}) : null}
              />
            ) : (
              <Box sx={{ height: "100%", display: "grid", placeItems: "center", p: 4 }}>
                <Typography color="text.secondary">{t("inbox.choose")}</Typography>
              </Box>
            )}
          </Box>
        ) : null}
      </Paper>
      <MarketplacesDialog vendorId={vendorId} open={connecting} onClose={() => setConnecting(false)} />
    </Stack>
  );
}

function ConversationRow({
  conversation: c,
  selected,
  onSelect,
}: {
  conversation: MarketplaceConversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation("marketplaces");
  return (
    <ListItem disablePadding divider>
      <ListItemButton selected={selected} onClick={onSelect} sx={{ alignItems: "flex-start", gap: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, justifyContent: "space-between" }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.75, minWidth: 0 }}>
              {c.isUnread ? (
                <Box component="span" sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: "primary.main", flexShrink: 0 }} />
              ) : null}
              <Typography sx={{ fontWeight: c.isUnread ? 700 : 500 }} noWrap>
                {c.name}
                {c.isUnread ? (
                  <Box component="span" sx={visuallyHidden}>
                    {` (${t("inbox.unread")})`}
                  </Box>
                ) : null}
              </Typography>
            </Box>
            <MarketplaceStatusChip status={c.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap>
            {[
              c.eventDate ? formatCalendarDate(c.eventDate, i18n.language, "short") : null,
              c.numberOfGuests ? t("inbox.guests", { count: c.numberOfGuests }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {c.message}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function Thread(props: {
  vendorId: string;
  mk: MarketplaceKey;
  clientId: string;
  eventId: string;
  /** Replies and status changes go through the marketplace: without a connection the thread is read-only. */
  connected: boolean;
  onConnect: () => void;
  onBack: (() => void) | null;
}) {
  const { t, i18n } = useTranslation("marketplaces");
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const thread = useMarketplaceConversation(props.vendorId, props.mk, props.clientId, props.eventId);
  const send = useMarketplaceSend(props.vendorId, props.mk);
  const changeStatus = useMarketplaceChangeStatus(props.vendorId, props.mk);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message brings the view to the bottom
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [count]);

  if (thread.isError) return <LoadError error={thread.error} onRetry={() => void thread.refetch()} />;
  if (!thread.data)
    return (
      <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
        <CircularProgress aria-label={t("inbox.choose")} />
      </Box>
    );
  const { conversation, messages } = thread.data;
  const submit = async () => {
    const parsed = marketplaceSendSchema.safeParse({
      vendorId: props.vendorId,
      clientId: props.clientId,
      eventId: props.eventId,
      body,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({ clientId: props.clientId, eventId: props.eventId, body });
      setBody("");
      notify(t("inbox.sent"));
    } catch (failure) {
      notify(problemMessage(failure), "error");
    }
  };

  return (
    <Pane>
      <PaneBar sx={{ px: 1.5, py: 1, flexWrap: "wrap" }}>
        {props.onBack ? (
          <IconButton aria-label={t("inbox.back")} onClick={props.onBack}>
            <ArrowBack />
          </IconButton>
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h2" sx={{ fontSize: "1.25rem" }} noWrap>
            {conversation.name}
          </Typography>
          <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
            <Link component={RouterLink} to={generatePath(paths.event, { eventId: conversation.eventId })} variant="body2">
              {t("inbox.openEvent")}
            </Link>
            {conversation.link ? (
              <Link
                href={conversation.link}
                target="_blank"
                rel="noopener"
                variant="body2"
                sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, whiteSpace: "nowrap" }}
              >
                {t("inbox.openOnMarketplace")}
                <OpenInNew sx={{ fontSize: 16 }} />
              </Link>
            ) : null}
          </Box>
        </Box>
        <MarketplaceStatusChip
          status={conversation.status}
          disabled={changeStatus.isPending || !props.connected}
          onChange={(status: MarketplaceStatus) =>
            changeStatus.mutate(
              { clientId: props.clientId, eventId: props.eventId, status },
              {
                onSuccess: () => {
                  notify(t("status.changed"));
                  void thread.refetch();
                },
                onError: (failure) => notify(problemMessage(failure), "error"),
              },
            )
          }
        />
      </PaneBar>
      <Box sx={{ px: 1.5, py: 1, color: "text.secondary", borderBottom: 1, borderColor: "divider" }}>
        <Typography variant="body2">
          {[
            conversation.eventDate ? formatCalendarDate(conversation.eventDate, i18n.language) : null,
            conversation.numberOfGuests ? t("inbox.guests", { count: conversation.numberOfGuests }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
      </Box>
      <Box
        sx={{ flex: 1, overflowY: "auto", p: 1.5, display: "grid", gap: 1, alignContent: "start", bgcolor: "background.default" }}
      >
        {messages.map((m) => {
          const mine = m.sender === "VENDOR";
          return (
            <ChatBubble key={m.messageId} mine={mine}>
              <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{m.body}</Typography>
              <Typography variant="caption" sx={{ display: "block", opacity: 0.8, mt: 0.5 }}>
                {dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(m.timestamp))}
              </Typography>
            </ChatBubble>
          );
        })}
        <div ref={end} />
      </Box>
      {props.connected ? null : (
        <Alert
          severity="info"
          sx={{ m: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={props.onConnect}>
              {t("inbox.connect")}
            </Button>
          }
        >
          {t("inbox.readOnly")}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{
          display: props.connected ? "flex" : "none",
          gap: 1,
          p: 1.5,
          borderTop: 1,
          borderColor: "divider",
          alignItems: "flex-start",
        }}
      >
        <TextField
          label={t("inbox.reply")}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          error={!!error}
          helperText={error ?? t("inbox.replyHint")}
        />
        <Button type="submit" variant="contained" disabled={send.isPending} sx={{ mt: 1 }}>
          {t("inbox.send")}
        </Button>
      </Box>
    </Pane>
  );
}
