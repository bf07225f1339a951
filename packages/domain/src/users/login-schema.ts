import * as z from "zod/mini";
import { contactMessages } from "../contact/messages.ts";
import { userMessages } from "./messages.ts";

/**
 * The login form's schema, in zod's « mini » build: the login page is the first screen a phone loads and must stay
 * light (issue 26: ≤ 120 kB gz), and zod's classic build alone weighs about a third of that. Same rules and messages
 * as `emailSchema` and `passwordSchema` (checked by login-schema.test.ts); the API's POST /user/login validates with it
 * too, so the form and the route cannot disagree.
 */
export const loginEmailSchema = z.pipe(
  z
    .string({ error: contactMessages.emailRequired })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, contactMessages.emailRequired), z.maxLength(254, contactMessages.tooLong)),
  z.email({ error: contactMessages.emailInvalid }),
);

/** A password being checked, not chosen: only required, so no rule leaks through login. */
export const loginPasswordSchema = z
  .string({ error: userMessages.passwordRequired })
  .check(z.minLength(1, userMessages.passwordRequired), z.maxLength(1024, userMessages.passwordTooLong));

export const loginSchema = z.object({ email: loginEmailSchema, password: loginPasswordSchema });
export type LoginInput = z.infer<typeof loginSchema>;
