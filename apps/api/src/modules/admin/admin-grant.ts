import type { Db } from "../../platform/db/database.ts";
import { createAdministrators } from "../users/administrators.service.ts";

export type GrantOutcome = "granted" | "revoked" | "unknown-email";

/**
 * The only way to make (or unmake) an administrator: `npm run admin -- grant|revoke <email>`, run by
 * whoever operates the server. No route calls this: the API can never grant the role.
 * The group reaches the access token at the next login or token refresh.
 */
export async function setAdminRole(db: Db, email: string, grant: boolean): Promise<GrantOutcome> {
  const changed = await createAdministrators(db).setAdministrator(email.trim(), grant);
  if (!changed) return "unknown-email";
  return grant ? "granted" : "revoked";
}
