import { unwrap } from "@cortege/api-client";
import type { AdminAuditEntry, adminContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { adminQueryKeys } from "./admin-query-keys.ts";

/** GET admin/audit-log: the administrators' latest calls, newest first (administrators only). */
export async function fetchAdminAuditLog(limit = 50): Promise<AdminAuditEntry[]> {
  return unwrap(await apiClient.call<typeof adminContract.auditLog>({ method: "GET", path: "admin/audit-log", query: { limit } }))
    .entries;
}

export const adminAuditLogQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.auditLog, queryFn: () => fetchAdminAuditLog() });

export const useAdminAuditLog = () => useQuery(adminAuditLogQueryOptions());
