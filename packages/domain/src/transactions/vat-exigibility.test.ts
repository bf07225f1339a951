import { describe, expect, it } from "vitest";
import { type VatNatureDocument, vatOnReceiptOf, vatSplit } from "./vat-exigibility.ts";

const line = (productType: VatNatureDocument["lines"][number]["productType"], group: string, cents: number) => ({
  productType,
  bases: [{ group, cents }],
});
const doc = (over: Partial<VatNatureDocument>): VatNatureDocument => ({
  quoteType: "INVOICE",
  vatOnDebits: false,
  lines: [],
  taxDetails: [],
  ...over,
});

describe("when VAT falls due: goods at invoicing, services on receipt", () => {
  it.each([
    {
      name: "services only (photographer): all on receipt",
      d: doc({ lines: [line("BNC", "TAX_20", 100000)], taxDetails: [{ taxType: "TAX_20", taxAmount: 20000 }] }),
      atInvoicing: [],
      onReceipt: [{ taxType: "TAX_20", taxAmount: 20000 }],
    },
    {
      name: "goods only (favours resold): all at invoicing",
      d: doc({ lines: [line("BIC_1", "TAX_20", 50000)], taxDetails: [{ taxType: "TAX_20", taxAmount: 10000 }] }),
      atInvoicing: [{ taxType: "TAX_20", taxAmount: 10000 }],
      onReceipt: [],
    },
    {
      name: "goods and services at one rate: split by their bases",
      d: doc({
        lines: [line("BIC_1", "TAX_20", 30000), line("BIC_2", "TAX_20", 70000)],
        taxDetails: [{ taxType: "TAX_20", taxAmount: 20000 }],
      }),
      atInvoicing: [{ taxType: "TAX_20", taxAmount: 6000 }],
      onReceipt: [{ taxType: "TAX_20", taxAmount: 14000 }],
    },
    {
      name: "goods at 5,5 %, service at 10 %, disbursement ignored",
      d: doc({
        lines: [line("BIC_1", "TAX_5_5", 20000), line("BIC_2", "TAX_10", 100000), line("DEBOUR", "DEBOUR", 5000)],
        taxDetails: [
          { taxType: "TAX_5_5", taxAmount: 1100 },
          { taxType: "TAX_10", taxAmount: 10000 },
        ],
      }),
      atInvoicing: [{ taxType: "TAX_5_5", taxAmount: 1100 }],
      onReceipt: [{ taxType: "TAX_10", taxAmount: 10000 }],
    },
    {
      name: "services with the option for debits: all at invoicing",
      d: doc({
        vatOnDebits: true,
        lines: [line("BNC", "TAX_20", 100000)],
        taxDetails: [{ taxType: "TAX_20", taxAmount: 20000 }],
      }),
      atInvoicing: [{ taxType: "TAX_20", taxAmount: 20000 }],
      onReceipt: [],
    },
    {
      name: "a deposit on goods: due when received (since 2023)",
      d: doc({
        quoteType: "DEPOSIT",
        lines: [line("BIC_1", "TAX_20", 30000)],
        taxDetails: [{ taxType: "TAX_20", taxAmount: 6000 }],
      }),
      atInvoicing: [],
      onReceipt: [{ taxType: "TAX_20", taxAmount: 6000 }],
    },
  ])("$name", ({ d, atInvoicing, onReceipt }) => {
    expect(vatSplit(d)).toEqual({ atInvoicing, onReceipt });
  });

  it("counts of a payment only the document's on-receipt share of each rate", () => {
    const split = vatSplit(
      doc({
        lines: [line("BIC_1", "TAX_20", 30000), line("BIC_2", "TAX_20", 70000)],
        taxDetails: [{ taxType: "TAX_20", taxAmount: 20000 }],
      }),
    );
    // Half of the invoice paid: 100 € of its VAT, 70 % of which is the services' (due now).
    expect(vatOnReceiptOf([{ taxType: "TAX_20", taxAmount: 10000 }], split)).toEqual([{ taxType: "TAX_20", taxAmount: 7000 }]);
    // Goods only: nothing more is due on receipt.
    const goods = vatSplit(doc({ lines: [line("BIC_1", "TAX_20", 100)], taxDetails: [{ taxType: "TAX_20", taxAmount: 20 }] }));
    expect(vatOnReceiptOf([{ taxType: "TAX_20", taxAmount: 20 }], goods)).toEqual([]);
    // A payment of an unknown document counts in full.
    expect(vatOnReceiptOf([{ taxType: "TAX_10", taxAmount: 500 }], null)).toEqual([{ taxType: "TAX_10", taxAmount: 500 }]);
  });
});
