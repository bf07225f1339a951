import { clientReplySchema, clientTokenSchema } from "@cortege/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors/app-error.ts";
import type { ShowcaseAssets } from "../public-showcase/showcase-assets.ts";
import { renderNoticePage } from "../public-showcase/showcase-page.html.ts";
import { renderClientConversationPage } from "./client-conversation.page.ts";
import type { ConversationsService } from "./conversations.service.ts";

type Options = { service: ConversationsService; assets: ShowcaseAssets; publicUrl: string | undefined };
const config = { access: "public" as const };
const params = z.object({ token: z.string().max(200) });
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

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
  app.setErrorHandler((error, request, reply) => {
    if (wantsHtml(request) && error instanceof AppError && error.statusCode === 404) return sendHtml(reply, 404, notFoundPage());
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
    { config, schema: { hide: true, params, body: z.record(z.string(), z.unknown()).optional() } },
    async (request, reply) => {
      const token = tokenOf(request.params.token);
      const parsed = clientReplySchema.safeParse({ body: request.body?.body ?? "" });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "Le message est vide.";
        if (!wantsHtml(request)) throw new AppError(400, "VALIDATION_FAILED", message);
        const view = await service.clientView(token);
        const typed = typeof request.body?.body === "string" ? request.body.body.slice(0, 5000) : "";
        const error = parsed.error.issues[0]?.message ?? "Le message est vide.";
        return sendHtml(
          reply,
          400,
          renderClientConversationPage({ ...view, action: `/conversation/${token}`, assets: assets.page, error, typed }),
        );
      }
      await service.clientReply(token, parsed.data.body, baseOf(request));
      return reply.header("Cache-Control", "no-store").redirect(`/conversation/${token}#body`, 303);
    },
  );
};
