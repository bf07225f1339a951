import { z } from "zod";

const vendorId = z.uuid({ error: "Prestataire introuvable." });

export const googleBusinessMessages = {
  noLocation: "Aucun établissement Google Business n'est associé à ce compte Google.",
  locationNotFound: "Établissement introuvable.",
  replyRequired: "La réponse est requise.",
  replyTooLong: "4 000 caractères au plus.",
  reviewNotFound: "Avis introuvable.",
} as const;

/** A Google Business Profile location ("accounts/…/locations/…" names it for the reviews calls). */
export const googleBusinessLocationSchema = z.object({
  name: z.string(),
  title: z.string(),
  address: z.string().nullable(),
});
export type GoogleBusinessLocation = z.infer<typeof googleBusinessLocationSchema>;
export const googleBusinessLocationsResponseSchema = z.object({ locations: z.array(googleBusinessLocationSchema) });

/** A review as the « Avis » screen shows it: stars 1–5 (Google's ONE…FIVE), text, date, the vendor's reply. */
export const googleBusinessReviewSchema = z.object({
  name: z.string(),
  reviewer: z.string(),
  rating: z.number().int().min(0).max(5),
  comment: z.string().nullable(),
  createTime: z.string(),
  reply: z.object({ comment: z.string(), updateTime: z.string().nullable() }).nullable(),
});
export type GoogleBusinessReview = z.infer<typeof googleBusinessReviewSchema>;

const locationName = z
  .string()
  .regex(/^accounts\/[^/]+\/locations\/[^/]+$/, googleBusinessMessages.locationNotFound)
  .max(300, googleBusinessMessages.locationNotFound);

/** GET vendor/google-business-reviews: the location's reviews (the first location when none is named). */
export const googleBusinessReviewsQuerySchema = z.object({ vendorId, location: locationName.optional() });
export const googleBusinessReviewsResponseSchema = z.object({
  location: googleBusinessLocationSchema.nullable(),
  averageRating: z.number().nullable(),
  totalReviewCount: z.number().int(),
  reviews: z.array(googleBusinessReviewSchema),
});
export type GoogleBusinessReviews = z.infer<typeof googleBusinessReviewsResponseSchema>;

/** The reply the vendor types under a review (Google keeps one per review and replaces it). */
export const googleReviewReplyFieldsSchema = z.object({
  comment: z
    .string({ error: googleBusinessMessages.replyRequired })
    .trim()
    .min(1, googleBusinessMessages.replyRequired)
    .max(4000, googleBusinessMessages.replyTooLong),
});
export const googleReviewReplySchema = googleReviewReplyFieldsSchema.extend({
  vendorId,
  review: z
    .string()
    .regex(/^accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+$/, googleBusinessMessages.reviewNotFound)
    .max(400, googleBusinessMessages.reviewNotFound),
});
export const googleReviewReplyResponseSchema = googleBusinessReviewSchema.shape.reply.unwrap();
