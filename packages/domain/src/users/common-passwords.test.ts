import { describe, expect, it } from "vitest";
import { addCommonPasswords, commonPasswordCount, isCommonPassword } from "./common-passwords.ts";
import { userMessages } from "./messages.ts";
import { newPasswordSchema, registerSchema } from "./user-schemas.ts";

describe("common passwords", () => {
  it("ships its own French list, light enough for the browser", () => {
    expect(commonPasswordCount()).toBeGreaterThan(150);
    expect(commonPasswordCount()).toBeLessThan(1000);
  });

  it("takes the server's larger list on top, keeping only passwords of 8 characters or more", () => {
    expect(isCommonPassword("sunshine1")).toBe(false);
    addCommonPasswords(["Sunshine1 ", "abc"]);
    expect(isCommonPassword("sunshine1")).toBe(true);
    expect(isCommonPassword("abc")).toBe(false);
  });

  it.each([
    ["password", true],
    ["Password", true],
    ["  PASSWORD1 ", true],
    ["azertyuiop", true],
    ["motdepasse", true],
    ["marseille13", true],
    ["12345678", true],
    ["iloveyou", true],
    ["motdepasse-solide", false],
    ["le chat dort sur le canapé", false],
    ["demo-cortege-2026", false],
  ])("%s → %s", (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });

  it("is refused by the new-password schema with the French message, old passwords are only required", () => {
    const refused = registerSchema.safeParse({ email: "a@exemple.fr", password: "azerty123" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([userMessages.passwordTooCommon]);
    expect(userMessages.passwordTooCommon).toBe("Ce mot de passe est trop courant : choisissez-en un autre.");
    expect(newPasswordSchema.safeParse("un-mot-de-passe-solide").success).toBe(true);
  });
});
