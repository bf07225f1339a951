import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amenities,
  amenityCatalogue,
  amenityGroups,
  bedTypes,
  knownValues,
  toBedType,
  toOpeningHours,
} from "./showcase-enums.ts";
import {
  accommodationSleepingPlaces,
  isVenueInformationComplete,
  newBed,
  newRoom,
  type OnboardingState,
  onboardingChecklist,
  showcaseVisibility,
  sleepingPlacesOf,
  withDefaultSocials,
} from "./showcase-rules.ts";
import { accommodationCreateSchema, spaceCreateSchema, toCalendarDate } from "./showcase-schemas.ts";

const vendorId = "00000000-0000-4000-8000-000000000001";

describe("beds and rooms", () => {
  it.each([
    ["SINGLE", 1],
    ["DOUBLE", 2],
    ["QUEEN", 2],
    ["KING", 2],
    ["TWIN", 1],
    ["SMALL_DOUBLE", 2],
    ["BUNK_BED", 2],
    ["SOFA_BED", 2],
    ["SOFA", 1],
    ["WATER_BED", 2],
    ["TRUNDLE_BED", 2],
    ["CRIB", 1],
    ["SPACESHIP", 1],
  ])("%s sleeps %i", (bedType, places) => {
    expect(sleepingPlacesOf(bedType)).toBe(places);
  });

  it("has the 17 bed types of the spec and falls back to single", () => {
    expect(bedTypes).toHaveLength(17);
    expect(toBedType("king")).toBe("SINGLE");
    expect(newBed()).toEqual({ bedType: "SINGLE", numberOfBeds: 1 });
  });

  it("sums sleeping places of every room (property)", () => {
    const bed = fc.record({ bedType: fc.constantFrom(...bedTypes), numberOfBeds: fc.integer({ min: 1, max: 50 }) });
    fc.assert(
      fc.property(fc.array(fc.record({ beds: fc.array(bed, { maxLength: 5 }) }), { maxLength: 6 }), (rooms) => {
        const total = accommodationSleepingPlaces(rooms);
        const beds = rooms.flatMap((r) => r.beds);
        const count = beds.reduce((s, b) => s + b.numberOfBeds, 0);
        expect(total).toBeGreaterThanOrEqual(count);
        expect(total).toBeLessThanOrEqual(2 * count);
      }),
    );
  });

  it("names new rooms 'Chambre N' without reusing a taken name", () => {
    expect(newRoom([])).toEqual({ name: "Chambre 1", image: null, beds: [{ bedType: "SINGLE", numberOfBeds: 1 }] });
    expect(newRoom([{ name: "Suite" }]).name).toBe("Chambre 2");
    expect(newRoom([{ name: "Chambre 2" }]).name).toBe("Chambre 3");
  });

  it("requires the accommodation name with the spec's message and names and fills rooms", () => {
    const bad = accommodationCreateSchema.safeParse({ vendorId, name: "" });
    expect(bad.error?.issues[0]?.message).toBe("Le nom de l'hébergement est requis.");
    const ok = accommodationCreateSchema.parse({
      vendorId,
      name: "Gîte",
      rooms: [{}, { name: "Suite", beds: [] }],
      amenities: ["WIFI", "NOPE"],
    });
    expect(ok.rooms.map((r) => r.name)).toEqual(["Chambre 1", "Suite"]);
    expect(ok.rooms[0]?.beds).toEqual([{ bedType: "SINGLE", numberOfBeds: 1 }]);
    expect(ok.amenities).toEqual(["WIFI"]);
  });
});

describe("enum fallbacks", () => {
  it("falls back to LATE_NIGHT and drops unknown list entries", () => {
    expect(toOpeningHours("NEVER")).toBe("LATE_NIGHT");
    expect(toOpeningHours("UNTIL_2AM")).toBe("UNTIL_2AM");
    const space = spaceCreateSchema.parse({
      vendorId,
      name: "Salle",
      additionalSpaces: ["CHAPEL", "MOAT"],
      features: [null, "TENT"],
    });
    expect(space).toMatchObject({ openingHours: "LATE_NIGHT", additionalSpaces: ["CHAPEL"], features: ["TENT"] });
    expect(knownValues(["A", "B"] as const, ["B", "C", "B", "A"])).toEqual(["B", "A"]);
  });

  it("has a labelled amenity list in each of the 12 groups, with the spec's examples, each value once", () => {
    expect(amenityGroups).toHaveLength(12);
    for (const group of amenityGroups) expect(Object.keys(amenityCatalogue[group]).length).toBeGreaterThan(2);
    expect(amenities).toEqual(expect.arrayContaining(["WIFI", "POOL", "PRM", "ELEVATOR"]));
    expect(new Set(amenities).size).toBe(amenities.length);
  });
});

