import { z } from "zod";
import { DEFAULT_PHONE_CODE, isValidPhone } from "../phone/phone.ts";
import { addressSchema } from "./address.ts";
import { emailSchema } from "./email.ts";
import { contactMessages as m } from "./messages.ts";

const phoneCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, m.phoneCodeInvalid)
  .transform((c) => c.replace(/^\+/, ""))
  .default(DEFAULT_PHONE_CODE);

const baseContact = {
  firstname: z.string({ error: m.firstnameRequired }).trim().min(1, m.firstnameRequired).max(100, m.tooLong),
  lastname: z.string({ error: m.lastnameRequired }).trim().min(1, m.lastnameRequired).max(100, m.tooLong),
  email: emailSchema,
  phoneCode: phoneCodeSchema,
  address: addressSchema.optional(),
};

function checkPhone(contact: { phone?: string | undefined; phoneCode: string }, ctx: z.RefinementCtx): void {
  if (contact.phone && !isValidPhone(contact.phone, contact.phoneCode)) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: m.phoneInvalid });
  }
}

/** A contact: first name, last name, e-mail and phone are required (part 1 §5). */
export const contactSchema = z
  .object({
    ...baseContact,
    phone: z.string({ error: m.phoneRequired }).trim().min(1, m.phoneRequired).max(30, m.tooLong),
  })
  .superRefine(checkPhone);
export type Contact = z.infer<typeof contactSchema>;

/** The variant without a required phone (company contacts). */
export const contactWithoutPhoneSchema = z
  .object({ ...baseContact, phone: z.string().trim().max(30, m.tooLong).optional() })
  .superRefine(checkPhone);
export type ContactWithoutPhone = z.infer<typeof contactWithoutPhoneSchema>;

/** A contact as the API answers it (the showcase's, a company's, a linked vendor's): as stored, phone optional. */
export const contactOutputSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  phoneCode: z.string(),
  address: z.record(z.string(), z.unknown()).nullish(),
});
export type ContactOutput = z.infer<typeof contactOutputSchema>;
