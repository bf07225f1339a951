import fs from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { commonErrorCodes, MAX_UPLOAD_BYTES, mediaLibraryErrorCodes, mediaLibraryMessages } from "@cortege/domain";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import type { LocalStorage } from "./local-storage.ts";
import { isSafeKey } from "./object-keys.ts";

/** Where the API serves the local driver's signed URLs (registered under /api). */
export const LOCAL_OBJECT_ROUTE = "/media-library/object";

const querySchema = z.object({
  expires: z.coerce.number().int().min(0).max(99_999_999_999),
  size: z.coerce.number().int().min(0).max(MAX_UPLOAD_BYTES).optional(),
  signature: z.string().max(128),
});
const paramsSchema = z.object({ "*": z.string().max(1024) });

const refused = () => new AppError(403, mediaLibraryErrorCodes.LINK_INVALID, mediaLibraryMessages.linkInvalid);

class TooManyBytes extends Error {}

/** Counts the bytes of an upload and stops it as soon as it goes past what was signed. */
function limitTo(size: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > size) done(new TooManyBytes());
      else done(null, chunk);
    },
    flush(done) {
      done(received === size ? null : new Error("short upload"));
    },
  });
}

/**
 * The signed URLs of the local driver. Public: the signature is the authorization. It covers the
 * key (which starts with the vendor's id), the method, the expiry and, for PUT, the exact size.
 */
export function localFileRoutes(storage: LocalStorage): FastifyPluginAsync {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    // Bytes arrive as they are, whatever Content-Type the browser guessed: nothing here parses them.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    function verify(method: "GET" | "PUT", query: z.infer<typeof querySchema>, key: string) {
      if (!isSafeKey(key)) throw refused();
      const valid = storage.signer.verify({ method, key, expires: query.expires, size: query.size }, query.signature);
      if (!valid) throw refused();
      if (query.expires * 1000 < storage.now()) {
        throw new AppError(403, mediaLibraryErrorCodes.LINK_EXPIRED, mediaLibraryMessages.linkExpired);
      }
    }

    app.get(
      `${LOCAL_OBJECT_ROUTE}/*`,
      {
        config: { access: "public" },
        schema: { tags: ["media-library"], params: paramsSchema, querystring: querySchema, response: { 200: z.unknown() } },
      },
      async (request, reply) => {
        const key = request.params["*"];
        verify("GET", request.query, key);
        const size = await storage.size(key);
        if (size === null) throw new AppError(404, mediaLibraryErrorCodes.FILE_NOT_FOUND, mediaLibraryMessages.fileNotFound);
        const metadata = await storage.readMetadata(key);
        const remaining = Math.max(0, request.query.expires - Math.floor(storage.now() / 1000));
        reply
          .header("Content-Type", metadata.contentType)
          .header("Content-Disposition", metadata.contentDisposition)
          .header("Content-Length", size)
          .header("Cache-Control", `private, max-age=${remaining}`)
          // Signed URLs are capabilities: a partner page may show the picture.
          .header("Cross-Origin-Resource-Policy", "cross-origin")
          // Even sanitised, an SVG opened directly must not run anything or reach anything.
          .header("Content-Security-Policy", "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
        return reply.send(fs.createReadStream(storage.filePath(key)));
      },
    );

    app.put(
      `${LOCAL_OBJECT_ROUTE}/*`,
      {
        config: { access: "public" },
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: { tags: ["media-library"], params: paramsSchema, querystring: querySchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const key = request.params["*"];
        const { size } = request.query;
        verify("PUT", request.query, key);
        if (size === undefined) throw refused();
        // A confirmed upload's URL is spent, even before it expires: nothing replaces checked bytes.
        if (await storage.isSealed(key)) {
          throw new AppError(409, mediaLibraryErrorCodes.UPLOAD_LINK_USED, mediaLibraryMessages.uploadLinkUsed);
        }
        const declared = request.headers["content-length"];
        if (declared !== undefined && Number(declared) !== size) {
          throw Number(declared) > size
            ? new AppError(413, commonErrorCodes.PAYLOAD_TOO_LARGE, mediaLibraryMessages.uploadTooLarge)
            : new AppError(400, mediaLibraryErrorCodes.UPLOAD_SIZE_MISMATCH, mediaLibraryMessages.uploadTooLarge);
        }
        const body = request.body;
        const source =
          body && typeof (body as NodeJS.ReadableStream).pipe === "function" ? (body as NodeJS.ReadableStream) : null;
        if (!source && size !== 0) {
          throw new AppError(400, mediaLibraryErrorCodes.UPLOAD_SIZE_MISMATCH, mediaLibraryMessages.uploadTooLarge);
        }
        const temp = storage.tempFile();
        try {
          if (source) await pipeline(source, limitTo(size), fs.createWriteStream(temp));
          else await fs.promises.writeFile(temp, Buffer.alloc(0));
        } catch (error) {
          await fs.promises.rm(temp, { force: true });
          throw error instanceof TooManyBytes
            ? new AppError(413, commonErrorCodes.PAYLOAD_TOO_LARGE, mediaLibraryMessages.uploadTooLarge)
            : new AppError(400, mediaLibraryErrorCodes.UPLOAD_SIZE_MISMATCH, mediaLibraryMessages.uploadTooLarge);
        }
        // Sealed while the bytes were arriving: they are dropped.
        if (await storage.isSealed(key)) {
          await fs.promises.rm(temp, { force: true });
          throw new AppError(409, mediaLibraryErrorCodes.UPLOAD_LINK_USED, mediaLibraryMessages.uploadLinkUsed);
        }
        await storage.commitUpload(temp, key);
        return reply.code(204).send(null);
      },
    );
  };
  return plugin as FastifyPluginAsync;
}
