import { describe, expect, it } from "vitest";
import { b2cSales, eReportingCsv, servicePayments } from "./e-reporting.ts";

const wedding = {
  taxDetails: [
    { taxType: "TAX_20" as const, baseCents: 10_000, taxAmountCents: 2_000 },
    { taxType: "TAX_10" as const, baseCents: 20_000, taxAmountCents: 2_000 },
  ],
  disbursementsCents: 4_550,
};

describe("e-reporting data", () => {
  it("adds the consumers' sales per day and rate, a credit note taking back its part", () => {
    const rows = b2cSales([
      { date: "2027-09-02", sign: 1, due: wedding },
      {
        date: "2027-09-02",
        sign: 1,
        due: { taxDetails: [{ taxType: "TAX_20", baseCents: 500, taxAmountCents: 100 }], disbursementsCents: 0 },
      },
      {
        date: "2027-09-03",
        sign: -1,
        due: { taxDetails: [{ taxType: "TAX_20", baseCents: 500, taxAmountCents: 100 }], disbursementsCents: 0 },
      },
    ]);
    expect(rows).toEqual([
      { kind: "B2C_SALES", date: "2027-09-02", rate: "TAX_20", baseCents: 10_500, taxCents: 2_100 },
      { kind: "B2C_SALES", date: "2027-09-02", rate: "TAX_10", baseCents: 20_000, taxCents: 2_000 },
      { kind: "B2C_SALES", date: "2027-09-02", rate: "DEBOUR", baseCents: 4_550, taxCents: 0 },
      { kind: "B2C_SALES", date: "2027-09-03", rate: "TAX_20", baseCents: -500, taxCents: -100 },
    ]);
  });

  it("splits a payment over its document's rates to the cent", () => {
    // 385,50 € due: 120 € at 20 %, 220 € at 10 %, 45,50 € of disbursements; a third of it is paid.
    const rows = servicePayments([{ date: "2027-09-10", amountCents: 12_850, due: wedding }]);
    expect(rows.reduce((s, r) => s + r.baseCents + r.taxCents, 0)).toBe(12_850);
    expect(rows).toEqual([
      { kind: "SERVICE_PAYMENTS", date: "2027-09-10", rate: "TAX_20", baseCents: 3_333, taxCents: 667 },
      { kind: "SERVICE_PAYMENTS", date: "2027-09-10", rate: "TAX_10", baseCents: 6_666, taxCents: 667 },
      { kind: "SERVICE_PAYMENTS", date: "2027-09-10", rate: "DEBOUR", baseCents: 1_517, taxCents: 0 },
    ]);
    expect(eReportingCsv(rows).split("\r\n")[1]).toBe(
      "Encaissements de prestations de services;2027-09-10;20 %;33,33;6,67;40,00",
    );
  });
});
