import { route } from "../routes/route-contract.ts";
import {
  clientArchiveSchema,
  clientDeleteSchema,
  clientIdsResponseSchema,
  clientIdsSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientQuerySchema,
  clientSchema,
  clientSearchQuerySchema,
  clientStatusUpdateSchema,
  clientsResponseSchema,
  individualClientCreateSchema,
  individualClientUpdateSchema,
  professionalClientCreateSchema,
  professionalClientUpdateSchema,
} from "./client-schemas.ts";

/** The clients module's routes: the API registers these schemas, the web types its calls with them. */
export const clientsContract = {
  list: route({ method: "GET", path: "client/list", query: clientListQuerySchema, response: clientListResponseSchema }),
  get: route({ method: "GET", path: "client", query: clientQuerySchema, response: clientSchema }),
  byIds: route({ method: "POST", path: "client/ids", body: clientIdsSchema, response: clientsResponseSchema }),
  search: route({ method: "GET", path: "client/search", query: clientSearchQuerySchema, response: clientsResponseSchema }),
  createIndividual: route({
    method: "POST",
    path: "client/individual/create",
    body: individualClientCreateSchema,
    response: clientSchema,
  }),
  updateIndividual: route({
    method: "POST",
    path: "client/individual/update",
    body: individualClientUpdateSchema,
    response: clientSchema,
  }),
  createProfessional: route({
    method: "POST",
    path: "client/professional/create",
    body: professionalClientCreateSchema,
    response: clientSchema,
  }),
  updateProfessional: route({
    method: "POST",
    path: "client/professional/update",
    body: professionalClientUpdateSchema,
    response: clientSchema,
  }),
  updateStatus: route({ method: "POST", path: "client/update/status", body: clientStatusUpdateSchema, response: clientSchema }),
  delete: route({ method: "POST", path: "client/delete", body: clientDeleteSchema, response: clientIdsResponseSchema }),
  archive: route({ method: "POST", path: "client/archive", body: clientArchiveSchema, response: clientIdsResponseSchema }),
} as const;
