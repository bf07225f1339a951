import { randomBytes } from "node:crypto";
import {
  type ConversationListItem,
  type ConversationListQuery,
  type ConversationQuery,
  type ConversationResponse,
  messagingErrorCodes as codes,
  DEFAULT_CONVERSATION_STATUS,
  type Event,
  MAX_PREDEFINED_MESSAGES,
  MAX_SEARCH_RESULTS,
  type MediaFile,
  type Message,
  type MessageAttachment,
  type MessagingConfig,
  messagingMessages as m,
  type PredefinedMessage,
  type PresignedUpload,
  type SendMessage,
  searchableTerm,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { AppError, badRequest } from "../../platform/errors/app-error.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import {
  type ConversationRow,
  createConversationsRepository,
  type MessageRow,
  type StoredAttachment,
} from "./conversations.repository.ts";
import { newClientMessageMail, newVendorMessageMail } from "./message-mails.ts";

/** Where the couple reads and answers: a public page outside /api. */
export const clientLinkPath = (token: string) => `/conversation/${token}`;
export const newClientToken = () => randomBytes(32).toString("hex");

/** What messaging needs of the other modules, through their services. */
export type ConversationsDeps = {
  db: Db;
  events?: { get(vendorId: string, eventId: string): Promise<Event> };
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
  };
  /** Told of every new message after it is stored (live stream, e-mails). */
  onMessage?: (event: { vendorId: string; conversationId: string; sender: "VENDOR" | "CLIENT" }) => void;
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
export function createConversationsService(deps: ConversationsDeps) {
  const repo = createConversationsRepository(deps.db);

  async function eventOf(vendorId: string, eventId: string | null): Promise<Event | null> {
    if (!eventId || !deps.events) return null;
    // An event archived or removed since leaves the conversation without its card.
    return deps.events.get(vendorId, eventId).catch(() => null);
  }

  async function toItems(vendorId: string, rows: ConversationRow[]): Promise<ConversationListItem[]> {
    const last = await repo.lastMessages(
      vendorId,
      rows.map((r) => r.id),
    );
    const events = await Promise.all(rows.map((r) => eventOf(vendorId, r.eventId)));
    return rows.map((row, i) => toItem(row, last.get(row.id) ?? null, events[i] ?? null));
  }

  function toItem(row: ConversationRow, last: MessageRow | null, event: Event | null): ConversationListItem {
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
      clientName: event?.client?.name ?? row.name,
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

  /** The couple's message, from their page or their e-mail reply. */
  async function addClientMessage(row: ConversationRow, body: string, baseUrl: string) {
    await repo.addMessage(row.vendorId, row.id, { sender: "CLIENT", userId: null, object: "", body });
    await repo.markRead(row.vendorId, row.id, "CLIENT");
    deps.onMessage?.({ vendorId: row.vendorId, conversationId: row.id, sender: "CLIENT" });
    await notifyVendor(row, body, baseUrl);
  }

  const predefinedMissing = () => new AppError(404, codes.PREDEFINED_NOT_FOUND, m.predefinedNotFound);

  return {
    /** A client's first message opens a conversation in REQUEST_RECEIVED. */
    async openFromClient(input: {
      vendorId: string;
      clientId: string;
      eventId: string;
      name: string;
      object: string;
      body: string;
      origin: "SHOWCASE";
    }) {
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
      deps.onMessage?.({ vendorId: input.vendorId, conversationId: opened.conversation.id, sender: "CLIENT" });
      return opened;
    },

    async list(vendorId: string, query: Omit<ConversationListQuery, "vendorId">) {
      const { rows, total } = await repo.page(vendorId, query.isArchived, query.page, query.limit);
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
      return { conversations: await toItems(vendorId, await repo.search(vendorId, term, isArchived, MAX_SEARCH_RESULTS)) };
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
        await repo.markRead(vendorId, row.id, "VENDOR");
        row = (await repo.get(vendorId, row.id)) as ConversationRow;
      }
      const page = await thread(row, before, query.limit);
      const [item] = await toItems(vendorId, [row]);
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
        attachments = (urls as MediaFile[]).map((f) => ({
          fileId: f.fileId,
          filename: f.filename,
          fileType: f.fileType ?? null,
          size: f.size,
        }));
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
      deps.onMessage?.({ vendorId, conversationId, sender: "VENDOR" });
      const row = (await repo.get(vendorId, conversationId)) as ConversationRow;
      await notifyClient(row, input.body, baseUrl);
      const page = await thread(row, null, 25);
      const [item] = await toItems(vendorId, [row]);
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
      return { counter: await repo.unreadCount(vendorId, row?.counterResetAt ?? null) };
    },

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
      const rows = await repo.messagesBefore(row.vendorId, row.id, null, 200);
      const messages = await toMessages(row, rows.slice(0, 200));
      const vendorName = deps.mail ? await deps.mail.vendorName(row.vendorId) : "";
      return { vendorName, clientName: row.name, messages: messages.reverse() };
    },

    async clientReply(token: string, body: string, baseUrl: string) {
      const row = await repo.byToken(token);
      if (!row) throw missing();
      await addClientMessage(row, body, baseUrl);
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
