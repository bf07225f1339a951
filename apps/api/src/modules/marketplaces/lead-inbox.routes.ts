import { leadMailOriginalQuerySchema, marketplacesContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { LeadMailsService } from "./lead-mails.service.ts";

const tags = ["messaging"];
const config = { access: "vendor" as const };

/** The vendor's address for forwarded lead e-mails, the latest ones, and each original (.eml). */
export const leadInboxRoutes: FastifyPluginAsyncZod<{ service: LeadMailsService }> = async (app, { service }) => {
  app.get(routeUrl(routes.leadInbox), { config, schema: routeSchema(routes.leadInbox, tags) }, (req) =>
    service.inbox(tenantOf(req)),
  );
  // Not in the contract: the original comes as a file (message/rfc822), downloaded by the browser.
  app.get("/lead-inbox/original", { config, schema: { tags, querystring: leadMailOriginalQuerySchema } }, async (req, reply) => {
    const { filename, raw } = await service.original(tenantOf(req), req.query.id);
    return reply
      .header("content-type", "message/rfc822")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .send(raw);
  });
};
