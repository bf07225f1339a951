/** Every notifications query starts with ["notifications", vendorId]: a change refreshes the bell, the list and the page at once. */
export const notificationQueryKeys = {
  all: (vendorId: string) => ["notifications", vendorId] as const,
  lists: (vendorId: string) => ["notifications", vendorId, "list"] as const,
  settings: (vendorId: string) => ["notifications", vendorId, "settings"] as const,
};
