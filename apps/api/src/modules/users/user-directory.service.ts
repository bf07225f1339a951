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
            address: row.address ?? null,
          },
        ];
      });
    },
    /** Each of these accounts' e-mail by id (an administrator's list, an audit entry). */
    async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
      return new Map((await repo.emailsAmong(userIds)).map((row) => [row.id, row.email]));
    },
    /** The accounts whose e-mail contains this text, for an administrator's search. */
    idsWithEmailContaining: (text: string) => repo.idsWithEmailContaining(text),
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
