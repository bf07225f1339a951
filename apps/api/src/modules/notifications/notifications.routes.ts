import {
  notificationAdminSettingsQuerySchema,
  notificationAdminVendorsQuerySchema,
  notificationAdminVendorsResponseSchema,
  notificationCountResponseSchema,
  notificationCreateSchema,
  notificationDeleteSchema,
  notificationEndpointDeleteSchema,
  notificationEndpointListQuerySchema,
  notificationEndpointListResponseSchema,
  notificationEndpointRegisterSchema,
  notificationEndpointSchema,
  notificationErrorCodes,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationMarkAllReadSchema,
  notificationMarkReadSchema,
  notificationMessages,
  notificationQuerySchema,
  notificationSchema,
  notificationSettingsQuerySchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  vapidPublicKeyResponseSchema,
} from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors/app-error.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { NotificationsService } from "./notifications.service.ts";

const tags = ["notifications"];
const vendor = { access: "vendor" as const };
const user = { access: "user" as const };
const admin = { access: "admin" as const };
const okSchema = z.object({ ok: z.literal(true) });

/** Push endpoints belong to the device's user: a call naming another user is refused. */
function ownUser(req: FastifyRequest, userId: string): string {
  if (req.auth?.userId !== userId) {
    throw new AppError(403, notificationErrorCodes.USER_MISMATCH, notificationMessages.userMismatch);
  }
  return userId;
}

/**
 * The notifications service of part 2 §7, served under /api/notifications (docs/decisions.md
 * « Notifications service prefix »). `isAdmin` re-reads the role (the admin module's rule) so that a
 * revoked administrator's still-valid token is refused.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
  vapidPublicKey: () => string | null;
  isAdmin: (userId: string) => Promise<boolean>;
}> = async (app, { service, vapidPublicKey, isAdmin }) => {
  app.get(
    "/vendors/notifications",
    {
      config: vendor,
      schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema } },
    },
    async (req) => ({ ...(await service.list(tenantOf(req), req.query)), page: req.query.page, limit: req.query.limit }),
  );
  app.get(
    "/vendors/notification",
    { config: vendor, schema: { tags, querystring: notificationQuerySchema, response: { 200: notificationSchema } } },
    (req) => service.get(tenantOf(req), req.query.notificationId),
  );
  app.post(
    "/notifications",
    {
      config: vendor,
      schema: { tags, body: notificationCreateSchema, response: { 200: z.object({ id: z.uuid().nullable() }) } },
    },
    (req) => service.create(tenantOf(req), req.body),
  );
  app.post(
    "/vendors/notifications/mark-read",
    { config: vendor, schema: { tags, body: notificationMarkReadSchema, response: { 200: notificationCountResponseSchema } } },
    (req) => service.markRead(tenantOf(req), req.body.notificationIds),
  );
  app.post(
    "/vendors/notifications/mark-all-read",
    { config: vendor, schema: { tags, body: notificationMarkAllReadSchema, response: { 200: notificationCountResponseSchema } } },
    (req) => service.markAllRead(tenantOf(req)),
  );
  app.post(
    "/vendors/notifications/delete",
    { config: vendor, schema: { tags, body: notificationDeleteSchema, response: { 200: notificationCountResponseSchema } } },
    (req) => service.delete(tenantOf(req), req.body.notificationIds),
  );
  app.get(
    "/vendors/settings",
    {
      config: vendor,
      schema: { tags, querystring: notificationSettingsQuerySchema, response: { 200: notificationSettingsSchema } },
    },
    (req) => service.settings(tenantOf(req)),
  );
  app.post(
    "/vendors/settings/update",
    { config: vendor, schema: { tags, body: notificationSettingsUpdateSchema, response: { 200: notificationSettingsSchema } } },
    (req) => service.updateSettings(tenantOf(req), req.body),
  );

  app.get(
    "/notification-endpoints/vapid-public-key",
    { config: user, schema: { tags, response: { 200: vapidPublicKeyResponseSchema } } },
    async () => {
      const publicKey = vapidPublicKey();
      if (!publicKey) throw new AppError(404, "NOT_FOUND", notificationMessages.endpointNotFound);
      return { publicKey };
    },
  );
  app.post(
    "/notification-endpoints/register",
    { config: user, schema: { tags, body: notificationEndpointRegisterSchema, response: { 200: notificationEndpointSchema } } },
    (req) => service.registerEndpoint(ownUser(req, req.body.userId), req.body),
  );
  app.post(
    "/notification-endpoints/delete",
    { config: user, schema: { tags, body: notificationEndpointDeleteSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.deleteEndpoint(ownUser(req, req.body.userId), req.body.endpointId);
      return { ok: true as const };
    },
  );
  app.get(
    "/notification-endpoints",
    {
      config: user,
      schema: {
        tags,
        querystring: notificationEndpointListQuerySchema,
        response: { 200: notificationEndpointListResponseSchema },
      },
    },
    (req) => service.endpoints(ownUser(req, req.query.userId)),
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook("preHandler", async (req) => {
      if (!req.auth || !(await isAdmin(req.auth.userId))) {
        throw new AppError(403, "FORBIDDEN", "Accès réservé aux administrateurs.");
      }
    });
    scope.get(
      "/admin/vendors",
      {
        config: admin,
        schema: {
          tags,
          querystring: notificationAdminVendorsQuerySchema,
          response: { 200: notificationAdminVendorsResponseSchema },
        },
      },
      async (req) => ({
        vendors: await service.adminVendors(req.query.page, req.query.limit),
        page: req.query.page,
        limit: req.query.limit,
      }),
    );
    scope.get(
      "/admin/vendors/settings",
      {
        config: admin,
        schema: { tags, querystring: notificationAdminSettingsQuerySchema, response: { 200: notificationSettingsSchema } },
      },
      (req) => service.settings(req.query.id),
    );
  });
};
