import { route } from "../routes/route-contract.ts";
import {
  logoUpdateSchema,
  vendorContactQuerySchema,
  vendorSearchResponseSchema,
  vendorSearchSchema,
} from "./showcase-schemas.ts";
import { vendorCompanySchema, vendorCompanyUpdateSchema } from "./vendor-company.ts";
import { vendorIdQuerySchema, vendorSchema } from "./vendor-schemas.ts";
import { receptionVenueUpdateSchema, vendorContactResponseSchema, vendorUpdateSchema } from "./vendor-update-schemas.ts";

/**
 * The vendors module's profile routes (apps/api/src/modules/vendors/vendor-profile.routes.ts): the showcase
 * profile, the reception venue, the company, the logo, the contact and the search of published vendors.
 */
export const vendorProfileContract = {
  update: route({ method: "POST", path: "vendor/update", body: vendorUpdateSchema, response: vendorSchema }),
  updateReceptionVenue: route({
    method: "POST",
    path: "vendor/reception-venue/update",
    body: receptionVenueUpdateSchema,
    response: vendorSchema,
  }),
  company: route({ method: "GET", path: "vendor/company", query: vendorIdQuerySchema, response: vendorCompanySchema }),
  updateCompany: route({
    method: "POST",
    path: "vendor/company/update",
    body: vendorCompanyUpdateSchema,
    response: vendorCompanySchema,
  }),
  updateLogo: route({ method: "POST", path: "vendor/logo/update", body: logoUpdateSchema, response: vendorSchema }),
  contact: route({
    method: "GET",
    path: "vendor/contact",
    query: vendorContactQuerySchema,
    response: vendorContactResponseSchema,
  }),
  search: route({ method: "POST", path: "vendor/search", body: vendorSearchSchema, response: vendorSearchResponseSchema }),
} as const;
