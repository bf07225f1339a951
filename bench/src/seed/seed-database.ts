import { fakerFR } from "@faker-js/faker";
import { eq, like, sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "../../../apps/api/src/db/schema/index.ts";
import {
  clients,
  documentLines,
  documentLinks,
  documents,
  eventStatusConfigs,
  events,
  numberingCounters,
  products,
  quickNotes,
  quoteConfigs,
  taskBoardConfigs,
  taskBoards,
  taskBoardTemplates,
  taskLists,
  tasks,
  users,
  vendorMembers,
  vendors,
} from "../../../apps/api/src/db/schema/index.ts";
import { createPasswordHasher } from "../../../apps/api/src/platform/auth/passwords.ts";
import { openDatabase } from "../../../apps/api/src/platform/db/database.ts";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../../apps/api/src/seed-demo.ts";
import { bulkInsert, withSecondaryIndexesRebuilt } from "./bulk-insert.ts";
import {
  type AccountSeed,
  type ClientSeed,
  type EventSeed,
  emptyAccountSeed,
  type GenerateOptions,
  generateAccounts,
  type NoteSeed,
  type VendorCompany,
  vendorCompany,
} from "./generate.ts";
import { SEED_EMAIL_DOMAIN, SEED_PASSWORD, type SeedSizeName, seedSizes } from "./sizes.ts";

export type SeedOptions = {
  size: SeedSizeName;
  seed?: number;
  /** "Today" of the generated data (YYYY-MM-DD); fixed by default so a seed is reproducible. */
  today?: string;
  /** Delete what an earlier seed wrote (its accounts and their vendors, or the demo vendor's rows) first. */
  reset?: boolean;
  log?: (line: string) => void;
};

export type SeedReport = {
  size: SeedSizeName;
  rows: Record<string, number>;
  totalRows: number;
  seconds: number;
  rowsPerSecond: number;
  indexSeconds: number;
};

export const DEFAULT_SEED = 20261121;
export const DEFAULT_TODAY = "2026-11-21";
const FLUSH_ROWS = 8000;

const clientKeys = [
  "id",
  "vendorId",
  "type",
  "name",
  "contacts",
  "source",
  "status",
  "note",
  "company",
  "isArchived",
  "createdAt",
  "updatedAt",
  "searchText",
] as const;
const eventKeys = [
  "id",
  "vendorId",
  "eventName",
  "note",
  "approximateGuestsCount",
  "guestsCount",
  "date",
  "startDate",
  "endDate",
  "approximateDate",
  "eventType",
  "clientId",
  "status",
  "isArchived",
  "createdAt",
  "updatedAt",
  "searchText",
] as const;
const noteKeys = ["id", "vendorId", "clientId", "content", "createdAt", "updatedAt"] as const;
const productKeys = [
  "id",
  "vendorId",
  "name",
  "ref",
  "productType",
  "unitType",
  "description",
  "priceCents",
  "tax",
  "category",
  "createdAt",
  "updatedAt",
] as const;
const documentKeys = [
  "id",
  "vendorId",
  "quoteType",
  "status",
  "name",
  "legalEntity",
  "clientId",
  "clientName",
  "eventId",
  "date",
  "expirationDate",
  "issuedDate",
  "dueDate",
  "globalDiscountType",
  "globalDiscountValue",
  "totalExcludingTaxCents",
  "totalTaxCents",
  "totalIncludingTaxCents",
  "breakdown",
  "deducted",
  "isFixedAmount",
  "quoteConfig",
  "address",
  "deposits",
  "mentions",
  "isArchived",
  "searchText",
  "createdAt",
  "updatedAt",
] as const;
const lineKeys = [
  "id",
  "vendorId",
  "documentId",
  "parentLineId",
  "position",
  "productId",
  "name",
  "ref",
  "description",
  "productType",
  "unitType",
  "tax",
  "unitPriceCents",
  "unitBases",
  "quantity",
  "discountType",
  "discountValue",
  "revenueCents",
] as const;
const taskKeys = [
  "id",
  "vendorId",
  "boardId",
  "listId",
  "type",
  "name",
  "description",
  "dueAt",
  "numberOfDays",
  "position",
  "items",
  "fromEmail",
  "fromName",
  "object",
  "body",
  "emails",
  "sendCopyToSelf",
  "filename",
  "listIdDone",
  "amountCents",
  "depositStatus",
  "keptAmountCents",
  "keptReason",
  "jobId",
  "sendStatus",
  "sendError",
  "sentAt",
  "createdAt",
  "updatedAt",
] as const;
const listKeys = [
  "id",
  "vendorId",
  "boardId",
  "name",
  "position",
  "enableNotifications",
  "notificationDaysBefore",
  "createdAt",
] as const;

const clientRow = (c: ClientSeed) => ({ ...c, updatedAt: c.createdAt, searchText: c.searchSource });
const eventRow = (e: EventSeed) => ({ ...e, updatedAt: e.createdAt, searchText: e.eventName });
const noteRow = (n: NoteSeed) => ({ ...n, updatedAt: n.createdAt });

/** Whether seeded accounts (or, for the demo size, rows of the demo vendor) are already there. */
async function alreadySeeded(database: ReturnType<typeof openDatabase>, demoVendorId: string | null): Promise<number> {
  if (demoVendorId) {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clients)
      .where(eq(clients.vendorId, demoVendorId));
    return row?.n ?? 0;
  }
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, `%@${SEED_EMAIL_DOMAIN}`));
  return row?.n ?? 0;
}

