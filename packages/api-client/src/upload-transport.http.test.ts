import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDefaultUploadTransport, createFetchUploadTransport } from "./upload-transport.ts";

/** Under Node (scripts, benchmarks) the bytes go with fetch: tried against a real server. */
describe("fetch upload transport against a real HTTP server", () => {
  let server: Server;
  let origin = "";
  const received: { method: string; type: string | undefined; body: Buffer }[] = [];

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({ method: req.method ?? "", type: req.headers["content-type"], body: Buffer.concat(chunks) });
      if (req.url?.startsWith("/expired")) {
        res
          .writeHead(403, { "Content-Type": "application/json" })
          .end(JSON.stringify({ message: "Ce lien de fichier a expiré." }));
        return;
      }
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("PUTs the raw bytes as application/octet-stream and reports them all sent", async () => {
    const progress: [number, number][] = [];
    const result = await createFetchUploadTransport()({
      url: `${origin}/bucket/f-1?signature=ok`,
      body: new Blob(["bonjour"]),
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(result).toEqual({ ok: true, data: undefined });
    expect(received.at(-1)).toEqual({ method: "PUT", type: "application/octet-stream", body: Buffer.from("bonjour") });
    expect(progress).toEqual([[7, 7]]);
  });

  it("maps a refusal to the spec's problem with the server's message, and an unreachable server", async () => {
    const transport = createDefaultUploadTransport();
    const refused = await transport({ url: `${origin}/expired`, body: new Blob(["x"]), onProgress: () => {} });
    expect(refused).toMatchObject({
      ok: false,
      problem: { kind: "forbidden", status: 403, message: "Ce lien de fichier a expiré." },
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await transport({ url: `http://127.0.0.1:${port}/x`, body: new Blob(["x"]), onProgress: () => {} });
    expect(unreachable).toMatchObject({ ok: false, problem: { kind: "cannot-connect" } });
  });
});
