import { route } from "../routes/route-contract.ts";
import {
  quickNoteCreateSchema,
  quickNoteDeleteResponseSchema,
  quickNoteDeleteSchema,
  quickNoteListQuerySchema,
  quickNoteListResponseSchema,
  quickNoteQuerySchema,
  quickNoteSchema,
  quickNoteUpdateSchema,
} from "./quick-note-schemas.ts";

/** The quick-notes module's routes: the API registers these schemas, the web types its calls with them. */
export const quickNotesContract = {
  list: route({ method: "GET", path: "quick-note/list", query: quickNoteListQuerySchema, response: quickNoteListResponseSchema }),
  get: route({ method: "GET", path: "quick-note", query: quickNoteQuerySchema, response: quickNoteSchema }),
  create: route({ method: "POST", path: "quick-note/create", body: quickNoteCreateSchema, response: quickNoteSchema }),
  update: route({ method: "POST", path: "quick-note/update", body: quickNoteUpdateSchema, response: quickNoteSchema }),
  delete: route({
    method: "POST",
    path: "quick-note/delete",
    body: quickNoteDeleteSchema,
    response: quickNoteDeleteResponseSchema,
  }),
} as const;
