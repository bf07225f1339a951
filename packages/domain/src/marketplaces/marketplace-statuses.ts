/** A marketplace conversation's status (part 1 §4), shown in French. */
export const marketplaceStatuses = ["PENDING", "BOOKED", "PROCESSED", "REFUSED"] as const;
export type MarketplaceStatus = (typeof marketplaceStatuses)[number];

export const marketplaceStatusLabels: Record<MarketplaceStatus, string> = {
  PENDING: "En attente",
  BOOKED: "Réservée",
  PROCESSED: "Traitée",
  REFUSED: "Refusée",
};
