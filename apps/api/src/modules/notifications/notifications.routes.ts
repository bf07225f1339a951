import { notificationErrorCodes, notificationMessages, notificationsContract as routes } from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors/app-error.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { NotificationsService } from "./notifications.service.ts";

const tags = ["notifications"];
const vendor = { access: "vendor" as const };
const user = { access: "user" as const };
const admin = { access: "admin" as const };

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
  app.get(routeUrl(routes.list), { config: vendor, schema: routeSchema(routes.list, tags) }, async (req) => ({
    ...(await service.list(tenantOf(req), req.query)),
    page: req.query.page,
    limit: req.query.limit,
  }));
  app.get(routeUrl(routes.get), { config: vendor, schema: routeSchema(routes.get, tags) }, (req) =>
    service.get(tenantOf(req), req.query.notificationId),
  );
  app.post(routeUrl(routes.create), { config: vendor, schema: routeSchema(routes.create, tags) }, (req) =>
    service.create(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.markRead), { config: vendor, schema: routeSchema(routes.markRead, tags) }, (req) =>
    service.markRead(tenantOf(req), req.body.notificationIds),
  );
  app.post(routeUrl(routes.markAllRead), { config: vendor, schema: routeSchema(routes.markAllRead, tags) }, (req) =>
    service.markAllRead(tenantOf(req)),
  );
  app.post(routeUrl(routes.delete), { config: vendor, schema: routeSchema(routes.delete, tags) }, (req) =>
    service.delete(tenantOf(req), req.body.notificationIds),
  );
  app.get(routeUrl(routes.settings), { config: vendor, schema: routeSchema(routes.settings, tags) }, (req) =>
    service.settings(tenantOf(req)),
  );
  app.post(routeUrl(routes.updateSettings), { config: vendor, schema: routeSchema(routes.updateSettings, tags) }, (req) =>
    service.updateSettings(tenantOf(req), req.body),
  );

  app.get(routeUrl(routes.vapidPublicKey), { config: user, schema: routeSchema(routes.vapidPublicKey, tags) }, async () => {
    const publicKey = vapidPublicKey();
    if (!publicKey) throw new AppError(404, "NOT_FOUND", notificationMessages.endpointNotFound);
    return { publicKey };
  });
  app.post(routeUrl(routes.registerEndpoint), { config: user, schema: routeSchema(routes.registerEndpoint, tags) }, (req) =>
    service.registerEndpoint(ownUser(req, req.body.userId), req.body),
  );
  app.post(routeUrl(routes.deleteEndpoint), { config: user, schema: routeSchema(routes.deleteEndpoint, tags) }, async (req) => {
    await service.deleteEndpoint(ownUser(req, req.body.userId), req.body.endpointId);
    return { ok: true as const };
  });
  app.get(routeUrl(routes.endpoints), { config: user, schema: routeSchema(routes.endpoints, tags) }, (req) =>
    service.endpoints(ownUser(req, req.query.userId)),
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook("preHandler", async (req) => {
      if (!req.auth || !(await isAdmin(req.auth.userId))) {
        throw new AppError(403, "FORBIDDEN", "Accès réservé aux administrateurs.");
      }
    });
    scope.get(routeUrl(routes.adminVendors), { config: admin, schema: routeSchema(routes.adminVendors, tags) }, async (req) => ({
      vendors: await service.adminVendors(req.query.page, req.query.limit),
      page: req.query.page,
      limit: req.query.limit,
    }));
    scope.get(
      routeUrl(routes.adminVendorSettings),
      { config: admin, schema: routeSchema(routes.adminVendorSettings, tags) },
      (req) => service.settings(req.query.id),
    );
  });
};
