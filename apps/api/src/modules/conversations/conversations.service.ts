import { randomBytes } from "node:crypto";
import {
  type ConversationListItem,
  type ConversationListQuery,
  type ConversationQuery,
  type ConversationResponse,
  messagingErrorCodes as codes,
  DEFAULT_CONVERSATION_STATUS,
  type Event,
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_LENGTH,
  MAX_PREDEFINED_MESSAGES,
  MAX_SEARCH_RESULTS,
  type MediaFile,
  type Message,
  type MessageAttachment,
  type MessagingConfig,
  messagingMessages as m,
  notificationLinks,
  type PredefinedMessage,
  type PresignedUpload,
  type SendMessage,
  searchableTerm,
} from "@cortege/domain";
import type { Db, DbOrTx } from "../../platform/db/database.ts";
import { AppError, badRequest } from "../../platform/errors/app-error.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { EventCard } from "../events/events.service.ts";
import type { Notify } from "../notifications/notifications.service.ts";
import {
  type ConversationRow,
  createConversationsRepository,
  type LastMessage,
  type ListConversation,
  type ListEntry,
  type MessageRow,
  type StoredAttachment,
} from "./conversations.repository.ts";
import type { LiveEvent } from "./live-hub.ts";
import { newClientMessageMail, newVendorMessageMail } from "./message-mails.ts";

/** A file that came with the couple's answer (their page's form, their e-mail). */
export type ReceivedFile = { filename: string; bytes: Buffer };

/** Where the couple reads and answers: a public page outside /api. */
export const clientLinkPath = (token: string) => `/conversation/${token}`;
export const newClientToken = () => randomBytes(32).toString("hex");

/** What messaging needs of the other modules, through their services. */
export type ConversationsDeps = {
  db: Db;
  /** The notifications service's notify (« new message » when a couple writes); none when absent. */
  notify?: Notify;
  events?: {
    get(vendorId: string, eventId: string): Promise<Event>;
    cards(vendorId: string, eventIds: readonly string[]): Promise<EventCard[]>;
    idsWithStatus(vendorId: string, status: string): Promise<string[]>;
  };
  clients?: {
    get(vendorId: string, clientId: string): Promise<{ clientId: string; name: string; contacts: { email: string | null }[] }>;
  };
  /** The e-mails of a new message: to the couple (with its link), to the vendor when it asked for them. */
  mail?: {
    mailer: Mailer;
    vendorName(vendorId: string): Promise<string>;
    vendorEmail(vendorId: string): Promise<string | null>;
    /** INBOUND_MAIL_DOMAIN: replies by e-mail go to reply+<token>@ this domain; none when absent. */
    inboundDomain: string | null;
    log: { warn(obj: unknown, msg: string): void };
  };
  media?: {
    presign(input: {
      vendorId: string;
      category: "Chat";
      clientId: string;
      id: null;
      filenames: string[];
      sizes: number[];
    }): Promise<{ urls: PresignedUpload[] }>;
    urls(input: {
      vendorId: string;
      category: "Chat";
      clientId: string;
      id: null;
      filenames: string[];
    }): Promise<{ urls: (MediaFile | null)[] }>;
    /** A file the server received (the couple's form, an e-mail), checked like an upload; refusals are AppErrors. */
    storeReceived(input: {
      vendorId: string;
      category: "Chat";
      clientId: string;
      id: null;
      filename: string;
      bytes: Buffer;
    }): Promise<MediaFile>;
    deleteFiles(input: { vendorId: string; category: "Chat"; clientId: string; id: null; filenames: string[] }): Promise<{
      deleted: number;
    }>;
  };
  /** The marketplaces' threads not opened yet (issue 23), added to the counter; after `since`, its reset. */
  marketplaceUnread?: (vendorId: string, since: Date | null) => Promise<number>;
  /** Where a failed live notification is logged (the message itself is stored). */
  log?: { warn(obj: unknown, msg: string): void };
};

const missing = () => new AppError(404, codes.CONVERSATION_NOT_FOUND, m.conversationNotFound);
const needs = <T>(dep: T | undefined): T => {
  if (!dep) throw new Error("conversations service built without a dependency it needs");
  return dep;
};

