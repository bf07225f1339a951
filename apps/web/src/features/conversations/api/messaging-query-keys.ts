/** Every messaging query starts with ["messaging", vendorId]: a sent message refreshes the list, thread and counter at once. */
export const messagingQueryKeys = {
  all: (vendorId: string) => ["messaging", vendorId] as const,
  lists: (vendorId: string) => ["messaging", vendorId, "list"] as const,
  thread: (vendorId: string, clientId: string, eventId: string | null) =>
    ["messaging", vendorId, "thread", clientId, eventId ?? ""] as const,
  counter: (vendorId: string) => ["messaging", vendorId, "counter"] as const,
  predefined: (vendorId: string) => ["messaging", vendorId, "predefined"] as const,
};
