import { z } from "zod";
import { contactOutputSchema, contactWithoutPhoneSchema } from "../contact/contact.ts";
import { containsInvalidText, optionalText, requiredText, textMessages } from "../text/plain-text.ts";
import { webUrlText } from "../text/web-url.ts";
import { socialSchema, vendorTypeSchema } from "../vendors/vendor-schemas.ts";
import { vendorTypes } from "../vendors/vendor-types.ts";
import { eventIdSchema } from "./event-schemas.ts";
import { eventMessages as m } from "./messages.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const linkedVendorId = z.uuid({ error: m.linkedVendorNotFound });

/** An http(s) address; https:// is added when typed without (« monsite.fr »). */
const webUrl = (message: string) => webUrlText(message).refine((v) => v !== "", message);

export const linkedVendorMediaSchema = z.object({ url: webUrl(m.mediaUrlInvalid), title: optionalText(200) });

const linkFields = {
  vendorId,
  eventId: eventIdSchema,
  vendorType: vendorTypeSchema,
  companyName: requiredText(200, m.companyNameRequired),
  website: webUrlText(m.websiteInvalid)
    .nullish()
    .transform((v) => v || null),
  contact: contactWithoutPhoneSchema.nullish().default(null),
  socials: z.array(socialSchema).max(12).default([]),
  medias: z.array(linkedVendorMediaSchema).max(20, m.tooManyMedias).default([]),
};

const storable = (value: unknown, ctx: z.RefinementCtx) => {
  if (containsInvalidText(value)) ctx.addIssue({ code: "custom", path: [], message: textMessages.invalidCharacter });
};

/**
 * POST event/vendor/link: another vendor of the same event. `vendorId` is the acting vendor, as on
 * every call; `linkedVendorId` names a Cortège vendor when the link points at one (it is then verified).
 */
export const eventVendorLinkSchema = z.object({ ...linkFields, linkedVendorId: linkedVendorId.optional() }).superRefine(storable);
export type EventVendorLinkInput = z.input<typeof eventVendorLinkSchema>;
export type EventVendorLink = z.output<typeof eventVendorLinkSchema>;

/** POST event/vendor/link/update: `linkedVendorId` is the `vendorId` of the linked vendor as answered. */
export const eventVendorLinkUpdateSchema = z.object({ ...linkFields, linkedVendorId }).superRefine(storable);
export type EventVendorLinkUpdate = z.output<typeof eventVendorLinkUpdateSchema>;

export const eventVendorLinkRemoveQuerySchema = z.object({ vendorId, eventId: eventIdSchema, linkedVendorId });
export const eventVendorLinkRemoveResponseSchema = z.object({ eventId: z.string(), linkedVendorId: z.string() });
export const eventVendorsQuerySchema = z.object({ vendorId, eventId: eventIdSchema });

/** An event-linked vendor as the spec names its fields; here `vendorId` is the linked vendor's id. */
export const eventLinkedVendorSchema = z.object({
  vendorId: z.string(),
  isVerified: z.boolean(),
  eventId: z.string(),
  vendorType: z.enum(vendorTypes),
  companyName: z.string(),
  website: z.string().nullable(),
  contact: contactOutputSchema.nullable(),
  socials: z.array(z.object({ type: z.string(), url: z.string() })),
  medias: z.array(z.object({ url: z.string(), title: z.string().nullable() })),
});
export type EventLinkedVendor = z.infer<typeof eventLinkedVendorSchema>;
export const eventVendorsResponseSchema = z.object({ vendors: z.array(eventLinkedVendorSchema) });