/**
 * Conversations and their messages (part 1 §3 and §7 Messaging). Read state is one marker per
 * participant on the conversation (readDate, readDateClient): nothing is written per message.
 * Built on a transaction by the public request form, which only opens conversations.
 */
/** A client's first message: who, about which event, and where it came from. */
export type ClientOpening = {
  vendorId: string;
  clientId: string;
  eventId: string;
  name: string;
  object: string;
  body: string;
  origin: "SHOWCASE" | "LEAD_MAIL";
};

export function createConversationsService(deps: ConversationsDeps) {
  const repo = createConversationsRepository(deps.db);

  /** The open tabs hear of it through LISTEN/NOTIFY (live-hub.ts); on a transaction, at its commit. */
  async function announce(event: LiveEvent) {
    await repo.notifyLive(event).catch((error: unknown) => {
      // Inside a transaction the failure aborts it anyway: let it throw there.
      if (deps.log) deps.log.warn({ err: error }, "messaging live: notification not published");
      else throw error;
    });
  }

  /** List items of conversations whose latest message is known; one query for the page's event cards, not one per row. */
  async function toItems(vendorId: string, entries: ListEntry[]): Promise<ConversationListItem[]> {
    const eventIds = entries.map((e) => e.conversation.eventId).filter((id): id is string => id !== null);
    const events = await eventCards(vendorId, eventIds);
    return entries.map(({ conversation: row, last }) => toItem(row, last, (row.eventId && events.get(row.eventId)) || null));
  }

  /** An event removed since leaves no card. */
  async function eventCards(vendorId: string, eventIds: string[]): Promise<Map<string, EventCard>> {
    const events = eventIds.length > 0 && deps.events ? await deps.events.cards(vendorId, eventIds) : [];
    return new Map(events.map((e) => [e.eventId, e]));
  }

  /** List items of whole rows (search, a conversation just opened or written to): latest messages and event cards together. */
  async function itemsOf(vendorId: string, rows: ConversationRow[]): Promise<ConversationListItem[]> {
    const eventIds = rows.map((r) => r.eventId).filter((id): id is string => id !== null);
    const [last, events] = await Promise.all([
      repo.lastMessages(
        vendorId,
        rows.map((r) => r.id),
      ),
      eventCards(vendorId, eventIds),
    ]);
    return rows.map((row) => toItem(row, last.get(row.id) ?? null, (row.eventId && events.get(row.eventId)) || null));
  }

  function toItem(row: ListConversation, last: LastMessage | null, event: EventCard | null): ConversationListItem {
    const fromClient = last?.sender === "CLIENT";
    const readByOther = fromClient ? row.readDate : row.readDateClient;
    return {
      id: row.id,
      name: row.name,
      clientId: row.clientId,
      eventId: row.eventId,
      senderId: last ? (fromClient ? row.clientId : row.vendorId) : null,
      receiverId: last ? (fromClient ? row.vendorId : row.clientId) : null,
      object: last?.object ?? row.object,
      body: last?.body ?? "",
      timestamp: (last?.createdAt ?? row.lastMessageAt).toISOString(),
      isReadByReceiver: !!last && !!readByOther && readByOther >= last.createdAt,
      readDate: row.readDate?.toISOString() ?? null,
      readDateClient: row.readDateClient?.toISOString() ?? null,
      lastMessage: last?.body ?? "",
      lastMessageSender: (last?.sender as "VENDOR" | "CLIENT" | undefined) ?? null,
      isUnread: !!row.lastClientMessageAt && (!row.readDate || row.lastClientMessageAt > row.readDate),
      eventName: event?.eventName ?? null,
      eventDate: event?.date ?? null,
      eventApproximateDate: event?.approximateDate ?? null,
      clientName: event?.clientName ?? row.name,
      approximateGuestsCount: event?.approximateGuestsCount ?? null,
      guestsCount: event?.guestsCount ?? null,
      conversationStatus: event?.status ?? row.status,
      isArchived: row.isArchived,
    };
  }

  async function toMessages(row: ConversationRow, messages: MessageRow[]): Promise<Message[]> {
    const fileIds = [...new Set(messages.flatMap((msg) => (msg.attachments as StoredAttachment[]).map((a) => a.fileId)))];
    const signed = new Map<string, MediaFile>();
    if (fileIds.length > 0 && deps.media && row.clientId) {
      const { urls } = await deps.media.urls({
        vendorId: row.vendorId,
        category: "Chat",
        clientId: row.clientId,
        id: null,
        filenames: fileIds,
      });
      for (const file of urls) if (file) signed.set(file.fileId, file);
    }
    return messages.map((msg) => {
      const fromClient = msg.sender === "CLIENT";
      const readBy = fromClient ? row.readDate : row.readDateClient;
      return {
        messageId: msg.id,
        sender: msg.sender as "VENDOR" | "CLIENT",
        userId: msg.userId,
        object: msg.object,
        body: msg.body,
        timestamp: msg.createdAt.toISOString(),
        attachments: (msg.attachments as StoredAttachment[]).map(
          (a): MessageAttachment => ({
            ...a,
            url: signed.get(a.fileId)?.downloadUrl ?? null,
            thumbnailUrl: signed.get(a.fileId)?.thumbnailUrl ?? null,
          }),
        ),
        isReadByReceiver: !!readBy && readBy >= msg.createdAt,
      };
    });
  }

  async function thread(row: ConversationRow, beforeSeq: number | null, limit: number) {
    const rows = await repo.messagesBefore(row.vendorId, row.id, beforeSeq, limit);
    const page = rows.slice(0, limit);
    const more = rows.length > limit;
    return { messages: await toMessages(row, page), nextPage: more ? String(page.at(-1)?.seq) : null };
  }

  async function config(vendorId: string) {
    return repo.config(vendorId);
  }

  async function predefined(vendorId: string): Promise<PredefinedMessage[]> {
    return ((await config(vendorId))?.predefinedMessages as PredefinedMessage[] | undefined) ?? [];
  }

  async function savePredefined(vendorId: string, list: PredefinedMessage[]) {
    await repo.saveConfig(vendorId, { predefinedMessages: list });
    return { predefinedMessages: list };
  }

  /** E-mails the couple of the vendor's message, at most once a quarter hour per conversation. */
  async function notifyClient(row: ConversationRow, body: string, baseUrl: string) {
    const mail = deps.mail;
    if (!mail || !row.clientId || !deps.clients) return;
    try {
      const client = await deps.clients.get(row.vendorId, row.clientId);
      const to = client.contacts.find((c) => c.email)?.email;
      if (!to || !(await repo.claimNotification(row.id, "CLIENT"))) return;
      await mail.mailer.send(
        newVendorMessageMail({
          to,
          vendorName: await mail.vendorName(row.vendorId),
          body,
          link: `${baseUrl}${clientLinkPath(row.clientToken)}`,
          replyTo: mail.inboundDomain ? `reply+${row.clientToken}@${mail.inboundDomain}` : null,
        }),
      );
    } catch (error) {
      // The message is stored and shows on the couple's page; only the notice is lost.
      mail.log.warn({ err: error, conversationId: row.id }, "messaging: couple e-mail not sent");
    }
  }

  /** E-mails the vendor of the couple's answer when its chat config asks for it (same quarter-hour rule). */
  async function notifyVendor(row: ConversationRow, body: string, baseUrl: string) {
    const mail = deps.mail;
    if (!mail) return;
    try {
      const settings = await repo.config(row.vendorId);
      if (settings && !settings.isEmailNotification) return;
      const to = await mail.vendorEmail(row.vendorId);
      if (!to || !(await repo.claimNotification(row.id, "VENDOR"))) return;
      const query = new URLSearchParams({ client: row.clientId ?? "", ...(row.eventId ? { evenement: row.eventId } : {}) });
      await mail.mailer.send(newClientMessageMail({ to, clientName: row.name, body, link: `${baseUrl}/messages?${query}` }));
    } catch (error) {
      mail.log.warn({ err: error, conversationId: row.id }, "messaging: vendor e-mail not sent");
    }
  }

  const toStored = (f: MediaFile): StoredAttachment => ({
    fileId: f.fileId,
    filename: f.filename,
    fileType: f.fileType ?? null,
    size: f.size,
  });

  /**
   * Stores the couple's files in the conversation's Chat folder, checked like the vendor's uploads. `strict`
   * (their page): one refused file refuses the answer and removes the ones already stored, so the page can show
   * the French reason with what they typed. Otherwise (an e-mail, which cannot be shown an error): a refused
   * file is left out and its reason returned, to be added to the message.
   */
  async function storeClientFiles(row: ConversationRow, files: readonly ReceivedFile[], strict: boolean) {
    const stored: StoredAttachment[] = [];
    const refused: string[] = [];
    if (files.length === 0) return { stored, refused };
    const media = needs(deps.media);
    if (!row.clientId) throw missing();
    const folder = { vendorId: row.vendorId, category: "Chat" as const, clientId: row.clientId, id: null };
    for (const file of files.slice(0, MAX_MESSAGE_ATTACHMENTS)) {
      try {
        stored.push(toStored(await media.storeReceived({ ...folder, filename: file.filename, bytes: file.bytes })));
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
        if (strict) {
          if (stored.length > 0) await media.deleteFiles({ ...folder, filenames: stored.map((a) => a.fileId) });
          throw error;
        }
        refused.push(error.message);
      }
    }
    return { stored, refused };
  }

  /** « New message » (notifications): the vendor hears of a couple's message on its chosen channels. */
  async function notifyNewMessage(
    tx: DbOrTx,
    row: { vendorId: string; clientId: string | null; eventId: string | null; name: string },
    body: string,
  ) {
    await deps.notify?.(tx, {
      vendorId: row.vendorId,
      kind: "NEW_MESSAGE",
      facts: { title: body.replace(/\s+/g, " ").trim().slice(0, 300) || "…", who: row.name },
      url: notificationLinks.messages(row.clientId, row.eventId),
    });
  }

  /** The couple's message, from their page or their e-mail reply. */
  async function addClientMessage(row: ConversationRow, body: string, baseUrl: string, attachments: StoredAttachment[] = []) {
    await repo.addMessage(row.vendorId, row.id, { sender: "CLIENT", userId: null, object: "", body, attachments });
    await notifyNewMessage(deps.db, row, body);
    await repo.markRead(row.vendorId, row.id, "CLIENT");
    await announce({ vendorId: row.vendorId, conversationId: row.id, sender: "CLIENT" });
    await notifyVendor(row, body, baseUrl);
  }

  const predefinedMissing = () => new AppError(404, codes.PREDEFINED_NOT_FOUND, m.predefinedNotFound);

  return {
    /** A client's first message (their request on the showcase, a forwarded directory lead) opens a conversation in REQUEST_RECEIVED. */
    async openFromClient(input: ClientOpening) {
      const opened = await repo.insertWithMessage(
        {
          vendorId: input.vendorId,
          clientId: input.clientId,
          eventId: input.eventId,
          name: input.name,
          object: input.object,
          status: DEFAULT_CONVERSATION_STATUS,
          origin: input.origin,
        },
        { sender: "CLIENT", userId: null, object: input.object, body: input.body },
      );
      await announce({ vendorId: input.vendorId, conversationId: opened.conversation.id, sender: "CLIENT" });
      await notifyNewMessage(deps.db, input, input.body);
      return opened;
    },

    async list(vendorId: string, query: Omit<ConversationListQuery, "vendorId">) {
      const atStatus = query.status
        ? { status: query.status, eventIds: await needs(deps.events).idsWithStatus(vendorId, query.status) }
        : undefined;
      const { rows, total } = await repo.page(vendorId, query.isArchived, query.page, query.limit, atStatus);
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      return {
        conversations: await toItems(vendorId, rows),
        totalPages,
        currentPage: query.page,
        nextPage: query.page < totalPages ? query.page + 1 : null,
      };
    },

    /** Fewer than 3 characters searches nothing (as clients, part 1 §9). */
    async search(vendorId: string, searchTerm: string | undefined, isArchived: boolean) {
      const term = searchableTerm(searchTerm);
      if (!term) return { conversations: [] };
      const rows = await repo.search(vendorId, term, isArchived, MAX_SEARCH_RESULTS);
      return { conversations: await itemsOf(vendorId, rows) };
    },

    /**
     * The conversation about this client (and event) with a page of its thread, newest first.
     * Opening the first page moves the vendor's read marker: the vendor has now seen it.
     */
    async fetch(vendorId: string, query: Omit<ConversationQuery, "vendorId">): Promise<ConversationResponse> {
      await needs(deps.clients).get(vendorId, query.clientId);
      if (query.eventId) await needs(deps.events).get(vendorId, query.eventId);
      let row = await repo.findFor(vendorId, query.clientId, query.eventId ?? null);
      if (!row) return { conversation: null, clientLink: null, messages: [], nextPage: null };
      const before = query.nextPage ? Number(query.nextPage) : null;
      if (before === null) {
        row = (await repo.markRead(vendorId, row.id, "VENDOR")) ?? row;
      }
      const page = await thread(row, before, query.limit);
      const [item] = await itemsOf(vendorId, [row]);
      return { conversation: item ?? null, clientLink: clientLinkPath(row.clientToken), ...page };
    },

    /** The vendor's message; the first one about a client opens the conversation. */
    async send(vendorId: string, userId: string | null, input: Omit<SendMessage, "vendorId">, baseUrl = "") {
      const client = await needs(deps.clients).get(vendorId, input.clientId);
      if (input.eventId) await needs(deps.events).get(vendorId, input.eventId);
      let attachments: StoredAttachment[] = [];
      if (input.attachments.length > 0) {
        const { urls } = await needs(deps.media).urls({
          vendorId,
          category: "Chat",
          clientId: input.clientId,
          id: null,
          filenames: input.attachments,
        });
        if (urls.some((u) => u === null)) throw badRequest(codes.ATTACHMENT_NOT_FOUND, m.attachmentNotFound);
        attachments = (urls as MediaFile[]).map(toStored);
      }
      const message = { sender: "VENDOR" as const, userId, object: input.object, body: input.body, attachments };
      const existing = await repo.findFor(vendorId, input.clientId, input.eventId);
      let conversationId: string;
      if (existing) {
        await repo.addMessage(vendorId, existing.id, message);
        conversationId = existing.id;
      } else {
        const opened = await repo.insertWithMessage(
          {
            vendorId,
            clientId: input.clientId,
            eventId: input.eventId,
            name: client.name,
            object: input.object,
            status: DEFAULT_CONVERSATION_STATUS,
            origin: "VENDOR",
          },
          message,
        );
        conversationId = opened.conversation.id;
      }
      await announce({ vendorId, conversationId, sender: "VENDOR" });
      const row = (await repo.get(vendorId, conversationId)) as ConversationRow;
      await notifyClient(row, input.body, baseUrl);
      const page = await thread(row, null, 25);
      const [item] = await itemsOf(vendorId, [row]);
      return { conversation: item ?? null, clientLink: clientLinkPath(row.clientToken), ...page };
    },

    async presign(input: { vendorId: string; clientId: string; filenames: string[]; sizes: number[] }) {
      await needs(deps.clients).get(input.vendorId, input.clientId);
      return needs(deps.media).presign({ ...input, category: "Chat", id: null });
    },

    async archive(vendorId: string, conversationIds: readonly string[], isArchived: boolean) {
      const done = await repo.archive(vendorId, conversationIds, isArchived);
      if (done.length !== new Set(conversationIds).size) throw missing();
      return { conversationIds: done };
    },

    async getConfig(vendorId: string): Promise<MessagingConfig> {
      const row = await config(vendorId);
      return {
        isEmailNotification: row?.isEmailNotification ?? true,
        isMarketplaceAConnected: row?.isMarketplaceAConnected ?? false,
        isMarketplaceBConnected: row?.isMarketplaceBConnected ?? false,
      };
    },

    async updateConfig(vendorId: string, input: Partial<MessagingConfig>): Promise<MessagingConfig> {
      const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const row = await repo.saveConfig(vendorId, values);
      return {
        isEmailNotification: row.isEmailNotification,
        isMarketplaceAConnected: row.isMarketplaceAConnected,
        isMarketplaceBConnected: row.isMarketplaceBConnected,
      };
    },

    async counter(vendorId: string) {
      const row = await config(vendorId);
      const since = row?.counterResetAt ?? null;
      const [own, marketplaces] = await Promise.all([
        repo.unreadCount(vendorId, since),
        deps.marketplaceUnread?.(vendorId, since) ?? Promise.resolve(0),
      ]);
      return { counter: own + marketplaces };
    },

    /** A marketplace's sync brought a lead or a message: the vendor's open tabs refresh that inbox and the counter. */
    announceMarketplace: (vendorId: string, marketplace: "A" | "B", conversationId: string) =>
      announce({ vendorId, conversationId, sender: "CLIENT", marketplace }),

    /** The badge starts again from now; conversations stay unread until opened. */
    async resetCounter(vendorId: string) {
      await repo.saveConfig(vendorId, { counterResetAt: new Date() });
      return { counter: 0 };
    },

    predefinedMessages: async (vendorId: string) => ({ predefinedMessages: await predefined(vendorId) }),

    async createPredefined(vendorId: string, message: PredefinedMessage) {
      const list = await predefined(vendorId);
      if (list.length >= MAX_PREDEFINED_MESSAGES) throw badRequest(codes.TOO_MANY_PREDEFINED, m.tooManyPredefined);
      return savePredefined(vendorId, [...list, message]);
    },

    async updatePredefined(vendorId: string, index: number, message: PredefinedMessage) {
      const list = await predefined(vendorId);
      if (index >= list.length) throw predefinedMissing();
      return savePredefined(
        vendorId,
        list.map((p, i) => (i === index ? message : p)),
      );
    },

    async deletePredefined(vendorId: string, index: number) {
      const list = await predefined(vendorId);
      if (index >= list.length) throw predefinedMissing();
      return savePredefined(
        vendorId,
        list.filter((_, i) => i !== index),
      );
    },

    /** Revokes the couple's private link: the old one answers 404 from now on; the new one is returned. */
    async revokeClientLink(vendorId: string, conversationId: string) {
      const row = await repo.rotateToken(vendorId, conversationId, newClientToken());
      if (!row) throw missing();
      return { clientLink: clientLinkPath(row.clientToken) };
    },

    /** The couple's page: the thread, oldest first; opening it moves the couple's read marker. */
    async clientView(token: string) {
      const row = await repo.byToken(token);
      if (!row) throw missing();
      await repo.markRead(row.vendorId, row.id, "CLIENT");
      // The vendor's open thread shows its messages as read.
      await announce({ vendorId: row.vendorId, conversationId: row.id, sender: "CLIENT", kind: "read" });
      const rows = await repo.messagesBefore(row.vendorId, row.id, null, 200);
      const messages = await toMessages(row, rows.slice(0, 200));
      const vendorName = deps.mail ? await deps.mail.vendorName(row.vendorId) : "";
      return { vendorName, clientName: row.name, messages: messages.reverse() };
    },

    /** The couple's answer from their page: a refused file refuses it all (AppError 400, French). */
    async clientReply(token: string, body: string, baseUrl: string, files: readonly ReceivedFile[] = []) {
      const row = await repo.byToken(token);
      if (!row) throw missing();
      const { stored } = await storeClientFiles(row, files, true);
      await addClientMessage(row, body, baseUrl, stored);
    },

    /** The couple's e-mail reply: its attachments kept; one that is refused is named in the message instead. */
    async clientMailReply(token: string, body: string, baseUrl: string, files: readonly ReceivedFile[] = []) {
      const row = await repo.byToken(token);
      if (!row) throw missing();
      const { stored, refused } = await storeClientFiles(row, files, false);
      const text = [body, ...refused.map((reason) => m.attachmentNotKept(reason))].filter(Boolean).join("\n\n");
      if (!text && stored.length === 0) return;
      await addClientMessage(row, text.slice(0, MAX_MESSAGE_LENGTH), baseUrl, stored);
    },

    /** For other modules and tests: the conversation row by id. */
    async get(vendorId: string, conversationId: string) {
      const row = await repo.get(vendorId, conversationId);
      if (!row) throw missing();
      return row;
    },
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
