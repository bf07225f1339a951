import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing costs more (CPU, a header) than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const compressible = /^(application\/(json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/;

export type Encoding = "br" | "gzip";

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    quality.set(token.trim(), q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: Encoding) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return undefined;
}

export function addVaryAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  if (value.split(",").some((v) => ["*", "accept-encoding"].includes(v.trim().toLowerCase()))) return;
  reply.header("vary", value ? `${value}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses answers built in memory (JSON, the public showcase's HTML) above a threshold, brotli first.
 * Files are not streamed through here: the built web app is compressed once at build time (web-app.ts).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (request.method === "HEAD" || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.getHeader("content-encoding")) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!compressible.test(type)) return payload;
    // The answer depends on the header whether or not it is compressed this time: caches must know.
    addVaryAcceptEncoding(reply);
    const size = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const input = typeof payload === "string" ? Buffer.from(payload) : payload;
    // Brotli quality 5: near gzip's speed with smaller output; 11 is for the build, not per request.
    const compressed =
      encoding === "br"
        ? await brotli(input, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : await gzip(input, { level: 6 });
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compressed;
  });
}
