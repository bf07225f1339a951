import { googleMessages, calendarContract as routes } from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/errors/app-error.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { GoogleSyncService } from "./google-sync.service.ts";

const tags = ["calendar", "google"];
const config = { access: "vendor" as const };
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Part 1 §7 Vendor (google-auth, select-google-calendar, remove-google-tokens) and part 2 §7 Calendar (google-events). */
export const googleRoutes: FastifyPluginAsyncZod<{ service: GoogleSyncService }> = async (app, { service }) => {
  app.get(routeUrl(routes.googleAuth), { config, schema: routeSchema(routes.googleAuth, tags) }, async (req) => ({
    url: await service.consentUrl(tenantOf(req), originOf(req)),
  }));
  // Google sends the browser back here: the state names the consent, the PKCE verifier kept with it proves it ours.
  app.get(
    "/calendar/google/callback",
    {
      config: { access: "public" as const },
      schema: {
        tags,
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (req, reply) => {
      const { code, state } = req.query;
      if (!code || !state) return reply.redirect("/agenda?google=refused", 302);
      try {
        await service.callback(state, code, originOf(req));
        return reply.redirect("/agenda?google=linked", 302);
      } catch {
        return reply.redirect("/agenda?google=failed", 302);
      }
    },
  );
  app.get(routeUrl(routes.googleStatus), { config, schema: routeSchema(routes.googleStatus, tags) }, (req) =>
    service.link(tenantOf(req)),
  );
  app.get(routeUrl(routes.googleCalendars), { config, schema: routeSchema(routes.googleCalendars, tags) }, async (req) => ({
    calendars: await service.calendars(tenantOf(req)),
  }));
  app.get(routeUrl(routes.googleEvents), { config, schema: routeSchema(routes.googleEvents, tags) }, async (req) => ({
    events: await service.googleEvents(tenantOf(req), req.query.timeMin, req.query.timeMax),
  }));
  app.post(routeUrl(routes.createGoogleEvent), { config, schema: routeSchema(routes.createGoogleEvent, tags) }, (req) =>
    service.createGoogleEvent(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.updateGoogleEvent), { config, schema: routeSchema(routes.updateGoogleEvent, tags) }, (req) =>
    service.updateGoogleEvent(tenantOf(req), req.body.eventId, req.body),
  );
  app.post(routeUrl(routes.deleteGoogleEvent), { config, schema: routeSchema(routes.deleteGoogleEvent, tags) }, async (req) => {
    await service.deleteGoogleEvent(tenantOf(req), req.body.eventId);
    return { eventId: req.body.eventId };
  });
  // Google's push notifications (events.watch): the channel's id and token headers say which vendor, and prove it.
  app.post(
    "/calendar/google/notifications",
    {
      config: { access: "public" as const },
      schema: {
        tags,
        headers: z.object({
          "x-goog-channel-id": z.string().max(200).optional(),
          "x-goog-channel-token": z.string().max(256).optional(),
          "x-goog-resource-state": z.string().max(40).optional(),
        }),
      },
    },
    async (req, reply) => {
      const ours = await service.notified({
        channelId: req.headers["x-goog-channel-id"] ?? "",
        token: req.headers["x-goog-channel-token"] ?? "",
        state: req.headers["x-goog-resource-state"] ?? "",
      });
      // Google reads only the status; a channel that is not ours answers like any unknown link.
      if (!ours) throw notFound(googleMessages.unknownChannel);
      return reply.code(200).send({});
    },
  );
  app.post(routeUrl(routes.syncGoogle), { config, schema: routeSchema(routes.syncGoogle, tags) }, (req) =>
    service.sync(tenantOf(req)),
  );
  app.post(routeUrl(routes.selectGoogleCalendar), { config, schema: routeSchema(routes.selectGoogleCalendar, tags) }, (req) =>
    service.selectCalendar(tenantOf(req), req.body.calendarId),
  );
  app.post(routeUrl(routes.removeGoogleTokens), { config, schema: routeSchema(routes.removeGoogleTokens, tags) }, (req) =>
    service.removeTokens(tenantOf(req)),
  );
};
