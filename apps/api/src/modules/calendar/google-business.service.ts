import {
  googleBusinessMessages as bm,
  type GoogleBusinessLocation,
  type GoogleBusinessReview,
  type GoogleBusinessReviews,
} from "@cortege/domain";
import { notFound } from "../../platform/errors/app-error.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { BusinessLocation, BusinessReview, StarRating } from "./google-client.ts";
import type { GoogleSyncService } from "./google-sync.service.ts";

const STARS: Record<StarRating, number> = { STAR_RATING_UNSPECIFIED: 0, ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
/** A vendor has a handful of establishments at most; past these, the list stops (and says nothing more is shown). */
const MAX_PAGES = 5;

const locationOf = (account: string, l: BusinessLocation): GoogleBusinessLocation => {
  const address = l.storefrontAddress;
  const line = [address?.addressLines?.join(", "), [address?.postalCode, address?.locality].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  // Business Information names a location "locations/…"; the reviews API wants "accounts/…/locations/…".
  return { name: `${account}/${l.name}`, title: l.title ?? l.name, address: line || null };
};

const reviewOf = (r: BusinessReview): GoogleBusinessReview => ({
  name: r.name,
  reviewer: r.reviewer?.isAnonymous ? "" : (r.reviewer?.displayName ?? ""),
  rating: STARS[r.starRating ?? "STAR_RATING_UNSPECIFIED"] ?? 0,
  comment: r.comment?.trim() || null,
  createTime: r.createTime,
  reply: r.reviewReply ? { comment: r.reviewReply.comment, updateTime: r.reviewReply.updateTime ?? null } : null,
});

/**
 * The « Avis » screen's source (part 1 §7 Vendor google-business-locations / -reviews): the Business
 * Profile of the Google account the vendor linked, read live (reviews change in Google, not here).
 */
export function createGoogleBusinessService({ google }: { google: GoogleSyncService }) {
  async function locations(vendorId: VendorId): Promise<GoogleBusinessLocation[]> {
    return google.withGoogle(vendorId, async (client, token) => {
      const found: GoogleBusinessLocation[] = [];
      for (const account of (await client.businessAccounts(token)).accounts ?? []) {
        let pageToken: string | undefined;
        let pages = 0;
        do {
          const page = await client.businessLocations(token, account.name, pageToken);
          found.push(...(page.locations ?? []).map((l) => locationOf(account.name, l)));
          pageToken = page.nextPageToken;
          pages += 1;
        } while (pageToken && pages < MAX_PAGES);
      }
      return found;
    });
  }

  return {
    locations,

    /** The reviews of `location` (one of the vendor's), or of its first location; newest first. */
    async reviews(vendorId: VendorId, location?: string): Promise<GoogleBusinessReviews> {
      const all = await locations(vendorId);
      const chosen = location ? all.find((l) => l.name === location) : all[0];
      if (location && !chosen) throw notFound(bm.locationNotFound);
      if (!chosen) return { location: null, averageRating: null, totalReviewCount: 0, reviews: [] };
      return google.withGoogle(vendorId, async (client, token) => {
        const reviews: GoogleBusinessReview[] = [];
        let pageToken: string | undefined;
        let pages = 0;
        let summary: { averageRating?: number; totalReviewCount?: number } = {};
        do {
          const page = await client.businessReviews(token, chosen.name, pageToken);
          if (pages === 0) summary = page;
          reviews.push(...(page.reviews ?? []).map(reviewOf));
          pageToken = page.nextPageToken;
          pages += 1;
        } while (pageToken && pages < MAX_PAGES);
        return {
          location: chosen,
          averageRating: summary.averageRating ?? null,
          totalReviewCount: summary.totalReviewCount ?? reviews.length,
          reviews,
        };
      });
    },

    /** The vendor's public reply under a review of one of its locations (Google keeps one; a new one replaces it). */
    async reply(vendorId: VendorId, review: string, comment: string) {
      const all = await locations(vendorId);
      if (!all.some((l) => review.startsWith(`${l.name}/reviews/`))) throw notFound(bm.reviewNotFound);
      const answer = await google.withGoogle(vendorId, (client, token) => client.replyToReview(token, review, comment));
      return { comment: answer.comment, updateTime: answer.updateTime ?? null };
    },
  };
}
export type GoogleBusinessService = ReturnType<typeof createGoogleBusinessService>;
