import {
  clientLinkResponseSchema,
  clientLinkRevokeSchema,
  conversationArchiveSchema,
  conversationIdsResponseSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  conversationSearchQuerySchema,
  conversationsResponseSchema,
  counterResponseSchema,
  messagingConfigSchema,
  messagingConfigUpdateSchema,
  messagingPresignedUrlsSchema,
  messagingVendorQuerySchema,
  predefinedMessageCreateSchema,
  predefinedMessageDeleteSchema,
  predefinedMessagesResponseSchema,
  predefinedMessageUpdateSchema,
  presignedUrlsResponseSchema,
  sendMessageSchema,
} from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { ConversationsService } from "./conversations.service.ts";

const tags = ["messaging"];
const config = { access: "vendor" as const };

/** The messaging service's calls (part 1 §7 Messaging), registered under /api/messaging. */
export const messagingRoutes: FastifyPluginAsyncZod<{
  service: TenantScoped<ConversationsService, "clientView" | "clientReply">;
  publicUrl?: string | undefined;
}> = async (app, { service, publicUrl }) => {
  const baseOf = (request: FastifyRequest) => (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
  app.get(
    "/conversation",
    { config, schema: { tags, querystring: conversationQuerySchema, response: { 200: conversationResponseSchema } } },
    (req) => service.fetch(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(
    "/list",
    { config, schema: { tags, querystring: conversationListQuerySchema, response: { 200: conversationListResponseSchema } } },
    (req) => service.list(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(
    "/search",
    { config, schema: { tags, querystring: conversationSearchQuerySchema, response: { 200: conversationsResponseSchema } } },
    (req) => service.search(tenantOf(req), req.query.searchTerm, req.query.isArchived),
  );
  app.post(
    "/send-message",
    { config, schema: { tags, body: sendMessageSchema, response: { 200: conversationResponseSchema } } },
    (req) => service.send(tenantOf(req), req.auth?.userId ?? null, withoutVendorId(req.body), baseOf(req)),
  );
  app.get(
    "/predefined-messages",
    { config, schema: { tags, querystring: messagingVendorQuerySchema, response: { 200: predefinedMessagesResponseSchema } } },
    (req) => service.predefinedMessages(tenantOf(req)),
  );
  app.post(
    "/predefined-messages/create",
    { config, schema: { tags, body: predefinedMessageCreateSchema, response: { 200: predefinedMessagesResponseSchema } } },
    (req) => service.createPredefined(tenantOf(req), { title: req.body.title, body: req.body.body }),
  );
  app.post(
    "/predefined-messages/update",
    { config, schema: { tags, body: predefinedMessageUpdateSchema, response: { 200: predefinedMessagesResponseSchema } } },
    (req) => service.updatePredefined(tenantOf(req), req.body.index, { title: req.body.title, body: req.body.body }),
  );
  app.post(
    "/predefined-messages/delete",
    { config, schema: { tags, body: predefinedMessageDeleteSchema, response: { 200: predefinedMessagesResponseSchema } } },
    (req) => service.deletePredefined(tenantOf(req), req.body.index),
  );
  app.post(
    "/presigned-urls",
    { config, schema: { tags, body: messagingPresignedUrlsSchema, response: { 200: presignedUrlsResponseSchema } } },
    (req) => service.presign({ ...withoutVendorId(req.body), vendorId: tenantOf(req) }),
  );
  app.post(
    "/archive",
    { config, schema: { tags, body: conversationArchiveSchema, response: { 200: conversationIdsResponseSchema } } },
    (req) => service.archive(tenantOf(req), req.body.conversationIds, req.body.isArchived),
  );
  // Not in the spec: the couple's private link is revoked by giving the conversation a new one.
  app.post(
    "/client-link/revoke",
    { config, schema: { tags, body: clientLinkRevokeSchema, response: { 200: clientLinkResponseSchema } } },
    (req) => service.revokeClientLink(tenantOf(req), req.body.conversationId),
  );
  app.get(
    "/config",
    { config, schema: { tags, querystring: messagingVendorQuerySchema, response: { 200: messagingConfigSchema } } },
    (req) => service.getConfig(tenantOf(req)),
  );
  app.post(
    "/config/update",
    { config, schema: { tags, body: messagingConfigUpdateSchema, response: { 200: messagingConfigSchema } } },
    (req) => service.updateConfig(tenantOf(req), withoutVendorId(req.body)),
  );
  app.get(
    "/counter",
    { config, schema: { tags, querystring: messagingVendorQuerySchema, response: { 200: counterResponseSchema } } },
    (req) => service.counter(tenantOf(req)),
  );
  app.post(
    "/counter/reset",
    { config, schema: { tags, body: messagingVendorQuerySchema, response: { 200: counterResponseSchema } } },
    (req) => service.resetCounter(tenantOf(req)),
  );
};
