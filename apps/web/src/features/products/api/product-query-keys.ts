/** Every product query starts with ["products", vendorId]: a save invalidates all of one vendor's lists at once. */
export const productQueryKeys = {
  all: (vendorId: string) => ["products", vendorId] as const,
  lists: (vendorId: string) => ["products", vendorId, "list"] as const,
  config: (vendorId: string) => ["products", vendorId, "config"] as const,
};
