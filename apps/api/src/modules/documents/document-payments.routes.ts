import {
  documentApiMessages as am,
  documentPaymentMessages,
  paymentInputSchema,
  paymentsWireSchema,
  statusHistoryWireSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { DocumentPaymentsService } from "./document-payments.service.ts";

const tags = ["quote"];
const config = { access: "vendor" as const };

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const quoteId = z.uuid({ error: am.documentNotFound });
const documentQuerySchema = z.object({ vendorId, quoteId });
const paymentCreateSchema = paymentInputSchema.extend({ vendorId, quoteId });
const paymentDeleteSchema = z.object({ vendorId, paymentId: z.uuid({ error: documentPaymentMessages.paymentNotFound }) });

const actorOf = (req: { auth: { userId: string } | null }) => req.auth?.userId ?? null;

/**
 * Payments of documents and their status history, next to the spec's quote calls (docs/decisions.md
 * "Payments of documents").
 */
export const documentPaymentsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<DocumentPaymentsService> }> = async (
  app,
  { service },
) => {
  app.get(
    "/quote/payments",
    { config, schema: { tags, querystring: documentQuerySchema, response: { 200: paymentsWireSchema } } },
    (req) => service.list(tenantOf(req), req.query.quoteId),
  );
  app.post(
    "/quote/payments/create",
    { config, schema: { tags, body: paymentCreateSchema, response: { 200: paymentsWireSchema } } },
    (req) => {
      const { quoteId: id, ...payment } = withoutVendorId(req.body);
      return service.create(tenantOf(req), id, payment, actorOf(req));
    },
  );
  app.post(
    "/quote/payments/delete",
    { config, schema: { tags, body: paymentDeleteSchema, response: { 200: paymentsWireSchema } } },
    (req) => service.delete(tenantOf(req), req.body.paymentId, actorOf(req)),
  );
  app.get(
    "/quote/status-history",
    { config, schema: { tags, querystring: documentQuerySchema, response: { 200: statusHistoryWireSchema } } },
    (req) => service.history(tenantOf(req), req.query.quoteId),
  );
};
