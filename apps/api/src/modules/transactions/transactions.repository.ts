import { type CategoryInput, type DefaultCategory, defaultCategories, foldAccents } from "@cortege/domain";
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import {
  bankImports,
  transactionAllocations,
  transactionCategories,
  transactionConfigs,
  transactions,
} from "../../db/schema/index.ts";
import type { DbOrTx, Tx } from "../../platform/db/database.ts";

export type TransactionRow = typeof transactions.$inferSelect;
export type AllocationRow = typeof transactionAllocations.$inferSelect;
export type CategoryRow = typeof transactionCategories.$inferSelect;
export type TransactionInsert = Omit<typeof transactions.$inferInsert, "vendorId" | "id" | "searchText">;
export type AllocationInsert = Omit<typeof transactionAllocations.$inferInsert, "vendorId" | "id" | "transactionId" | "position">;
export type TransactionWithAllocations = TransactionRow & { allocations: AllocationRow[] };

export type ListFilters = {
  startDate?: string;
  endDate?: string;
  status?: string;
  transactionType?: string;
  categoryId?: string;
  searchTerm?: string;
};

const searchTextOf = (t: Partial<TransactionInsert>, allocations: readonly Partial<AllocationInsert>[]) =>
  foldAccents(
    [t.label, t.description, t.counterparty, ...allocations.flatMap((a) => [a.label, a.documentName, a.clientName])]
      .filter(Boolean)
      .join(" "),
  );

