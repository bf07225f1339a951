import { z } from "zod";
import { addressOutputSchema } from "../contact/address.ts";
import { contactSchema } from "../contact/contact.ts";
import { DEFAULT_PHONE_CODE } from "../phone/phone.ts";
import { optionalText } from "../text/plain-text.ts";
import { clientMessages as m } from "./messages.ts";

const looseText = (max: number) => optionalText(max).transform((v) => v ?? "");

/** An address as stored: its shape only, so that a contact kept without validation still round-trips. */
export const storedAddressSchema = z.object({
  street: optionalText(200).optional(),
  secondaryUnit: optionalText(200).optional(),
  city: optionalText(120).optional(),
  postalCode: optionalText(16).optional(),
  countryCode: optionalText(2).optional(),
  stateOrProvince: optionalText(120).optional(),
  department: optionalText(120).optional(),
  longitude: z.number().min(-180).max(180).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
});

/** A contact that is kept as typed, with bounded fields but no required ones. */
const looseContactSchema = z.object({
  firstname: looseText(100),
  lastname: looseText(100),
  email: looseText(254),
  phone: looseText(30),
  phoneCode: looseText(5).transform((v) => v.replace(/^\+/, "") || DEFAULT_PHONE_CODE),
  address: storedAddressSchema.nullish().default(null),
});

/** A contact of a client as answered (phone empty for a contact kept without validation). */
export const clientContactSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneCode: z.string(),
  address: addressOutputSchema.nullable(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;

/**
 * The contacts of a client: every one is validated as a contact (part 1 §5), or only the first when
 * `validateFirstContactOnly` says so, the others being kept as typed.
 */
export function validateClientContacts(
  contacts: unknown[],
  validateFirstContactOnly: boolean,
  ctx: z.RefinementCtx,
): ClientContact[] {
  return contacts.map((raw, index) => {
    const strict = index === 0 || !validateFirstContactOnly;
    const result = (strict ? contactSchema : looseContactSchema).safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: "custom", path: ["contacts", index, ...issue.path.map(String)], message: issue.message });
      }
      return looseContactSchema.parse({});
    }
    const c = result.data;
    return {
      firstname: c.firstname,
      lastname: c.lastname,
      email: c.email,
      phone: c.phone,
      phoneCode: c.phoneCode,
      address: c.address ?? null,
    };
  });
}

export const contactsInputSchema = z
  .array(z.unknown(), { error: m.contactsRequired })
  .min(1, m.contactsRequired)
  .max(10, m.tooManyContacts);
