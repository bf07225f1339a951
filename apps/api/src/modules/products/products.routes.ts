import { productsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { ProductsService } from "./products.service.ts";

const tags = ["product"];
const config = { access: "vendor" as const };

export const productsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<ProductsService> }> = async (app, { service }) => {
  app.get(routeUrl(routes.list), { config, schema: routeSchema(routes.list, tags) }, async (req) => ({
    products: await service.list(tenantOf(req), req.query),
  }));
  app.get(routeUrl(routes.get), { config, schema: routeSchema(routes.get, tags) }, (req) =>
    service.get(tenantOf(req), req.query.productId),
  );
  app.post(routeUrl(routes.create), { config, schema: routeSchema(routes.create, tags) }, (req) =>
    service.create(tenantOf(req), req.body.product),
  );
  app.post(routeUrl(routes.update), { config, schema: routeSchema(routes.update, tags) }, (req) =>
    service.update(tenantOf(req), req.body.product),
  );
  app.post(routeUrl(routes.delete), { config, schema: routeSchema(routes.delete, tags) }, async (req) => ({
    productIds: await service.delete(tenantOf(req), req.body.productIds),
  }));
  // Not among the spec's calls: its duplication rule (part 2 §4) done in one transaction on the server.
  app.post(routeUrl(routes.duplicate), { config, schema: routeSchema(routes.duplicate, tags) }, (req) =>
    service.duplicate(tenantOf(req), req.body.productId),
  );
  // Not among the spec's calls: the catalogue file import, all rows or none.
  app.post(routeUrl(routes.import), { config, schema: routeSchema(routes.import, tags) }, (req) =>
    service.import(tenantOf(req), req.body.products),
  );
  app.get(routeUrl(routes.config), { config, schema: routeSchema(routes.config, tags) }, (req) =>
    service.getConfig(tenantOf(req)),
  );
  app.post(routeUrl(routes.configUpdate), { config, schema: routeSchema(routes.configUpdate, tags) }, (req) =>
    service.updateConfig(tenantOf(req), req.body.categories),
  );
};
