import { route } from "../routes/route-contract.ts";
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
} from "./product-schemas.ts";

/** The products module's routes: the API registers these schemas, the web types its calls with them. */
export const productsContract = {
  list: route({ method: "GET", path: "product/list", query: productListQuerySchema, response: productListResponseSchema }),
  get: route({ method: "GET", path: "product", query: productQuerySchema, response: productSchema }),
  create: route({ method: "POST", path: "product/create", body: productCreateSchema, response: productSchema }),
  update: route({ method: "POST", path: "product/update", body: productUpdateSchema, response: productSchema }),
  delete: route({ method: "POST", path: "product/delete", body: productDeleteSchema, response: productDeleteResponseSchema }),
  duplicate: route({ method: "POST", path: "product/duplicate", body: productDuplicateSchema, response: productSchema }),
  import: route({ method: "POST", path: "product/import", body: productImportSchema, response: productImportResponseSchema }),
  config: route({ method: "GET", path: "product/config", query: productConfigQuerySchema, response: productConfigSchema }),
  configUpdate: route({
    method: "POST",
    path: "product/config/update",
    body: productConfigUpdateSchema,
    response: productConfigSchema,
  }),
} as const;
