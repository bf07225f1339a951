import {
  marketplaceChangeStatusSchema,
  marketplaceConnectionsSchema,
  marketplaceConversationQuerySchema,
  marketplaceConversationSchema,
  marketplaceKeys,
  marketplaceListQuerySchema,
  marketplaceListResponseSchema,
  marketplaceLoginSchema,
  marketplaceSendSchema,
  marketplaceSlugs,
  marketplaceThreadSchema,
  marketplaceVendorSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { MarketplacesService } from "./marketplaces.service.ts";

const tags = ["messaging"];
const config = { access: "vendor" as const };

/**
 * The marketplace calls of the messaging service (part 1 §7: login, change-status, list with page,
 * conversation, send-message per marketplace), under /api/messaging/marketplace-a/… and …/marketplace-b/…
 * (the spec does not show their paths), and the vendor's connections under /api/messaging/marketplaces.
 */
export const marketplacesRoutes: FastifyPluginAsyncZod<{ service: MarketplacesService }> = async (app, { service }) => {
  app.get(
    "/marketplaces",
    { config, schema: { tags, querystring: marketplaceVendorSchema, response: { 200: marketplaceConnectionsSchema } } },
    (req) => service.connections(tenantOf(req)),
  );
  for (const mk of marketplaceKeys) {
    const base = `/${marketplaceSlugs[mk]}`;
    app.post(
      `${base}/login`,
      { config, schema: { tags, body: marketplaceLoginSchema, response: { 200: marketplaceConnectionsSchema } } },
      (req) => service.login(tenantOf(req), mk, withoutVendorId(req.body)),
    );
    app.post(
      `${base}/disconnect`,
      { config, schema: { tags, body: marketplaceVendorSchema, response: { 200: marketplaceConnectionsSchema } } },
      (req) => service.disconnect(tenantOf(req), mk),
    );
    app.get(
      `${base}/list`,
      { config, schema: { tags, querystring: marketplaceListQuerySchema, response: { 200: marketplaceListResponseSchema } } },
      (req) => service.list(tenantOf(req), mk, req.query.page),
    );
    app.get(
      `${base}/conversation`,
      { config, schema: { tags, querystring: marketplaceConversationQuerySchema, response: { 200: marketplaceThreadSchema } } },
      (req) => service.conversation(tenantOf(req), mk, req.query.clientId, req.query.eventId),
    );
    app.post(
      `${base}/send-message`,
      { config, schema: { tags, body: marketplaceSendSchema, response: { 200: marketplaceThreadSchema } } },
      (req) => service.send(tenantOf(req), mk, withoutVendorId(req.body)),
    );
    app.post(
      `${base}/change-status`,
      { config, schema: { tags, body: marketplaceChangeStatusSchema, response: { 200: marketplaceConversationSchema } } },
      (req) => service.changeStatus(tenantOf(req), mk, withoutVendorId(req.body)),
    );
  }
};
