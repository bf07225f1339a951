import { describe, expect, it } from "vitest";
import { receptionVenueUpdateSchema, vendorUpdateSchema } from "../vendors/vendor-update-schemas.ts";
import { normalizeWebUrl, webUrlText } from "./web-url.ts";

describe("normalizeWebUrl", () => {
  it.each([
    ["monsite.fr", "https://monsite.fr"],
    ["  www.monsite.fr/contact ", "https://www.monsite.fr/contact"],
    ["instagram.com/la.salle", "https://instagram.com/la.salle"],
    ["https://monsite.fr", "https://monsite.fr"],
    ["HTTPS://Monsite.fr/a?b=1", "HTTPS://Monsite.fr/a?b=1"],
    ["http://monsite.fr", "http://monsite.fr"],
    ["//monsite.fr", "https://monsite.fr"],
    ["monsite.fr:8080/page", "https://monsite.fr:8080/page"],
    ["château-de-la-roche.fr", "https://château-de-la-roche.fr"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(normalizeWebUrl(input)).toBe(expected);
  });

  it.each(["monsite", "javascript:alert(1)", "mailto:a@b.fr", "ftp://monsite.fr", "mon site.fr", "https://", "http://x"])(
    "refuses %s",
    (input) => {
      expect(normalizeWebUrl(input)).toBeNull();
    },
  );
});

describe("webUrlText", () => {
  const schema = webUrlText("L'adresse du site internet est invalide.");
  it("adds https:// and keeps the message for a bad address", () => {
    expect(schema.parse("monsite.fr")).toBe("https://monsite.fr");
    const result = schema.safeParse("monsite");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("L'adresse du site internet est invalide.");
  });
});

describe("website and social fields of vendor/update", () => {
  const vendorId = "6f1c2a52-8d5e-4f7c-9a51-2f0b4c1d3e7a";
  it("stores « monsite.fr » as https://monsite.fr and an Instagram page without its scheme", () => {
    const parsed = vendorUpdateSchema.parse({
      vendorId,
      website: "monsite.fr",
      socials: [{ type: "INSTAGRAM", url: "instagram.com/la.salle" }],
    });
    expect(parsed.website).toBe("https://monsite.fr");
    expect(parsed.socials?.find((s) => s.type === "INSTAGRAM")?.url).toBe("https://instagram.com/la.salle");
  });

  it("refuses a word that is no address, with the field's French message", () => {
    const result = vendorUpdateSchema.safeParse({ vendorId, website: "monsite" });
    expect(result.error?.issues[0]?.message).toBe("L'adresse du site internet est invalide.");
  });

  it("lets the form's other rules speak too when the address is refused (no aborted object)", () => {
    const result = receptionVenueUpdateSchema.safeParse({
      vendorId,
      website: "domaine point fr",
      minGuestCapacity: 50,
      maxGuestCapacity: 20,
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain("L'adresse du site internet est invalide.");
    expect(messages).toContain("La capacité maximale doit être supérieure ou égale à la capacité minimale.");
  });
});
