import type { Db } from "../../platform/db/database.ts";
import { createAdminRepository } from "./admin.repository.ts";

export type GrantOutcome = "granted" | "revoked" | "unknown-email";

/**
 * The only way to make (or unmake) an administrator: `npm run admin -- grant|revoke <email>`, run by
 * whoever operates the server. No route calls this: the API can never grant the role.
 * The group reaches the access token at the next login or token refresh.
 */
export async function setAdminRole(db: Db, email: string, grant: boolean): Promise<GrantOutcome> {
  const changed = await createAdminRepository(db).setAdmin(email.trim(), grant);
  if (!changed) return "unknown-email";
  return grant ? "granted" : "revoked";
}
