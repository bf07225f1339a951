import { vendorsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthContext } from "../../platform/auth/access-tokens.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { VendorsService } from "./vendors.service.ts";

const tags = ["vendor"];
const userIdOf = (request: { auth: AuthContext | null }) => (request.auth as AuthContext).userId;

export const vendorsRoutes: FastifyPluginAsyncZod<{
  service: TenantScoped<VendorsService, "create" | "addVendor" | "listForUser">;
}> = async (app, { service }) => {
  app.post(routeUrl(routes.create), { config: { access: "user" }, schema: routeSchema(routes.create, tags) }, (req) =>
    service.create(userIdOf(req), req.body),
  );
  app.get(routeUrl(routes.get), { config: { access: "vendor" }, schema: routeSchema(routes.get, tags) }, (req) =>
    service.get(tenantOf(req)),
  );
  app.post(
    routeUrl(routes.addVendor),
    // Several vendors on one account: a Premium feature (docs/decisions.md "Plans and tiers").
    { config: { access: "user", plan: "premium" }, schema: routeSchema(routes.addVendor, tags) },
    (req) => service.addVendor(userIdOf(req), req.body),
  );
  app.get(
    routeUrl(routes.userVendors),
    { config: { access: "user" }, schema: routeSchema(routes.userVendors, tags) },
    async (req) => ({ vendors: await service.listForUser(userIdOf(req)) }),
  );
};
