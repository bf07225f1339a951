import { z } from "zod";
import { addressSchema } from "../contact/address.ts";
import { contactOutputSchema, contactSchema } from "../contact/contact.ts";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { webUrlText } from "../text/web-url.ts";
import { locationEnvironments, toLocationEnvironment, toVenueType, venueTypes } from "./showcase-enums.ts";
import { showcaseMessages as m } from "./showcase-messages.ts";
import { withDefaultSocials } from "./showcase-rules.ts";
import { count, nullableFileRef, storable, vendorId, webUrl } from "./showcase-schema-parts.ts";
import { socialNetworks } from "./vendor-types.ts";

// The schemas holding the showcase's contact (its phone checked with libphonenumber-js, ~30 kB gz on the web), apart
// from the other showcase schemas so that the spaces, accommodations, promotions, team and FAQ screens don't load it.

// ——— vendor and reception venue ———

const socialInput = z.object({
  type: z.enum(socialNetworks),
  url: webUrlText(m.socialUrlInvalid),
});

const weddingShowcaseInput = z.object({
  catchphrase: optionalText(200).transform((v) => v ?? ""),
  description: optionalText(10_000).transform((v) => v ?? ""),
  tags: z
    .array(requiredText(60, m.tooManyItems), { error: m.tooManyItems })
    .max(30, m.tooManyItems)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});

/** vendor/update: vendor fields minus slug, vendorType, company, isPublished, logo and Google fields; absent fields are kept. */
const vendorUpdateFields = {
  vendorId,
  minPrice: z
    .number({ error: m.minPriceInvalid })
    .min(0, m.minPriceInvalid)
    .max(100_000_000, m.minPriceInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null ? v : Math.round(v * 100) / 100)),
  isPriceByPerson: z.boolean().optional(),
  socials: z
    .array(socialInput)
    .max(30, m.tooManyItems)
    .optional()
    .transform((v) => (v === undefined ? undefined : withDefaultSocials(v))),
  website: webUrl(m.websiteInvalid).optional(),
  weddingShowcase: weddingShowcaseInput.optional(),
  isAvailibilityCalendar: z.boolean().optional(),
  /** Who answers couples; its phone is required (part 1 §5). */
  contact: contactSchema.nullable().optional(),
  /** Where the showcase is (the onboarding ADDRESS item). */
  address: addressSchema.nullable().optional(),
};
export const vendorUpdateSchema = z.object(vendorUpdateFields).superRefine(storable);
export type VendorUpdateInput = z.input<typeof vendorUpdateSchema>;
export type VendorUpdate = z.output<typeof vendorUpdateSchema>;

const venueFields = {
  minGuestCapacity: count.optional(),
  maxGuestCapacity: count.optional(),
  venueType: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? undefined : toVenueType(v))),
  locationEnvironment: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? undefined : toLocationEnvironment(v))),
  isSingleSpaceRental: z.boolean().optional(),
  parkingCapacity: count.optional(),
  isERP: z.boolean().optional(),
  ERPFile: nullableFileRef.optional(),
  isERPSent: z.boolean().optional(),
};

/** vendor/reception-venue/update: the vendor fields plus the venue's own. */
export const receptionVenueUpdateSchema = z
  .object({ ...vendorUpdateFields, ...venueFields })
  .superRefine(storable)
  .superRefine((v, ctx) => {
    if (
      typeof v.minGuestCapacity === "number" &&
      typeof v.maxGuestCapacity === "number" &&
      v.maxGuestCapacity < v.minGuestCapacity
    ) {
      ctx.addIssue({ code: "custom", path: ["maxGuestCapacity"], message: m.capacityRange });
    }
  });
export type ReceptionVenueUpdateInput = z.input<typeof receptionVenueUpdateSchema>;
export type ReceptionVenueUpdate = z.output<typeof receptionVenueUpdateSchema>;

export const receptionVenueSchema = z.object({
  minGuestCapacity: z.number().nullable(),
  maxGuestCapacity: z.number().nullable(),
  venueType: z.enum(venueTypes).nullable(),
  locationEnvironment: z.enum(locationEnvironments).nullable(),
  isSingleSpaceRental: z.boolean(),
  parkingCapacity: z.number().nullable(),
  isERP: z.boolean(),
  ERPFile: z.string().nullable(),
  isERPSent: z.boolean(),
});
export type ReceptionVenue = z.infer<typeof receptionVenueSchema>;

export const vendorContactResponseSchema = z.object({ contact: contactOutputSchema.nullable(), isVerified: z.boolean() });
