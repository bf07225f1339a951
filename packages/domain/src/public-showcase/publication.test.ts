import { describe, expect, it } from "vitest";
import { type PublicationState, publishSchema, showcaseIncompleteMessage, showcasePublicationBlockers } from "./publication.ts";

const complete: PublicationState = {
  vendorType: "RECEPTION_VENUE",
  tradeName: "Château des Lys",
  catchphrase: "Un château au bord de l'eau",
  description: "Salle de 300 m².",
  address: { street: "1 allée des Lys", city: "Blois", postalCode: "41000", department: "Loir-et-Cher" },
  mediaCount: 10,
  spaceCount: 1,
};

describe("showcasePublicationBlockers", () => {
  it.each([
    ["a complete venue", {}, []],
    ["no catchphrase", { catchphrase: " " }, ["INFORMATIONS"]],
    ["no department", { address: { ...complete.address, department: "" } }, ["ADDRESS"]],
    ["no address at all", { address: null }, ["ADDRESS"]],
    ["9 photos", { mediaCount: 9 }, ["MEDIA"]],
    ["a venue without space", { spaceCount: 0 }, ["SPACE"]],
    ["a DJ without space", { vendorType: "DJ", spaceCount: 0 }, []],
    [
      "an empty venue",
      { catchphrase: "", description: "", address: null, mediaCount: 0, spaceCount: 0 },
      ["INFORMATIONS", "ADDRESS", "MEDIA", "SPACE"],
    ],
  ] as const)("%s", (_, patch, expected) => {
    expect(showcasePublicationBlockers({ ...complete, ...patch } as PublicationState)).toEqual(expected);
  });
});

describe("showcaseIncompleteMessage", () => {
  it("names every missing item in French, with the photo count", () => {
    const state = { ...complete, description: "", mediaCount: 3, spaceCount: 0 };
    expect(showcaseIncompleteMessage(state)).toBe(
      "Votre vitrine ne peut pas encore être publiée : il manque le nom, l'accroche et la description de la vitrine, au moins 10 photos (3 pour l'instant) et au moins une salle.",
    );
  });
  it("names a single item alone", () => {
    expect(showcaseIncompleteMessage({ ...complete, spaceCount: 0 })).toBe(
      "Votre vitrine ne peut pas encore être publiée : il manque au moins une salle.",
    );
  });
  it("is empty when nothing is missing", () => {
    expect(showcaseIncompleteMessage(complete)).toBe("");
  });
});

describe("publishSchema", () => {
  it("requires the flag, in French", () => {
    const res = publishSchema.safeParse({ vendorId: "5b0e0d44-2f7a-4b7e-9b1a-0c6f2d3e4a5b" });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe("Indiquez si la vitrine doit être publiée.");
  });
});
