import {
  marketplaceErrorCodes as codes,
  type MarketplaceChangeStatus,
  type MarketplaceConnection,
  type MarketplaceConversation,
  type MarketplaceKey,
  type MarketplaceListResponse,
  type MarketplaceLogin,
  type MarketplaceSend,
  type MarketplaceThread,
  marketplaceMessages as m,
  marketplaceKeys,
  stripHtml,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import {
  type MarketplaceConnector,
  MarketplaceFailure,
  type RemoteConversation,
  type RemoteMessage,
  type RemoteSession,
} from "./connector.ts";
import type { CredentialCipher } from "./credential-cipher.ts";
import type { LeadIntake } from "./lead-intake.ts";
import { createMarketplacesRepository, type MarketplaceConversationRow } from "./marketplaces.repository.ts";

export const MARKETPLACE_PAGE_SIZE = 20;
/** How many of the marketplace's pages one sync reads at most (newest first). */
const MAX_SYNC_PAGES = 20;

export type MarketplacesDeps = {
  db: Db;
  connectors: Partial<Record<MarketplaceKey, MarketplaceConnector>>;
  cipher: CredentialCipher;
  intake: LeadIntake;
  /** The chat config's two connection flags (messaging service). */
  flags: { set(vendorId: string, mk: MarketplaceKey, connected: boolean): Promise<void> };
  /** The messaging live stream: an open inbox hears of a new lead or message without a reload. */
  live?: { announce(vendorId: string, mk: MarketplaceKey, conversationId: string): Promise<void> };
  /** Seconds between two syncs of a connection that works. */
  syncEverySeconds: number;
  log: { warn(obj: unknown, msg: string): void };
  now?: () => Date;
};

/** How a marketplace's failure reads to the vendor. */
export function failureToAppError(error: unknown): unknown {
  if (!(error instanceof MarketplaceFailure)) return error;
  switch (error.kind) {
    case "refused":
      return new AppError(
        400,
        codes.MARKETPLACE_LOGIN_REFUSED,
        error.remoteMessage ? `${m.loginRefused} ${error.remoteMessage}` : m.loginRefused,
      );
    case "rate-limited":
      return new AppError(429, codes.MARKETPLACE_RATE_LIMITED, m.rateLimited);
    case "not-found":
      return new AppError(404, codes.MARKETPLACE_CONVERSATION_NOT_FOUND, m.conversationNotFound);
    default:
      return new AppError(503, codes.MARKETPLACE_UNAVAILABLE, m.unavailable);
  }
}

/** Backoff of a failing sync: twice the wait per failure in a row, at most an hour (or the marketplace's Retry-After). */
export function nextSyncDelaySeconds(everySeconds: number, failures: number, retryAfter: number | null): number {
  const backoff = failures === 0 ? everySeconds : Math.min(3600, everySeconds * 2 ** failures);
  return Math.max(backoff, retryAfter ?? 0);
}

const messageKey = (leadId: string, m: RemoteMessage) => `${leadId}:${m.externalId}`;

/**
 * The vendor's inboxes on marketplaces A and B (issue 23): login with the password sealed at rest,
 * the inbox mirrored by the sync (list and threads answer from it), replies and status changes sent
 * through the marketplace's connector with the stored session, re-logging in once when it expired.
 */
export function createMarketplacesService(deps: MarketplacesDeps) {
  const repo = createMarketplacesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  function connectorOf(mk: MarketplaceKey): MarketplaceConnector {
    const connector = deps.connectors[mk];
    if (!connector) throw new AppError(404, codes.MARKETPLACE_NOT_CONFIGURED, m.notConfigured);
    return connector;
  }

  async function refuse(vendorId: string, mk: MarketplaceKey, error: MarketplaceFailure) {
    const message = (failureToAppError(error) as AppError).message;
    await repo.markRefused(vendorId, mk, message);
    await deps.flags.set(vendorId, mk, false);
  }

  /** Runs a call with the stored session; an expired one is renewed with the stored password, once. */
  async function withSession<T>(vendorId: string, mk: MarketplaceKey, call: (session: RemoteSession) => Promise<T>): Promise<T> {
    const connector = connectorOf(mk);
    const row = await repo.connection(vendorId, mk);
    if (row?.state !== "connected") throw new AppError(409, codes.MARKETPLACE_NOT_CONNECTED, m.notConnected);
    const relogin = async () => {
      try {
        const session = await connector.login(row.username, deps.cipher.open(row.passwordSealed));
        await repo.saveSession(vendorId, mk, deps.cipher.seal(session));
        return session;
      } catch (error) {
        if (error instanceof MarketplaceFailure && error.kind === "refused") await refuse(vendorId, mk, error);
        throw error;
      }
    };
    const session = row.sessionSealed ? deps.cipher.open(row.sessionSealed) : await relogin();
    try {
      return await call(session);
    } catch (error) {
      if (!(error instanceof MarketplaceFailure && error.kind === "expired")) throw error;
      return call(await relogin());
    }
  }

  function toConversation(row: MarketplaceConversationRow): MarketplaceConversation {
    return {
      id: row.id,
      name: row.name,
      date: row.lastMessageAt.toISOString(),
      status: row.status as MarketplaceConversation["status"],
      message: row.lastMessage,
      link: row.link,
      clientId: row.clientId,
      eventId: row.eventId,
      eventDate: row.eventDate,
      numberOfGuests: row.numberOfGuests,
      avatarUrl: row.avatarUrl,
      isUnread: !row.readAt || row.readAt < row.lastMessageAt,
    };
  }

  async function ownConversation(vendorId: string, mk: MarketplaceKey, clientId: string, eventId: string) {
    const row = await repo.byClientEvent(vendorId, mk, clientId, eventId);
    if (!row) throw new AppError(404, codes.MARKETPLACE_CONVERSATION_NOT_FOUND, m.conversationNotFound);
    return row;
  }

  /** Tells the open inboxes (live stream); a failure loses only the live refresh, the mirror is stored. */
  async function announce(vendorId: string, mk: MarketplaceKey, ids: Iterable<string>) {
    for (const id of ids)
      await deps.live?.announce(vendorId, mk, id).catch((error: unknown) => {
        deps.log.warn({ err: error, marketplace: mk }, "marketplace live: not announced");
      });
  }

  /** Pulls one thread from the marketplace into the mirror. */
  async function refreshThread(vendorId: string, mk: MarketplaceKey, row: MarketplaceConversationRow, session: RemoteSession) {
    const remote = await connectorOf(mk).conversation(session, row.externalId);
    await repo.addMessages(
      vendorId,
      row.id,
      remote.messages.map((msg) => ({ ...msg, externalId: messageKey(row.externalId, msg), sentAt: new Date(msg.sentAt) })),
    );
    return (
      (await repo.updateConversation(vendorId, row.id, {
        status: remote.conversation.status,
        lastMessage: remote.conversation.lastMessage,
        lastMessageAt: new Date(remote.conversation.lastMessageAt),
      })) ?? row
    );
  }

  async function thread(vendorId: string, row: MarketplaceConversationRow): Promise<MarketplaceThread> {
    const messages = await repo.messages(vendorId, row.id);
    return {
      conversation: toConversation(row),
      messages: messages.map((msg) => ({
        messageId: msg.id,
        sender: msg.sender,
        body: msg.body,
        timestamp: msg.sentAt.toISOString(),
      })),
    };
  }

  /** One pass over the marketplace's inbox, newest first, until a page brings nothing new. */
  async function sync(vendorId: string, mk: MarketplaceKey): Promise<{ created: number; updated: number }> {
    const connector = connectorOf(mk);
    let created = 0;
    let updated = 0;
    const changedIds = new Set<string>();
    await withSession(vendorId, mk, async (session) => {
      for (let page = 1; page <= MAX_SYNC_PAGES; page++) {
        const remote = await connector.list(session, page);
        let changed = 0;
        for (const lead of remote.conversations) {
          const known = await repo.byExternalId(vendorId, mk, lead.externalId);
          if (!known) {
            const { messages } = await connector.conversation(session, lead.externalId);
            const result = await deps.intake.intake(vendorId, mk, lead, messages);
            changedIds.add(result.conversation.id);
            if (result.created) created++;
            else updated++;
            changed++;
          } else if (known.lastMessageAt.getTime() !== new Date(lead.lastMessageAt).getTime() || known.status !== lead.status) {
            if (known.externalId === lead.externalId) await refreshThread(vendorId, mk, known, session);
            else {
              // A merged twin: its messages join the thread under their own lead's id.
              const { messages } = await connector.conversation(session, lead.externalId);
              await repo.addMessages(
                vendorId,
                known.id,
                messages.map((msg) => ({ ...msg, externalId: messageKey(lead.externalId, msg), sentAt: new Date(msg.sentAt) })),
              );
            }
            changedIds.add(known.id);
            updated++;
            changed++;
          }
        }
        if (changed === 0 || !remote.nextPage) break;
      }
    });
    await announce(vendorId, mk, changedIds);
    return { created, updated };
  }

  return {
    sync,

    async connections(vendorId: string): Promise<{ connections: MarketplaceConnection[] }> {
      const [rows, counts] = await Promise.all([repo.connections(vendorId), repo.counts(vendorId)]);
      return {
        connections: marketplaceKeys.map((mk) => {
          const row = rows.find((r) => r.marketplace === mk);
          return {
            conversationCount: counts[mk] ?? 0,
            marketplace: mk,
            isAvailable: !!deps.connectors[mk],
            isConnected: row?.state === "connected",
            username: row?.username ?? null,
            lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
            lastError: row?.lastError ?? null,
          };
        }),
      };
    },

    /** Checks the credentials with the marketplace, keeps them sealed, then reads the inbox at once. */
    async login(vendorId: string, mk: MarketplaceKey, input: Omit<MarketplaceLogin, "vendorId">) {
      const connector = connectorOf(mk);
      let session: RemoteSession;
      try {
        session = await connector.login(input.username, input.password);
      } catch (error) {
        if (error instanceof MarketplaceFailure && error.kind === "refused") {
          const row = await repo.connection(vendorId, mk);
          if (row) await refuse(vendorId, mk, error);
          else await deps.flags.set(vendorId, mk, false);
        }
        throw failureToAppError(error);
      }
      await repo.saveConnection(vendorId, mk, {
        username: input.username,
        passwordSealed: deps.cipher.seal(input.password),
        sessionSealed: deps.cipher.seal(session),
      });
      await deps.flags.set(vendorId, mk, true);
      await runSync(vendorId, mk);
      return this.connections(vendorId);
    },

    /** Forgets the password and the session; the conversations already received stay. */
    async disconnect(vendorId: string, mk: MarketplaceKey) {
      await repo.deleteConnection(vendorId, mk);
      await deps.flags.set(vendorId, mk, false);
      return this.connections(vendorId);
    },

    async list(vendorId: string, mk: MarketplaceKey, page: number): Promise<MarketplaceListResponse> {
      const { rows, total } = await repo.page(vendorId, mk, page, MARKETPLACE_PAGE_SIZE);
      const totalPages = Math.max(1, Math.ceil(total / MARKETPLACE_PAGE_SIZE));
      return {
        conversations: rows.map(toConversation),
        totalPages,
        currentPage: page,
        nextPage: page < totalPages ? page + 1 : null,
      };
    },

    /** The thread, refreshed from the marketplace when it answers (the mirror otherwise); read from now. */
    async conversation(vendorId: string, mk: MarketplaceKey, clientId: string, eventId: string): Promise<MarketplaceThread> {
      let row = await ownConversation(vendorId, mk, clientId, eventId);
      // Without a working connection (disconnected, refused, the demo's leads) the mirror answers as it is.
      if (deps.connectors[mk] && (await repo.connection(vendorId, mk))?.state === "connected") {
        try {
          row = await withSession(vendorId, mk, (session) => refreshThread(vendorId, mk, row, session));
        } catch (error) {
          deps.log.warn({ err: error, marketplace: mk }, "marketplace thread not refreshed: the mirror answers");
        }
      }
      row = (await repo.updateConversation(vendorId, row.id, { readAt: now() })) ?? row;
      return thread(vendorId, row);
    },

    async send(vendorId: string, mk: MarketplaceKey, input: Omit<MarketplaceSend, "vendorId">): Promise<MarketplaceThread> {
      const row = await ownConversation(vendorId, mk, input.clientId, input.eventId);
      const body = stripHtml(input.body);
      if (!body) throw new AppError(400, "VALIDATION", m.messageRequired);
      try {
        const fresh = await withSession(vendorId, mk, async (session) => {
          await connectorOf(mk).send(session, row.externalId, body);
          return refreshThread(vendorId, mk, row, session);
        });
        return thread(vendorId, (await repo.updateConversation(vendorId, fresh.id, { readAt: now() })) ?? fresh);
      } catch (error) {
        throw failureToAppError(error);
      }
    },

    async changeStatus(
      vendorId: string,
      mk: MarketplaceKey,
      input: Omit<MarketplaceChangeStatus, "vendorId">,
    ): Promise<MarketplaceConversation> {
      const row = await ownConversation(vendorId, mk, input.clientId, input.eventId);
      try {
        await withSession(vendorId, mk, (session) => connectorOf(mk).changeStatus(session, row.externalId, input.status));
      } catch (error) {
        throw failureToAppError(error);
      }
      return toConversation((await repo.updateConversation(vendorId, row.id, { status: input.status })) ?? row);
    },

    /**
     * Leads handed over without the marketplace (the demo account's, docs/decisions.md « Demo marketplace
     * leads »): stored in the mirror as a sync stores them (client, event, conversation); nothing is sent
     * anywhere and no connection is made, so the inbox shows them as received on a marketplace not connected.
     */
    async mirrorLeads(
      vendorId: string,
      mk: MarketplaceKey,
      leads: readonly { conversation: RemoteConversation; messages: RemoteMessage[] }[],
    ): Promise<void> {
      for (const lead of leads) await deps.intake.intake(vendorId, mk, lead.conversation, lead.messages);
    },

    /** Threads with a couple's message not opened yet, for the messaging counter (after its reset, `since`). */
    unreadCount: (vendorId: string, since: Date | null) => repo.unreadCount(vendorId, since),

    /** The syncs due now (the job's tick). */
    due: (limit: number) => repo.due(now(), limit),
    runSync,
  };

  /** A sync that records its outcome: the next one in `syncEverySeconds`, or later after failures. */
  async function runSync(vendorId: string, mk: MarketplaceKey): Promise<void> {
    const row = await repo.connection(vendorId, mk);
    if (row?.state !== "connected") return;
    try {
      await sync(vendorId, mk);
      await repo.syncSucceeded(vendorId, mk, new Date(now().getTime() + deps.syncEverySeconds * 1000));
    } catch (error) {
      deps.log.warn({ err: error, marketplace: mk }, "marketplace sync failed");
      const failures = row.failures + 1;
      const retryAfter = error instanceof MarketplaceFailure ? error.retryAfterSeconds : null;
      const message = error instanceof MarketplaceFailure ? (failureToAppError(error) as AppError).message : m.unavailable;
      const wait = nextSyncDelaySeconds(deps.syncEverySeconds, failures, retryAfter);
      await repo.syncFailed(vendorId, mk, failures, message, new Date(now().getTime() + wait * 1000));
    }
  }
}
export type MarketplacesService = ReturnType<typeof createMarketplacesService>;
