import { route } from "../routes/route-contract.ts";
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminVendorSettingsQuerySchema,
  adminVendorSettingsSchema,
  adminVendorsQuerySchema,
  adminVendorsResponseSchema,
} from "./admin-schemas.ts";

/** The admin module's routes: the API registers these schemas, the web types its calls with them. */
export const adminContract = {
  vendors: route({ method: "GET", path: "admin/vendors", query: adminVendorsQuerySchema, response: adminVendorsResponseSchema }),
  vendorsSettings: route({
    method: "GET",
    path: "admin/vendors/settings",
    query: adminVendorSettingsQuerySchema,
    response: adminVendorSettingsSchema,
  }),
  auditLog: route({ method: "GET", path: "admin/audit-log", query: adminAuditQuerySchema, response: adminAuditResponseSchema }),
} as const;
