import type { Accommodation } from "@cortege/domain";
import { accommodationCreateSchema } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import {
  accommodationBody,
  accommodationFormValues,
  amenityCountByGroup,
  emptyAccommodationValues,
  nextRoom,
  typedAccommodationSleepingPlaces,
  typedSleepingPlaces,
  withGroupAmenities,
} from "./accommodation-form-values.ts";

const vendorId = "8f9b6a36-64c5-4a4e-9d55-1f6b3c2e7a10";

describe("accommodation form values", () => {
  it("starts with 'Chambre 1' holding one single bed", () => {
    expect(emptyAccommodationValues(vendorId).rooms).toEqual([
      { name: "Chambre 1", image: null, beds: [{ bedType: "SINGLE", numberOfBeds: 1 }] },
    ]);
  });

  it("names the next room after the rooms there, skipping a name taken", () => {
    expect(nextRoom([{ name: "Chambre 1" }]).name).toBe("Chambre 2");
    expect(nextRoom([{ name: "Suite" }, { name: "Chambre 2" }]).name).toBe("Chambre 3");
  });

  it.each([
    [[{ bedType: "DOUBLE", numberOfBeds: 1 }], 2],
    [[{ bedType: "SINGLE", numberOfBeds: 3 }], 3],
    [
      [
        { bedType: "BUNK_BED", numberOfBeds: 2 },
        { bedType: "CRIB", numberOfBeds: 1 },
      ],
      5,
    ],
    [[{ bedType: "KING", numberOfBeds: null }], 0],
    [[{ bedType: "QUEEN", numberOfBeds: "2x" }], 0],
    [[{ bedType: "UNKNOWN", numberOfBeds: 2 }], 2],
  ])("counts the sleeping places of %j as %i while typing", (beds, places) => {
    expect(typedSleepingPlaces(beds)).toBe(places);
  });

  it("adds the rooms' sleeping places", () => {
    expect(
      typedAccommodationSleepingPlaces([
        { beds: [{ bedType: "DOUBLE", numberOfBeds: 1 }] },
        { beds: [{ bedType: "TWIN", numberOfBeds: 2 }] },
      ]),
    ).toBe(4);
  });

  it("changes one group of amenities and keeps the others, in the catalogue's order", () => {
    const before = withGroupAmenities([], "OUTDOOR", ["POOL"]);
    const after = withGroupAmenities(before, "INTERNET_OFFICE", ["WIFI"]);
    expect(after).toEqual(["WIFI", "POOL"]);
    expect(withGroupAmenities(after, "OUTDOOR", [])).toEqual(["WIFI"]);
    expect(amenityCountByGroup(after)).toMatchObject({ OUTDOOR: 1, INTERNET_OFFICE: 1, BATHROOM: 0 });
  });

  it("reads a saved accommodation back, dropping amenities no longer known", () => {
    const saved: Accommodation = {
      accommodationId: "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
      name: "Le Pigeonnier",
      rooms: [{ name: "Suite", image: null, beds: [{ bedType: "KING", numberOfBeds: 1 }] }],
      capacity: 2,
      medias: [],
      amenities: ["WIFI", "TELEPORTER"],
      checkInStartTime: "15:00",
      checkInEndTime: null,
      checkOutTime: "11:00",
    };
    const values = accommodationFormValues(vendorId, saved);
    expect(values.amenities).toEqual(["WIFI"]);
    expect(values.checkInEndTime).toBe("");
  });

  it("sends a body the domain's schema accepts, empty times as null", () => {
    const values = { ...emptyAccommodationValues(vendorId), name: "La Maison du Gardien", checkOutTime: "11:00" };
    const parsed = accommodationCreateSchema.parse(accommodationBody(values, []));
    expect(parsed).toMatchObject({ checkInStartTime: null, checkOutTime: "11:00", rooms: [{ name: "Chambre 1" }] });
    expect(accommodationCreateSchema.safeParse(accommodationBody({ ...values, name: "" }, [])).error?.issues[0]?.message).toBe(
      "Le nom de l'hébergement est requis.",
    );
  });
});
