import type { Promotion } from "@cortege/domain";

/** What the promotion panel edits: the body of vendor/promotions/create and /update, as typed. */
export type PromotionFormValues = {
  vendorId: string;
  title: string;
  description: string;
  image: string | null;
  startDate: string | null;
  endDate: string | null;
};

export const emptyPromotionValues = (vendorId: string): PromotionFormValues => ({
  vendorId,
  title: "",
  description: "",
  image: null,
  startDate: null,
  endDate: null,
});

export const promotionFormValues = (vendorId: string, p: Promotion): PromotionFormValues => ({
  vendorId,
  title: p.title,
  description: p.description ?? "",
  image: p.image,
  startDate: p.startDate,
  endDate: p.endDate,
});

/** CURRENT: on offer today (no dates means always); UPCOMING: starts later; EXPIRED: ended before today. */
export type PromotionPeriod = "CURRENT" | "UPCOMING" | "EXPIRED";

/** Where a promotion stands on a calendar date (YYYY-MM-DD, Paris); its start and end days count as on offer. */
export function promotionPeriod(p: Pick<Promotion, "startDate" | "endDate">, today: string): PromotionPeriod {
  if (p.endDate && p.endDate < today) return "EXPIRED";
  if (p.startDate && p.startDate > today) return "UPCOMING";
  return "CURRENT";
}

const rank: Record<PromotionPeriod, number> = { CURRENT: 0, UPCOMING: 1, EXPIRED: 2 };

/**
 * The list as a vendor reads it: current offers first (the soonest to end first, open-ended last),
 * then upcoming ones (the soonest to start first), then expired ones (the latest ended first).
 */
export function sortPromotions<T extends Pick<Promotion, "startDate" | "endDate">>(list: readonly T[], today: string): T[] {
  const key = (p: T): string => {
    const period = promotionPeriod(p, today);
    if (period === "CURRENT") return p.endDate ?? "9999-12-31";
    if (period === "UPCOMING") return p.startDate ?? "";
    return p.endDate ?? "";
  };
  return [...list].sort((a, b) => {
    const pa = promotionPeriod(a, today);
    const pb = promotionPeriod(b, today);
    if (pa !== pb) return rank[pa] - rank[pb];
    const order = key(a).localeCompare(key(b));
    return pa === "EXPIRED" ? -order : order;
  });
}
