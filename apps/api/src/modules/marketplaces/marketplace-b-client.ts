import type { MarketplaceStatus } from "@cortege/domain";
import {
  type ConnectorOptions,
  fetchWithin,
  type MarketplaceConnector,
  MarketplaceFailure,
  type RemoteConversation,
  retryAfterOf,
} from "./connector.ts";

const statusOf: Record<string, MarketplaceStatus> = { "0": "PENDING", "1": "BOOKED", "2": "PROCESSED", "3": "REFUSED" };
const wireOf: Record<MarketplaceStatus, string> = { PENDING: "0", BOOKED: "1", PROCESSED: "2", REFUSED: "3" };

type WireItem = {
  ref: string;
  contact: string;
  mail: string;
  tel: string;
  date_evt: string;
  nb_invites: number;
  etat: string;
  extrait: string;
  maj: string;
};
type WireMessage = { id: string; auteur: "client" | "pro"; texte: string; le: string };
type Session = { cookie: string; csrf: string };

const decodeEntities = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? "");

/** DD/MM/YYYY → YYYY-MM-DD; anything else → null. */
function isoDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** Marketplace B: a site with a cookie session, form posts with a CSRF token and JSON inbox endpoints. */
export function createMarketplaceBClient({ baseUrl, timeoutMs = 10_000 }: ConnectorOptions): MarketplaceConnector {
  const root = baseUrl.replace(/\/+$/, "");
  const parse = (session: string): Session => JSON.parse(session) as Session;

  async function call(session: Session | null, method: string, path: string, form?: Record<string, string>) {
    const res = await fetchWithin(
      `${root}${path}`,
      {
        method,
        redirect: "manual",
        headers: {
          ...(session ? { cookie: session.cookie } : {}),
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      },
      timeoutMs,
    );
    if (res.status === 429) throw new MarketplaceFailure("rate-limited", null, retryAfterOf(res.headers.get("retry-after")));
    if (res.status >= 500) throw new MarketplaceFailure("unavailable");
    if (res.status === 404) throw new MarketplaceFailure("not-found");
    // The site sends a signed-out visitor back to its login page.
    if (session && res.status === 302 && (res.headers.get("location") ?? "").startsWith("/connexion"))
      throw new MarketplaceFailure("expired");
    if (res.status === 403) throw new MarketplaceFailure("expired");
    return res;
  }

  async function json<T>(session: string, path: string): Promise<T> {
    const res = await call(parse(session), "GET", path);
    if (res.status !== 200) throw new MarketplaceFailure("unavailable");
    return (await res.json()) as T;
  }

  /** A form post that the site answers by a redirect; a page with its error box means it refused. */
  async function post(session: string, path: string, form: Record<string, string>) {
    const s = parse(session);
    const res = await call(s, "POST", path, { ...form, _csrf: s.csrf });
    if (res.status === 302) return;
    const error = /class="alert-erreur">([^<]*)</.exec(await res.text())?.[1];
    throw new MarketplaceFailure("unavailable", error ? decodeEntities(error) : null);
  }

  const toConversation = (w: WireItem): RemoteConversation => ({
    externalId: w.ref,
    name: w.contact,
    email: w.mail || null,
    phone: w.tel || null,
    eventDate: isoDate(w.date_evt),
    numberOfGuests: w.nb_invites > 0 ? w.nb_invites : null,
    status: statusOf[w.etat] ?? "PENDING",
    lastMessage: w.extrait,
    lastMessageAt: w.maj,
    link: `${root}/messagerie/fil?id=${encodeURIComponent(w.ref)}`,
    avatarUrl: null,
  });

  return {
    async login(username, password) {
      const res = await call(null, "POST", "/connexion", { identifiant: username, motdepasse: password });
      const cookie = /PARTSESSID=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
      if (res.status !== 302 || !cookie) {
        const error = /class="alert-erreur">([^<]*)</.exec(await res.text())?.[1];
        throw new MarketplaceFailure("refused", error ? decodeEntities(error) : null);
      }
      const page = await call({ cookie, csrf: "" }, "GET", "/messagerie");
      const csrf = /name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
      if (!csrf) throw new MarketplaceFailure("unavailable");
      return JSON.stringify({ cookie, csrf } satisfies Session);
    },
    async list(session, page) {
      const res = await json<{ demandes: WireItem[]; page: number; nbPages: number }>(
        session,
        `/messagerie/ajax/liste?p=${page}`,
      );
      return {
        conversations: res.demandes.map(toConversation),
        totalPages: res.nbPages,
        currentPage: res.page,
        nextPage: res.page < res.nbPages ? res.page + 1 : null,
      };
    },
    async conversation(session, externalId) {
      const res = await json<{ demande: WireItem; messages: WireMessage[] }>(
        session,
        `/messagerie/ajax/fil?id=${encodeURIComponent(externalId)}`,
      );
      return {
        conversation: toConversation(res.demande),
        messages: res.messages.map((m) => ({
          externalId: m.id,
          sender: m.auteur === "client" ? ("CLIENT" as const) : ("VENDOR" as const),
          body: m.texte,
          sentAt: m.le,
        })),
      };
    },
    send: (session, externalId, body) => post(session, "/messagerie/repondre", { ref: externalId, message: body }),
    changeStatus: (session, externalId, status) => post(session, "/messagerie/statut", { ref: externalId, etat: wireOf[status] }),
  };
}
