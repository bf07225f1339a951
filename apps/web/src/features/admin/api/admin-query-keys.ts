export const adminQueryKeys = {
  vendors: ["admin", "vendors"] as const,
  vendorSettings: (id: string) => ["admin", "vendor-settings", id] as const,
  auditLog: ["admin", "audit-log"] as const,
};
