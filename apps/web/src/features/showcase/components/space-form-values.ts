import {
  type AdditionalSpace,
  DEFAULT_OPENING_HOURS,
  type OpeningHours,
  type RouteBody,
  type Space,
  type SpaceFeature,
  type showcaseContract,
} from "@cortege/domain";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";

/** What the space panel edits: the body of vendor/space/create and /update, as typed. */
export type SpaceFormValues = {
  vendorId: string;
  name: string;
  description: string;
  openingHours: OpeningHours;
  areaInSquareMeters: number | null;
  seatingAllowed: boolean;
  minimumSeatingCapacity: number | null;
  maximumSeatingCapacity: number | null;
  standingAllowed: boolean;
  minimumStandingCapacity: number | null;
  maximumStandingCapacity: number | null;
  additionalSpaces: AdditionalSpace[];
  features: SpaceFeature[];
};

export type SpaceMediaRef = { filename: string; title: string | null; isCover: boolean };

export const emptySpaceValues = (vendorId: string): SpaceFormValues => ({
  vendorId,
  name: "",
  description: "",
  openingHours: DEFAULT_OPENING_HOURS,
  areaInSquareMeters: null,
  seatingAllowed: true,
  minimumSeatingCapacity: null,
  maximumSeatingCapacity: null,
  standingAllowed: false,
  minimumStandingCapacity: null,
  maximumStandingCapacity: null,
  additionalSpaces: [],
  features: [],
});

export function spaceFormValues(vendorId: string, space: Space): SpaceFormValues {
  return {
    vendorId,
    name: space.name,
    description: space.description ?? "",
    openingHours: space.openingHours,
    areaInSquareMeters: space.areaInSquareMeters,
    seatingAllowed: space.seatingAllowed,
    minimumSeatingCapacity: space.minimumSeatingCapacity,
    maximumSeatingCapacity: space.maximumSeatingCapacity,
    standingAllowed: space.standingAllowed,
    minimumStandingCapacity: space.minimumStandingCapacity,
    maximumStandingCapacity: space.maximumStandingCapacity,
    additionalSpaces: space.additionalSpaces,
    features: space.features,
  };
}

/** A layout that is not allowed has no capacity: its numbers are not sent. */
export function spaceBody(
  values: SpaceFormValues,
  medias: readonly SpaceMediaRef[],
): RouteBody<typeof showcaseContract.createSpace> {
  return {
    ...values,
    minimumSeatingCapacity: values.seatingAllowed ? values.minimumSeatingCapacity : null,
    maximumSeatingCapacity: values.seatingAllowed ? values.maximumSeatingCapacity : null,
    minimumStandingCapacity: values.standingAllowed ? values.minimumStandingCapacity : null,
    maximumStandingCapacity: values.standingAllowed ? values.maximumStandingCapacity : null,
    medias: [...medias],
  };
}

/**
 * The space's photos as saved on the space: the finished files of its folder in the order shown, the
 * first one as cover; a title given before is kept.
 */
export function spaceMediaRefs(items: readonly UploaderItem[], previous: readonly SpaceMediaRef[] = []): SpaceMediaRef[] {
  const titles = new Map(previous.map((m) => [m.filename, m.title]));
  return items
    .filter((i) => i.status === "done" && i.fileId)
    .map((i, index) => ({ filename: i.fileId as string, title: titles.get(i.fileId as string) ?? null, isCover: index === 0 }));
}

/** The folder's files in the order the space keeps (its saved photos first, in their order; new files after). */
export function inSpaceOrder<T extends { fileId: string | null }>(files: readonly T[], medias: readonly SpaceMediaRef[]): T[] {
  const position = new Map(medias.map((m, index) => [m.filename, index]));
  const rank = (f: T) => position.get(f.fileId ?? "") ?? Number.MAX_SAFE_INTEGER;
  return [...files].sort((a, b) => rank(a) - rank(b));
}
