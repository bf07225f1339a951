import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in of a plateforme agréée speaking the flow API the connector calls (AFNOR XP Z12-013 spirit):
 * `POST /v1/flows` takes a multipart deposit (flowInfo + file) under a Bearer token and answers the flow
 * DEPOSEE, or REJETEE when the file is not a Factur-X PDF (no embedded factur-x.xml); `GET /v1/flows/{id}`
 * answers its status. `POST /test/flows/{id}` (JSON { status, reason }) moves a flow along its lifecycle as a
 * buyer or the PA would (refused, paid). Used by the API tests (port 0) and the e2e server (E2E_PORT + 1300).
 */
export type PaStandIn = {
  url: string;
  token: string;
  flows: Map<string, { status: string; reason: string | null; filename: string; bytes: Buffer; trackingId: string }>;
  close: () => Promise<void>;
};

function parts(body: Buffer, contentType: string): Map<string, { filename: string | null; data: Buffer }> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const result = new Map<string, { filename: string | null; data: Buffer }>();
  if (!boundary) return result;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf("\r\n\r\n");
    const head = part.subarray(0, split).toString("utf8");
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name) result.set(name, { filename: /filename="([^"]*)"/.exec(head)?.[1] ?? null, data: part.subarray(split + 4) });
    start = next;
  }
  return result;
}

export async function startPaStandIn(port = 0, token = "pa-stand-in-token"): Promise<PaStandIn> {
  const flows: PaStandIn["flows"] = new Map();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      const url = new URL(req.url ?? "/", "http://stand-in");
      const test = /^\/test\/flows\/([^/]+)$/.exec(url.pathname);
      if (test && req.method === "POST") {
        const flow = flows.get(decodeURIComponent(test[1] as string));
        if (!flow) return answer(404, { error: "unknown flow" });
        const change = JSON.parse(body.toString("utf8")) as { status: string; reason?: string };
        flow.status = change.status;
        flow.reason = change.reason ?? null;
        return answer(200, { ok: true });
      }
      if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { error: "unauthorized" });
      if (url.pathname === "/v1/flows" && req.method === "POST") {
        const form = parts(body, req.headers["content-type"] ?? "");
        const info = JSON.parse(form.get("flowInfo")?.data.toString("utf8") ?? "{}") as { trackingId?: string };
        const file = form.get("file");
        if (!file || !info.trackingId) return answer(400, { error: "flowInfo and file are required" });
        const flowId = randomUUID();
        const facturX = file.data.subarray(0, 5).toString("latin1") === "%PDF-" && file.data.includes("factur-x.xml");
        const flow = {
          status: facturX ? "DEPOSEE" : "REJETEE",
          reason: facturX ? null : "Le fichier n'est pas une facture Factur-X.",
          filename: file.filename ?? "",
          bytes: file.data,
          trackingId: info.trackingId,
        };
        flows.set(flowId, flow);
        return answer(201, { flowId, status: flow.status, reason: flow.reason });
      }
      const one = /^\/v1\/flows\/([^/]+)$/.exec(url.pathname);
      if (one && req.method === "GET") {
        const flowId = decodeURIComponent(one[1] as string);
        const flow = flows.get(flowId);
        if (!flow) return answer(404, { error: "unknown flow" });
        return answer(200, { flowId, status: flow.status, reason: flow.reason });
      }
      answer(404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    token,
    flows,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
