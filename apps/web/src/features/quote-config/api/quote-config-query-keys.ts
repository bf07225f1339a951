/**
 * The quote config is read by this screen, the documents editor and the missing-information dialog:
 * one key per vendor. The client's documents live under "documents", the root the documents feature
 * invalidates after a save.
 */
export const quoteConfigQueryKeys = {
  config: (vendorId: string) => ["quote-config", vendorId] as const,
  clientDocuments: (vendorId: string, clientId: string) => ["documents", vendorId, "client", clientId] as const,
};
