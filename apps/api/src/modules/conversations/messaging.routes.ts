import { conversationsContract as routes } from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
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
  app.get(routeUrl(routes.conversation), { config, schema: routeSchema(routes.conversation, tags) }, (req) =>
    service.fetch(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(routeUrl(routes.list), { config, schema: routeSchema(routes.list, tags) }, (req) =>
    service.list(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(routeUrl(routes.search), { config, schema: routeSchema(routes.search, tags) }, (req) =>
    service.search(tenantOf(req), req.query.searchTerm, req.query.isArchived),
  );
  app.post(routeUrl(routes.sendMessage), { config, schema: routeSchema(routes.sendMessage, tags) }, (req) =>
    service.send(tenantOf(req), req.auth?.userId ?? null, withoutVendorId(req.body), baseOf(req)),
  );
  app.get(routeUrl(routes.predefinedMessages), { config, schema: routeSchema(routes.predefinedMessages, tags) }, (req) =>
    service.predefinedMessages(tenantOf(req)),
  );
  app.post(
    routeUrl(routes.createPredefinedMessage),
    { config, schema: routeSchema(routes.createPredefinedMessage, tags) },
    (req) => service.createPredefined(tenantOf(req), { title: req.body.title, body: req.body.body }),
  );
  app.post(
    routeUrl(routes.updatePredefinedMessage),
    { config, schema: routeSchema(routes.updatePredefinedMessage, tags) },
    (req) => service.updatePredefined(tenantOf(req), req.body.index, { title: req.body.title, body: req.body.body }),
  );
  app.post(
    routeUrl(routes.deletePredefinedMessage),
    { config, schema: routeSchema(routes.deletePredefinedMessage, tags) },
    (req) => service.deletePredefined(tenantOf(req), req.body.index),
  );
  app.post(routeUrl(routes.presignedUrls), { config, schema: routeSchema(routes.presignedUrls, tags) }, (req) =>
    service.presign({ ...withoutVendorId(req.body), vendorId: tenantOf(req) }),
  );
  app.post(routeUrl(routes.archive), { config, schema: routeSchema(routes.archive, tags) }, (req) =>
    service.archive(tenantOf(req), req.body.conversationIds, req.body.isArchived),
  );
  // Not in the spec: the couple's private link is revoked by giving the conversation a new one.
  app.post(routeUrl(routes.revokeClientLink), { config, schema: routeSchema(routes.revokeClientLink, tags) }, (req) =>
    service.revokeClientLink(tenantOf(req), req.body.conversationId),
  );
  app.get(routeUrl(routes.config), { config, schema: routeSchema(routes.config, tags) }, (req) =>
    service.getConfig(tenantOf(req)),
  );
  app.post(routeUrl(routes.updateConfig), { config, schema: routeSchema(routes.updateConfig, tags) }, (req) =>
    service.updateConfig(tenantOf(req), withoutVendorId(req.body)),
  );
  app.get(routeUrl(routes.counter), { config, schema: routeSchema(routes.counter, tags) }, (req) =>
    service.counter(tenantOf(req)),
  );
  app.post(routeUrl(routes.resetCounter), { config, schema: routeSchema(routes.resetCounter, tags) }, (req) =>
    service.resetCounter(tenantOf(req)),
  );
};
