import type { MarketplaceStatus } from "@cortege/domain";

/** A marketplace conversation as the marketplace gives it, before it is matched to our client and event. */
export type RemoteConversation = {
  externalId: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** YYYY-MM-DD */
  eventDate: string | null;
  numberOfGuests: number | null;
  status: MarketplaceStatus;
  lastMessage: string;
  lastMessageAt: string;
  link: string | null;
  avatarUrl: string | null;
};

export type RemoteMessage = { externalId: string; sender: "VENDOR" | "CLIENT"; body: string; sentAt: string };

export type RemotePage = {
  conversations: RemoteConversation[];
  totalPages: number;
  currentPage: number;
  nextPage: number | null;
};

/** What a marketplace's session is to us: opaque text, sealed at rest. */
export type RemoteSession = string;

/**
 * One marketplace behind one interface (issue 23): each call takes the session that login gave.
 * Failures are thrown as MarketplaceFailure so that the service treats every marketplace alike.
 */
/** Where a marketplace client reaches its site, and how long it waits for an answer (10 s by default). */
export type ConnectorOptions = { baseUrl: string; timeoutMs?: number };

export type MarketplaceConnector = {
  login(username: string, password: string): Promise<RemoteSession>;
  list(session: RemoteSession, page: number): Promise<RemotePage>;
  conversation(
    session: RemoteSession,
    externalId: string,
  ): Promise<{ conversation: RemoteConversation; messages: RemoteMessage[] }>;
  /** The body is plain text already (HTML stripped by the caller). */
  send(session: RemoteSession, externalId: string, body: string): Promise<void>;
  changeStatus(session: RemoteSession, externalId: string, status: MarketplaceStatus): Promise<void>;
};

export type MarketplaceFailureKind = "refused" | "expired" | "rate-limited" | "unavailable" | "not-found";

export class MarketplaceFailure extends Error {
  constructor(
    readonly kind: MarketplaceFailureKind,
    /** The marketplace's own words (a refused login), shown to the vendor. */
    readonly remoteMessage: string | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`marketplace: ${kind}${remoteMessage ? ` (${remoteMessage})` : ""}`);
    this.name = "MarketplaceFailure";
  }
}

/** Retry-After in seconds (delta form, or an HTTP date). */
export function retryAfterOf(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - Date.now()) / 1000));
}

/**
 * fetch with a timeout; a network failure or a timeout is the marketplace being unavailable. A read
 * (GET) whose kept-alive connection the site had just closed is tried once more on a new one.
 */
export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const once = () => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  try {
    return await once();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    if (!timedOut && (init.method ?? "GET") === "GET") {
      try {
        return await once();
      } catch {
        // unavailable, below
      }
    }
    throw new MarketplaceFailure("unavailable");
  }
}
