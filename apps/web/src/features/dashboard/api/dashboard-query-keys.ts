/** Every dashboard query starts with ["dashboard", vendorId]: issuing a document can invalidate them all at once. */
export const dashboardQueryKeys = {
  all: (vendorId: string) => ["dashboard", vendorId] as const,
  revenue: (vendorId: string, period: Period) => ["dashboard", vendorId, "revenue", period] as const,
  eventsStats: (vendorId: string, period: Period) => ["dashboard", vendorId, "events-stats", period] as const,
  showcaseCount: (vendorId: string, view: string) => ["dashboard", vendorId, "showcase-count", view] as const,
  pending: (vendorId: string) => ["dashboard", vendorId, "pending"] as const,
};
export type Period = { from?: string; to?: string };
