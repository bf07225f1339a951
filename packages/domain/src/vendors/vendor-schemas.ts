import { z } from "zod";
import { contactOutputSchema } from "../contact/contact.ts";
import { vendorMessages as m } from "./messages.ts";
import { companyTypes, socialNetworks, toVendorType, vendorTypes } from "./vendor-types.ts";

/** Required, and an unknown value falls back to RECEPTION_VENUE (part 1 §5). */
export const vendorTypeSchema = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== "", { message: m.vendorTypeRequired })
  .transform((v) => toVendorType(v));

export const companyNamesSchema = z.object({
  corporateName: z.string({ error: m.corporateNameRequired }).trim().min(1, m.corporateNameRequired).max(200, m.tooLong),
  tradeName: z.string({ error: m.tradeNameRequired }).trim().min(1, m.tradeNameRequired).max(200, m.tooLong),
  type: z.enum(companyTypes).catch("COMPANY").default("COMPANY"),
});
export type CompanyNames = z.infer<typeof companyNamesSchema>;

export const vendorCreateSchema = z.object({
  vendorType: vendorTypeSchema,
  company: companyNamesSchema,
  isMultiVendor: z.boolean().optional(),
});
export type VendorCreateInput = z.input<typeof vendorCreateSchema>;

export const addVendorSchema = z.object({ company: companyNamesSchema, vendorType: vendorTypeSchema });
export type AddVendorInput = z.input<typeof addVendorSchema>;

export const vendorIdQuerySchema = z.object({ vendorId: z.uuid({ error: m.vendorNotFound }) });

export const socialSchema = z.object({ type: z.enum(socialNetworks), url: z.string() });
export type Social = z.infer<typeof socialSchema>;

export const vendorSchema = z.object({
  vendorId: z.string(),
  slug: z.string(),
  vendorType: z.enum(vendorTypes),
  minPrice: z.number().nullable(),
  isPriceByPerson: z.boolean(),
  company: z.object({ corporateName: z.string(), tradeName: z.string(), type: z.enum(companyTypes) }),
  socials: z.array(socialSchema),
  website: z.string().nullable(),
  weddingShowcase: z.object({ catchphrase: z.string(), description: z.string(), tags: z.array(z.string()) }),
  isPublished: z.boolean(),
  isAvailibilityCalendar: z.boolean(),
  logo: z.string().nullable(),
  isGoogleLinked: z.boolean(),
  googleCalendarId: z.string().nullable(),
  /** The showcase contact and address (vendor/update); null until filled. */
  contact: contactOutputSchema.nullable(),
  address: z.record(z.string(), z.unknown()).nullable(),
  // Reception venues only (part 1 §3): present on a RECEPTION_VENUE vendor.
  minGuestCapacity: z.number().nullable().optional(),
  maxGuestCapacity: z.number().nullable().optional(),
  venueType: z.string().nullable().optional(),
  locationEnvironment: z.string().nullable().optional(),
  isSingleSpaceRental: z.boolean().optional(),
  parkingCapacity: z.number().nullable().optional(),
  isERP: z.boolean().optional(),
  ERPFile: z.string().nullable().optional(),
  isERPSent: z.boolean().optional(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** An entry of GET vendor/user-vendors. */
export const userVendorSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  corporateName: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type UserVendor = z.infer<typeof userVendorSchema>;
/** The answer of GET vendor/user-vendors. */
export const userVendorsResponseSchema = z.object({ vendors: z.array(userVendorSchema) });
