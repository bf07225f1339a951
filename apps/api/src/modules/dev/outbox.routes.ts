import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLoopbackHost } from "../../platform/config.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";

// Reply-To shows where a couple's e-mail answer goes (reply+<token>@INBOUND_MAIL_DOMAIN).
const entry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  replyTo: z.string().optional(),
});

/**
 * The outbox of embedded mode. app.ts registers it only under development conditions (config's
 * devOutboxAllowed); each request must also come from this machine, not through a proxy, so that a
 * reverse proxy put in front of a loopback server does not publish everyone's codes.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: NonNullable<Mailer["outbox"]> }> = async (app, { outbox }) => {
  app.addHook("onRequest", async (request) => {
    const forwarded = request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
    if (forwarded || !isLoopbackHost(request.socket.remoteAddress ?? "")) throw notFound();
  });
  app.get(
    "/dev/outbox",
    { config: { access: "dev" }, schema: { tags: ["dev"], response: { 200: z.object({ messages: z.array(entry) }) } } },
    async () => ({ messages: await outbox.list() }),
  );
  app.get(
    "/dev/outbox/:id",
    { config: { access: "dev" }, schema: { tags: ["dev"], params: z.object({ id: z.string().max(40) }) } },
    async (req, reply) => {
      const raw = await outbox.raw(req.params.id);
      if (raw === null) throw notFound();
      return reply.type("message/rfc822").send(raw);
    },
  );
};
