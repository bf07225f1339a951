import type { AccessTier } from "../session/access-tier.ts";
import type { PlanTier } from "./subscription-schemas.ts";

/**
 * What each plan opens (docs/decisions.md "Plans and tiers"). The core back office stays open to
 * everyone; these features need the tier named, and the server checks it in the database.
 */
export const paidFeatures = ["multiVendor", "googleSync", "eInvoicing", "marketplaceInboxes"] as const;
export type PaidFeature = (typeof paidFeatures)[number];

export const featurePlans: Record<PaidFeature, PlanTier> = {
  multiVendor: "premium",
  googleSync: "premium",
  eInvoicing: "premium",
  marketplaceInboxes: "premium",
};

const rank: Record<AccessTier, number> = { none: 0, essential: 1, premium: 2 };

/** Whether a tier opens a plan's features; a running trial opens Premium's (part 2 §4: the trial). */
export function tierOpens(tier: AccessTier, plan: PlanTier, trialing = false): boolean {
  if (trialing) return true;
  return rank[tier] >= rank[plan];
}

/** Whole days left until the trial's end (0 once passed): what trial-days-remaining answers. */
export function trialDaysRemaining(trialEnd: Date | null, now: Date): number {
  if (!trialEnd) return 0;
  const ms = trialEnd.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
