import {
  documentErrorCodes as codes,
  counterChangeIssue,
  type NumberFormat,
  nextDocumentNumber,
  type QuoteType,
  quoteTypes,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import { badRequest } from "../../platform/errors/app-error.ts";
import type { VendorSellerService } from "../vendors/vendor-seller.service.ts";
import type { DocumentsRepository, SeriesRow } from "./documents.repository.ts";
import { legalEntityOf } from "./legal-entity.ts";
import { legalDocumentMessages as am } from "./legal-messages.ts";

/**
 * Numbering per legal entity (docs/decisions.md "Numbers per legal entity"): a series is a prefix of
 * the entity, bound to the document type that first numbered with it; its counter row is locked while
 * a number is allocated, in the transaction that freezes the document.
 */
export function createDocumentNumbering(repo: DocumentsRepository, seller: Pick<VendorSellerService, "storedCompany">) {
  const refuse = (message: string) => badRequest(codes.NUMBERING_REFUSED, message);

  async function entityOf(conn: Db | Tx, vendorId: string): Promise<string> {
    return legalEntityOf(vendorId, await seller.storedCompany(conn, vendorId));
  }

  /** A used prefix stays with its series: numbering another type with it could repeat its numbers. */
  function claim(row: SeriesRow, quoteType: QuoteType, prefix: string): SeriesRow {
    if (row.quoteType === quoteType) return row;
    if (row.lastNumberedDate !== null) throw refuse(am.prefixUsedByOtherSeries(prefix, row.quoteType as QuoteType));
    return { ...row, quoteType };
  }

  return {
    entityOf,

    /** The next number of the series; answers it with the entity it is unique in. */
    async allocate(tx: Tx, vendorId: string, quoteType: QuoteType, format: NumberFormat, date: string) {
      const legalEntity = await entityOf(tx, vendorId);
      const row = claim(await repo.lockSeries(tx, legalEntity, format.prefix, quoteType), quoteType, format.prefix.trim());
      const next = nextDocumentNumber(format, row, date);
      if (!next.ok) throw refuse(next.message);
      // Two formats of one prefix (with and without the year) could meet on a number: never twice.
      if (await repo.numberTaken(tx, legalEntity, next.number)) throw refuse(am.numberAlreadyUsed(next.number));
      await repo.saveSeries(tx, { ...row, counter: next.state.counter, lastNumberedDate: next.state.lastNumberedDate });
      return { name: next.number, legalEntity };
    },

    /** Each type's counter and whether it is locked, as the config screen shows them. */
    async counters(conn: Db | Tx, vendorId: string, numbering: Record<QuoteType, NumberFormat>) {
      const series = await repo.series(conn, await entityOf(conn, vendorId));
      return Object.fromEntries(
        quoteTypes.map((t) => {
          const row = series.get(numbering[t].prefix.trim().toUpperCase());
          const own = row && row.quoteType === t ? row : undefined;
          return [t, { counter: own?.counter ?? 1, locked: Boolean(own?.lastNumberedDate) }];
        }),
      ) as Record<QuoteType, { counter: number; locked: boolean }>;
    },

    /**
     * The config's new formats: a prefix already used by another series of the entity is refused, and
     * a counter is set only while its series is unused.
     */
    async checkFormats(
      tx: Tx,
      vendorId: string,
      numbering: Record<QuoteType, NumberFormat>,
      counters: Partial<Record<QuoteType, number | undefined>>,
    ) {
      const legalEntity = await entityOf(tx, vendorId);
      const series = await repo.series(tx, legalEntity);
      for (const t of quoteTypes) {
        const prefix = numbering[t].prefix.trim();
        const row = series.get(prefix.toUpperCase());
        if (row && row.quoteType !== t && row.lastNumberedDate !== null) {
          throw refuse(am.prefixUsedByOtherSeries(prefix, row.quoteType as QuoteType));
        }
      }
      for (const t of quoteTypes) {
        const counter = counters[t];
        if (counter === undefined) continue;
        const row = claim(await repo.lockSeries(tx, legalEntity, numbering[t].prefix, t), t, numbering[t].prefix.trim());
        const problem = counterChangeIssue(row, counter);
        if (problem) throw refuse(problem);
        await repo.saveSeries(tx, { ...row, counter });
      }
    },
  };
}
export type DocumentNumbering = ReturnType<typeof createDocumentNumbering>;
