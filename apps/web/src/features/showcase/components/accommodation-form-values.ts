import {
  type Accommodation,
  type Amenity,
  type AmenityGroup,
  amenityCatalogue,
  amenityGroupOf,
  amenityGroups,
  type BedType,
  newBed,
  newRoom,
  type RouteBody,
  type showcaseContract,
  sleepingPlacesOf,
} from "@cortege/domain";
import type { SpaceMediaRef } from "./space-form-values.ts";

/** A bed as typed: the count is null while its field is empty. */
export type BedFormValues = { bedType: BedType; numberOfBeds: number | null };
export type RoomFormValues = { name: string; image: string | null; beds: BedFormValues[] };

/** What the accommodation panel edits: the body of vendor/accommodation/create and /update, as typed. */
export type AccommodationFormValues = {
  vendorId: string;
  name: string;
  checkInStartTime: string;
  checkInEndTime: string;
  checkOutTime: string;
  rooms: RoomFormValues[];
  amenities: Amenity[];
};

/** A new accommodation starts with one room ('Chambre 1', one single bed): most have at least one. */
export const emptyAccommodationValues = (vendorId: string): AccommodationFormValues => ({
  vendorId,
  name: "",
  checkInStartTime: "",
  checkInEndTime: "",
  checkOutTime: "",
  rooms: [newRoom([])],
  amenities: [],
});

export function accommodationFormValues(vendorId: string, accommodation: Accommodation): AccommodationFormValues {
  const known = new Set<string>(Object.keys(amenityGroupOf));
  return {
    vendorId,
    name: accommodation.name,
    checkInStartTime: accommodation.checkInStartTime ?? "",
    checkInEndTime: accommodation.checkInEndTime ?? "",
    checkOutTime: accommodation.checkOutTime ?? "",
    rooms: accommodation.rooms.map((room) => ({
      name: room.name,
      image: room.image,
      beds: room.beds.map((bed) => ({ bedType: bed.bedType as BedType, numberOfBeds: bed.numberOfBeds })),
    })),
    amenities: accommodation.amenities.filter((a): a is Amenity => known.has(a)),
  };
}

export function accommodationBody(
  values: AccommodationFormValues,
  medias: readonly SpaceMediaRef[],
): RouteBody<typeof showcaseContract.createAccommodation> {
  return {
    ...values,
    // An emptied count goes as NaN, which JSON sends as null, as before: the schema refuses it with its
    // message (undefined would be defaulted to one bed without a word).
    rooms: values.rooms.map((room) => ({
      ...room,
      beds: room.beds.map((bed) => ({ ...bed, numberOfBeds: bed.numberOfBeds ?? Number.NaN })),
    })),
    medias: [...medias],
  };
}

/** The next room of the list: 'Chambre N' with one single bed (the domain's rule). */
export const nextRoom = (rooms: readonly { name: string }[]): RoomFormValues => newRoom(rooms);
export const nextBed = (): BedFormValues => newBed();

/**
 * Sleeping places while the form is typed: double-type beds count 2 (the domain's rule); a count
 * being typed (empty, or not a whole number yet) counts nothing until it is one.
 */
export function typedSleepingPlaces(beds: readonly { bedType: string; numberOfBeds: number | null | unknown }[]): number {
  return beds.reduce((sum, bed) => {
    const count =
      typeof bed.numberOfBeds === "number" && Number.isInteger(bed.numberOfBeds) && bed.numberOfBeds > 0 ? bed.numberOfBeds : 0;
    return sum + sleepingPlacesOf(bed.bedType) * count;
  }, 0);
}

export const typedAccommodationSleepingPlaces = (rooms: readonly { beds: readonly BedFormValues[] }[]): number =>
  rooms.reduce((sum, room) => sum + typedSleepingPlaces(room.beds), 0);

/** The amenities of one group, in the catalogue's order. */
export const amenitiesOfGroup = (group: AmenityGroup): Amenity[] => Object.keys(amenityCatalogue[group]) as Amenity[];

/**
 * The amenities once one group's choice changed: the other groups' choices are kept, and the whole list
 * follows the catalogue's order (so that saving twice the same choice sends the same list).
 */
export function withGroupAmenities(current: readonly Amenity[], group: AmenityGroup, chosen: readonly Amenity[]): Amenity[] {
  const next = new Set(current.filter((a) => amenityGroupOf[a] !== group));
  for (const a of chosen) if (amenityGroupOf[a] === group) next.add(a);
  return amenityGroups.flatMap((g) => amenitiesOfGroup(g)).filter((a) => next.has(a));
}

/** How many amenities of each group are chosen (the accordion's summary). */
export function amenityCountByGroup(chosen: readonly Amenity[]): Record<AmenityGroup, number> {
  const counts = Object.fromEntries(amenityGroups.map((g) => [g, 0])) as Record<AmenityGroup, number>;
  for (const a of chosen) {
    const group = amenityGroupOf[a];
    if (group) counts[group] += 1;
  }
  return counts;
}
