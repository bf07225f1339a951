import type { Address } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { createUsersRepository } from "./users.repository.ts";

/** How another module may reach an account: its confirmed e-mail and contact, nothing of its secrets. */
export type ConfirmedAccount = {
  userId: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  phoneCode: string;
  address: Address | null;
};

/** Read-only answers about accounts for the other modules (mail senders, a vendor's verified contact). */
export function createUserDirectory(db: Db) {
  const repo = createUsersRepository(db);
  return {
    /** The accounts among these whose e-mail is confirmed, in the order given. */
    async confirmed(userIds: readonly string[]): Promise<ConfirmedAccount[]> {
      const byId = new Map((await repo.confirmedAmong(userIds)).map((row) => [row.id, row]));
      return userIds.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            userId: row.id,
            email: row.email,
            firstname: row.firstname,
            lastname: row.lastname,
            phone: row.phone,
            phoneCode: row.phoneCode,
            address: (row.address as Address | null) ?? null,
          },
        ];
      });
    },
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
