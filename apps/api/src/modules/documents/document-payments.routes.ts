import { documentsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { DocumentPaymentsService } from "./document-payments.service.ts";

const tags = ["quote"];
const config = { access: "vendor" as const };

const actorOf = (req: { auth: { userId: string } | null }) => req.auth?.userId ?? null;

/**
 * Payments of documents and their status history, next to the spec's quote calls (docs/decisions.md
 * "Payments of documents").
 */
export const documentPaymentsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<DocumentPaymentsService> }> = async (
  app,
  { service },
) => {
  app.get(routeUrl(routes.payments), { config, schema: routeSchema(routes.payments, tags) }, (req) =>
    service.list(tenantOf(req), req.query.quoteId),
  );
  app.post(routeUrl(routes.createPayment), { config, schema: routeSchema(routes.createPayment, tags) }, (req) => {
    const { quoteId: id, ...payment } = withoutVendorId(req.body);
    return service.create(tenantOf(req), id, payment, actorOf(req));
  });
  app.post(routeUrl(routes.deletePayment), { config, schema: routeSchema(routes.deletePayment, tags) }, (req) =>
    service.delete(tenantOf(req), req.body.paymentId, actorOf(req)),
  );
  app.get(routeUrl(routes.statusHistory), { config, schema: routeSchema(routes.statusHistory, tags) }, (req) =>
    service.history(tenantOf(req), req.query.quoteId),
  );
};
