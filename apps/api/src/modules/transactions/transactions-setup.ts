import { calendarFiscalYear, type FiscalYear } from "@cortege/domain";
import type { DbOrTx, Tx } from "../../platform/db/database.ts";
import type { TransactionsRepository } from "./transactions.repository.ts";

export const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

/**
 * A vendor's books open on first use: the calendar year as fiscal year and the default chart of
 * categories, so that no vendor row needs creating elsewhere.
 */
export async function ensureBooks(tx: Tx, repo: TransactionsRepository, vendorId: string, today: string): Promise<FiscalYear> {
  const config = await repo.config(tx, vendorId);
  if (config) return { start: config.fiscalDateStart, end: config.fiscalDateEnd };
  const fy = calendarFiscalYear(today);
  await repo.saveConfig(tx, vendorId, fy.start, fy.end);
  await repo.seedCategories(tx, vendorId, false);
  return fy;
}

/** The fiscal year configured, or the default one when the books are not open yet (reads only). */
export async function configuredYear(
  conn: DbOrTx,
  repo: TransactionsRepository,
  vendorId: string,
  today: string,
): Promise<FiscalYear> {
  const config = await repo.config(conn, vendorId);
  return config ? { start: config.fiscalDateStart, end: config.fiscalDateEnd } : calendarFiscalYear(today);
}
