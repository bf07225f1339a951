import type { Db } from "../../platform/db/database.ts";
import { createUsersRepository } from "./users.repository.ts";

/**
 * The administrator role of an account (the `admin` group). Only the operator's command grants it
 * (`npm run admin -- grant|revoke <email>`); the admin routes re-read it at each call.
 */
export function createAdministrators(db: Db) {
  const repo = createUsersRepository(db);
  return {
    isAdministrator: (userId: string) => repo.isAdministrator(userId),
    /** False when no account has this e-mail. */
    setAdministrator: (email: string, admin: boolean) => repo.setAdministrator(email, admin),
  };
}
export type Administrators = ReturnType<typeof createAdministrators>;
