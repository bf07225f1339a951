import type { ConversationListItem, PredefinedMessageValues } from "@cortege/domain";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { SearchField } from "../../../components/search-field.tsx";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { useClient } from "../../clients/api/use-client.ts";
import { useEventConfig } from "../../events/api/use-event-config.ts";
import { MarketplaceTabs } from "../../marketplaces/components/marketplace-tabs.tsx";
import { useArchiveConversations } from "../api/use-archive-conversations.ts";
import { useConversation } from "../api/use-conversation.ts";
import { useConversationList } from "../api/use-conversation-list.ts";
import { useMessagingStream } from "../api/use-messaging-stream.ts";
import { useEditPredefinedMessages, usePredefinedMessages } from "../api/use-predefined-messages.ts";
import { useSendMessage } from "../api/use-send-message.ts";
import { Composer, type ComposerAttachment } from "../components/composer.tsx";
import { ConversationList } from "../components/conversation-list.tsx";
import { ConversationThread } from "../components/conversation-thread.tsx";
import { PredefinedMessagesDialog } from "../components/predefined-messages-dialog.tsx";
import { ConversationEventCard } from "./conversation-event-card.tsx";

/**
 * « Messages »: the vendor's inbox. The list state (search, archived, open conversation) lives in the
 * address so that a reload or a shared link opens the same view. On a phone the list and the thread
 * take the screen in turn, as in a messaging app.
 */
