import { describe, expect, it } from "vitest";
import { contactMessages } from "../contact/messages.ts";
import { loginSchema } from "./login-schema.ts";
import { userMessages } from "./messages.ts";

const messagesOf = (input: unknown) => {
  const result = loginSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("login schema (zod mini, shared by the login page and POST /user/login)", () => {
  it("normalises the e-mail as every other e-mail field does: trimmed, lower-case", () => {
    expect(loginSchema.parse({ email: "  Marie@Exemple.FR ", password: "x" })).toEqual({
      email: "marie@exemple.fr",
      password: "x",
    });
  });

  it("says in French what is missing", () => {
    expect(messagesOf({ email: "", password: "" })).toEqual([
      `email: ${contactMessages.emailRequired}`,
      `password: ${userMessages.passwordRequired}`,
    ]);
    expect(messagesOf({})).toEqual([`email: ${contactMessages.emailRequired}`, `password: ${userMessages.passwordRequired}`]);
  });

  it("refuses a malformed or too long e-mail and a password past 1024 characters", () => {
    expect(messagesOf({ email: "marie@", password: "x" })).toEqual([`email: ${contactMessages.emailInvalid}`]);
    expect(messagesOf({ email: `${"a".repeat(250)}@exemple.fr`, password: "x" })).toEqual([`email: ${contactMessages.tooLong}`]);
    expect(messagesOf({ email: "marie@exemple.fr", password: "p".repeat(1025) })).toEqual([
      `password: ${userMessages.passwordTooLong}`,
    ]);
  });

  it("checks a password for presence only: a short or common one can still sign in", () => {
    expect(messagesOf({ email: "marie@exemple.fr", password: "123" })).toEqual([]);
  });
});