describe("socials", () => {
  it("has one empty entry per network by default, filled by the given ones", () => {
    expect(withDefaultSocials()).toHaveLength(6);
    expect(withDefaultSocials().every((s) => s.url === "")).toBe(true);
    expect(withDefaultSocials([{ type: "X", url: " https://x.com/a " }]).find((s) => s.type === "X")?.url).toBe(
      "https://x.com/a",
    );
  });
});

describe("venue information", () => {
  const full = {
    contact: { firstname: "A" },
    weddingShowcase: { catchphrase: "C", description: "D" },
    website: "https://a.fr",
    minGuestCapacity: 0,
    maxGuestCapacity: 100,
  };
  it.each([
    ["complete", full, true],
    ["no contact", { ...full, contact: null }, false],
    ["blank catchphrase", { ...full, weddingShowcase: { catchphrase: " ", description: "D" } }, false],
    ["no description", { ...full, weddingShowcase: { catchphrase: "C", description: "" } }, false],
    ["no website", { ...full, website: null }, false],
    ["no min capacity", { ...full, minGuestCapacity: null }, false],
    ["no max capacity", { ...full, maxGuestCapacity: null }, false],
  ])("%s → %s", (_, venue, complete) => {
    expect(isVenueInformationComplete(venue)).toBe(complete);
  });
});

describe("onboarding checklist", () => {
  const base: OnboardingState = {
    vendorType: "RECEPTION_VENUE",
    isPublished: false,
    tradeName: "Château",
    catchphrase: "",
    description: "",
    address: null,
    mediaCount: 9,
    spaceCount: 0,
  };
  const view = (s: OnboardingState) => onboardingChecklist(s).map((i) => `${i.item}:${i.isDone ? "done" : "todo"}`);

  it("lists the four items of a venue, done items after pending ones", () => {
    expect(view(base)).toEqual(["INFORMATIONS:todo", "ADDRESS:todo", "MEDIA:todo", "SPACE:todo"]);
    expect(view({ ...base, mediaCount: 10, spaceCount: 1 })).toEqual([
      "INFORMATIONS:todo",
      "ADDRESS:todo",
      "MEDIA:done",
      "SPACE:done",
    ]);
    expect(
      view({
        ...base,
        catchphrase: "C",
        description: "D",
        address: { street: "1 rue", city: "Lyon", postalCode: "69001", department: "69" },
      }),
    ).toEqual(["MEDIA:todo", "SPACE:todo", "INFORMATIONS:done", "ADDRESS:done"]);
  });

  it("has no SPACE item for other vendors, needs all four address parts, and is all done once published", () => {
    expect(view({ ...base, vendorType: "DJ" })).toEqual(["INFORMATIONS:todo", "ADDRESS:todo", "MEDIA:todo"]);
    expect(view({ ...base, address: { street: "1 rue", city: "Lyon", postalCode: "69001" } })).toContain("ADDRESS:todo");
    expect(view({ ...base, isPublished: true }).every((x) => x.endsWith(":done"))).toBe(true);
    expect(onboardingChecklist(base).find((i) => i.item === "SPACE")?.link).toBe("/vitrine/salles");
  });

  it("always puts pending items first (property)", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.nat(20),
        fc.nat(3),
        fc.constantFrom("RECEPTION_VENUE", "DJ" as const),
        (isPublished, mediaCount, spaceCount, vendorType) => {
          const items = onboardingChecklist({ ...base, isPublished, mediaCount, spaceCount, vendorType });
          const firstDone = items.findIndex((i) => i.isDone);
          expect(firstDone === -1 || items.slice(firstDone).every((i) => i.isDone)).toBe(true);
        },
      ),
    );
  });
});

describe("showcase visibility", () => {
  const contact = { firstname: "A", lastname: "B", email: "a@b.fr", phone: "0612345678" };
  it.each([
    [{ contact, logo: "f", photoCount: 10 }, true, true, []],
    [{ contact, logo: "f", photoCount: 9 }, false, false, ["photos"]],
    [{ contact: null, logo: "f", photoCount: 12 }, true, false, ["contact"]],
    [{ contact: { ...contact, phone: "" }, logo: null, photoCount: 10 }, true, false, ["contact", "logo"]],
  ])("%o", (state, partner, profile, missing) => {
    expect(showcaseVisibility(state)).toEqual({ isVisibleOnPartnerSite: partner, isProfileVisible: profile, missing });
  });
});

describe("ISO dates of availabilities", () => {
  it.each([
    ["2026-06-20", "2026-06-20"],
    ["2026-06-19T22:00:00.000Z", "2026-06-20"],
    ["2026-01-10T23:30:00Z", "2026-01-11"],
    ["2026-06-20T10:00:00+02:00", "2026-06-20"],
    ["2026-02-30", null],
    ["20/06/2026", null],
  ])("%s → %s", (input, expected) => {
    expect(toCalendarDate(input)).toBe(expected);
  });
});
