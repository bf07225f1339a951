import { z } from "zod";
import { isCalendarDate } from "../documents/calendar-dates.ts";
import { queryBooleanSchema } from "../paging/paging.ts";
import { optionalText, requiredText, textMessages } from "../text/plain-text.ts";
import {
  additionalSpaces,
  amenities,
  bedTypes,
  knownValues,
  openingHours,
  spaceFeatures,
  toBedType,
  toOpeningHours,
} from "./showcase-enums.ts";
import { showcaseMessages as m } from "./showcase-messages.ts";
import { accommodationSleepingPlaces, newRoom } from "./showcase-rules.ts";
import { count, fileRef, nullableFileRef, storable, vendorId, webUrl } from "./showcase-schema-parts.ts";
import { vendorTypes } from "./vendor-types.ts";

const idOf = (message: string) => z.uuid({ error: message });

const time = z
  .string({ error: m.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid)
  .nullish()
  .or(z.literal(""))
  .transform((v) => v || null);

/** A list of an enumeration: unknown entries are dropped (part 1 §5). */
const knownList = <T extends string>(values: readonly T[]) =>
  z
    .array(z.unknown(), { error: m.tooManyItems })
    .max(200, m.tooManyItems)
    .nullish()
    .transform((v) => knownValues(values, v ?? []));

const calendarDate = z.string({ error: m.dateInvalid }).refine((v) => isCalendarDate(v), m.dateInvalid);

// ——— logo, contact, search ———

export const logoUpdateSchema = z.object({ vendorId, logo: nullableFileRef });

export const vendorContactQuerySchema = z.object({ vendorId, isVerified: queryBooleanSchema.optional() });

export const vendorSearchSchema = z.object({
  searchTerm: z.string().max(100, textMessages.tooLong).default(""),
  vendorType: z.enum(vendorTypes).optional().catch(undefined),
});
export const vendorSearchResultSchema = z.object({
  vendorId: z.string(),
  slug: z.string(),
  vendorType: z.enum(vendorTypes),
  tradeName: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
});
export type VendorSearchResult = z.infer<typeof vendorSearchResultSchema>;
export const vendorSearchResponseSchema = z.object({ vendors: z.array(vendorSearchResultSchema) });

// ——— medias ———

/** A picture attached to a space, an accommodation or a room: a media library file and its caption. */
export const mediaRefSchema = z.object({
  filename: fileRef,
  title: optionalText(200),
  isCover: z.boolean().default(false),
});
export type MediaRef = z.output<typeof mediaRefSchema>;
const mediaRefs = z.array(mediaRefSchema, { error: m.tooManyItems }).max(50, m.tooManyItems).default([]);
const mediaRefOutput = z.object({ filename: z.string(), title: z.string().nullable(), isCover: z.boolean() });

/** A showcase photo (part 1 §3 Media): a file of the "Medias" folder with its title, place and cover flag. */
export const showcaseMediaSchema = z.object({
  filename: z.string(),
  originalName: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  type: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  position: z.number().int(),
  isCover: z.boolean(),
  size: z.number(),
});
export type ShowcaseMedia = z.infer<typeof showcaseMediaSchema>;
export const showcaseMediasResponseSchema = z.object({ medias: z.array(showcaseMediaSchema) });

/** medias/update: titles, order (the order of the list) and cover of the photos named. */
export const mediasUpdateSchema = z
  .object({
    vendorId,
    medias: z
      .array(
        z.object({
          filename: idOf(m.mediaNotFound),
          title: optionalText(200),
          description: optionalText(2000),
          isCover: z.boolean().default(false),
        }),
        { error: m.mediasRequired },
      )
      .min(1, m.mediasRequired)
      .max(500, m.tooManyItems),
  })
  .superRefine(storable)
  .superRefine((v, ctx) => {
    if (v.medias.filter((x) => x.isCover).length > 1) ctx.addIssue({ code: "custom", path: ["medias"], message: m.oneCoverOnly });
  });
export type MediasUpdate = z.output<typeof mediasUpdateSchema>;

/** medias/delete: the photos by file name (the server-given id), as strings or as media objects. */
export const mediasDeleteSchema = z.object({
  vendorId,
  medias: z
    .array(z.union([idOf(m.mediaNotFound), z.object({ filename: idOf(m.mediaNotFound) }).transform((x) => x.filename)]), {
      error: m.mediasRequired,
    })
    .min(1, m.mediasRequired)
    .max(500, m.tooManyItems),
});
export const mediasDeleteResponseSchema = z.object({ medias: z.array(z.string()) });

// ——— spaces ———

const spaceFields = z.object({
  name: requiredText(200, m.spaceNameRequired),
  description: optionalText(10_000),
  openingHours: z
    .unknown()
    .optional()
    .transform((v) => toOpeningHours(v)),
  areaInSquareMeters: z
    .number({ error: m.areaInvalid })
    .min(0, m.areaInvalid)
    .max(1_000_000, m.areaInvalid)
    .nullish()
    .transform((v) => v ?? null),
  seatingAllowed: z.boolean().default(false),
  minimumSeatingCapacity: count,
  maximumSeatingCapacity: count,
  standingAllowed: z.boolean().default(false),
  minimumStandingCapacity: count,
  maximumStandingCapacity: count,
  additionalSpaces: knownList(additionalSpaces),
  features: knownList(spaceFeatures),
  medias: mediaRefs,
});

const checkSpace = (v: z.output<typeof spaceFields>, ctx: z.RefinementCtx) => {
  const range = (min: number | null, max: number | null, path: string) => {
    if (min !== null && max !== null && max < min) ctx.addIssue({ code: "custom", path: [path], message: m.capacityRange });
  };
  range(v.minimumSeatingCapacity, v.maximumSeatingCapacity, "maximumSeatingCapacity");
  range(v.minimumStandingCapacity, v.maximumStandingCapacity, "maximumStandingCapacity");
};

export const spaceCreateSchema = spaceFields.extend({ vendorId }).superRefine(storable).superRefine(checkSpace);
export const spaceUpdateSchema = spaceFields
  .extend({ vendorId, spaceId: idOf(m.spaceNotFound) })
  .superRefine(storable)
  .superRefine(checkSpace);
export type SpaceInput = z.output<typeof spaceFields>;
export type SpaceCreateInput = z.input<typeof spaceCreateSchema>;
export const spaceIdSchema = z.object({ vendorId, spaceId: idOf(m.spaceNotFound) });

export const spaceSchema = z.object({
  spaceId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  openingHours: z.enum(openingHours),
  areaInSquareMeters: z.number().nullable(),
  seatingAllowed: z.boolean(),
  minimumSeatingCapacity: z.number().nullable(),
  maximumSeatingCapacity: z.number().nullable(),
  standingAllowed: z.boolean(),
  minimumStandingCapacity: z.number().nullable(),
  maximumStandingCapacity: z.number().nullable(),
  additionalSpaces: z.array(z.enum(additionalSpaces)),
  features: z.array(z.enum(spaceFeatures)),
  medias: z.array(mediaRefOutput),
});
export type Space = z.infer<typeof spaceSchema>;
export const spaceListResponseSchema = z.object({ spaces: z.array(spaceSchema) });
export const spaceDeleteResponseSchema = z.object({ spaceId: z.string() });

// ——— accommodations ———

const bedInput = z.object({
  bedType: z
    .unknown()
    .optional()
    .transform((v) => toBedType(v)),
  numberOfBeds: z
    .number({ error: m.numberOfBedsInvalid })
    .int(m.numberOfBedsInvalid)
    .min(1, m.numberOfBedsInvalid)
    .max(50, m.numberOfBedsInvalid)
    .default(1),
});

const roomInput = z.object({
  name: optionalText(100),
  image: nullableFileRef,
  beds: z.array(bedInput, { error: m.tooManyItems }).max(20, m.tooManyItems).optional(),
});

/** Rooms without a name are named 'Chambre N'; rooms without beds get one single bed (part 1 §3). */
const roomsInput = z
  .array(roomInput, { error: m.tooManyItems })
  .max(100, m.tooManyItems)
  .default([])
  .transform((rooms) => {
    const named: { name: string; image: string | null; beds: { bedType: (typeof bedTypes)[number]; numberOfBeds: number }[] }[] =
      [];
    for (const room of rooms) {
      const fresh = newRoom(named);
      named.push({ name: room.name ?? fresh.name, image: room.image, beds: room.beds ?? fresh.beds });
    }
    return named;
  });

const accommodationFields = z.object({
  name: requiredText(200, m.accommodationNameRequired),
  rooms: roomsInput,
  medias: mediaRefs,
  amenities: knownList(amenities),
  checkInStartTime: time,
  checkInEndTime: time,
  checkOutTime: time,
});
export type AccommodationInput = z.output<typeof accommodationFields>;

export const accommodationCreateSchema = accommodationFields.extend({ vendorId }).superRefine(storable);
export const accommodationUpdateSchema = accommodationFields
  .extend({ vendorId, accommodationId: idOf(m.accommodationNotFound) })
  .superRefine(storable);
export type AccommodationCreateInput = z.input<typeof accommodationCreateSchema>;
export const accommodationIdSchema = z.object({ vendorId, accommodationId: idOf(m.accommodationNotFound) });

export const accommodationSchema = z.object({
  accommodationId: z.string(),
  name: z.string(),
  rooms: z.array(
    z.object({
      name: z.string(),
      image: z.string().nullable(),
      beds: z.array(z.object({ bedType: z.enum(bedTypes as [string, ...string[]]), numberOfBeds: z.number() })),
    }),
  ),
  /** Sleeping places of all rooms (double-type beds count 2). */
  capacity: z.number(),
  medias: z.array(mediaRefOutput),
  amenities: z.array(z.string()),
  checkInStartTime: z.string().nullable(),
  checkInEndTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;
export const accommodationListResponseSchema = z.object({ accommodations: z.array(accommodationSchema) });
export const accommodationDeleteResponseSchema = z.object({ accommodationId: z.string() });
export const capacityOf = (input: AccommodationInput): number => accommodationSleepingPlaces(input.rooms);

// ——— promotions ———

const promotionFields = z.object({
  title: requiredText(200, m.promotionTitleRequired),
  description: optionalText(5000),
  image: nullableFileRef,
  startDate: calendarDate.nullish().transform((v) => v ?? null),
  endDate: calendarDate.nullish().transform((v) => v ?? null),
}).shape;
const checkPromotionDates = (v: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: m.promotionDatesOrder });
  }
};
export const promotionCreateSchema = z
  .object({ vendorId, ...promotionFields })
  .superRefine(storable)
  .superRefine(checkPromotionDates);