async function deleteSeeded(database: ReturnType<typeof openDatabase>, demoVendorId: string | null): Promise<void> {
  // Issued documents are kept by a trigger (10-year retention, migration 0011). A reseed replaces made-up
  // documents of a benchmark database: the trigger is lifted inside this one transaction only.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE documents DISABLE TRIGGER documents_keep_issued`);
    if (demoVendorId) {
      // Documents first (their lines and links cascade), then boards (lists, tasks, templates cascade), the
      // catalogue, events (a client's deletion would only empty their clientId), then clients (notes cascade).
      // Its series restart with the made-up documents that replace the deleted ones.
      await tx.delete(documents).where(eq(documents.vendorId, demoVendorId));
      await tx.execute(
        sql`DELETE FROM numbering_counters WHERE legal_entity = (SELECT cortege_legal_entity(id, company) FROM vendors WHERE id = ${demoVendorId})`,
      );
      await tx.delete(quoteConfigs).where(eq(quoteConfigs.vendorId, demoVendorId));
      await tx.delete(taskBoardConfigs).where(eq(taskBoardConfigs.vendorId, demoVendorId));
      await tx.delete(taskBoards).where(eq(taskBoards.vendorId, demoVendorId));
      await tx.delete(products).where(eq(products.vendorId, demoVendorId));
      await tx.delete(events).where(eq(events.vendorId, demoVendorId));
      await tx.delete(clients).where(eq(clients.vendorId, demoVendorId));
    } else {
      const seeded = sql`SELECT m.vendor_id FROM vendor_members m JOIN users u ON u.id = m.user_id WHERE u.email LIKE ${`%@${SEED_EMAIL_DOMAIN}`}`;
      // Counters outlive their vendor (numbers stay unique per legal entity); made-up entities go with their vendors.
      await tx.execute(
        sql`DELETE FROM numbering_counters WHERE legal_entity IN (SELECT cortege_legal_entity(v.id, v.company) FROM vendors v WHERE v.id IN (${seeded}))`,
      );
      await tx.execute(sql`DELETE FROM vendors WHERE id IN (${seeded})`);
      await tx.delete(users).where(like(users.email, `%@${SEED_EMAIL_DOMAIN}`));
    }
    await tx.execute(sql`ALTER TABLE documents ENABLE TRIGGER documents_keep_issued`);
  });
}

