import { z } from "zod";
import { contactMessages as m } from "./messages.ts";

const text = (max: number) => z.string().trim().max(max, m.tooLong);

/** An address is optional everywhere, but when present its parts must make sense. */
export const addressSchema = z
  .object({
    street: text(200).optional(),
    secondaryUnit: text(200).optional(),
    city: text(120).optional(),
    postalCode: text(16).optional(),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, m.countryCodeInvalid)
      .default("FR"),
    stateOrProvince: text(120).optional(),
    department: text(120).optional(),
    longitude: z.number().min(-180, m.longitudeInvalid).max(180, m.longitudeInvalid).optional(),
    latitude: z.number().min(-90, m.latitudeInvalid).max(90, m.latitudeInvalid).optional(),
  })
  .superRefine((address, ctx) => {
    if (address.countryCode === "FR" && address.postalCode && !/^\d{5}$/.test(address.postalCode)) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: m.postalCodeInvalid });
    }
  });
export type Address = z.infer<typeof addressSchema>;

/** An address as answered: its parts as stored, each possibly absent. */
export const addressOutputSchema = z.object({
  street: z.string().nullish(),
  secondaryUnit: z.string().nullish(),
  city: z.string().nullish(),
  postalCode: z.string().nullish(),
  countryCode: z.string().nullish(),
  stateOrProvince: z.string().nullish(),
  department: z.string().nullish(),
  longitude: z.number().nullish(),
  latitude: z.number().nullish(),
});
export type AddressOutput = z.infer<typeof addressOutputSchema>;

/** Street, postcode and city: what a postal address needs to be printed on an invoice (art. L441-9 C. com.). */
export function isPostalAddressComplete(
  address: { street?: string | null; postalCode?: string | null; city?: string | null } | null | undefined,
): boolean {
  const filled = (v: string | null | undefined) => typeof v === "string" && v.trim() !== "";
  return Boolean(address && filled(address.street) && filled(address.postalCode) && filled(address.city));
}