export const promotionUpdateSchema = z
  .object({ vendorId, promotionId: idOf(m.promotionNotFound), ...promotionFields })
  .superRefine(storable)
  .superRefine(checkPromotionDates);
export type PromotionInput = Omit<z.output<typeof promotionCreateSchema>, "vendorId">;
export const promotionIdSchema = z.object({ vendorId, promotionId: idOf(m.promotionNotFound) });
export const promotionSchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListResponseSchema = z.object({ promotions: z.array(promotionSchema) });
export const promotionDeleteResponseSchema = z.object({ promotionId: z.string() });

// ——— team members ———

const teamMemberFields = {
  firstname: requiredText(100, m.firstnameRequired),
  lastname: requiredText(100, m.lastnameRequired),
  position: optionalText(120),
  description: optionalText(5000),
  linkedinUrl: webUrl(m.linkedinUrlInvalid),
  image: nullableFileRef,
};
export const teamMemberCreateSchema = z.object({ vendorId, ...teamMemberFields }).superRefine(storable);
export const teamMemberUpdateSchema = z
  .object({ vendorId, teamMemberId: idOf(m.teamMemberNotFound), ...teamMemberFields })
  .superRefine(storable);
export type TeamMemberInput = Omit<z.output<typeof teamMemberCreateSchema>, "vendorId">;
export const teamMemberIdSchema = z.object({ vendorId, teamMemberId: idOf(m.teamMemberNotFound) });
export const teamMemberSchema = z.object({
  teamMemberId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  position: z.string().nullable(),
  description: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  image: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListResponseSchema = z.object({ teamMembers: z.array(teamMemberSchema) });
export const teamMemberDeleteResponseSchema = z.object({ teamMemberId: z.string() });

// ——— FAQ ———

/** faq/update: the whole list in its new order; entries without questionId are new. */
export const faqUpdateSchema = z
  .object({
    vendorId,
    qas: z
      .array(
        z.object({
          questionId: idOf(m.questionNotFound).optional(),
          question: requiredText(500, m.questionRequired),
          answer: requiredText(5000, m.answerRequired),
        }),
        { error: m.tooManyItems },
      )
      .max(100, m.tooManyItems),
  })
  .superRefine(storable);
export type FaqUpdate = z.output<typeof faqUpdateSchema>;
export const faqItemSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  position: z.number().int(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.object({ qas: z.array(faqItemSchema) });

// ——— availabilities ———

const PARIS = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * The calendar date an ISO value names: a plain date as is; an instant (a date picker's midnight sent
 * as toISOString) as the date it is in Paris, so that 2026-06-19T22:00:00.000Z is the 20th of June.
 */
export function toCalendarDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isCalendarDate(value) ? value : null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const day = PARIS.format(at);
  return isCalendarDate(day) ? day : null;
}

const isoDate = z
  .string({ error: m.dateInvalid })
  .max(40, m.dateInvalid)
  .transform((v, ctx) => {
    const date = toCalendarDate(v.trim());
    if (date === null) {
      ctx.addIssue({ code: "custom", message: m.dateInvalid });
      return z.NEVER;
    }
    return date;
  });

const MAX_RANGE_DAYS = 731;
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export const availabilitiesQuerySchema = z.object({ vendorId, startDate: isoDate, endDate: isoDate }).superRefine((v, ctx) => {
  if (v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: m.rangeOrder });
  else if (daysBetween(v.startDate, v.endDate) > MAX_RANGE_DAYS) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: m.rangeTooLong });
  }
});
export const availabilitiesCreateSchema = z.object({
  vendorId,
  dates: z.array(isoDate, { error: m.datesRequired }).min(1, m.datesRequired).max(366, m.tooManyDates),
});
export const availabilitiesDeleteSchema = z.object({
  vendorId,
  availabilitiesId: z
    .array(idOf(m.availabilityNotFound), { error: m.datesRequired })
    .min(1, m.datesRequired)
    .max(366, m.tooManyDates),
});
export const availabilitySchema = z.object({ availabilityId: z.string(), date: z.string() });
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilitiesResponseSchema = z.object({ availabilities: z.array(availabilitySchema) });
export const availabilitiesDeleteResponseSchema = z.object({ availabilitiesId: z.array(z.string()) });