/**
 * The demo account of `npm start`, created like the server creates it when it is missing; its venue's
 * company is completed (SIREN, address…) when it lacks what an issued document must print.
 */
async function demoAccount(
  database: ReturnType<typeof openDatabase>,
): Promise<{ userId: string; vendorId: string; email: string; company: VendorCompany }> {
  const db = database.db;
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!user) {
    const hash = await createPasswordHasher().hash(DEMO_PASSWORD);
    [user] = await db
      .insert(users)
      .values({ email: DEMO_EMAIL, passwordHash: hash, emailConfirmedAt: new Date(), firstname: "Camille", lastname: "Martin" })
      .returning({ id: users.id });
  }
  const userId = (user as { id: string }).id;
  let [member] = await db
    .select({ vendorId: vendorMembers.vendorId })
    .from(vendorMembers)
    .where(eq(vendorMembers.userId, userId))
    .orderBy(vendorMembers.createdAt)
    .limit(1);
  if (!member) {
    const [vendor] = await db
      .insert(vendors)
      .values({
        slug: "domaine-des-tilleuls",
        vendorType: "RECEPTION_VENUE",
        company: { corporateName: "Domaine des Tilleuls SAS", tradeName: "Domaine des Tilleuls", type: "COMPANY" },
        socials: [],
        weddingShowcase: { catchphrase: "", description: "", tags: [] },
      })
      .returning({ id: vendors.id });
    await db.insert(vendorMembers).values({ vendorId: (vendor as { id: string }).id, userId, role: "owner" });
    member = { vendorId: (vendor as { id: string }).id };
  }
  const [vendor] = await db.select({ company: vendors.company }).from(vendors).where(eq(vendors.id, member.vendorId));
  let company = vendor?.company as Partial<VendorCompany> | undefined;
  if (!company?.siren || !company.contact?.address || !company.legalForm) {
    fakerFR.seed(DEFAULT_SEED);
    const completed = vendorCompany(fakerFR, company?.tradeName ?? "Domaine des Tilleuls", {
      firstname: "Camille",
      lastname: "Martin",
      email: DEMO_EMAIL,
    });
    const full: VendorCompany = { ...completed, ...(company?.corporateName ? { corporateName: company.corporateName } : {}) };
    company = full;
    await db.update(vendors).set({ company: full }).where(eq(vendors.id, member.vendorId));
  }
  return { userId, vendorId: member.vendorId, email: DEMO_EMAIL, company: company as VendorCompany };
}

/**
 * Writes the named size into the database at `url` in one transaction: accounts, vendors and their
 * pipelines through Drizzle inserts, clients, events and quick notes through batched unnest inserts
 * (the next batch is generated while PostgreSQL writes the previous one).
 */
