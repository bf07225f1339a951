import type { UserNames } from "./document-payments.service.ts";

type UserReader = {
  get(userId: string): Promise<{ contact: { firstname: string | null; lastname: string | null; email: string } }>;
};

/**
 * The names a document's history and payments show for the users who made them, read through the
 * users module's service; a user who has since been erased has none (the row keeps a null).
 */
export function userNamesOf(users: UserReader): UserNames {
  return async (ids) => {
    const names = new Map<string, string>();
    for (const id of ids) {
      try {
        const u = (await users.get(id)).contact;
        const full = [u.firstname, u.lastname].filter((p) => p?.trim()).join(" ");
        names.set(id, full || u.email);
      } catch {
        // Erased since: shown without a name.
      }
    }
    return names;
  };
}
