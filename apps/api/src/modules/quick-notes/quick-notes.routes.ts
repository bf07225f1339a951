import {
  quickNoteCreateSchema,
  quickNoteDeleteResponseSchema,
  quickNoteDeleteSchema,
  quickNoteListQuerySchema,
  quickNoteListResponseSchema,
  quickNoteQuerySchema,
  quickNoteSchema,
  quickNoteUpdateSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { QuickNotesService } from "./quick-notes.service.ts";

const tags = ["quick-note"];
const config = { access: "vendor" as const };

export const quickNotesRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<QuickNotesService> }> = async (app, { service }) => {
  app.get(
    "/quick-note/list",
    { config, schema: { tags, querystring: quickNoteListQuerySchema, response: { 200: quickNoteListResponseSchema } } },
    (req) => service.list(tenantOf(req), req.query.clientId, req.query.nextPage),
  );
  app.get(
    "/quick-note",
    { config, schema: { tags, querystring: quickNoteQuerySchema, response: { 200: quickNoteSchema } } },
    (req) => service.get(tenantOf(req), req.query.quickNoteId),
  );
  app.post(
    "/quick-note/create",
    { config, schema: { tags, body: quickNoteCreateSchema, response: { 200: quickNoteSchema } } },
    (req) => service.create(tenantOf(req), req.body.clientId, req.body.content),
  );
  app.post(
    "/quick-note/update",
    { config, schema: { tags, body: quickNoteUpdateSchema, response: { 200: quickNoteSchema } } },
    (req) => service.update(tenantOf(req), req.body.quickNoteId, req.body.content),
  );
  app.post(
    "/quick-note/delete",
    { config, schema: { tags, body: quickNoteDeleteSchema, response: { 200: quickNoteDeleteResponseSchema } } },
    async (req) => {
      await service.delete(tenantOf(req), req.body.quickNoteId);
      return { quickNoteId: req.body.quickNoteId };
    },
  );
};
