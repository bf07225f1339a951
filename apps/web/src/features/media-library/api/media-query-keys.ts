import type { FileCategory } from "@cortege/domain";

/** Every media query starts with ["media", vendorId]: an upload or a deletion refreshes them all at once. */
export const mediaQueryKeys = {
  all: (vendorId: string) => ["media", vendorId] as const,
  folder: (vendorId: string, category: FileCategory) => ["media", vendorId, "folder", category] as const,
  usage: (vendorId: string) => ["media", vendorId, "usage"] as const,
};