export function MessagesPage() {
  const { t } = useTranslation("conversations");
  const { currentVendor } = useCurrentVendor();
  const vendorId = currentVendor?.id ?? "";
  const isPhone = useIsPhone();
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const archived = params.get("archivees") === "1";
  const status = params.get("statut");
  const statuses = useEventConfig().data ?? [];
  const clientId = params.get("client");
  const eventId = params.get("evenement");
  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        return out;
      },
      { replace: "q" in next },
    );

  // The navigation holds the stream too; on a phone it sits in a closed drawer, so the page asks for it.
  useMessagingStream(vendorId);
  const list = useConversationList(vendorId, archived, q, status);
  const conversations = list.data?.pages.flatMap((p) => p.conversations) ?? [];
  const open = (c: ConversationListItem) => change({ client: c.clientId, evenement: c.eventId });
  const showList = !isPhone || !clientId;
  const showThread = !isPhone || !!clientId;

  return (
    <Stack spacing={2}>
      <DocumentTitle page={t("title")} />
      {showList || !isPhone ? (
        <Box>
          <Typography variant="h1">{t("title")}</Typography>
          <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("intro")}</Typography>
        </Box>
      ) : null}
      {showList ? <MarketplaceTabs vendorId={vendorId} current={null} /> : null}
      <Paper
        variant="outlined"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "minmax(280px, 360px) 1fr" },
          height: { xs: clientId ? "calc(100dvh - 96px)" : "auto", md: "calc(100dvh - 210px)" },
          minHeight: { md: 520 },
          overflow: "hidden",
        }}
      >
        {showList ? (
          <Box
            sx={{
              display: "flex",
              flexDirection: "column",
              minHeight: 0,
              borderRight: { md: 1 },
              borderColor: { md: "divider" },
            }}
          >
            <Box sx={{ p: 1.5, display: "grid", gap: 1, borderBottom: 1, borderColor: "divider" }}>
              <SearchField
                label={t("list.search")}
                value={q}
                onSearch={(value) => change({ q: value || null })}
                helperText={t("list.searchHint")}
              />
              <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
                <TextField
                  select
                  size="small"
                  label={t("list.status")}
                  value={status ?? ""}
                  onChange={(e) => change({ statut: e.target.value || null })}
                  disabled={q.trim().length >= 3}
                  // « Tous les statuts » shows when none is chosen, under a label kept above it.
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  sx={{ flex: "1 1 160px", minWidth: 0 }}
                >
                  <MenuItem value="">{t("list.allStatuses")}</MenuItem>
                  {statuses.map((s) => (
                    <MenuItem key={s.status} value={s.status}>
                      {s.name}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControlLabel
                  control={<Switch checked={archived} onChange={(e) => change({ archivees: e.target.checked ? "1" : null })} />}
                  label={t("list.archived")}
                />
              </Box>
            </Box>
            <Box sx={{ flex: 1, overflowY: "auto" }}>
              {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
              {list.isSuccess && conversations.length === 0 ? (
                <Box sx={{ p: 2 }}>
                  {q.trim().length >= 3 ? (
                    <Typography color="text.secondary">{t("list.noResults", { term: q })}</Typography>
                  ) : status ? (
                    <Typography color="text.secondary">{t("list.noneAtStatus")}</Typography>
                  ) : (
                    <EmptyState
                      icon={<ForumOutlined />}
                      title={archived ? t("list.emptyArchivedTitle") : t("list.emptyTitle")}
                      text={archived ? undefined : t("list.emptyText")}
                    />
                  )}
                </Box>
              ) : null}
              <ConversationList
                conversations={conversations}
                selectedId={conversations.find((c) => c.clientId === clientId && (c.eventId ?? null) === eventId)?.id ?? null}
                onSelect={open}
              />
              {list.hasNextPage ? (
                <Box sx={{ p: 1.5, textAlign: "center" }}>
                  <Button onClick={() => void list.fetchNextPage()}>{t("list.loadMore")}</Button>
                </Box>
              ) : null}
            </Box>
          </Box>
        ) : null}
        {showThread ? (
          <Box sx={{ minHeight: 0, minWidth: 0 }}>
            {clientId ? (
              <OpenConversation
                key={`${clientId}/${eventId ?? ""}`}
                vendorId={vendorId}
                vendorName={currentVendor?.tradeName ?? ""}
                clientId={clientId}
                eventId={eventId}
                fallbackTitle={conversations.find((c) => c.clientId === clientId)?.clientName ?? ""}
                onBack={isPhone ? () => change({ client: null, evenement: null }) : null}
                notify={notify}
                problemMessage={problemMessage}
              />
            ) : (
              <Box sx={{ height: "100%", display: "grid", placeItems: "center", p: 4 }}>
                <Typography color="text.secondary">{t("thread.choose")}</Typography>
              </Box>
            )}
          </Box>
        ) : null}
      </Paper>
    </Stack>
  );
}

type OpenConversationProps = {
  vendorId: string;
  vendorName: string;
  clientId: string;
  eventId: string | null;
  fallbackTitle: string;
  onBack: (() => void) | null;
  notify: ReturnType<typeof useNotify>;
  problemMessage: (error: unknown) => string;
};

function OpenConversation({
  vendorId,
  vendorName,
  clientId,
  eventId,
  fallbackTitle,
  onBack,
  notify,
  problemMessage,
}: OpenConversationProps) {
  const { t, i18n } = useTranslation("conversations");
  const thread = useConversation(vendorId, clientId, eventId);
  const send = useSendMessage(vendorId);
  const archive = useArchiveConversations(vendorId);
  const predefined = usePredefinedMessages(vendorId);
  const editPredefined = useEditPredefinedMessages(vendorId);
  const [managing, setManaging] = useState(false);
  const conversation = thread.data?.pages[0]?.conversation ?? null;
  const messages = thread.data?.pages.flatMap((p) => p.messages) ?? [];
  // A first message to a client: no conversation yet, the client's own name heads the thread.
  const client = useClient(clientId);
  const title = conversation?.clientName ?? conversation?.name ?? (fallbackTitle || client.data?.name || "");

  if (thread.isError) return <LoadError error={thread.error} onRetry={() => void thread.refetch()} />;

  const firstName = (title.split(/\s+/)[0] ?? "").trim();
  const values: PredefinedMessageValues = {
    nom_client: title,
    prenom: firstName,
    date_evenement: conversation?.eventDate
      ? dateTimeFormat(i18n.language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${conversation.eventDate}T00:00:00Z`),
        )
      : null,
    nom_evenement: conversation?.eventName ?? null,
    invites: conversation?.guestsCount?.toString() ?? conversation?.approximateGuestsCount?.toString() ?? null,
    prestataire: vendorName,
  };

  const upload = async (files: File[]): Promise<ComposerAttachment[]> => {
    const results = await mediaLibraryApi.uploadFiles({ vendorId, category: "Chat", clientId, id: null }, files);
    const done: ComposerAttachment[] = [];
    for (const result of results) {
      if (result.ok) done.push({ fileId: result.data.fileId, filename: result.data.filename });
      else
        notify(
          result.problem.message && typeof result.problem.message === "string"
            ? result.problem.message
            : problemMessage(result.problem),
          "error",
        );
    }
    return done;
  };

  return (
    <>
      <ConversationThread
        title={title}
        clientId={clientId}
        conversation={conversation}
        clientLink={thread.data?.pages[0]?.clientLink ?? null}
        onCopyLink={(url) =>
          void navigator.clipboard
            .writeText(url)
            .then(() => notify(t("thread.linkCopied")))
            .catch(() => notify(url, "info"))
        }
        messages={messages}
        loading={thread.isPending}
        hasOlder={thread.hasNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        onBack={onBack}
        onArchive={(isArchived) =>
          conversation &&
          archive.mutate(
            { conversationIds: [conversation.id], isArchived },
            {
              onSuccess: () => notify(isArchived ? t("thread.archived") : t("thread.unarchived")),
              onError: (error) => notify(problemMessage(error), "error"),
            },
          )
        }
        eventCard={
          eventId ? (
            <ConversationEventCard
              vendorId={vendorId}
              eventId={eventId}
              onStatusChanged={() => {
                notify(t("event.statusChanged"));
                void thread.refetch();
              }}
              onError={(error) => notify(problemMessage(error), "error")}
            />
          ) : null
        }
        composer={
          <Composer
            predefined={predefined.data ?? []}
            values={values}
            onUpload={upload}
            onSend={async (message) => {
              try {
                await send.mutateAsync({ clientId, eventId, ...message });
              } catch (error) {
                notify(problemMessage(error), "error");
                throw error;
              }
            }}
            onManagePredefined={() => setManaging(true)}
            onError={(message) => notify(message, "error")}
          />
        }
      />
      <PredefinedMessagesDialog
        open={managing}
        messages={predefined.data ?? []}
        onCreate={async (message) => {
          try {
            await editPredefined.create.mutateAsync(message);
            notify(t("predefined.saved"));
          } catch (error) {
            notify(problemMessage(error), "error");
            throw error;
          }
        }}
        onDelete={async (index) => {
          try {
            await editPredefined.remove.mutateAsync(index);
            notify(t("predefined.deleted"));
          } catch (error) {
            notify(problemMessage(error), "error");
            throw error;
          }
        }}
        onClose={() => setManaging(false)}
      />
    </>
  );
}
