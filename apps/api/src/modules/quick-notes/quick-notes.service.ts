import { type QuickNote, quickNoteMessages } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import { decodeCursor, pageOf } from "../../platform/paging/cursor.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { ClientsService } from "../clients/clients.service.ts";
import { createQuickNotesRepository } from "./quick-notes.repository.ts";

const PAGE_SIZE = 50;

const strip = ({ seq: _seq, ...note }: QuickNote & { seq: number }): QuickNote => note;

export function createQuickNotesService({ db, clients }: { db: Db; clients: ClientsService }) {
  const repo = createQuickNotesRepository(db);
  const missing = () => notFound(quickNoteMessages.quickNoteNotFound);

  return {
    async list(vendorId: VendorId, clientId: string, nextPage: string | undefined) {
      const after = decodeCursor(nextPage);
      await clients.assertOwned(vendorId, clientId);
      const page = pageOf(await repo.listForClient(vendorId, clientId, after, PAGE_SIZE), PAGE_SIZE);
      return { quickNotes: page.items.map(strip), nextPage: page.nextPage };
    },
    async get(vendorId: VendorId, quickNoteId: string): Promise<QuickNote> {
      const note = await repo.get(vendorId, quickNoteId);
      if (!note) throw missing();
      return strip(note);
    },
    async create(vendorId: VendorId, clientId: string, content: string): Promise<QuickNote> {
      await clients.assertOwned(vendorId, clientId);
      return strip(await repo.insert(vendorId, clientId, content));
    },
    async update(vendorId: VendorId, quickNoteId: string, content: string): Promise<QuickNote> {
      const note = await repo.update(vendorId, quickNoteId, content);
      if (!note) throw missing();
      return strip(note);
    },
    async delete(vendorId: VendorId, quickNoteId: string): Promise<void> {
      if (!(await repo.delete(vendorId, quickNoteId))) throw missing();
    },
  };
}
export type QuickNotesService = ReturnType<typeof createQuickNotesService>;
