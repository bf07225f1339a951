import {
  defaultNumberFormats,
  documentTotals,
  type NumberFormat,
  type NumberingState,
  nextDocumentNumber,
  type QuoteType,
  subtractBreakdown,
  sumBreakdowns,
  type TaxBreakdown,
  type TaxGroup,
  totalsOf,
} from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { type AccountSeed, emptyAccountSeed, generateAccounts } from "./generate.ts";
import { seedSizes } from "./sizes.ts";

const TODAY = "2026-11-21";

/** The small size generated once, all accounts merged. */
function generated(): AccountSeed {
  const all = emptyAccountSeed();
  for (const account of generateAccounts(seedSizes.small, { seed: 20261121, today: new Date(`${TODAY}T12:00:00Z`) })) {
    for (const key of Object.keys(all) as (keyof AccountSeed)[]) (all[key] as unknown[]).push(...account[key]);
  }
  return all;
}

const data = generated();
const byId = new Map(data.documents.map((d) => [d.id, d]));
const linesOf = (id: string) => data.documentLines.filter((l) => l.documentId === id).sort((a, b) => a.position - b.position);
const ht = (b: TaxBreakdown) => totalsOf(b);

describe("seeded documents", () => {
  it("exist in every type and every chain step", () => {
    const types = new Set(data.documents.map((d) => d.quoteType));
    expect([...types].sort()).toEqual(["CREDIT_NOTE", "DEPOSIT", "INVOICE", "QUOTE"]);
    expect(data.documentLinks.some((l) => l.relation === "DEDUCTS")).toBe(true);
    expect(data.documents.some((d) => d.quoteType === "INVOICE" && d.status === "DRAFT")).toBe(true);
  });

  it("number each vendor's series without gap nor duplicate, in date order, counters one past the last", () => {
    const formats = new Map(
      data.quoteConfigs.map((c) => [c.vendorId, (c.config as { numbering: Record<QuoteType, NumberFormat> }).numbering]),
    );
    const series = new Map<string, typeof data.documents>();
    for (const d of data.documents) {
      if (d.name === null) continue;
      const key = `${d.vendorId}|${d.quoteType}`;
      series.set(key, [...(series.get(key) ?? []), d]);
    }
    expect(series.size).toBeGreaterThan(10);
    for (const [key, docs] of series) {
      const [vendorId, type] = key.split("|") as [string, QuoteType];
      const format = formats.get(vendorId)?.[type] ?? defaultNumberFormats[type];
      docs.sort((a, b) => (a.date as string).localeCompare(b.date as string) || a.createdAt.getTime() - b.createdAt.getTime());
      // Replaying the domain's numbering over the dates gives back exactly the stored numbers.
      let state: NumberingState = { counter: 1, lastNumberedDate: null };
      for (const d of docs) {
        const next = nextDocumentNumber(format, state, d.date as string);
        expect(next.ok && next.number).toBe(d.name);
        if (next.ok) state = next.state;
      }
      const legalEntity = docs[0]?.legalEntity as string;
      expect(legalEntity).toMatch(/^SIREN:[0-9]{9}$/);
      expect(docs.every((d) => d.legalEntity === legalEntity)).toBe(true);
      const counter = data.documentCounters.find((c) => c.legalEntity === legalEntity && c.quoteType === type);
      expect(counter).toEqual({
        legalEntity,
        prefix: format.prefix.trim().toUpperCase(),
        quoteType: type,
        counter: state.counter,
        lastNumberedDate: state.lastNumberedDate,
      });
      expect(new Set(docs.map((d) => d.name)).size).toBe(docs.length);
    }
    // Drafts of invoices have no number; every quote has one (numbered at creation).
    for (const d of data.documents) {
      if (d.quoteType === "QUOTE") expect(d.name).not.toBeNull();
      else expect(d.name === null).toBe(d.status === "DRAFT");
    }
  });

  it("carry totals that the tax engine gives back to the cent, TTC = HT + TVA", () => {
    for (const d of data.documents) {
      const due = subtractBreakdown(d.breakdown, d.deducted);
      const t = totalsOf(due);
      expect([d.totalExcludingTaxCents, d.totalTaxCents, d.totalIncludingTaxCents]).toEqual([
        t.totalExcludingTaxCents,
        t.totalTaxCents,
        t.totalIncludingTaxCents,
      ]);
      expect(d.totalIncludingTaxCents).toBe(d.totalExcludingTaxCents + d.totalTaxCents);
      const lines = linesOf(d.id);
      expect(lines.length).toBeGreaterThan(0);
      if (d.isFixedAmount) {
        // One line per rate: the lines' bases are the document's.
        expect(lines.filter((l) => l.unitBases[0]?.group !== "DEBOUR").map((l) => l.unitPriceCents)).toEqual(
          d.breakdown.taxDetails.filter((x) => x.baseCents !== 0 || x.taxAmountCents !== 0).map((x) => x.baseCents),
        );
        continue;
      }
      const engine = documentTotals(
        lines.map((l) => ({
          quantityMilli: l.quantity,
          unitBases: l.unitBases as { group: TaxGroup; unitCents: number }[],
          discount: { discountType: l.discountType, discountValue: l.discountValue },
        })),
        { discountType: d.globalDiscountType, discountValue: d.globalDiscountValue },
        d.deducted.taxDetails.length > 0 ? [d.deducted] : [],
      );
      expect(d.breakdown).toEqual({ taxDetails: engine.taxDetails, disbursementsCents: engine.disbursementsCents });
      // Revenue of the lines is the taxable base after every discount, disbursements apart.
      const revenue = lines.reduce((s, l) => s + l.revenueCents, 0);
      expect(revenue).toBe(engine.totalExcludingTaxCents);
    }
  });

  it("link a final invoice to its quote and deducted deposit, so that deposit + final due = the quote", () => {
    const finals = data.documents.filter((d) => d.quoteType === "INVOICE");
    expect(finals.length).toBeGreaterThan(5);
    let checked = 0;
    for (const inv of finals) {
      const from = data.documentLinks.find((l) => l.documentId === inv.id && l.relation === "FROM");
      const quote = byId.get(from?.linkedId ?? "");
      expect(quote?.quoteType).toBe("QUOTE");
      expect(["SIGNED", "APPROVED"]).toContain(quote?.status);
      const deducts = data.documentLinks.filter((l) => l.documentId === inv.id && l.relation === "DEDUCTS");
      const deposits = deducts.map((l) => byId.get(l.linkedId));
      expect(deposits.every((x) => x?.quoteType === "DEPOSIT" && x.status !== "DRAFT")).toBe(true);
      const paid = sumBreakdowns([
        subtractBreakdown(inv.breakdown, inv.deducted),
        ...deposits.map((x) => x?.breakdown as TaxBreakdown),
      ]);
      expect(ht(paid)).toEqual(ht(quote?.breakdown as TaxBreakdown));
      if (inv.date && deposits[0]) expect((deposits[0].date as string) <= inv.date).toBe(true);
      checked++;
    }
    expect(checked).toBe(finals.length);
  });

  it("issue credit notes only on issued invoices, within what they charge, after them", () => {
    const notes = data.documents.filter((d) => d.quoteType === "CREDIT_NOTE");
    for (const note of notes) {
      const from = data.documentLinks.find((l) => l.documentId === note.id && l.relation === "FROM");
      const invoice = byId.get(from?.linkedId ?? "");
      expect(invoice?.quoteType).toBe("INVOICE");
      expect(invoice?.status).not.toBe("DRAFT");
      expect(note.totalIncludingTaxCents).toBeLessThanOrEqual(invoice?.totalIncludingTaxCents ?? 0);
      expect((note.date as string) >= (invoice?.date as string)).toBe(true);
      expect(linesOf(note.id)[0]?.name).toContain(invoice?.name as string);
    }
  });

  it("print the mentions of every document that left draft, and date nothing after today", () => {
    for (const d of data.documents) {
      expect(d.mentions.length > 0).toBe(d.status !== "DRAFT");
      for (const day of [d.date, d.issuedDate]) if (day) expect(day <= TODAY).toBe(true);
    }
  });
});

