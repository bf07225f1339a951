import { expect } from "vitest";
import { uploadFile } from "../../test/media-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { asVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

export const venueInformation = {
  weddingShowcase: {
    catchphrase: "Un château au bord de la Loire",
    description: "Une orangerie de 300 m² et un parc de 4 hectares.",
    tags: [],
  },
  website: "https://chateau.example",
  contact: { firstname: "Anne", lastname: "Roy", email: "anne@chateau.example", phone: "0612345678" },
  address: {
    street: "1 allée des Tilleuls",
    city: "Blois",
    postalCode: "41000",
    department: "Loir-et-Cher",
    countryCode: "FR",
    latitude: 47.5861,
    longitude: 1.3359,
  },
  minGuestCapacity: 40,
  maxGuestCapacity: 220,
  minPrice: 4500,
};

/** Information, address, `photos` photos and one space: the onboarding checklist of a venue, done. */
export async function completeShowcase(t: TestApp, who: VendorSession, photos = 10): Promise<{ photoIds: string[] }> {
  const as = asVendor(t, who);
  const info = await as.post("/vendor/reception-venue/update", venueInformation);
  expect(info.statusCode, info.body).toBe(200);
  const photoIds: string[] = [];
  for (let i = 1; i <= photos; i++) photoIds.push(await uploadFile(t, who, "Medias", `photo-${i}.png`));
  const space = await as.post("/vendor/space/create", {
    name: "L'Orangerie",
    seatingAllowed: true,
    minimumSeatingCapacity: 40,
    maximumSeatingCapacity: 180,
    standingAllowed: true,
    maximumStandingCapacity: 250,
    areaInSquareMeters: 300,
  });
  expect(space.statusCode, space.body).toBe(200);
  return { photoIds };
}
