import type { MarketplaceStatus } from "@cortege/domain";
import {
  type ConnectorOptions,
  fetchWithin,
  type MarketplaceConnector,
  MarketplaceFailure,
  type RemoteConversation,
  retryAfterOf,
} from "./connector.ts";

const statusOf: Record<string, MarketplaceStatus> = { new: "PENDING", booked: "BOOKED", done: "PROCESSED", declined: "REFUSED" };
const wireOf: Record<MarketplaceStatus, string> = { PENDING: "new", BOOKED: "booked", PROCESSED: "done", REFUSED: "declined" };

type WireSummary = {
  id: string;
  couple: { name: string; email: string | null; phone: string | null; avatar: string | null };
  wedding: { date: string | null; guests: number | null };
  status: string;
  preview: string;
  updated_at: string;
  url: string | null;
};
type WireMessage = { id: string; from: "couple" | "vendor"; text: string; sent_at: string };

/** Marketplace A: a JSON API with a bearer session (POST /api/v1/sessions). */
export function createMarketplaceAClient({ baseUrl, timeoutMs = 10_000 }: ConnectorOptions): MarketplaceConnector {
  const root = baseUrl.replace(/\/+$/, "");

  async function call<T>(session: string | null, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetchWithin(
      `${root}${path}`,
      {
        method,
        headers: {
          accept: "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
          ...(session ? { authorization: `Bearer ${session}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      timeoutMs,
    );
    if (res.ok) return (await res.json()) as T;
    const error = ((await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string } }).error;
    if (res.status === 401 && error?.code === "invalid_credentials")
      throw new MarketplaceFailure("refused", error.message ?? null);
    if (res.status === 401) throw new MarketplaceFailure("expired");
    if (res.status === 429) throw new MarketplaceFailure("rate-limited", null, retryAfterOf(res.headers.get("retry-after")));
    if (res.status === 404) throw new MarketplaceFailure("not-found");
    throw new MarketplaceFailure("unavailable");
  }

  const toConversation = (w: WireSummary): RemoteConversation => ({
    externalId: w.id,
    name: w.couple.name,
    email: w.couple.email,
    phone: w.couple.phone,
    eventDate: w.wedding.date,
    numberOfGuests: w.wedding.guests,
    status: statusOf[w.status] ?? "PENDING",
    lastMessage: w.preview,
    lastMessageAt: w.updated_at,
    link: w.url ? new URL(w.url, root).toString() : null,
    avatarUrl: w.couple.avatar,
  });

  return {
    async login(username, password) {
      return (await call<{ token: string }>(null, "POST", "/api/v1/sessions", { email: username, password })).token;
    },
    async list(session, page) {
      const res = await call<{ data: WireSummary[]; meta: { page: number; pages: number; next: number | null } }>(
        session,
        "GET",
        `/api/v1/inbox?page=${page}`,
      );
      return {
        conversations: res.data.map(toConversation),
        totalPages: res.meta.pages,
        currentPage: res.meta.page,
        nextPage: res.meta.next,
      };
    },
    async conversation(session, externalId) {
      const res = await call<{ data: WireSummary & { messages: WireMessage[] } }>(
        session,
        "GET",
        `/api/v1/inbox/${encodeURIComponent(externalId)}`,
      );
      return {
        conversation: toConversation(res.data),
        messages: res.data.messages.map((m) => ({
          externalId: m.id,
          sender: m.from === "couple" ? ("CLIENT" as const) : ("VENDOR" as const),
          body: m.text,
          sentAt: m.sent_at,
        })),
      };
    },
    async send(session, externalId, body) {
      await call(session, "POST", `/api/v1/inbox/${encodeURIComponent(externalId)}/messages`, { text: body });
    },
    async changeStatus(session, externalId, status) {
      await call(session, "PATCH", `/api/v1/inbox/${encodeURIComponent(externalId)}`, { status: wireOf[status] });
    },
  };
}
