import { describe, expect, it } from "vitest";
import { toAttachmentFileType } from "./client-attachment.ts";
import { defaultClientName } from "./client-name.ts";
import { individualClientCreateSchema, professionalClientCreateSchema } from "./client-schemas.ts";
import { clientSources } from "./client-sources.ts";
import { searchableTerm } from "./search-term.ts";

const vendorId = "6f1c2b9e-3a0d-4c39-9a57-2f1d7e0b8c11";
const anne = { firstname: "Anne", lastname: "Roy", email: "anne@exemple.fr", phone: "0612345678" };
const incomplete = { firstname: "Paul", lastname: "", email: "", phone: "" };
const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } | undefined }) =>
  result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("client sources", () => {
  it("are spelled exactly as the spec spells them", () => {
    expect(clientSources).toEqual([
      "MARIAGE_NET",
      "MILLE_UNE_SALLES",
      "BRIDEBOOK",
      "ABC_SALLES",
      "MY_PERSONNAL_WEBSITE",
      "MY_CITY_HALL",
      "WORD_OF_MOUTH",
      "OTHER",
    ]);
  });
});

describe("client validation (part 1 §5)", () => {
  it("validates every contact with the contact messages", () => {
    const result = individualClientCreateSchema.safeParse({ vendorId, contacts: [anne, incomplete] });
    expect(messagesOf(result)).toEqual([
      "contacts.1.lastname: Le nom est requis.",
      "contacts.1.email: L'email est requis.",
      "contacts.1.phone: Le numéro de téléphone est requis",
    ]);
  });

  it("validates only the first contact when flagged, keeping the others as typed", () => {
    const parsed = individualClientCreateSchema.parse({ vendorId, contacts: [anne, incomplete], validateFirstContactOnly: true });
    expect(parsed.contacts[1]).toEqual({ firstname: "Paul", lastname: "", email: "", phone: "", phoneCode: "33", address: null });
    const firstBad = individualClientCreateSchema.safeParse({
      vendorId,
      contacts: [incomplete, anne],
      validateFirstContactOnly: true,
    });
    expect(messagesOf(firstBad)).toEqual([
      "contacts.0.lastname: Le nom est requis.",
      "contacts.0.email: L'email est requis.",
      "contacts.0.phone: Le numéro de téléphone est requis",
    ]);
  });

  it("needs at least one contact", () => {
    expect(messagesOf(individualClientCreateSchema.safeParse({ vendorId, contacts: [] }))).toEqual([
      "contacts: Au moins un contact est requis.",
    ]);
  });

  it("defaults the status, names the client after its people, and refuses an unknown source", () => {
    const parsed = individualClientCreateSchema.parse({
      vendorId,
      contacts: [anne, { ...anne, firstname: "Paul", lastname: "Martin" }],
    });
    expect(parsed).toMatchObject({ status: "PROSPECT", type: "INDIVIDUAL", name: "Anne Roy et Paul Martin", source: null });
    expect(messagesOf(individualClientCreateSchema.safeParse({ vendorId, contacts: [anne], source: "MARIAGES_NET" }))).toEqual([
      "source: La source est invalide.",
    ]);
  });

  it("validates the company of a professional client, SIRET skippable", () => {
    const company = { corporateName: "Events SAS", tradeName: "Events", siren: "732829320" };
    expect(messagesOf(professionalClientCreateSchema.safeParse({ vendorId, contacts: [anne], company }))).toEqual([
      "company.siret: Le SIRET est requis",
    ]);
    const skipped = professionalClientCreateSchema.parse({ vendorId, contacts: [anne], company, skipSiretValidation: true });
    expect(skipped).toMatchObject({ type: "PROFESSIONAL", name: "Events", company: { siren: "732829320", siret: null } });
    expect(messagesOf(professionalClientCreateSchema.safeParse({ vendorId, contacts: [anne] }))).toEqual([
      "company.corporateName: La raison sociale est requise.",
      "company.tradeName: Le nom commercial est requis.",
    ]);
  });

  it("refuses text the database could not store, even deep inside", () => {
    expect(
      messagesOf(individualClientCreateSchema.safeParse({ vendorId, contacts: [{ ...anne, firstname: "A\u0000" }] })),
    ).toContain(": Ce champ contient un caractère invalide.");
  });
});

describe("client helpers", () => {
  it.each([
    [[{ firstname: "Anne", lastname: "Roy" }], null, "Anne Roy"],
    [
      [
        { firstname: "Anne", lastname: "Roy" },
        { firstname: "Paul", lastname: "" },
      ],
      null,
      "Anne Roy et Paul",
    ],
    [
      [
        { firstname: "A", lastname: "B" },
        { firstname: "C", lastname: "D" },
        { firstname: "E", lastname: "F" },
      ],
      null,
      "A B, C D et E F",
    ],
    [[], null, "Client sans nom"],
    [[{ firstname: "Anne", lastname: "Roy" }], { tradeName: "Events" }, "Events"],
  ])("names %j / %j as %s", (contacts, company, expected) => {
    expect(defaultClientName(contacts, company)).toBe(expected);
  });

  it.each([
    ["", null],
    ["ab", null],
    ["  ab  ", null],
    ["é", null],
    ["abc", "abc"],
    ["  Du   pont ", "Du pont"],
    ["Zoé", "Zoé"],
  ])("search term %j → %j", (term, expected) => {
    expect(searchableTerm(term)).toBe(expected);
  });

  it.each([
    ["jpg", "JPEG"],
    ["pdf", "PDF"],
    ["WEBP", "WEBP"],
    ["docx", "JPEG"],
    [undefined, "JPEG"],
  ])("file type %s → %s", (value, expected) => {
    expect(toAttachmentFileType(value)).toBe(expected);
  });
});
