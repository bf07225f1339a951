/** Every client query starts with ["clients", vendorId]: a save invalidates all of one vendor's lists at once. */
export const clientQueryKeys = {
  all: (vendorId: string) => ["clients", vendorId] as const,
  lists: (vendorId: string) => ["clients", vendorId, "list"] as const,
  searches: (vendorId: string) => ["clients", vendorId, "search"] as const,
  detail: (vendorId: string, clientId: string) => ["clients", vendorId, "detail", clientId] as const,
  quickNotes: (vendorId: string, clientId: string) => ["clients", vendorId, "quick-notes", clientId] as const,
};
