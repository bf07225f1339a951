import { z } from "zod";
import { containsInvalidText, textMessages } from "../text/plain-text.ts";
import { webUrlText } from "../text/web-url.ts";
import { vendorMessages } from "./messages.ts";
import { showcaseMessages as m } from "./showcase-messages.ts";

// Pieces shared by the showcase schemas and the vendor update schemas (kept apart for the web's weight), not exported
// from the package.

export const vendorId = z.uuid({ error: vendorMessages.vendorNotFound });
export const fileRef = z.uuid({ error: m.fileIdInvalid });
export const nullableFileRef = fileRef.nullish().transform((v) => v ?? null);

export const storable = (value: unknown, ctx: z.RefinementCtx) => {
  if (containsInvalidText(value)) ctx.addIssue({ code: "custom", path: [], message: textMessages.invalidCharacter });
};

/** An http(s) address (https:// added when typed without), or nothing (empty becomes null). */
export const webUrl = (message: string) =>
  webUrlText(message)
    .nullish()
    .transform((v) => v || null);

export const count = z
  .number({ error: m.capacityInvalid })
  .int(m.capacityInvalid)
  .min(0, m.capacityInvalid)
  .max(1_000_000, m.capacityInvalid)
  .nullish()
  .transform((v) => v ?? null);
