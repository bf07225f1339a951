import type { MarketplaceKey } from "@cortege/domain";

/** Every marketplace query starts with ["marketplaces", vendorId]: a login or a reply refreshes the tabs, lists and threads. */
export const marketplaceQueryKeys = {
  all: (vendorId: string) => ["marketplaces", vendorId] as const,
  connections: (vendorId: string) => ["marketplaces", vendorId, "connections"] as const,
  list: (vendorId: string, mk: MarketplaceKey) => ["marketplaces", vendorId, mk, "list"] as const,
  thread: (vendorId: string, mk: MarketplaceKey, clientId: string, eventId: string) =>
    ["marketplaces", vendorId, mk, "thread", clientId, eventId] as const,
  leadInbox: (vendorId: string) => ["marketplaces", vendorId, "lead-inbox"] as const,
};
