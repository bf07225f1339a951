import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createStandInState, type StandInLead, type StandInState } from "./marketplace-stand-in-state.ts";

/**
 * Marketplace B, as an older directory site answers its own pages: POST /connexion (form) sets a
 * session cookie and redirects to /messagerie, or shows the login page again with its error in a
 * <div class="alert-erreur">; the inbox's AJAX endpoints answer JSON (/messagerie/ajax/liste?p=,
 * /messagerie/ajax/fil?id=); replies and status changes are form posts carrying the page's CSRF token
 * (/messagerie/repondre, /messagerie/statut). An expired session redirects to /connexion; 429 with
 * Retry-After; 503 with an HTML maintenance page.
 */
const toWire = { PENDING: "0", BOOKED: "1", PROCESSED: "2", REFUSED: "3" } as const;
const fromWire = Object.fromEntries(Object.entries(toWire).map(([k, v]) => [v, k])) as Record<string, StandInLead["status"]>;

export type MarketplaceBStandIn = StandInState & { url: string; close(): Promise<void> };

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

const loginPage = (error: string | null) =>
  `<!doctype html><html lang="fr"><body><form method="post" action="/connexion">${
    error ? `<div class="alert-erreur">${error}</div>` : ""
  }<input name="identifiant"><input name="motdepasse" type="password"></form></body></html>`;

const item = (lead: StandInLead) => ({
  ref: lead.id,
  contact: lead.name,
  mail: lead.email ?? "",
  tel: lead.phone ?? "",
  date_evt: lead.eventDate ? lead.eventDate.split("-").reverse().join("/") : "",
  nb_invites: lead.guests ?? 0,
  etat: toWire[lead.status],
  extrait: lead.messages.at(-1)?.text ?? "",
  maj: lead.updatedAt,
});

export async function startMarketplaceBStandIn(options: { port?: number; host?: string; pageSize?: number } = {}) {
  const state = createStandInState(options.pageSize ? { pageSize: options.pageSize } : {});
  const csrf = new Map<string, string>();
  const server = createServer((req, res) => void handle(req, res));
  const html = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
    res.end(body);
  };
  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const redirect = (res: ServerResponse, to: string, headers: Record<string, string> = {}) => {
    res.writeHead(302, { location: to, ...headers });
    res.end();
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const method = req.method ?? "GET";
    const trouble = state.gate(method, url.pathname);
    if (trouble?.status === 503) return html(res, 503, "<h1>Site en maintenance</h1>");
    if (trouble?.status === 429)
      return html(res, 429, "<h1>Trop de requêtes</h1>", { "retry-after": String(trouble.retryAfter) });

    if (method === "POST" && url.pathname === "/connexion") {
      const form = await formOf(req);
      const token = state.openSession(form.get("identifiant") ?? "", form.get("motdepasse") ?? "");
      if (!token) return html(res, 200, loginPage("Identifiant ou mot de passe invalide. Vérifiez vos accès partenaire."));
      csrf.set(token, randomBytes(8).toString("hex"));
      return redirect(res, "/messagerie", { "set-cookie": `PARTSESSID=${token}; Path=/; HttpOnly` });
    }
    const token = /(?:^|;\s*)PARTSESSID=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
    const user = state.userOf(token);
    const account = user ? state.account(user) : undefined;
    if (!token || !account) return redirect(res, "/connexion");

    if (method === "GET" && url.pathname === "/messagerie")
      return html(
        res,
        200,
        `<html><body><meta name="csrf-token" content="${csrf.get(token)}"><div id="boite"></div></body></html>`,
      );
    if (method === "GET" && url.pathname === "/messagerie/ajax/liste") {
      const page = Math.max(1, Number(url.searchParams.get("p") ?? 1) || 1);
      const { items, totalPages } = state.page(account.leads, page);
      return json(res, { demandes: items.map(item), page, nbPages: totalPages });
    }
    if (method === "GET" && url.pathname === "/messagerie/ajax/fil") {
      const lead = account.leads.find((l) => l.id === url.searchParams.get("id"));
      if (!lead) return html(res, 404, "<h1>Page introuvable</h1>");
      return json(res, {
        demande: item(lead),
        messages: lead.messages.map((m) => ({
          id: m.id,
          auteur: m.from === "couple" ? "client" : "pro",
          texte: m.text,
          le: m.sentAt,
        })),
      });
    }
    if (method === "POST" && (url.pathname === "/messagerie/repondre" || url.pathname === "/messagerie/statut")) {
      const form = await formOf(req);
      if (form.get("_csrf") !== csrf.get(token)) return html(res, 403, "<h1>Jeton de sécurité invalide</h1>");
      const lead = account.leads.find((l) => l.id === form.get("ref"));
      if (!lead) return html(res, 404, "<h1>Page introuvable</h1>");
      if (url.pathname === "/messagerie/repondre") {
        const text = form.get("message") ?? "";
        if (!text.trim()) return html(res, 200, '<div class="alert-erreur">Votre message est vide.</div>');
        const m = state.addMessage(lead, "vendor", text);
        return redirect(res, `/messagerie/fil?id=${lead.id}#${m.id}`);
      }
      const status = fromWire[form.get("etat") ?? ""];
      if (!status) return html(res, 200, '<div class="alert-erreur">État inconnu.</div>');
      lead.status = status;
      return redirect(res, `/messagerie/fil?id=${lead.id}`);
    }
    return html(res, 404, "<h1>Page introuvable</h1>");
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: MarketplaceBStandIn = Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return standIn;
}
