import { adminMessages, commonErrorCodes, adminContract as routes } from "@cortege/domain";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors/app-error.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import type { AdminService } from "./admin.service.ts";

const tags = ["admin"];
const config = { access: "admin" as const };

/** The row an admin call acts on, for the audit trail. */
function targetOf(request: FastifyRequest): string | null {
  const pick = (source: unknown) => {
    if (!source || typeof source !== "object") return null;
    const record = source as Record<string, unknown>;
    for (const key of ["id", "articleId", "slug"])
      if (typeof record[key] === "string") return (record[key] as string).slice(0, 200);
    return null;
  };
  return pick(request.query) ?? pick(request.body);
}

/**
 * Everything under /api/admin: the guard has already refused non-admins (403, the `admin` rule);
 * here the role is read again from the database, so that a revoked administrator's still-valid token
 * is refused too, and every call — refused or not — is written to admin_audit_log (who, what, when) before it is answered.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService; authoring: FastifyPluginAsync }> = async (
  app,
  { service, authoring },
) => {
  app.addHook("preHandler", async (request) => {
    const auth = request.auth;
    if (!auth || !(await service.isAdmin(auth.userId))) {
      throw new AppError(403, commonErrorCodes.FORBIDDEN, adminMessages.forbidden);
    }
  });
  // On send, not on response: the row is written before the caller gets the answer.
  app.addHook("onSend", async (request, reply, payload) => {
    try {
      await service.audit({
        userId: request.auth?.userId ?? null,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        target: targetOf(request),
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, "admin audit write failed");
    }
    return payload;
  });

  app.get(routeUrl(routes.vendors), { config, schema: routeSchema(routes.vendors, tags) }, async (req) => {
    const { search, page, limit } = req.query;
    const result = await service.listVendors(search, page, limit);
    return { ...result, page, limit };
  });
  app.get(routeUrl(routes.vendorsSettings), { config, schema: routeSchema(routes.vendorsSettings, tags) }, (req) =>
    service.vendorSettings(req.query.id),
  );
  // The audit trail itself, read by administrators (this read is audited too).
  app.get(routeUrl(routes.auditLog), { config, schema: routeSchema(routes.auditLog, tags) }, async (req) => ({
    entries: await service.auditTrail(req.query.limit),
  }));
  await app.register(authoring);
};
