export const adminQueryKeys = {
  vendors: ["admin", "vendors"] as const,
  vendorSettings: (id: string) => ["admin", "vendor-settings", id] as const,
};
