import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/errors/app-error.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";

const entry = z.object({ id: z.string(), to: z.string(), subject: z.string(), date: z.string(), text: z.string() });

/** The outbox of embedded mode: registered only when no SMTP server is configured. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: NonNullable<Mailer["outbox"]> }> = async (app, { outbox }) => {
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
