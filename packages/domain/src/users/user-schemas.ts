import { z } from "zod";
import { addressSchema } from "../contact/address.ts";
import { emailSchema } from "../contact/email.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { userMessages as m } from "./messages.ts";

/**
 * 8 to 128 characters, no composition rules, and not one of the most common passwords (issue 2 and 13,
 * following NIST SP 800-63B): the form says it too, with the same schema.
 */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(8, m.passwordTooShort)
  .max(128, m.passwordTooLong)
  .refine((password) => !isCommonPassword(password), m.passwordTooCommon);

/** A password being checked, not chosen: only required, so no rule leaks through login. */
export const passwordSchema = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(1024, m.passwordTooLong);

export const codeSchema = z
  .string({ error: m.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, m.codeInvalid);

export const registerSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

export const confirmEmailSchema = z.object({ email: emailSchema, code: codeSchema });
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

export const resendConfirmationCodeSchema = z.object({ email: emailSchema });
export type ResendConfirmationCodeInput = z.infer<typeof resendConfirmationCodeSchema>;

export const loginResponseSchema = z.object({ userId: z.string(), token: z.string(), refreshToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshTokenSchema = z.object({ userId: z.string().min(1), refreshToken: z.string().min(1).max(512) });
export type RefreshTokenInput = z.infer<typeof refreshTokenSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `username` is the account's e-mail (spec part 1 §7). */
export const resetPasswordSchema = z.object({ username: emailSchema, code: codeSchema, newPassword: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({ oldPassword: passwordSchema, newPassword: newPasswordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ password: passwordSchema, newEmail: emailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const verifyEmailSchema = z.object({ code: codeSchema, password: passwordSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const deleteAccountSchema = z.object({ password: passwordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const updateMultiVendorSchema = z.object({ isMultiVendor: z.boolean() });
export type UpdateMultiVendorInput = z.infer<typeof updateMultiVendorSchema>;

/** The contact as stored on a user: filled in after registration, so every part may be empty. */
export const userContactSchema = z.object({
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCode: z.string(),
  email: z.string(),
  address: addressSchema.nullable(),
});
export type UserContact = z.infer<typeof userContactSchema>;

export const userSchema = z.object({
  userId: z.string(),
  contact: userContactSchema,
  profilePicture: z.string().nullable(),
  isFirstLogin: z.boolean(),
  isMultiVendor: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const okSchema = z.object({ success: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;
