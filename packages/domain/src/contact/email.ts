import { z } from "zod";
import { contactMessages as m } from "./messages.ts";

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.tooLong)
  .pipe(z.email({ error: m.emailInvalid }));
