import type { ClientSource } from "../clients/client-sources.ts";

/** The two third-party wedding marketplaces of the spec (part 1 §1: marketplace A and marketplace B). */
export const marketplaceKeys = ["A", "B"] as const;
export type MarketplaceKey = (typeof marketplaceKeys)[number];

/** Their segment in the API's paths (/api/messaging/marketplace-a/…) and the web's (/messages/marketplace-a). */
export const marketplaceSlugs = { A: "marketplace-a", B: "marketplace-b" } as const satisfies Record<MarketplaceKey, string>;
export type MarketplaceSlug = (typeof marketplaceSlugs)[MarketplaceKey];

export function marketplaceOfSlug(slug: string): MarketplaceKey | null {
  return (Object.entries(marketplaceSlugs).find(([, s]) => s === slug)?.[0] as MarketplaceKey | undefined) ?? null;
}

/** The client source a lead of each marketplace carries (docs/decisions.md "Marketplaces A and B"). */
export const marketplaceClientSources = { A: "MARIAGE_NET", B: "MILLE_UNE_SALLES" } as const satisfies Record<
  MarketplaceKey,
  ClientSource
>;
