import {
  clientReplySchema,
  clientTokenSchema,
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_LENGTH,
  maxFileBytes,
  messagingMessages,
} from "@cortege/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors/app-error.ts";
import type { ShowcaseAssets } from "../public-showcase/showcase-assets.ts";
import { renderNoticePage } from "../public-showcase/showcase-page.html.ts";
import { renderClientConversationPage } from "./client-conversation.page.ts";
import type { ConversationsService, ReceivedFile } from "./conversations.service.ts";

type Options = { service: ConversationsService; assets: ShowcaseAssets; publicUrl: string | undefined };
const config = { access: "public" as const };
const params = z.object({ token: z.string().max(200) });
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");
/** The form's files: each checked later at 15 MB like any Chat file; the whole body bounded by their number. */
const MAX_FORM_BYTES = MAX_MESSAGE_ATTACHMENTS * maxFileBytes.Chat + 1024 * 1024;

type ReplyForm = { body?: unknown; files?: ReceivedFile[] };

/** multipart/form-data read with the platform's own parser (undici's FormData): the text and the chosen files. */
async function readMultipart(contentType: string, payload: Buffer): Promise<ReplyForm> {
  const form = await new Response(new Uint8Array(payload), { headers: { "content-type": contentType } }).formData();
  const files: ReceivedFile[] = [];
  for (const entry of form.getAll("files")) {
    // A form sent without a chosen file carries one empty, nameless part.
    if (typeof entry === "string" || (entry.size === 0 && !entry.name)) continue;
    files.push({ filename: entry.name || "piece-jointe", bytes: Buffer.from(await entry.arrayBuffer()) });
  }
  const body = form.get("body");
  return { body: typeof body === "string" ? body : "", files };
}

/**
 * The couple's side of a conversation, outside /api: their private link opens the thread and a form
 * posts their answer (post/redirect/get). A revoked or guessed link answers a French 404 page.
 */
export const clientConversationRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, assets, publicUrl }) => {
  const baseOf = (request: FastifyRequest) => (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
  const sendHtml = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header("Cache-Control", "no-store")
      .header("Referrer-Policy", "no-referrer")
      .type("text/html; charset=utf-8")
      .send(body);
  const notFoundPage = () =>
    renderNoticePage({
      title: "Conversation introuvable",
      message: "Ce lien n'est plus valable. Demandez à votre prestataire de vous envoyer le nouveau lien.",
      assets: assets.page,
    });

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit: MAX_FORM_BYTES }, (request, body, done) => {
    readMultipart(request.headers["content-type"] ?? "", body as Buffer).then(
      (form) => done(null, form),
      () => done(new AppError(400, "VALIDATION_FAILED", messagingMessages.messageEmpty)),
    );
  });
  app.setErrorHandler(async (error, request, reply) => {
    if (wantsHtml(request) && error instanceof AppError && error.statusCode === 404) return sendHtml(reply, 404, notFoundPage());
    // Files beyond the form's limit: nothing was read, the page says why (what was typed cannot be kept).
    const code = (error as { code?: string }).code;
    const token = (request.params as { token?: string }).token ?? "";
    if (wantsHtml(request) && code === "FST_ERR_CTP_BODY_TOO_LARGE" && clientTokenSchema.safeParse(token).success) {
      const view = await service.clientView(token);
      const page = {
        ...view,
        action: `/conversation/${token}`,
        assets: assets.page,
        error: messagingMessages.attachmentsTooLarge,
      };
      return sendHtml(reply, 413, renderClientConversationPage(page));
    }
    throw error; // the app's handler answers in the wire shape
  });

  const tokenOf = (token: string) => {
    if (!clientTokenSchema.safeParse(token).success) throw new AppError(404, "NOT_FOUND", "Conversation introuvable.");
    return token;
  };

  app.get("/conversation/:token", { config, schema: { hide: true, params } }, async (request, reply) => {
    const token = tokenOf(request.params.token);
    const view = await service.clientView(token);
    return sendHtml(reply, 200, renderClientConversationPage({ ...view, action: `/conversation/${token}`, assets: assets.page }));
  });

  app.post(
    "/conversation/:token",
    { config, bodyLimit: MAX_FORM_BYTES, schema: { hide: true, params, body: z.record(z.string(), z.unknown()).optional() } },
    async (request, reply) => {
      const token = tokenOf(request.params.token);
      const form = (request.body ?? {}) as ReplyForm;
      const files = Array.isArray(form.files) ? form.files : [];
      const typed = typeof form.body === "string" ? form.body.slice(0, MAX_MESSAGE_LENGTH) : "";
      const refuse = async (status: number, error: string) => {
        if (!wantsHtml(request)) throw new AppError(status, "VALIDATION_FAILED", error);
        const view = await service.clientView(token);
        return sendHtml(
          reply,
          status,
          renderClientConversationPage({ ...view, action: `/conversation/${token}`, assets: assets.page, error, typed }),
        );
      };
      const parsed = clientReplySchema.safeParse({ body: form.body ?? "", files: files.length });
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? messagingMessages.messageEmpty);
      try {
        await service.clientReply(token, parsed.data.body, baseOf(request), files);
      } catch (error) {
        // A refused file (type from its bytes, size, quota): its French reason, with what was typed.
        if (error instanceof AppError && error.statusCode === 400) return refuse(400, error.message);
        throw error;
      }
      return reply.header("Cache-Control", "no-store").redirect(`/conversation/${token}#body`, 303);
    },
  );
};
