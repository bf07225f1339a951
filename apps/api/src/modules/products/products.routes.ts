import {
  productConfigQuerySchema,
  productConfigSchema,
  productConfigUpdateSchema,
  productCreateSchema,
  productDeleteResponseSchema,
  productDeleteSchema,
  productDuplicateSchema,
  productImportResponseSchema,
  productImportSchema,
  productListQuerySchema,
  productListResponseSchema,
  productQuerySchema,
  productSchema,
  productUpdateSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { ProductsService } from "./products.service.ts";

const tags = ["product"];
const config = { access: "vendor" as const };

export const productsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<ProductsService> }> = async (app, { service }) => {
  app.get(
    "/product/list",
    { config, schema: { tags, querystring: productListQuerySchema, response: { 200: productListResponseSchema } } },
    async (req) => ({ products: await service.list(tenantOf(req), req.query) }),
  );
  app.get("/product", { config, schema: { tags, querystring: productQuerySchema, response: { 200: productSchema } } }, (req) =>
    service.get(tenantOf(req), req.query.productId),
  );
  app.post("/product/create", { config, schema: { tags, body: productCreateSchema, response: { 200: productSchema } } }, (req) =>
    service.create(tenantOf(req), req.body.product),
  );
  app.post("/product/update", { config, schema: { tags, body: productUpdateSchema, response: { 200: productSchema } } }, (req) =>
    service.update(tenantOf(req), req.body.product),
  );
  app.post(
    "/product/delete",
    { config, schema: { tags, body: productDeleteSchema, response: { 200: productDeleteResponseSchema } } },
    async (req) => ({ productIds: await service.delete(tenantOf(req), req.body.productIds) }),
  );
  // Not among the spec's calls: its duplication rule (part 2 §4) done in one transaction on the server.
  app.post(
    "/product/duplicate",
    { config, schema: { tags, body: productDuplicateSchema, response: { 200: productSchema } } },
    (req) => service.duplicate(tenantOf(req), req.body.productId),
  );
  // Not among the spec's calls: the catalogue file import, all rows or none.
  app.post(
    "/product/import",
    { config, schema: { tags, body: productImportSchema, response: { 200: productImportResponseSchema } } },
    (req) => service.import(tenantOf(req), req.body.products),
  );
  app.get(
    "/product/config",
    { config, schema: { tags, querystring: productConfigQuerySchema, response: { 200: productConfigSchema } } },
    (req) => service.getConfig(tenantOf(req)),
  );
  app.post(
    "/product/config/update",
    { config, schema: { tags, body: productConfigUpdateSchema, response: { 200: productConfigSchema } } },
    (req) => service.updateConfig(tenantOf(req), req.body.categories),
  );
};
