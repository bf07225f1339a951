import { writeFileSync } from "node:fs";
import { validateFec } from "@cortege/domain";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeCompany, createClient, createProduct } from "../../test/document-fixtures.ts";
import { uploadFile } from "../../test/media-fixtures.ts";
import { readStoredZip } from "../../test/read-zip.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bobSession: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let clientId: string;
let productId: string;

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const year = () => today().slice(0, 4);

type Wire = {
  transactionId: string;
  amount: number;
  status: string;
  source: string;
  transactionType: string;
  reversesId: string | null;
  allocations: {
    amount: number;
    amountTTC: number;
    quoteId: string | null;
    quoteName: string | null;
    categoryId: string | null;
    totalTaxDetails: { taxType: string; taxAmount: number }[];
  }[];
};
type Config = {
  categories: {
    categoryId: string;
    code: string;
    parentCategory: string;
    category: string;
    isVisible: boolean;
    account: string;
  }[];
  fiscalDateStart: string;
  fiscalDateEnd: string;
};

const expense = (over: Record<string, unknown> = {}) => ({
  label: "Location sono",
  amount: -12000,
  transactionDate: today(),
  transactionType: "EXPENSE",
  paymentMethod: "CREDIT_CARD",
  allocations: [
    { label: "Sono", amount: -10000, totalTaxDetails: [{ taxType: "TAX_20", taxAmount: -2000 }], allocationDate: today() },
  ],
  ...over,
});

/** An invoice of `quantity` × 100 € HT at 20 %, issued (SENT). */
async function issuedInvoice(quantity: number) {
  const draft = await a.post("/quote/create", { quoteType: "INVOICE", quote: { clientId }, products: [{ productId, quantity }] });
  expect(draft.statusCode, draft.body).toBe(200);
  const id = draft.json().id as string;
  const sent = await a.post("/quote/status", { quoteType: "INVOICE", quoteId: id, status: "SENT" });
  expect(sent.statusCode, sent.body).toBe(200);
  return { id, name: sent.json().name as string };
}
const invoiceStatus = async (id: string) =>
  (await a.get("/quote", { quoteType: "INVOICE", quoteId: id })).json().status as string;
const listAll = async (query: Record<string, string> = {}) =>
  (await a.get("/transaction/list", query)).json() as { transactions: Wire[]; nextPage: string | null; totalCount: number };
const base64 = (text: string) => Buffer.from(text, "latin1").toString("base64");

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-books@exemple.fr", "Domaine des Comptes");
  const bob = await signUpVendor(t, "bob-books@exemple.fr", "Moulin Bob");
  bobSession = bob;
  a = asVendor(t, alice);
  b = asVendor(t, bob);
  await completeCompany(t, alice, "Domaine des Comptes");
  clientId = await createClient(a, "Martin");
  productId = await createProduct(a, { name: "Animation DJ", price: 100, tax: "TAX_20" });
});
afterAll(async () => {
  await t.close();
});

