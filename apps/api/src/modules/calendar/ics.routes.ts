import { calendarContract as routes } from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/errors/app-error.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { IcsFeedService } from "./ics-feed.service.ts";

const tags = ["calendar"];
const config = { access: "vendor" as const };
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** The ICS subscription: its address on the agenda screen, and the feed a phone's calendar reads. */
export const icsRoutes: FastifyPluginAsyncZod<{ service: IcsFeedService }> = async (app, { service }) => {
  app.get(routeUrl(routes.icsFeed), { config, schema: routeSchema(routes.icsFeed, tags) }, async (req) => ({
    url: await service.url(tenantOf(req), originOf(req)),
  }));
  app.post(routeUrl(routes.regenerateIcsFeed), { config, schema: routeSchema(routes.regenerateIcsFeed, tags) }, async (req) => ({
    url: await service.regenerate(tenantOf(req), originOf(req)),
  }));
  // Not in the contract: a calendar app reads text/calendar here, not our web.
  // Calendar apps hold no session: the token in the address is the only key, and it can be replaced.
  app.get(
    "/calendar/ics/:file",
    { config: { access: "public" as const }, schema: { tags, params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      const token = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(req.params.file)?.[1];
      const text = token ? await service.feed(token) : null;
      if (!text) throw notFound("Agenda introuvable.");
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="cortege.ics"')
        .header("cache-control", "private, max-age=300")
        .send(text);
    },
  );
};
