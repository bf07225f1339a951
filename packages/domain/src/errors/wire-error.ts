import { z } from "zod";

/** Every error answered by the API has this shape (ARCHITECTURE.md, "Errors on the wire"). */
export const wireErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.union([z.string(), z.array(z.string())]),
  code: z.string(),
});
export type WireError = z.infer<typeof wireErrorSchema>;