describe("transactions", () => {
  it("records an expense with its allocations in cents, TTC computed by the server", async () => {
    const res = await a.post("/transaction/create", expense());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amount: -12000,
      currencyCode: "EUR",
      status: "UNRECONCILED",
      source: "MANUAL",
      allocations: [
        { label: "Sono", amount: -10000, amountTTC: -12000, totalTaxDetails: [{ taxType: "TAX_20", taxAmount: -2000 }] },
      ],
    });
    const got = await a.get("/transaction", { transactionId: res.json().transactionId });
    expect(got.json()).toEqual(res.json());
    // Another vendor does not see it.
    expect((await b.get("/transaction", { transactionId: res.json().transactionId })).statusCode).toBe(404);
    expect((await b.post("/transaction/delete", { transactionId: res.json().transactionId })).statusCode).toBe(404);
  });

  it("keeps a receipt uploaded through the media library on its allocation; another vendor's file is refused", async () => {
    const fileId = await uploadFile(t, alice, "Transaction", "ticket-essence.png");
    const withReceipt = (id: string) =>
      expense({
        label: "Carburant",
        allocations: [
          {
            // Without VAT, so that the month's figures of the other tests stay as they are.
            label: "Gazole",
            amount: -12000,
            totalTaxDetails: [],
            allocationDate: today(),
            attachment: { fileId: id, filename: "ticket-essence.png", fileType: "PNG", size: 100 },
          },
        ],
      });
    const created = await a.post("/transaction/create", withReceipt(fileId));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().allocations[0].attachment).toMatchObject({ fileId, filename: "ticket-essence.png", fileType: "PNG" });

    const bobs = await uploadFile(t, bobSession, "Transaction", "ticket-bob.png");
    const refused = await a.post("/transaction/create", withReceipt(bobs));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Justificatif introuvable : ajoutez-le de nouveau.");
  });

  it("refuses bad input with the spec's French messages and saves nothing", async () => {
    const before = (await listAll()).totalCount;
    const cases: [Record<string, unknown>, string][] = [
      [{ label: "" }, "Le libellé est requis."],
      [{ amount: 0, allocations: [] }, "Le montant est requis."],
      [{ transactionDate: "" }, "La date est requise."],
      [{ paymentMethod: undefined }, "Le moyen de paiement est requis."],
      [{ amount: 12.5, allocations: [] }, "Le montant doit être un nombre entier de centimes."],
      [
        { allocations: [{ label: "Sono", amount: -9000, totalTaxDetails: [], allocationDate: today() }] },
        "La somme des ventilations (−90,00 €) doit être égale au montant de la transaction (−120,00 €).",
      ],
      [{ allocations: [{ label: "", amount: -12000, allocationDate: today() }] }, "Le libellé est requis."],
      [
        { transactionDate: "2001-01-01", allocations: [] },
        "La date est en dehors de tout exercice comptable (avant le début du premier exercice).",
      ],
    ];
    for (const [over, message] of cases) {
      const res = await a.post("/transaction/create", expense(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message.replace(/"/g, '\\"'));
    }
    expect((await listAll()).totalCount).toBe(before);
  });

  it("pages with nextPage and totalCount, searches labels and amounts, filters by type", async () => {
    for (let i = 0; i < 26; i++) {
      const res = await a.post("/transaction/create", expense({ label: `Fournitures ${i}`, amount: -100 - i, allocations: [] }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await listAll({ startDate: `${year()}-01-01` });
    expect(first.transactions).toHaveLength(25);
    expect(first.nextPage).toBe("2");
    expect(first.totalCount).toBeGreaterThanOrEqual(26);
    const second = await listAll({ startDate: `${year()}-01-01`, nextPage: "2" });
    expect(second.transactions.length).toBe(first.totalCount - 25);
    expect(second.nextPage).toBeNull();
    const foundRes = await a.post("/transaction/search?nextPage=1", { searchTerm: "fournitures 1" });
    expect(foundRes.statusCode, foundRes.body).toBe(200);
    const found = foundRes.json();
    expect(found.totalCount).toBe(11);
    const byAmount = (await a.post("/transaction/search", { searchTerm: "1,25" })).json();
    expect(byAmount.transactions.map((x: Wire) => x.amount)).toEqual([-125]);
    expect((await listAll({ transactionType: "INCOME" })).totalCount).toBe(0);
  });
});

describe("categories and fiscal year", () => {
  it("opens with the French chart under the six groups, editable, hideable and reset", async () => {
    const config = (await a.get("/transaction/config")).json() as Config;
    expect(config.fiscalDateStart).toBe(`${year()}-01-01`);
    expect(config.fiscalDateEnd).toBe(`${year()}-12-31`);
    expect(new Set(config.categories.map((c) => c.parentCategory))).toEqual(
      new Set(["INCOME", "REMUNERATIONS", "OPERATING_COSTS", "TRAVEL", "FIXED_EXPENSES", "TAXES"]),
    );
    const fuel = config.categories.find((c) => c.code === "TRV_FUEL");
    expect(fuel).toMatchObject({ category: "Carburant", account: "606100", isVisible: true });

    const updated = await a.post("/transaction/config/update", {
      categories: [
        { ...fuel, category: "Gazole camion", isVisible: false },
        { code: "OPS_FLOWERS", parentCategory: "OPERATING_COSTS", category: "Fleurs", account: "601000" },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json() as Config;
    expect(after.categories.find((c) => c.code === "TRV_FUEL")).toMatchObject({ category: "Gazole camion", isVisible: false });
    expect(after.categories.find((c) => c.code === "OPS_FLOWERS")).toMatchObject({ category: "Fleurs", account: "601000" });

    const clash = await a.post("/transaction/config/update", {
      categories: [{ code: "OPS_FLOWERS", parentCategory: "TAXES", category: "X", account: "637000" }],
    });
    expect(clash.json().message).toBe("Ce code de catégorie existe déjà.");
    const badAccount = await a.post("/transaction/config/update", {
      categories: [{ code: "Z", parentCategory: "TAXES", category: "X", account: "AB1" }],
    });
    expect(JSON.stringify(badAccount.json())).toContain("Le numéro de compte doit commencer par 3 chiffres du plan comptable.");

    const reset = (await a.post("/transaction/config/reset-categories")).json() as Config;
    expect(reset.categories.find((c) => c.code === "TRV_FUEL")).toMatchObject({ category: "Carburant", isVisible: true });
    // Bob's chart is his own.
    const bobs = (await b.get("/transaction/config")).json() as Config;
    expect(bobs.categories.find((c) => c.code === "OPS_FLOWERS")).toBeUndefined();
  });

  it("moves the fiscal year, refusing an end before the start or a first year over 24 months", async () => {
    const y = Number(year());
    const bad = await a.post("/transaction/config/update", { fiscalDateStart: `${y}-06-01`, fiscalDateEnd: `${y}-01-31` });
    expect(JSON.stringify(bad.json())).toContain("La fin de l'exercice doit suivre son début.");
    const long = await a.post("/transaction/config/update", { fiscalDateStart: `${y - 2}-01-01`, fiscalDateEnd: `${y}-12-31` });
    expect(long.json().message).toBe("Un exercice compte au plus 24 mois.");
    const ok = await a.post("/transaction/config/update", { fiscalDateStart: `${y - 1}-01-01`, fiscalDateEnd: `${y}-12-31` });
    expect(ok.json()).toMatchObject({ fiscalDateStart: `${y - 1}-01-01`, fiscalDateEnd: `${y}-12-31` });
  });
});

describe("payments of invoices in the books", () => {
  it("makes an income allocated to the invoice with its VAT; undoing the payment passes a reversing entry", async () => {
    const invoice = await issuedInvoice(2); // 240 € TTC, 40 € VAT
    const paid = await a.post("/quote/payments/create", { quoteId: invoice.id, date: today(), amount: 60, method: "CHECK" });
    expect(paid.statusCode, paid.body).toBe(200);
    const income = (await listAll({ transactionType: "INCOME" })).transactions.find(
      (x) => x.allocations[0]?.quoteId === invoice.id,
    );
    expect(income).toMatchObject({
      amount: 6000,
      status: "PENDING",
      source: "PAYMENT",
      allocations: [
        { quoteName: invoice.name, amount: 5000, amountTTC: 6000, totalTaxDetails: [{ taxType: "TAX_20", taxAmount: 1000 }] },
      ],
    });
    // A payment's transaction is the invoice's trail: not edited or deleted here.
    const del = await a.post("/transaction/delete", { transactionId: income?.transactionId });
    expect(del.json().message).toContain("annulez le paiement depuis la facture");

    const stats = (await a.get("/transaction/stats", { displayDate: today() })).json();
    expect(stats.vatDetails).toEqual([{ taxType: "TAX_20", taxAmount: 1000 }]);

    const paymentId = paid.json().payments[0].paymentId as string;
    const undone = await a.post("/quote/payments/delete", { paymentId });
    expect(undone.statusCode, undone.body).toBe(200);
    const after = (await listAll({ transactionType: "INCOME" })).transactions.filter(
      (x) => x.allocations[0]?.quoteId === invoice.id,
    );
    expect(after.map((x) => [x.amount, x.status, x.source]).sort()).toEqual([
      [-6000, "CANCELED", "REVERSAL"],
      [6000, "CANCELED", "PAYMENT"],
    ]);
    const reversal = after.find((x) => x.source === "REVERSAL");
    expect(reversal?.reversesId).toBe(income?.transactionId);
    expect((await a.get("/transaction/stats", { displayDate: today() })).json().vatDetails).toEqual([]);
  });
});

describe("VAT by the nature of the lines", () => {
  it("counts the goods' VAT on the invoice's day and the services' VAT on each payment", async () => {
    const carol = await signUpVendor(t, "carol-books@exemple.fr", "Fleurs Carol");
    const c = asVendor(t, carol);
    await completeCompany(t, carol, "Fleurs Carol");
    const client = await createClient(c, "Durand");
    const favours = await createProduct(c, { name: "Dragées", price: 100, tax: "TAX_20", productType: "BIC_1" });
    const styling = await createProduct(c, { name: "Décoration de salle", price: 200, tax: "TAX_10", productType: "BIC_2" });
    const draft = await c.post("/quote/create", {
      quoteType: "INVOICE",
      quote: { clientId: client },
      products: [
        { productId: favours, quantity: 1 },
        { productId: styling, quantity: 1 },
      ],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().id as string;
    const sent = await c.post("/quote/status", { quoteType: "INVOICE", quoteId: id, status: "SENT" });
    expect(sent.statusCode, sent.body).toBe(200);

    const issued = (await c.get("/transaction/stats", { displayDate: today() })).json();
    expect(issued.vatAtInvoicingDetails).toEqual([{ taxType: "TAX_20", taxAmount: 2000 }]);
    expect(issued.vatOnReceiptDetails).toEqual([]);

    // Half of the 340 € paid: 10 € of each rate's VAT; only the service's is due now.
    const paid = await c.post("/quote/payments/create", { quoteId: id, date: today(), amount: 170, method: "CHECK" });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await c.get("/transaction/stats", { displayDate: today() })).json();
    expect(after.vatAtInvoicingDetails).toEqual([{ taxType: "TAX_20", taxAmount: 2000 }]);
    expect(after.vatOnReceiptDetails).toEqual([{ taxType: "TAX_10", taxAmount: 1000 }]);
    expect(after.vatDetails).toEqual([
      { taxType: "TAX_20", taxAmount: 2000 },
      { taxType: "TAX_10", taxAmount: 1000 },
    ]);
  });
});

describe("bank statements", () => {
  const ofx = (lines: { fitid: string; amount: string; name: string; date?: string }[]) =>
    [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "CHARSET:1252",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR",
      "<BANKACCTFROM><BANKID>18206<ACCTID>12345678901<ACCTTYPE>CHECKING</BANKACCTFROM>",
      "<BANKTRANLIST>",
      ...lines.flatMap((l) => [
        "<STMTTRN>",
        `<TRNTYPE>${l.amount.startsWith("-") ? "DEBIT" : "CREDIT"}`,
        `<DTPOSTED>${(l.date ?? today()).replaceAll("-", "")}`,
        `<TRNAMT>${l.amount}`,
        `<FITID>${l.fitid}`,
        `<NAME>${l.name}`,
        "</STMTTRN>",
      ]),
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    ].join("\r\n");

  it("imports lines, suggests the invoice they pay, and accepting reconciles and makes it PAID", async () => {
    const invoice = await issuedInvoice(3); // 360 € TTC
    const file = ofx([
      { fitid: "F1", amount: "360,00", name: "VIR SEPA MARTIN LEA" },
      { fitid: "F2", amount: "-62,40", name: "CB TOTAL ÉNERGIES" },
    ]);
    const imported = await a.post("/transaction/bank/import", { filename: "releve.ofx", content: base64(file) });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ format: "OFX", lines: 2, imported: 2, duplicates: 0, sureMatches: 1 });

    const again = await a.post("/transaction/bank/import", { filename: "releve.ofx", content: base64(file) });
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 2 });

    const suggestions = (await a.get("/transaction/bank/suggestions")).json().lines as {
      transactionId: string;
      invoices: { quoteId: string }[];
    }[];
    const line = suggestions.find((s) => s.invoices[0]?.quoteId === invoice.id);
    expect(line).toBeDefined();
    const fuelLine = (await listAll({ status: "UNRECONCILED" })).transactions.find((x) => x.amount === -6240);
    expect(fuelLine?.transactionType).toBe("EXPENSE");

    const accepted = await a.post("/transaction/bank/accept", { transactionId: line?.transactionId, quoteId: invoice.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: "RECONCILED",
      source: "BANK",
      allocations: [{ quoteId: invoice.id, amountTTC: 36000 }],
    });
    expect(await invoiceStatus(invoice.id)).toBe("PAID");
    const twice = await a.post("/transaction/bank/accept", { transactionId: line?.transactionId, quoteId: invoice.id });
    expect(twice.json().message).toBe("Cette ligne est déjà rapprochée.");

    // Categorising the expense line reconciles it; the category is then suggested for the same shop.
    const config = (await a.get("/transaction/config")).json() as Config;
    const fuel = config.categories.find((c) => c.code === "TRV_FUEL");
    const categorised = await a.post("/transaction/update", {
      transactionId: fuelLine?.transactionId,
      label: "CB TOTAL ÉNERGIES",
      amount: -6240,
      transactionDate: today(),
      transactionType: "EXPENSE",
      paymentMethod: "CREDIT_CARD",
      allocations: [
        {
          label: "Gazole",
          amount: -5200,
          categoryId: fuel?.categoryId,
          totalTaxDetails: [{ taxType: "TAX_20", taxAmount: -1040 }],
          allocationDate: today(),
        },
      ],
    });
    expect(categorised.statusCode, categorised.body).toBe(200);
    expect(categorised.json().status).toBe("RECONCILED");
    await a.post("/transaction/bank/import", {
      filename: "r2.ofx",
      content: base64(ofx([{ fitid: "F3", amount: "-55,00", name: "CB TOTAL ÉNERGIES" }])),
    });
    const next = (await a.get("/transaction/bank/suggestions")).json().lines as { category: { categoryId: string } | null }[];
    expect(next.some((s) => s.category?.categoryId === fuel?.categoryId)).toBe(true);
    const stats = (await a.get("/transaction/stats", { displayDate: today() })).json();
    expect(stats.deductibleVatDetails).toEqual([{ taxType: "TAX_20", taxAmount: 1040 + 2000 }]);
  });

  it("confirms a payment already recorded instead of counting it twice", async () => {
    const invoice = await issuedInvoice(1); // 120 €
    await a.post("/quote/payments/create", { quoteId: invoice.id, date: today(), amount: 120, method: "BANK_TRANSFER" });
    await a.post("/transaction/bank/import", {
      filename: "r3.ofx",
      content: base64(ofx([{ fitid: "F4", amount: "120,00", name: "VIR LEA MARTIN" }])),
    });
    const lines = (await a.get("/transaction/bank/suggestions")).json().lines as {
      transactionId: string;
      payments: { transactionId: string }[];
    }[];
    const line = lines.find((l) => l.payments.length > 0);
    const merged = await a.post("/transaction/bank/accept", {
      transactionId: line?.transactionId,
      paymentTransactionId: line?.payments[0]?.transactionId,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ status: "RECONCILED", source: "PAYMENT", amount: 12000 });
    expect((await a.get("/transaction", { transactionId: line?.transactionId ?? "" })).statusCode).toBe(404);
  });

  it("refuses a malformed file with its line and reason, importing nothing", async () => {
    const before = (await listAll()).totalCount;
    const csv = "Date;Libellé;Débit;Crédit\r\n03/11/2026;VIR MARTIN;;1350,00\r\n31/11/2026;CB TOTAL;62,40;\r\n";
    const res = await a.post("/transaction/bank/import", {
      filename: "releve.csv",
      content: Buffer.from(csv).toString("base64"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Ligne 3 : Date invalide : « 31/11/2026 ». Aucune opération n'a été importée.");
    expect((await listAll()).totalCount).toBe(before);
  });
});

describe("exports", () => {
  it("posts a deposit's payment to 4191 and clears it against 411 with the final invoice, lettered, in a valid FEC", async () => {
    const quote = await a.post("/quote/create", {
      quoteType: "QUOTE",
      quote: {
        clientId,
        deposits: [
          { depositType: "PERCENTAGE", depositValue: 30, numberOfDays: 0 },
          { depositType: "PERCENTAGE", depositValue: 70, numberOfDays: 0 },
        ],
      },
      products: [{ productId, quantity: 10 }],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const quoteId = quote.json().id as string;
    const dep = await a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId });
    expect(dep.statusCode, dep.body).toBe(200);
    const depositId = dep.json().id as string;
    const depSent = await a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: depositId, status: "SENT" });
    expect(depSent.statusCode, depSent.body).toBe(200);
    const deposit = (await a.get("/quote", { quoteType: "DEPOSIT", quoteId: depositId })).json();
    const paidDeposit = await a.post("/quote/payments/create", {
      quoteId: depositId,
      date: today(),
      amount: deposit.totalIncludingTax,
      method: "BANK_TRANSFER",
    });
    expect(paidDeposit.statusCode, paidDeposit.body).toBe(200);
    const fin = await a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "INVOICE", quoteId });
    expect(fin.statusCode, fin.body).toBe(200);
    const finalId = fin.json().id as string;
    const finSent = await a.post("/quote/status", { quoteType: "INVOICE", quoteId: finalId, status: "SENT" });
    expect(finSent.statusCode, finSent.body).toBe(200);
    const final = (await a.get("/quote", { quoteType: "INVOICE", quoteId: finalId })).json();
    expect(final.totalIncludingTax).toBeCloseTo(1200 - deposit.totalIncludingTax, 2);
    const paidFinal = await a.post("/quote/payments/create", {
      quoteId: finalId,
      date: today(),
      amount: final.totalIncludingTax,
      method: "BANK_TRANSFER",
    });
    expect(paidFinal.statusCode, paidFinal.body).toBe(200);
    expect(await invoiceStatus(finalId)).toBe("PAID");

    const y = year();
    const fec = await a.get("/transaction/export", { startDate: `${y}-01-01`, endDate: `${y}-12-31`, format: "FEC" });
    const u = new URL(fec.json().url, "http://x");
    const text = (await t.app.inject({ method: "GET", url: u.pathname + u.search })).rawPayload.toString("latin1");
    const config = (await a.get("/transaction/config")).json() as Config;
    expect(validateFec(text, { start: config.fiscalDateStart, end: config.fiscalDateEnd })).toEqual([]);
    const rows = text
      .split("\r\n")
      .slice(1, -1)
      .map((l) => l.split("\t"));
    const cents = (v = "0") => Math.round(Number(v.replace(",", ".")) * 100);
    const net = (lines: string[][]) => lines.reduce((sum, l) => sum + cents(l[11]) - cents(l[12]), 0);
    // The deposit: received on 4191 (its HT, the VAT to 44571), cleared by the final invoice's entry.
    const advances = rows.filter((l) => l[4] === "419100");
    expect(advances).toHaveLength(2);
    expect(net(advances)).toBe(0);
    expect(cents(advances.find((l) => l[0] === "BQ")?.[12])).toBe(Math.round((deposit.totalExcludingTax as number) * 100));
    expect(advances[0]?.[13]).not.toBe("");
    expect(advances[1]?.[13]).toBe(advances[0]?.[13]);
    // The final invoice's client lines (full sale, deposit deducted, balance paid) clear each other.
    const finalLetter = rows.find((l) => l[0] === "VT" && l[8] === final.name && l[4] === "411000")?.[13];
    expect(finalLetter).toBeTruthy();
    const clientLines = rows.filter((l) => l[4] === "411000" && l[13] === finalLetter);
    expect(clientLines).toHaveLength(3);
    expect(net(clientLines)).toBe(0);
    // No sale is booked for the deposit invoice itself.
    expect(rows.some((l) => l[0] === "VT" && l[8] === deposit.name)).toBe(false);
  });

  it("gives download URLs of the period's CSV, the fiscal year's FEC (which the validator accepts) and the receipts book", async () => {
    const y = year();
    const csv = await a.get("/transaction/export", { startDate: `${y}-01-01`, endDate: `${y}-12-31` });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json().filename).toBe(`transactions-${y}-01-01-${y}-12-31.csv`);
    const csvFile = await t.app.inject({
      method: "GET",
      url: new URL(csv.json().url, "http://x").pathname + new URL(csv.json().url, "http://x").search,
    });
    expect(csvFile.statusCode).toBe(200);
    expect(csvFile.body).toContain("Date;Libellé;Type;Statut");
    expect(csvFile.body).toContain("Location sono");

    // The same operations as an .xlsx workbook: a ZIP of well-formed SpreadsheetML parts.
    const xlsx = await a.get("/transaction/export", { startDate: `${y}-01-01`, endDate: `${y}-12-31`, format: "XLSX" });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.json().filename).toBe(`transactions-${y}-01-01-${y}-12-31.xlsx`);
    const x = new URL(xlsx.json().url, "http://x");
    const xlsxFile = await t.app.inject({ method: "GET", url: x.pathname + x.search });
    expect(xlsxFile.statusCode).toBe(200);
    expect(xlsxFile.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    if (process.env.XLSX_OUT) writeFileSync(process.env.XLSX_OUT, xlsxFile.rawPayload);
    const parts = readStoredZip(xlsxFile.rawPayload);
    expect(parts.map((p) => p.name)).toContain("xl/worksheets/sheet1.xml");
    const { DOMParser } = new JSDOM("").window;
    for (const part of parts) {
      const doc = new DOMParser().parseFromString(part.data.toString("utf8"), "application/xml");
      expect(doc.getElementsByTagName("parsererror"), part.name).toHaveLength(0);
    }
    const sheet = parts.find((p) => p.name === "xl/worksheets/sheet1.xml")?.data.toString("utf8") ?? "";
    expect(sheet).toContain(">Location sono<");
    expect(sheet).toMatch(/<c r="F\d+" s="3"><v>-120.00<\/v><\/c>/);

    const fec = await a.get("/transaction/export", { startDate: `${y}-01-01`, endDate: `${y}-12-31`, format: "FEC" });
    expect(fec.statusCode, fec.body).toBe(200);
    expect(fec.json().filename).toMatch(/^\d{9}FEC\d{4}1231\.txt$/);
    const u = new URL(fec.json().url, "http://x");
    const fecFile = await t.app.inject({ method: "GET", url: u.pathname + u.search });
    const text = fecFile.rawPayload.toString("latin1");
    const config = (await a.get("/transaction/config")).json() as Config;
    expect(validateFec(text, { start: config.fiscalDateStart, end: config.fiscalDateEnd })).toEqual([]);
    expect(
      new Set(
        text
          .split("\r\n")
          .slice(1, -1)
          .map((l) => l.split("\t")[0]),
      ),
    ).toEqual(new Set(["VT", "BQ", "AC"]));

    const receipts = await a.get("/transaction/export", { startDate: `${y}-01-01`, endDate: `${y}-12-31`, format: "RECEIPTS" });
    const r = new URL(receipts.json().url, "http://x");
    const book = (await t.app.inject({ method: "GET", url: r.pathname + r.search })).body;
    expect(book).toContain(
      "Date d'encaissement;Client;Nature de la prestation;Montant;Mode de règlement;Référence de la facture",
    );
    expect(book).toMatch(/;360,00;Virement bancaire;F-/);

    const bad = await a.get("/transaction/export", { startDate: `${y}-12-31`, endDate: `${y}-01-01` });
    expect(JSON.stringify(bad.json())).toContain("La période est invalide");
  });
});
