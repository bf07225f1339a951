import { route } from "../routes/route-contract.ts";
import {
  eventArchiveSchema,
  eventCreateSchema,
  eventDatesQuerySchema,
  eventDatesResponseSchema,
  eventIdsResponseSchema,
  eventListAllQuerySchema,
  eventListClientQuerySchema,
  eventListQuerySchema,
  eventPageSchema,
  eventQuerySchema,
  eventSchema,
  eventSearchQuerySchema,
  eventStatusQuerySchema,
  eventStatusUpdateSchema,
  eventsResponseSchema,
  eventUpdateSchema,
} from "./event-schemas.ts";
import {
  eventConfigQuerySchema,
  eventConfigResetSchema,
  eventConfigResponseSchema,
  eventConfigUpdateSchema,
} from "./event-status-config-schemas.ts";
import {
  eventLinkedVendorSchema,
  eventVendorLinkRemoveQuerySchema,
  eventVendorLinkRemoveResponseSchema,
  eventVendorLinkSchema,
  eventVendorLinkUpdateSchema,
  eventVendorsQuerySchema,
  eventVendorsResponseSchema,
} from "./linked-vendor-schemas.ts";

/** The events module's routes: the API registers these schemas, the web types its calls with them. */
export const eventsContract = {
  list: route({ method: "GET", path: "event/list", query: eventListQuerySchema, response: eventPageSchema }),
  listAll: route({ method: "GET", path: "event/list/all", query: eventListAllQuerySchema, response: eventPageSchema }),
  listByStatus: route({ method: "GET", path: "event/status", query: eventStatusQuerySchema, response: eventPageSchema }),
  listForClient: route({
    method: "GET",
    path: "event/list/client",
    query: eventListClientQuerySchema,
    response: eventPageSchema,
  }),
  get: route({ method: "GET", path: "event", query: eventQuerySchema, response: eventSchema }),
  create: route({ method: "POST", path: "event/create", body: eventCreateSchema, response: eventSchema }),
  update: route({ method: "POST", path: "event/update", body: eventUpdateSchema, response: eventSchema }),
  statusUpdate: route({ method: "POST", path: "event/status/update", body: eventStatusUpdateSchema, response: eventSchema }),
  archive: route({ method: "POST", path: "event/archive", body: eventArchiveSchema, response: eventIdsResponseSchema }),
  search: route({ method: "GET", path: "event/search", query: eventSearchQuerySchema, response: eventsResponseSchema }),
  vendors: route({ method: "GET", path: "event/vendors", query: eventVendorsQuerySchema, response: eventVendorsResponseSchema }),
  vendorLink: route({
    method: "POST",
    path: "event/vendor/link",
    body: eventVendorLinkSchema,
    response: eventLinkedVendorSchema,
  }),
  vendorLinkUpdate: route({
    method: "POST",
    path: "event/vendor/link/update",
    body: eventVendorLinkUpdateSchema,
    response: eventLinkedVendorSchema,
  }),
  vendorLinkRemove: route({
    method: "GET",
    path: "event/vendor/link/remove",
    query: eventVendorLinkRemoveQuerySchema,
    response: eventVendorLinkRemoveResponseSchema,
  }),
  dates: route({ method: "GET", path: "event/dates", query: eventDatesQuerySchema, response: eventDatesResponseSchema }),
  config: route({ method: "GET", path: "event/config", query: eventConfigQuerySchema, response: eventConfigResponseSchema }),
  configUpdate: route({
    method: "POST",
    path: "event/config/update",
    body: eventConfigUpdateSchema,
    response: eventConfigResponseSchema,
  }),
  configReset: route({
    method: "POST",
    path: "event/config/reset",
    body: eventConfigResetSchema,
    response: eventConfigResponseSchema,
  }),
} as const;
