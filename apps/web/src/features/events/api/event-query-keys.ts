/** Every event query starts with ["events", vendorId]: a change refreshes one vendor's views at once. */
export const eventQueryKeys = {
  all: (vendorId: string) => ["events", vendorId] as const,
  config: (vendorId: string) => ["events", vendorId, "config"] as const,
  byStatusAll: (vendorId: string) => ["events", vendorId, "status"] as const,
  byStatus: (vendorId: string, status: string) => ["events", vendorId, "status", status] as const,
  list: (vendorId: string) => ["events", vendorId, "list"] as const,
  search: (vendorId: string, term: string) => ["events", vendorId, "search", term] as const,
  forClient: (vendorId: string, clientId: string) => ["events", vendorId, "client", clientId] as const,
  detail: (vendorId: string, eventId: string) => ["events", vendorId, "detail", eventId] as const,
  linkedVendors: (vendorId: string, eventId: string) => ["events", vendorId, "vendors", eventId] as const,
};
