import { addVendorSchema, userVendorSchema, vendorCreateSchema, vendorIdQuerySchema, vendorSchema } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthContext } from "../../platform/auth/access-tokens.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { VendorsService } from "./vendors.service.ts";

const tags = ["vendor"];
const userIdOf = (request: { auth: AuthContext | null }) => (request.auth as AuthContext).userId;

export const vendorsRoutes: FastifyPluginAsyncZod<{
  service: TenantScoped<VendorsService, "create" | "addVendor" | "listForUser">;
}> = async (app, { service }) => {
  app.post(
    "/vendor/create",
    { config: { access: "user" }, schema: { tags, body: vendorCreateSchema, response: { 200: vendorSchema } } },
    (req) => service.create(userIdOf(req), req.body),
  );
  app.get(
    "/vendor",
    { config: { access: "vendor" }, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: vendorSchema } } },
    (req) => service.get(tenantOf(req)),
  );
  app.post(
    "/vendor/add-vendor",
    // Several vendors on one account: a Premium feature (docs/decisions.md "Plans and tiers").
    { config: { access: "user", plan: "premium" }, schema: { tags, body: addVendorSchema, response: { 200: vendorSchema } } },
    (req) => service.addVendor(userIdOf(req), req.body),
  );
  app.get(
    "/vendor/user-vendors",
    { config: { access: "user" }, schema: { tags, response: { 200: z.object({ vendors: z.array(userVendorSchema) }) } } },
    async (req) => ({ vendors: await service.listForUser(userIdOf(req)) }),
  );
};