export async function seedDatabase(url: string, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const size = seedSizes[options.size];
  const database = openDatabase(url, 2);
  let started = performance.now();
  try {
    const demo = options.size === "demo" ? await demoAccount(database) : undefined;
    const existing = await alreadySeeded(database, demo?.vendorId ?? null);
    if (existing > 0) {
      if (!options.reset) {
        throw new Error(
          demo
            ? `Le compte de démonstration a déjà ${existing} clients : relancez avec --reset pour les remplacer.`
            : `Cette base contient déjà ${existing} comptes générés (@${SEED_EMAIL_DOMAIN}) : relancez avec --reset pour les remplacer.`,
        );
      }
      log(`Suppression des données générées précédemment…`);
      await deleteSeeded(database, demo?.vendorId ?? null);
    }
    // Timed from here: what an earlier seed left is not part of this one's rate.
    started = performance.now();
    const passwordHash = await createPasswordHasher().hash(SEED_PASSWORD);
    const generateOptions: GenerateOptions = {
      seed: options.seed ?? DEFAULT_SEED,
      today: new Date(`${options.today ?? DEFAULT_TODAY}T12:00:00Z`),
      ...(demo ? { demo } : {}),
    };
    const rows: Record<string, number> = Object.fromEntries(Object.keys(batchCounts(emptyBatch())).map((t) => [t, 0]));
    // Documents with their lines and links come to ~13 rows per quote, a board with its lists and tasks to 9.
    const expected =
      size.vendors *
      (size.clientsPerVendor + size.eventsPerVendor + size.notesPerVendor + 13 * size.quotesPerVendor + 9 * size.boardsPerVendor);
    const client = await database.pool.connect();
    let indexSeconds = 0;
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      await client.query("SET LOCAL synchronous_commit = off");
      // Issued documents are frozen, lines included: the lines' trigger refuses any line added to an issued
      // document, and the seed writes each document in its final state before its lines. It is disabled
      // for this transaction only (ALTER TABLE is transactional: a failure restores it) and enabled again
      // before COMMIT. The documents' own trigger (BEFORE UPDATE) never fires: the seed updates nothing.
      await client.query("ALTER TABLE document_lines DISABLE TRIGGER document_lines_frozen");
      const tx = openDatabaseOn(client);
      const load = async () => {
        let buffer: AccountSeed = emptyBatch();
        let pending: Promise<void> = Promise.resolve();
        let lastLog = performance.now();
        const write = async (batch: AccountSeed) => {
          await writeBatch(tx, client, batch, passwordHash);
          for (const [table, n] of Object.entries(batchCounts(batch))) rows[table] = (rows[table] ?? 0) + n;
          if (performance.now() - lastLog > 5000) {
            lastLog = performance.now();
            const done = Object.values(rows).reduce((a, b) => a + b, 0);
            log(`  ${done} / ~${expected} lignes (${Math.round(done / ((performance.now() - started) / 1000))} lignes/s)`);
          }
        };
        // The previous batch must be written first; this one is then written while the next is generated.
        const flush = async (batch: AccountSeed) => {
          await pending;
          pending = write(batch);
          pending.catch(() => {}); // awaited later; this only keeps it from counting as unhandled meanwhile
        };
        for (const account of generateAccounts(size, generateOptions)) {
          for (const key of Object.keys(buffer) as (keyof AccountSeed)[]) (buffer[key] as unknown[]).push(...account[key]);
          if (Object.values(batchCounts(buffer)).reduce((a, b) => a + b, 0) >= FLUSH_ROWS) {
            await flush(buffer);
            buffer = emptyBatch();
          }
        }
        await flush(buffer);
        await pending;
      };
      if (expected >= 100_000) {
        const rebuilt = await withSecondaryIndexesRebuilt(
          client,
          [clients, events, quickNotes, documents, documentLines, documentLinks, taskBoards, taskLists, tasks],
          load,
        );
        indexSeconds = rebuilt.indexSeconds;
        log(`  ${rebuilt.indexes} index reconstruits en ${rebuilt.indexSeconds.toFixed(1)} s`);
      } else {
        await load();
      }
      await client.query("ALTER TABLE document_lines ENABLE TRIGGER document_lines_frozen");
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    // VACUUM too: it sets the visibility map, without which index-only scans (counts, pages) read the heap.
    await database.pool.query(
      "VACUUM (ANALYZE) users, vendors, vendor_members, clients, events, quick_notes, products, quote_configs, documents, " +
        "document_lines, document_links, numbering_counters, task_boards, task_lists, tasks, task_board_templates, task_board_configs",
    );
    const seconds = (performance.now() - started) / 1000;
    const totalRows = Object.values(rows).reduce((a, b) => a + b, 0);
    return { size: options.size, rows, totalRows, seconds, rowsPerSecond: Math.round(totalRows / seconds), indexSeconds };
  } finally {
    await database.close();
  }
}

const emptyBatch = emptyAccountSeed;

