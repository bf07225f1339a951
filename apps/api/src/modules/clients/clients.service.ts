import {
  type Client,
  type ClientListQuery,
  type ClientStatus,
  type ClientWrite,
  clientMessages,
  MAX_SEARCH_RESULTS,
  searchableTerm,
} from "@cortege/domain";
import type { Db, DbOrTx } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import { assertClientDeletable, type ClientDocumentsCheck } from "./client-retention.ts";
import { createClientsRepository } from "./clients.repository.ts";

export function createClientsService({ db, hasIssuedDocuments }: { db: Db; hasIssuedDocuments?: ClientDocumentsCheck }) {
  const repo = createClientsRepository(db);
  const missing = () => notFound(clientMessages.clientNotFound);

  async function get(vendorId: string, clientId: string): Promise<Client> {
    const client = await repo.get(vendorId, clientId);
    if (!client) throw missing();
    return client;
  }

  return {
    get,
    list: (vendorId: string, query: ClientListQuery) => repo.list(vendorId, query),

    /** Mail to these addresses goes to the vendor's own clients (outgoing mail's relay rule); on the caller's transaction. */
    contactAddressesAmong: (conn: DbOrTx, vendorId: string, addresses: readonly string[]) =>
      repo.contactAddressesAmong(conn, vendorId, addresses),

    /** Every id must be one of the vendor's clients, or the whole call is a 404. */
    async getByIds(vendorId: string, clientIds: readonly string[]): Promise<Client[]> {
      const found = await repo.getMany(vendorId, clientIds);
      if (found.length !== new Set(clientIds).size) throw missing();
      return found;
    },

    /** The clients among these ids that belong to the vendor, for other modules' answers. */
    findByIds: (vendorId: string, clientIds: readonly string[]) => repo.getMany(vendorId, clientIds),

    /** The name of each of these clients of the vendor (other lists' cards); ids not the vendor's are left out. */
    async namesOf(vendorId: string, clientIds: readonly string[]): Promise<Map<string, string>> {
      return new Map((await repo.namesAmong(vendorId, [...new Set(clientIds)])).map((c) => [c.id, c.name]));
    },

    /** The acquisition source of each of these clients of the vendor (the dashboard's events by source). */
    async sourcesOf(vendorId: string, clientIds: readonly string[]): Promise<Map<string, string | null>> {
      return new Map((await repo.sourcesAmong(vendorId, clientIds)).map((c) => [c.id, c.source]));
    },

    /** Fewer than 3 characters searches nothing and answers an empty list (part 1 §5). */
    async search(vendorId: string, searchTerm: string | undefined, isArchived = false): Promise<Client[]> {
      const term = searchableTerm(searchTerm);
      return term ? repo.search(vendorId, term, isArchived, MAX_SEARCH_RESULTS) : [];
    },

    async assertOwned(vendorId: string, clientId: string): Promise<void> {
      await get(vendorId, clientId);
    },

    create: (vendorId: string, client: ClientWrite) => repo.insert(vendorId, client),

    async update(vendorId: string, clientId: string, client: ClientWrite): Promise<Client> {
      const updated = await repo.update(vendorId, clientId, client);
      if (!updated) throw missing();
      return updated;
    },

    async updateStatus(vendorId: string, clientId: string, status: ClientStatus): Promise<Client> {
      const updated = await repo.setStatus(vendorId, clientId, status);
      if (!updated) throw missing();
      return updated;
    },

    async delete(vendorId: string, clientId: string): Promise<void> {
      await get(vendorId, clientId);
      await assertClientDeletable(hasIssuedDocuments, vendorId, clientId);
      if (!(await repo.delete(vendorId, clientId))) throw missing();
    },

    async archive(vendorId: string, clientIds: readonly string[], isArchived: boolean): Promise<string[]> {
      const archived = await repo.archive(vendorId, clientIds, isArchived);
      if (!archived) throw missing();
      return archived;
    },
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;
