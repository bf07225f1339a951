import {
  addressSearchQuerySchema,
  addressSearchResponseSchema,
  companySearchQuerySchema,
  companySearchResponseSchema,
} from "../companies/company-search.ts";
import { route } from "../routes/route-contract.ts";
import {
  addVendorSchema,
  userVendorsResponseSchema,
  vendorCreateSchema,
  vendorIdQuerySchema,
  vendorSchema,
} from "./vendor-schemas.ts";

/** The vendors module's own routes (its showcase and profile routes have their contracts beside): the API registers these schemas, the web types its calls with them. */
export const vendorsContract = {
  create: route({ method: "POST", path: "vendor/create", body: vendorCreateSchema, response: vendorSchema }),
  get: route({ method: "GET", path: "vendor", query: vendorIdQuerySchema, response: vendorSchema }),
  userVendors: route({ method: "GET", path: "vendor/user-vendors", response: userVendorsResponseSchema }),
  addVendor: route({ method: "POST", path: "vendor/add-vendor", body: addVendorSchema, response: vendorSchema }),
  searchCompany: route({
    method: "GET",
    path: "vendor/search/company",
    query: companySearchQuerySchema,
    response: companySearchResponseSchema,
  }),
  searchAddress: route({
    method: "GET",
    path: "address/search",
    query: addressSearchQuerySchema,
    response: addressSearchResponseSchema,
  }),
} as const;
