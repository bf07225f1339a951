import type { UsersService } from "./modules/users/users.service.ts";
import { createVendorsRepository } from "./modules/vendors/vendors.repository.ts";
import type { Db } from "./platform/db/database.ts";

export const DEMO_EMAIL = "demo@cortege.fr";
export const DEMO_PASSWORD = "demo-cortege-2026";

/** On an empty database, a confirmed account with one venue, so `npm start` shows a working app. */
export async function seedDemoAccount(users: UsersService, db: Db): Promise<{ email: string; password: string } | null> {
  const user = await users.ensureDemoAccount(DEMO_EMAIL, DEMO_PASSWORD);
  if (!user) return null;
  await createVendorsRepository(db).create(
    user.id,
    "RECEPTION_VENUE",
    { corporateName: "Domaine des Tilleuls SAS", tradeName: "Domaine des Tilleuls", type: "COMPANY" },
    "domaine-des-tilleuls",
  );
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
