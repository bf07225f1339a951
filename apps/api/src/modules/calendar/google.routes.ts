import {
  googleAuthResponseSchema,
  googleCalendarsResponseSchema,
  googleEventCreateSchema,
  googleEventDeleteResponseSchema,
  googleEventDeleteSchema,
  googleEventSchema,
  googleEventsQuerySchema,
  googleEventsResponseSchema,
  googleEventUpdateSchema,
  googleLinkSchema,
  googleMessages,
  googleSyncResponseSchema,
  googleVendorQuerySchema,
  selectGoogleCalendarSchema,
} from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/errors/app-error.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { GoogleSyncService } from "./google-sync.service.ts";

const tags = ["calendar", "google"];
const config = { access: "vendor" as const };
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Part 1 §7 Vendor (google-auth, select-google-calendar, remove-google-tokens) and part 2 §7 Calendar (google-events). */
export const googleRoutes: FastifyPluginAsyncZod<{ service: GoogleSyncService }> = async (app, { service }) => {
  app.get(
    "/vendor/google-auth",
    { config, schema: { tags, querystring: googleVendorQuerySchema, response: { 200: googleAuthResponseSchema } } },
    async (req) => ({ url: await service.consentUrl(tenantOf(req), originOf(req)) }),
  );
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
  app.get(
    "/calendar/google/status",
    { config, schema: { tags, querystring: googleVendorQuerySchema, response: { 200: googleLinkSchema } } },
    (req) => service.link(tenantOf(req)),
  );
  app.get(
    "/calendar/google-events/list-calendars",
    { config, schema: { tags, querystring: googleVendorQuerySchema, response: { 200: googleCalendarsResponseSchema } } },
    async (req) => ({ calendars: await service.calendars(tenantOf(req)) }),
  );
  app.get(
    "/calendar/google-events",
    { config, schema: { tags, querystring: googleEventsQuerySchema, response: { 200: googleEventsResponseSchema } } },
    async (req) => ({ events: await service.googleEvents(tenantOf(req), req.query.timeMin, req.query.timeMax) }),
  );
  app.post(
    "/calendar/google-events/create",
    { config, schema: { tags, body: googleEventCreateSchema, response: { 200: googleEventSchema } } },
    (req) => service.createGoogleEvent(tenantOf(req), req.body),
  );
  app.post(
    "/calendar/google-events/update",
    { config, schema: { tags, body: googleEventUpdateSchema, response: { 200: googleEventSchema } } },
    (req) => service.updateGoogleEvent(tenantOf(req), req.body.eventId, req.body),
  );
  app.post(
    "/calendar/google-events/delete",
    { config, schema: { tags, body: googleEventDeleteSchema, response: { 200: googleEventDeleteResponseSchema } } },
    async (req) => {
      await service.deleteGoogleEvent(tenantOf(req), req.body.eventId);
      return { eventId: req.body.eventId };
    },
  );
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
  app.post(
    "/calendar/google-events/sync",
    { config, schema: { tags, body: googleVendorQuerySchema, response: { 200: googleSyncResponseSchema } } },
    (req) => service.sync(tenantOf(req)),
  );
  app.post(
    "/vendor/select-google-calendar",
    { config, schema: { tags, body: selectGoogleCalendarSchema, response: { 200: googleLinkSchema } } },
    (req) => service.selectCalendar(tenantOf(req), req.body.calendarId),
  );
  app.post(
    "/vendor/remove-google-tokens",
    { config, schema: { tags, body: googleVendorQuerySchema, response: { 200: googleLinkSchema } } },
    (req) => service.removeTokens(tenantOf(req)),
  );
};
