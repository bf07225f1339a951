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
import type { ProductsService } from "./products.service.ts";

const tags = ["product"];
const config = { access: "vendor" as const };

export const productsRoutes: FastifyPluginAsyncZod<{ service: ProductsService }> = async (app, { service }) => {
  app.get(
    "/product/list",
    { config, schema: { tags, querystring: productListQuerySchema, response: { 200: productListResponseSchema } } },
    async (req) => ({ products: await service.list(req.query.vendorId, req.query) }),
  );
  app.get("/product", { config, schema: { tags, querystring: productQuerySchema, response: { 200: productSchema } } }, (req) =>
    service.get(req.query.vendorId, req.query.productId),
  );
  app.post("/product/create", { config, schema: { tags, body: productCreateSchema, response: { 200: productSchema } } }, (req) =>
    service.create(req.body.vendorId, req.body.product),
  );
  app.post("/product/update", { config, schema: { tags, body: productUpdateSchema, response: { 200: productSchema } } }, (req) =>
    service.update(req.body.vendorId, req.body.product),
  );
  app.post(
    "/product/delete",
    { config, schema: { tags, body: productDeleteSchema, response: { 200: productDeleteResponseSchema } } },
    async (req) => ({ productIds: await service.delete(req.body.vendorId, req.body.productIds) }),
  );
  // Not among the spec's calls: its duplication rule (part 2 §4) done in one transaction on the server.
  app.post(
    "/product/duplicate",
    { config, schema: { tags, body: productDuplicateSchema, response: { 200: productSchema } } },
    (req) => service.duplicate(req.body.vendorId, req.body.productId),
  );
  // Not among the spec's calls: the catalogue file import, all rows or none.
  app.post(
    "/product/import",
    { config, schema: { tags, body: productImportSchema, response: { 200: productImportResponseSchema } } },
    (req) => service.import(req.body.vendorId, req.body.products),
  );
  app.get(
    "/product/config",
    { config, schema: { tags, querystring: productConfigQuerySchema, response: { 200: productConfigSchema } } },
    (req) => service.getConfig(req.query.vendorId),
  );
  app.post(
    "/product/config/update",
    { config, schema: { tags, body: productConfigUpdateSchema, response: { 200: productConfigSchema } } },
    (req) => service.updateConfig(req.body.vendorId, req.body.categories),
  );
};
