import { z } from "zod";
import { contactSchema } from "../contact/contact.ts";
import { contactMessages } from "../contact/messages.ts";

/**
 * POST user/update: the user without token, refreshToken, isFirstLogin. The e-mail is
 * changed only through change-email, so the contact's e-mail is accepted but not applied.
 * Apart from the other user schemas: it alone needs the phone rules, which the login screen must not download.
 */
export const userUpdateSchema = z.object({
  contact: contactSchema,
  profilePicture: z.string().max(2048, contactMessages.tooLong).nullable().optional(),
  isMultiVendor: z.boolean().optional(),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