/** SQL of transactions, their allocations, the chart of categories and the fiscal year (cents). */
export function createTransactionsRepository() {
  async function withAllocations(conn: DbOrTx, vendorId: string, rows: TransactionRow[]): Promise<TransactionWithAllocations[]> {
    if (rows.length === 0) return [];
    const allocs = await conn
      .select()
      .from(transactionAllocations)
      .where(
        and(
          eq(transactionAllocations.vendorId, vendorId),
          inArray(
            transactionAllocations.transactionId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(transactionAllocations.position));
    const by = new Map<string, AllocationRow[]>();
    for (const a of allocs) by.set(a.transactionId, [...(by.get(a.transactionId) ?? []), a]);
    return rows.map((r) => ({ ...r, allocations: by.get(r.id) ?? [] }));
  }

  function where(vendorId: string, f: ListFilters): SQL {
    const parts: (SQL | undefined)[] = [eq(transactions.vendorId, vendorId)];
    if (f.startDate) parts.push(gte(transactions.transactionDate, f.startDate));
    if (f.endDate) parts.push(lte(transactions.transactionDate, f.endDate));
    if (f.status) parts.push(eq(transactions.status, f.status));
    if (f.transactionType) parts.push(eq(transactions.transactionType, f.transactionType));
    if (f.categoryId) {
      parts.push(
        sql`EXISTS (SELECT 1 FROM transaction_allocations a WHERE a.transaction_id = ${transactions.id} AND a.vendor_id = ${vendorId} AND a.category_id = ${f.categoryId})`,
      );
    }
    const term = foldAccents(f.searchTerm?.trim() ?? "");
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // A term that is an amount ("62,40", "1 350 €") also finds the transactions of that amount.
      const digits = term.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
      const cents = /^-?\d+(\.\d{1,2})?$/.test(digits) ? Math.round(Number(digits) * 100) : null;
      parts.push(
        cents === null
          ? sql`${transactions.searchText} LIKE ${like}`
          : sql`(${transactions.searchText} LIKE ${like} OR abs(${transactions.amountCents}) = ${Math.abs(cents)})`,
      );
    }
    return and(...parts) as SQL;
  }

  return {
    async insert(tx: Tx, vendorId: string, values: TransactionInsert, allocations: AllocationInsert[]): Promise<TransactionRow> {
      const [row] = await tx
        .insert(transactions)
        .values({ ...values, vendorId, searchText: searchTextOf(values, allocations) })
        .returning();
      const created = row as TransactionRow;
      await this.replaceAllocations(tx, vendorId, created.id, allocations, false);
      return created;
    },

    async update(tx: Tx, vendorId: string, id: string, values: Partial<TransactionInsert>, allocations?: AllocationInsert[]) {
      const current = await this.get(tx, vendorId, id);
      if (!current) return;
      const merged = { ...current, ...values };
      const allocs = allocations ?? current.allocations;
      await tx
        .update(transactions)
        .set({ ...values, searchText: searchTextOf(merged, allocs), updatedAt: new Date() })
        .where(and(eq(transactions.vendorId, vendorId), eq(transactions.id, id)));
      if (allocations) await this.replaceAllocations(tx, vendorId, id, allocations, true);
    },

    async replaceAllocations(tx: Tx, vendorId: string, transactionId: string, allocations: AllocationInsert[], clear = true) {
      if (clear) {
        await tx
          .delete(transactionAllocations)
          .where(and(eq(transactionAllocations.vendorId, vendorId), eq(transactionAllocations.transactionId, transactionId)));
      }
      if (allocations.length === 0) return;
      await tx
        .insert(transactionAllocations)
        .values(allocations.map((a, position) => ({ ...a, vendorId, transactionId, position })));
    },

    async delete(tx: Tx, vendorId: string, id: string) {
      await tx.delete(transactions).where(and(eq(transactions.vendorId, vendorId), eq(transactions.id, id)));
    },

    async get(conn: DbOrTx, vendorId: string, id: string, forUpdate = false): Promise<TransactionWithAllocations | null> {
      const q = conn
        .select()
        .from(transactions)
        .where(and(eq(transactions.vendorId, vendorId), eq(transactions.id, id)));
      const [row] = forUpdate ? await q.for("update") : await q;
      if (!row) return null;
      return (await withAllocations(conn, vendorId, [row]))[0] ?? null;
    },

    async byPayment(conn: DbOrTx, vendorId: string, paymentId: string): Promise<TransactionRow | null> {
      const [row] = await conn
        .select()
        .from(transactions)
        .where(and(eq(transactions.vendorId, vendorId), eq(transactions.documentPaymentId, paymentId)));
      return row ?? null;
    },

    /** A page of transactions, newest first, and how many match in all. */
    async page(conn: DbOrTx, vendorId: string, f: ListFilters, page: number, limit: number) {
      const cond = where(vendorId, f);
      const rows = await conn
        .select()
        .from(transactions)
        .where(cond)
        .orderBy(desc(transactions.transactionDate), desc(transactions.createdAt), desc(transactions.id))
        .limit(limit + 1)
        .offset((page - 1) * limit);
      const [count] = await conn.select({ n: sql<string>`count(*)` }).from(transactions).where(cond);
      return {
        rows: await withAllocations(conn, vendorId, rows.slice(0, limit)),
        hasMore: rows.length > limit,
        totalCount: Number(count?.n ?? 0),
      };
    },

    /** Every transaction of a period with its allocations, oldest first (exports). */
    async inPeriod(conn: DbOrTx, vendorId: string, from: string, to: string): Promise<TransactionWithAllocations[]> {
      const rows = await conn
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.vendorId, vendorId),
            gte(transactions.transactionDate, from),
            lte(transactions.transactionDate, to),
          ),
        )
        .orderBy(asc(transactions.transactionDate), asc(transactions.createdAt));
      return withAllocations(conn, vendorId, rows);
    },

    /** The bank keys already known among these (duplicate detection). */
    async knownBankKeys(conn: DbOrTx, vendorId: string, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await conn
        .select({ k: transactions.bankKey })
        .from(transactions)
        .where(and(eq(transactions.vendorId, vendorId), inArray(transactions.bankKey, keys)));
      return new Set(rows.flatMap((r) => (r.k ? [r.k] : [])));
    },

    /** Labels of categorised expense/income lines, newest first (category suggestions learn from them). */
    async categoryHistory(conn: DbOrTx, vendorId: string, limit = 2000) {
      const result = await conn.execute<{ label: string; category_id: string }>(sql`
        SELECT t.label, a.category_id FROM transaction_allocations a
          JOIN transactions t ON t.id = a.transaction_id
         WHERE a.vendor_id = ${vendorId} AND a.category_id IS NOT NULL
         ORDER BY t.transaction_date DESC LIMIT ${limit}`);
      return result.rows.map((r) => ({ label: r.label, categoryId: r.category_id }));
    },

    /** Recorded payments not yet seen on a statement (PENDING incomes), for bank matching. */
    async pendingPayments(conn: DbOrTx, vendorId: string): Promise<TransactionWithAllocations[]> {
      const rows = await conn
        .select()
        .from(transactions)
        .where(and(eq(transactions.vendorId, vendorId), eq(transactions.status, "PENDING"), eq(transactions.source, "PAYMENT")))
        .orderBy(desc(transactions.transactionDate))
        .limit(500);
      return withAllocations(conn, vendorId, rows);
    },

    async insertImport(tx: Tx, vendorId: string, values: Omit<typeof bankImports.$inferInsert, "vendorId">) {
      const [row] = await tx
        .insert(bankImports)
        .values({ ...values, vendorId })
        .returning({ id: bankImports.id });
      return row?.id as string;
    },

    async countImportMatched(tx: Tx, vendorId: string, importId: string, matched: number) {
      await tx
        .update(bankImports)
        .set({ matchedCount: matched })
        .where(and(eq(bankImports.vendorId, vendorId), eq(bankImports.id, importId)));
    },

    // Categories and fiscal year.

    async categories(conn: DbOrTx, vendorId: string): Promise<CategoryRow[]> {
      return conn
        .select()
        .from(transactionCategories)
        .where(eq(transactionCategories.vendorId, vendorId))
        .orderBy(asc(transactionCategories.position), asc(transactionCategories.code));
    },

    /** Inserts the default chart's missing codes; with `reset`, restores the default ones as shipped. */
    async seedCategories(tx: Tx, vendorId: string, reset: boolean) {
      const values = defaultCategories.map((c: DefaultCategory, position) => ({ ...c, vendorId, position, isVisible: true }));
      const q = tx.insert(transactionCategories).values(values);
      if (reset) {
        await q.onConflictDoUpdate({
          target: [transactionCategories.vendorId, transactionCategories.code],
          set: {
            parentCategory: sql`excluded.parent_category`,
            category: sql`excluded.category`,
            description: sql`excluded.description`,
            account: sql`excluded.account`,
            isVisible: sql`true`,
            position: sql`excluded.position`,
          },
        });
      } else await q.onConflictDoNothing();
    },

    async upsertCategory(tx: Tx, vendorId: string, c: CategoryInput, position: number): Promise<"ok" | "missing" | "taken"> {
      const values = {
        code: c.code,
        parentCategory: c.parentCategory,
        category: c.category,
        description: c.description ?? null,
        account: c.account,
        isVisible: c.isVisible,
      };
      const [clash] = await tx
        .select({ id: transactionCategories.id })
        .from(transactionCategories)
        .where(and(eq(transactionCategories.vendorId, vendorId), eq(transactionCategories.code, c.code)));
      if (clash && clash.id !== c.categoryId) return "taken";
      if (c.categoryId) {
        const done = await tx
          .update(transactionCategories)
          .set(values)
          .where(and(eq(transactionCategories.vendorId, vendorId), eq(transactionCategories.id, c.categoryId)))
          .returning({ id: transactionCategories.id });
        return done.length > 0 ? "ok" : "missing";
      }
      await tx.insert(transactionCategories).values({ ...values, vendorId, position: 100 + position });
      return "ok";
    },

    async config(conn: DbOrTx, vendorId: string) {
      const [row] = await conn.select().from(transactionConfigs).where(eq(transactionConfigs.vendorId, vendorId));
      return row ?? null;
    },

    async saveConfig(tx: Tx, vendorId: string, start: string, end: string) {
      await tx
        .insert(transactionConfigs)
        .values({ vendorId, fiscalDateStart: start, fiscalDateEnd: end })
        .onConflictDoUpdate({
          target: transactionConfigs.vendorId,
          set: { fiscalDateStart: start, fiscalDateEnd: end, updatedAt: new Date() },
        });
    },

    /** Sums per month of a period: incomes, expenses and VAT (collected on incomes, deductible on expenses). */
    async monthly(conn: DbOrTx, vendorId: string, from: string, to: string) {
      const result = await conn.execute<{ month: string; income: string; expense: string }>(sql`
        SELECT to_char(transaction_date, 'YYYY-MM') AS month,
               coalesce(sum(amount_cents) FILTER (WHERE transaction_type = 'INCOME'), 0)::text AS income,
               coalesce(sum(amount_cents) FILTER (WHERE transaction_type <> 'INCOME'), 0)::text AS expense
          FROM transactions
         WHERE vendor_id = ${vendorId} AND transaction_date BETWEEN ${from}::date AND ${to}::date
         GROUP BY 1 ORDER BY 1`);
      const vat = await conn.execute<{
        month: string;
        tax_type: string;
        document_id: string | null;
        collected: string;
        deductible: string;
      }>(sql`
        SELECT to_char(a.allocation_date, 'YYYY-MM') AS month, d->>'taxType' AS tax_type, a.document_id,
               coalesce(sum((d->>'taxAmount')::bigint) FILTER (WHERE t.transaction_type = 'INCOME'), 0)::text AS collected,
               coalesce(-sum((d->>'taxAmount')::bigint) FILTER (WHERE t.transaction_type <> 'INCOME'), 0)::text AS deductible
          FROM transaction_allocations a
          JOIN transactions t ON t.id = a.transaction_id
          CROSS JOIN LATERAL jsonb_array_elements(a.tax_details) d
         WHERE a.vendor_id = ${vendorId} AND a.allocation_date BETWEEN ${from}::date AND ${to}::date
         GROUP BY 1, 2, 3 ORDER BY 1, 2`);
      return {
        money: result.rows.map((r) => ({ month: r.month, income: Number(r.income), expense: Number(r.expense) })),
        vat: vat.rows.map((r) => ({
          month: r.month,
          taxType: r.tax_type,
          documentId: r.document_id,
          collected: Number(r.collected),
          deductible: Number(r.deductible),
        })),
      };
    },
  };
}
export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
