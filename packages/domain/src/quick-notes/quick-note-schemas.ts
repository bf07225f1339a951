import { z } from "zod";
import { nextPageSchema } from "../paging/paging.ts";
import { requiredText } from "../text/plain-text.ts";

export const quickNoteMessages = {
  contentRequired: "Le contenu de la note est requis.",
  quickNoteNotFound: "Note introuvable.",
  clientNotFound: "Client introuvable.",
} as const;

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const quickNoteId = z.uuid({ error: quickNoteMessages.quickNoteNotFound });
const clientId = z.uuid({ error: quickNoteMessages.clientNotFound });
const content = requiredText(5000, quickNoteMessages.contentRequired);

export const quickNoteSchema = z.object({
  quickNoteId: z.string(),
  clientId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type QuickNote = z.infer<typeof quickNoteSchema>;

export const quickNoteListQuerySchema = z.object({ vendorId, clientId, nextPage: nextPageSchema });
export const quickNoteListResponseSchema = z.object({ quickNotes: z.array(quickNoteSchema), nextPage: z.string().nullable() });
export const quickNoteQuerySchema = z.object({ vendorId, quickNoteId });
export const quickNoteCreateSchema = z.object({ vendorId, clientId, content });
export type QuickNoteCreateInput = z.input<typeof quickNoteCreateSchema>;
export const quickNoteUpdateSchema = z.object({ vendorId, quickNoteId, content });
export const quickNoteDeleteSchema = z.object({ vendorId, quickNoteId });
export const quickNoteDeleteResponseSchema = z.object({ quickNoteId: z.string() });
