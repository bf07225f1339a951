/** Query keys of the books: every list, config, stats and suggestions of a vendor sit under ["transactions", vendorId]. */
export const transactionQueryKeys = {
  all: (vendorId: string) => ["transactions", vendorId] as const,
  lists: (vendorId: string) => ["transactions", vendorId, "list"] as const,
  config: (vendorId: string) => ["transactions", vendorId, "config"] as const,
  stats: (vendorId: string, displayDate: string) => ["transactions", vendorId, "stats", displayDate] as const,
  suggestions: (vendorId: string) => ["transactions", vendorId, "suggestions"] as const,
};
