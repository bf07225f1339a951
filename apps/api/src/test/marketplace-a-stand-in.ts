import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createStandInState, type StandInLead, type StandInState } from "./marketplace-stand-in-state.ts";

/**
 * Marketplace A, as a directory with a JSON API would answer: POST /api/v1/sessions gives a bearer
 * token; /api/v1/inbox pages the requests (?page=), /api/v1/inbox/:id gives a thread, POST …/messages
 * answers, PATCH …/:id changes the status. Errors as such an API sends them: 401 {error:{code,message}}
 * (invalid_credentials with its French message, token_expired), 429 with Retry-After, 503 when down.
 */
const toWire = { PENDING: "new", BOOKED: "booked", PROCESSED: "done", REFUSED: "declined" } as const;
const fromWire = Object.fromEntries(Object.entries(toWire).map(([k, v]) => [v, k])) as Record<string, StandInLead["status"]>;

export type MarketplaceAStandIn = StandInState & { url: string; close(): Promise<void> };

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
  } catch {
    return {};
  }
}

const summary = (lead: StandInLead) => ({
  id: lead.id,
  couple: { name: lead.name, email: lead.email, phone: lead.phone, avatar: null },
  wedding: { date: lead.eventDate, guests: lead.guests },
  status: toWire[lead.status],
  preview: lead.messages.at(-1)?.text ?? "",
  updated_at: lead.updatedAt,
  url: `/inbox/${lead.id}`,
});

export async function startMarketplaceAStandIn(options: { port?: number; host?: string; pageSize?: number } = {}) {
  const state = createStandInState(options.pageSize ? { pageSize: options.pageSize } : {});
  const server = createServer((req, res) => void handle(req, res));
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const method = req.method ?? "GET";
    const trouble = state.gate(method, url.pathname);
    if (trouble?.status === 503) return send(res, 503, { error: { code: "maintenance", message: "Service en maintenance" } });
    if (trouble?.status === 429)
      return send(
        res,
        429,
        { error: { code: "rate_limited", message: "Trop de requêtes" } },
        { "retry-after": String(trouble.retryAfter) },
      );

    if (method === "POST" && url.pathname === "/api/v1/sessions") {
      const body = await bodyOf(req);
      const token = state.openSession(String(body.email ?? ""), String(body.password ?? ""));
      if (!token)
        return send(res, 401, { error: { code: "invalid_credentials", message: "Adresse e-mail ou mot de passe incorrect." } });
      return send(res, 201, { token, expires_in: 3600 });
    }
    const user = state.userOf(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1]);
    if (!user) return send(res, 401, { error: { code: "token_expired", message: "Votre session a expiré." } });
    const account = state.account(user);
    if (!account) return send(res, 401, { error: { code: "token_expired", message: "Votre session a expiré." } });

    if (method === "GET" && url.pathname === "/api/v1/inbox") {
      const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
      const { items, totalPages } = state.page(account.leads, page);
      return send(res, 200, {
        data: items.map(summary),
        meta: { page, pages: totalPages, next: page < totalPages ? page + 1 : null },
      });
    }
    const thread = /^\/api\/v1\/inbox\/([^/]+)(\/messages)?$/.exec(url.pathname);
    const lead = thread ? account.leads.find((l) => l.id === thread[1]) : undefined;
    if (!thread || !lead) return send(res, 404, { error: { code: "not_found", message: "Demande introuvable" } });
    if (method === "GET" && !thread[2])
      return send(res, 200, {
        data: {
          ...summary(lead),
          messages: lead.messages.map((m) => ({ id: m.id, from: m.from, text: m.text, sent_at: m.sentAt })),
        },
      });
    if (method === "POST" && thread[2]) {
      const text = String((await bodyOf(req)).text ?? "");
      if (!text.trim()) return send(res, 422, { error: { code: "invalid", message: "Message vide" } });
      const m = state.addMessage(lead, "vendor", text);
      return send(res, 201, { data: { id: m.id, from: m.from, text: m.text, sent_at: m.sentAt } });
    }
    if (method === "PATCH" && !thread[2]) {
      const status = fromWire[String((await bodyOf(req)).status ?? "")];
      if (!status) return send(res, 422, { error: { code: "invalid", message: "Statut inconnu" } });
      lead.status = status;
      return send(res, 200, { data: summary(lead) });
    }
    return send(res, 405, { error: { code: "method_not_allowed", message: "Méthode non permise" } });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: MarketplaceAStandIn = Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return standIn;
}