describe("seeded task boards", () => {
  const now = Date.parse(`${TODAY}T12:00:00Z`);
  it("hold the three task types, each vendor a wedding template as default board", () => {
    expect(new Set(data.tasks.map((t) => t.type))).toEqual(new Set(["BASE_TASK", "SCHEDULED_EMAIL", "SECURITY_DEPOSIT_REQUEST"]));
    const vendors = new Set(data.vendors.map((v) => v.id));
    expect(new Set(data.boardConfigs.map((c) => c.vendorId))).toEqual(vendors);
    expect(data.boardTemplates.every((t) => t.eventType === "WEDDING")).toBe(true);
  });

  it("mark past e-mails sent in the done list and future ones scheduled, with no job queued", () => {
    const lists = new Map(data.taskLists.map((l) => [l.id, l]));
    let sent = 0;
    let scheduled = 0;
    for (const t of data.tasks.filter((x) => x.type !== "BASE_TASK")) {
      expect(t.jobId).toBeNull();
      if (t.dueAt === null) {
        expect(t.sendStatus).toBe("UNSCHEDULED");
      } else if (t.dueAt.getTime() < now) {
        expect(t.sendStatus).toBe("SENT");
        expect(t.listId).toBe(t.listIdDone);
        expect(lists.get(t.listId)?.name).toBe("Fait");
        expect((t.sentAt as Date).getTime()).toBeGreaterThanOrEqual(t.dueAt.getTime());
        sent++;
      } else {
        expect(t.sendStatus).toBe("SCHEDULED");
        expect(t.sentAt).toBeNull();
        scheduled++;
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(scheduled).toBeGreaterThan(0);
  });

  it("number the tasks of each list 0…n−1", () => {
    const byList = new Map<string, number[]>();
    for (const t of data.tasks) byList.set(t.listId, [...(byList.get(t.listId) ?? []), t.position]);
    for (const positions of byList.values()) expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, i) => i));
  });
});