const batchCounts = (b: AccountSeed) => ({
  users: b.users.length,
  vendors: b.vendors.length,
  vendor_members: b.members.length,
  event_status_configs: b.statusConfigs.length,
  clients: b.clients.length,
  events: b.events.length,
  quick_notes: b.notes.length,
  products: b.products.length,
  quote_configs: b.quoteConfigs.length,
  documents: b.documents.length,
  document_lines: b.documentLines.length,
  document_links: b.documentLinks.length,
  numbering_counters: b.documentCounters.length,
  task_boards: b.taskBoards.length,
  task_lists: b.taskLists.length,
  tasks: b.tasks.length,
  task_board_templates: b.boardTemplates.length,
  task_board_configs: b.boardConfigs.length,
});

/** Drizzle on the transaction's own connection. */
function openDatabaseOn(client: pg.PoolClient): NodePgDatabase<typeof schema> {
  return drizzle(client, { schema });
}

async function writeBatch(
  tx: NodePgDatabase<typeof schema>,
  client: pg.PoolClient,
  b: AccountSeed,
  passwordHash: string,
): Promise<void> {
  if (b.users.length > 0) {
    await tx.insert(users).values(
      b.users.map((u) => ({
        ...u,
        passwordHash,
        emailConfirmedAt: u.createdAt,
        phoneCode: "33",
        loginCount: 2,
        updatedAt: u.createdAt,
      })),
    );
  }
  if (b.vendors.length > 0) await tx.insert(vendors).values(b.vendors.map((v) => ({ ...v, updatedAt: v.createdAt })));
  if (b.members.length > 0) await tx.insert(vendorMembers).values(b.members);
  if (b.statusConfigs.length > 0) await tx.insert(eventStatusConfigs).values(b.statusConfigs);
  await bulkInsert(client, clients, clientKeys, b.clients.map(clientRow));
  await bulkInsert(client, events, eventKeys, b.events.map(eventRow));
  await bulkInsert(client, quickNotes, noteKeys, b.notes.map(noteRow));
  await bulkInsert(
    client,
    products,
    productKeys,
    b.products.map((p) => ({ ...p, updatedAt: p.createdAt })),
  );
  if (b.quoteConfigs.length > 0) await tx.insert(quoteConfigs).values(b.quoteConfigs);
  await bulkInsert(client, documents, documentKeys, b.documents);
  await bulkInsert(client, documentLines, lineKeys, b.documentLines);
  await bulkInsert(client, documentLinks, ["vendorId", "documentId", "linkedId", "relation"] as const, b.documentLinks);
  if (b.documentCounters.length > 0) {
    // A series left by an interrupted earlier seed of the same made-up entity is taken over.
    await tx
      .insert(numberingCounters)
      .values(b.documentCounters)
      .onConflictDoUpdate({
        target: [numberingCounters.legalEntity, numberingCounters.prefix],
        set: {
          quoteType: sql`excluded.quote_type`,
          counter: sql`excluded.counter`,
          lastNumberedDate: sql`excluded.last_numbered_date`,
        },
      });
  }
  await bulkInsert(client, taskBoards, ["id", "vendorId", "name", "eventId", "createdAt", "updatedAt"] as const, b.taskBoards);
  await bulkInsert(client, taskLists, listKeys, b.taskLists);
  await bulkInsert(client, tasks, taskKeys, b.tasks);
  if (b.boardTemplates.length > 0) await tx.insert(taskBoardTemplates).values(b.boardTemplates);
  if (b.boardConfigs.length > 0) await tx.insert(taskBoardConfigs).values(b.boardConfigs);
}

/** How many seeded accounts (compte-<n>@cortege-seed.fr) the database at `url` holds. */
export async function countSeededAccounts(url: string): Promise<number> {
  const database = openDatabase(url, 1);
  try {
    return await alreadySeeded(database, null);
  } finally {
    await database.close();
  }
}
