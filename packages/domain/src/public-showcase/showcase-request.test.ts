import { describe, expect, it } from "vitest";
import { isHoneypotFilled, makeShowcaseRequestSchema, showcaseRequestErrors } from "./showcase-request.ts";

const schema = makeShowcaseRequestSchema("2026-11-21");
const valid = {
  firstname: "Léa",
  lastname: "Martin",
  email: "Lea.Martin@Exemple.fr",
  phone: "",
  date: "2027-06-12",
  month: "",
  guestsCount: "120",
  message: "Bonjour, nous aimerions visiter le lieu.",
};

describe("showcase request schema", () => {
  it("reads a form as posted: trims, lowercases the e-mail, turns numbers and blanks", () => {
    expect(schema.parse(valid)).toEqual({
      firstname: "Léa",
      lastname: "Martin",
      email: "lea.martin@exemple.fr",
      date: "2027-06-12",
      guestsCount: 120,
      message: "Bonjour, nous aimerions visiter le lieu.",
    });
  });

  it.each([
    ["no first name", { firstname: " " }, { firstname: "Le prénom est requis." }],
    ["no last name", { lastname: "" }, { lastname: "Le nom est requis." }],
    ["no e-mail", { email: "" }, { email: "L'email est requis." }],
    ["a bad e-mail", { email: "lea@" }, { email: "Le format de l'email est invalide." }],
    ["a bad phone", { phone: "12" }, { phone: "Le numéro de téléphone est invalide." }],
    ["no date at all", { date: "" }, { date: "Indiquez la date de l'événement, ou au moins le mois." }],
    ["a past date", { date: "2026-11-20" }, { date: "La date de l'événement doit être à venir." }],
    ["an impossible date", { date: "2027-02-30" }, { date: "La date est invalide." }],
    ["a past month", { date: "", month: "2026-10" }, { month: "La date de l'événement doit être à venir." }],
    ["no guests", { guestsCount: "" }, { guestsCount: "Indiquez le nombre d'invités." }],
    [
      "guests as words",
      { guestsCount: "beaucoup" },
      { guestsCount: "Le nombre d'invités doit être un nombre entier entre 1 et 100 000." },
    ],
    ["zero guests", { guestsCount: "0" }, { guestsCount: "Le nombre d'invités doit être un nombre entier entre 1 et 100 000." }],
    ["no message", { message: "" }, { message: "Écrivez votre message." }],
    [
      "a two-word message",
      { message: "Bonjour !" },
      { message: "Votre message est un peu court : dites-en un peu plus (10 caractères au moins)." },
    ],
  ])("%s", (_, patch, errors) => {
    const res = schema.safeParse({ ...valid, ...patch });
    expect(res.success).toBe(false);
    expect(showcaseRequestErrors(res.error?.issues ?? [])).toEqual(errors);
  });

  it("accepts the month alone and a valid phone", () => {
    expect(schema.parse({ ...valid, date: "", month: "2027-09", phone: "06 12 34 56 78" })).toMatchObject({
      month: "2027-09",
      phone: "06 12 34 56 78",
    });
  });
});

describe("isHoneypotFilled", () => {
  it.each([
    [{}, false],
    [{ site_web: "" }, false],
    [{ site_web: "  " }, false],
    [{ site_web: "http://spam.example" }, true],
    [{ site_web: ["x"] }, true],
  ])("%o → %s", (form, filled) => {
    expect(isHoneypotFilled(form)).toBe(filled);
  });
});

describe("showcase request schema, several errors at once", () => {
  it("names the missing date with the other mistakes", () => {
    const res = schema.safeParse({ ...valid, email: "x", date: "" });
    expect(showcaseRequestErrors(res.error?.issues ?? [])).toEqual({
      email: "Le format de l'email est invalide.",
      date: "Indiquez la date de l'événement, ou au moins le mois.",
    });
  });
});
