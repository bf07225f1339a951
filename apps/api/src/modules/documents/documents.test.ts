import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeCompany,
  createClient,
  createProduct,
  createWeddingCatalogue,
  parisYear,
  weddingQuoteBody,
} from "../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let clientId: string;
let bundleId: string;
let debourId: string;
let simpleId: string;

const year = parisYear();

/** The wedding of the tests: 3 reception packages (10 % meal + 20 % champagne), town-hall fees, 7,5 % off. */
const weddingQuote = () => weddingQuoteBody(clientId, { bundleId, debourId });

async function createQuote(as = a, body: Record<string, unknown> = weddingQuote()) {
  const res = await as.post("/quote/create", body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; name: string | null; quote: Record<string, unknown> };
}

const status = (as: ReturnType<typeof asVendor>, quoteType: string, quoteId: string, s: string) =>
  as.post("/quote/status", { quoteType, quoteId, status: s });
const duplicate = (as: ReturnType<typeof asVendor>, body: Record<string, unknown>) => as.post("/quote/duplicate", body);

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-docs@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-docs@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
  await completeCompany(t, alice, "Château Alice");
  clientId = await createClient(a, "Martin");
  ({ bundleId, debourId } = await createWeddingCatalogue(a));
  simpleId = await createProduct(a, { name: "Animation DJ", price: 100, tax: "TAX_20" });
});
afterAll(async () => {
  await t.close();
});

describe("quotes", () => {
  it("creates a quote numbered at once, with totals exact to the cent (bundle 10 % + 20 %, global discount, DEBOUR)", async () => {
    const created = await createQuote();
    expect(created.name).toBe(`D-${year}-00001`);
    const q = created.quote;
    // 3 × (2 × 50 € at 10 % + 30 € at 20 %) = 300 € + 90 €; 7,5 % off the taxable 390 € = 29,25 €
    // spread 22,50 € / 6,75 €; bases 277,50 € and 83,25 €; VAT 27,75 € and 16,65 €; disbursement 45,50 €.
    expect(q).toMatchObject({
      quoteType: "QUOTE",
      status: "DRAFT",
      totalExcludingTax: 406.25,
      totalTax: 44.4,
      totalIncludingTax: 450.65,
      totalTaxDetails: [
        { taxType: "TAX_20", taxAmount: 16.65 },
        { taxType: "TAX_10", taxAmount: 27.75 },
      ],
      globalDiscount: 29.25,
      disbursements: 45.5,
      remainingBalance: 315.45,
    });
    const lines = q.products as { product: { name: string }; total: number; children: unknown[] }[];
    expect(lines.map((l) => [l.product.name, l.total])).toEqual([
      ["Formule réception", 390],
      ["Frais de mairie", 45.5],
    ]);
    expect(lines[0]?.children).toHaveLength(2);
    const got = await a.get("/quote", { quoteType: "QUOTE", quoteId: created.id });
    expect(got.statusCode).toBe(200);
    expect(got.json().totalIncludingTax).toBe(450.65);
  });

  it("answers the spec's messages for a missing client and missing products", async () => {
    const noClient = await a.post("/quote/create", {
      quoteType: "QUOTE",
      quote: {},
      products: [{ productId: simpleId, quantity: 1 }],
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBe("Veuillez renseigner un client pour le devis");
    const noProducts = await a.post("/quote/create", { quoteType: "QUOTE", quote: { clientId }, products: [] });
    expect(noProducts.statusCode).toBe(400);
    expect(noProducts.json().message).toBe("Veuillez ajouter au moins un produit au devis");
    const unknown = await a.post("/quote/create", {
      quoteType: "QUOTE",
      quote: { clientId },
      products: [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }],
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: "Product not found" });
  });

  it("lists with status counts and sums, searches lower-cased, pages, updates, archives, duplicates and deletes", async () => {
    const second = await createQuote(a, {
      quoteType: "QUOTE",
      quote: { clientId },
      products: [{ productId: simpleId, quantity: 2, discountType: "FIXED", discountValue: 10 }],
    });
    expect(second.quote.totalIncludingTax).toBe(228); // (200 − 10) × 1,2

    const page1 = await a.get("/quote/list", { quoteType: "QUOTE", limit: "1" });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().quotes).toHaveLength(1);
    expect(page1.json().nextPage).toBeTruthy();
    const draft = page1.json().statusCounts.find((c: { status: string }) => c.status === "DRAFT");
    expect(draft.count).toBeGreaterThanOrEqual(2);
    const page2 = await a.get("/quote/list", { quoteType: "QUOTE", limit: "1", nextPage: page1.json().nextPage });
    expect(page2.json().quotes[0].quoteId).not.toBe(page1.json().quotes[0].quoteId);

    const search = await a.get("/quote/search", { quoteType: "QUOTE", searchTerm: second.name?.toUpperCase() ?? "" });
    expect(search.json().quotes.map((x: { quoteId: string }) => x.quoteId)).toEqual([second.id]);
    const byClient = await a.get("/quote/search", { quoteType: "QUOTE", searchTerm: "MARTIN" });
    expect(byClient.json().quotes.length).toBeGreaterThanOrEqual(2);
    // The counts are the whole list's, whatever the page shows: also when no row matches.
    const none = await a.get("/quote/search", { quoteType: "QUOTE", searchTerm: "aucun devis ne porte ce nom" });
    expect(none.json().quotes).toEqual([]);
    expect(none.json().statusCounts).toEqual(page1.json().statusCounts);
    // At a status: only the quotes at it, the counts still the whole list's.
    const drafts = (await a.get("/quote/list/status", { quoteType: "QUOTE", status: "DRAFT" })).json();
    expect(drafts.quotes.map((x: { quoteId: string }) => x.quoteId)).toContain(second.id);
    expect(drafts.quotes.every((x: { status: string }) => x.status === "DRAFT")).toBe(true);
    expect(drafts.statusCounts).toEqual(page1.json().statusCounts);
    const sent = (await a.get("/quote/list/status", { quoteType: "QUOTE", status: "SENT" })).json();
    expect(sent.quotes.map((x: { quoteId: string }) => x.quoteId)).not.toContain(second.id);
    const forClient = await a.get("/quote/client/list", { clientId });
    expect(forClient.json().quotes.some((x: { quoteId: string }) => x.quoteId === second.id)).toBe(true);

    const updated = await a.post("/quote/update", {
      quoteType: "QUOTE",
      quoteId: second.id,
      quote: { clientId, globalDiscountType: "FIXED", globalDiscountValue: 40 },
      products: [{ productId: simpleId, quantity: 1 }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ totalExcludingTax: 60, totalIncludingTax: 72, name: second.name });

    const copy = await duplicate(a, { quoteType: "QUOTE", quoteTypeDestination: "QUOTE", quoteId: second.id });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().name).not.toBe(second.name);
    expect(copy.json().quote.totalIncludingTax).toBe(72);

    const archived = await a.post("/quote/archive", { quoteType: "QUOTE", quotesToArchive: [copy.json().id] });
    expect(archived.json()).toEqual({ quotesToArchive: [copy.json().id] });
    const archivedList = await a.get("/quote/list", { quoteType: "QUOTE", isArchived: "true" });
    expect(archivedList.json().quotes.map((x: { quoteId: string }) => x.quoteId)).toEqual([copy.json().id]);

    const deleted = await a.post("/quote/delete", { quoteType: "QUOTE", quotesToDelete: [copy.json().id] });
    expect(deleted.statusCode).toBe(200);
    const gone = await a.get("/quote", { quoteType: "QUOTE", quoteId: copy.json().id });
    expect(gone.statusCode).toBe(404);
  });

  it("sends, signs (storing the signed copy) and refuses a status the lifecycle forbids", async () => {
    const q = await createQuote();
    const sent = await status(a, "QUOTE", q.id, "SENT");
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe("SENT");
    const paid = await status(a, "QUOTE", q.id, "PAID");
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe("Le statut « Payé » ne s'applique pas à un devis.");
    const signed = await a.post("/quote/sign", { quoteId: q.id, filename: "devis-signe.pdf" });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: "SIGNED", signedFilename: "devis-signe.pdf" });
    const edit = await a.post("/quote/update", { quoteType: "QUOTE", quoteId: q.id, quote: { clientId } });
    expect(edit.json().message).toBe("Un devis accepté ne peut plus être modifié : dupliquez-le pour proposer un nouveau devis.");
  });
});

describe("the chain: quote → deposit invoice → final invoice → credit note", () => {
  it("deducts the deposit from the final invoice rate by rate, then credits it, and product sales follow", async () => {
    const quote = await createQuote();
    await a.post("/quote/sign", { quoteId: quote.id, filename: "signe.pdf" });

    const deposit = await duplicate(a, { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.json().name).toBeNull();
    const dep = deposit.json().quote;
    expect(dep.totalIncludingTax).toBe(135.2); // 30 % of 450,65 € rounded half up
    const issuedDeposit = await status(a, "DEPOSIT", dep.quoteId, "SENT");
    expect(issuedDeposit.statusCode, issuedDeposit.body).toBe(200);
    expect(issuedDeposit.json().name).toMatch(new RegExp(`^AC-${year}-\\d{5}$`));
    expect(issuedDeposit.json().mentions).toContain("Acompte : somme versée à titre d'engagement ferme des deux parties.");

    const final = await duplicate(a, { quoteType: "QUOTE", quoteTypeDestination: "INVOICE", quoteId: quote.id });
    expect(final.statusCode, final.body).toBe(200);
    const inv = final.json().quote;
    expect(inv.charged.totalIncludingTax).toBe(450.65);
    expect(inv.deducted.totalIncludingTax).toBe(135.2);
    expect(inv.totalIncludingTax).toBe(315.45);
    // Per rate, the final invoice's due plus the deposit invoice give back the quote exactly.
    for (const rate of ["TAX_10", "TAX_20"]) {
      const of = (x: { totalTaxDetails: { taxType: string; taxAmount: number }[] }) =>
        Math.round((x.totalTaxDetails.find((d) => d.taxType === rate)?.taxAmount ?? 0) * 100);
      expect(of(inv) + of(dep)).toBe(of(quote.quote as never));
    }
    expect(inv.linkedQuotes.sort()).toEqual([quote.id, dep.quoteId].sort());
    // The lists' lines show the same links, either way: the quote its deposit and final invoices, the invoice both.
    type Line = { quoteId: string; linkedQuotes: string[] };
    const lineOf = async (quoteType: string, id: string) =>
      ((await a.get("/quote/list", { quoteType })).json().quotes as Line[]).find((q) => q.quoteId === id);
    expect((await lineOf("QUOTE", quote.id))?.linkedQuotes.sort()).toEqual([dep.quoteId, inv.quoteId].sort());
    expect((await lineOf("INVOICE", inv.quoteId))?.linkedQuotes.sort()).toEqual([quote.id, dep.quoteId].sort());
    expect((await lineOf("DEPOSIT", dep.quoteId))?.linkedQuotes.sort()).toEqual([quote.id, inv.quoteId].sort());
    const second = await duplicate(a, { quoteType: "QUOTE", quoteTypeDestination: "INVOICE", quoteId: quote.id });
    expect(second.json().message).toBe(
      "Une facture de solde existe déjà pour ce devis : émettez un avoir sur celle-ci avant d'en créer une autre.",
    );

    const issued = await status(a, "INVOICE", inv.quoteId, "SENT");
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().name).toMatch(new RegExp(`^F-${year}-\\d{5}$`));
    expect(issued.json().mentions.join("\n")).toContain(`Acompte déduit : facture d'acompte n° ${issuedDeposit.json().name}`);

    const sales = async (productId: string) => (await a.get("/product", { productId })).json();
    // The package line: 390 € minus its share of the global discount (29,25 €).
    expect(await sales(bundleId)).toMatchObject({ unitSold: 3, revenue: 360.75 });
    expect(await sales(debourId)).toMatchObject({ unitSold: 1, revenue: 45.5 });

    // The deposit invoice is deducted by the live final invoice: that one is credited first.
    const depositFirst = await duplicate(a, {
      quoteType: "DEPOSIT",
      quoteTypeDestination: "CREDIT_NOTE",
      quoteId: dep.quoteId,
      amount: 10,
    });
    expect(depositFirst.statusCode).toBe(400);
    expect(depositFirst.json().message).toBe(
      `Cette facture d'acompte est déduite de la facture de solde ${issued.json().name} : émettez d'abord un avoir sur la facture de solde, puis sur l'acompte.`,
    );

    const credit = await duplicate(a, { quoteType: "INVOICE", quoteTypeDestination: "CREDIT_NOTE", quoteId: inv.quoteId });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().quote.totalIncludingTax).toBe(315.45);
    const creditIssued = await status(a, "CREDIT_NOTE", credit.json().id, "SENT");
    expect(creditIssued.statusCode, creditIssued.body).toBe(200);
    expect(creditIssued.json().name).toMatch(new RegExp(`^AV-${year}-\\d{5}$`));
    expect(creditIssued.json().mentions.join("\n")).toContain(`Avoir sur la facture n° ${issued.json().name}`);
    const cancelled = await a.get("/quote", { quoteType: "INVOICE", quoteId: inv.quoteId });
    expect(cancelled.json().status).toBe("CANCELED");
    expect(await sales(bundleId)).toMatchObject({ unitSold: 0, revenue: 0 });
    expect(await sales(debourId)).toMatchObject({ unitSold: 0, revenue: 0 });

    const more = await duplicate(a, {
      quoteType: "INVOICE",
      quoteTypeDestination: "CREDIT_NOTE",
      quoteId: inv.quoteId,
      amount: 1,
    });
    expect(more.statusCode).toBe(400);

    // The final invoice cancelled, the deposit invoice may be credited; never beyond what it still charges.
    const tooMuch = await duplicate(a, {
      quoteType: "DEPOSIT",
      quoteTypeDestination: "CREDIT_NOTE",
      quoteId: dep.quoteId,
      amount: 200,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("L'avoir dépasse ce qui reste à annuler sur la facture (135,20 € TTC).");
    const depositCredit = await duplicate(a, {
      quoteType: "DEPOSIT",
      quoteTypeDestination: "CREDIT_NOTE",
      quoteId: dep.quoteId,
    });
    expect(depositCredit.statusCode, depositCredit.body).toBe(200);

    const linked = await a.post("/quote/list/linked", { quoteIds: [quote.id] });
    expect(
      linked
        .json()
        .quotes.map((x: { quoteType: string }) => x.quoteType)
        .sort(),
    ).toEqual(["DEPOSIT", "INVOICE"]);
  });

  it("keeps an issued invoice immutable, with the domain's messages", async () => {
    const created = await createQuote(a, {
      quoteType: "INVOICE",
      quote: { clientId },
      products: [{ productId: simpleId, quantity: 1 }],
    });
    expect(created.name).toBeNull();
    const issued = await status(a, "INVOICE", created.id, "SENT");
    expect(issued.statusCode, issued.body).toBe(200);
    const edit = await a.post("/quote/update", {
      quoteType: "INVOICE",
      quoteId: created.id,
      quote: { clientId },
      products: [{ productId: simpleId, quantity: 5 }],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({
      code: "DOCUMENT_NOT_EDITABLE",
      message: "Une facture émise ne peut plus être modifiée : émettez un avoir pour la corriger.",
    });
    const del = await a.post("/quote/delete", { quoteType: "INVOICE", quotesToDelete: [created.id] });
    expect(del.json().message).toBe(
      "Une facture émise ne peut pas être supprimée : émettez un avoir pour l'annuler, ou archivez-la.",
    );
    const back = await status(a, "INVOICE", created.id, "DRAFT");
    expect(back.json().message).toBe("Une facture émise ne peut pas redevenir un brouillon : émettez un avoir pour la corriger.");
    const cancel = await status(a, "INVOICE", created.id, "CANCELED");
    expect(cancel.statusCode).toBe(400);
    const after = await a.get("/quote", { quoteType: "INVOICE", quoteId: created.id });
    expect(after.json()).toMatchObject({ totalIncludingTax: 120, status: "SENT", name: issued.json().name });
    const archived = await a.post("/quote/archive", { quoteType: "INVOICE", quotesToArchive: [created.id] });
    expect(archived.statusCode).toBe(200);
    // Below the service, the database itself refuses to change what an issued document says.
    await expect(
      t.database.pool.query("UPDATE documents SET total_including_tax_cents = 1 WHERE id = $1", [created.id]),
    ).rejects.toThrow(/frozen/);
    await expect(
      t.database.pool.query("UPDATE document_lines SET quantity = 9 WHERE document_id = $1", [created.id]),
    ).rejects.toThrow(/frozen/);
    await t.database.pool.query("UPDATE documents SET status = 'PAID' WHERE id = $1", [created.id]);
  });
});

describe("deposit schedule and credit notes from lines", () => {
  it("invoices the schedule's deposits one by one, then refuses the balance as a deposit", async () => {
    const quote = await createQuote(a, {
      ...weddingQuote(),
      quote: {
        ...weddingQuote().quote,
        deposits: [
          { depositType: "PERCENTAGE", depositValue: 30 },
          { depositType: "FIXED", depositValue: 100 },
          { depositType: "PERCENTAGE", depositValue: 0.01 },
        ],
      },
    });
    expect(quote.quote.deposits).toMatchObject([
      { amount: 135.2, isFinal: false },
      { amount: 100, isFinal: false },
      { amount: 215.45, isFinal: true },
    ]);
    const first = await duplicate(a, { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id });
    expect(first.json().quote.totalIncludingTax).toBe(135.2);
    const second = await duplicate(a, { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id });
    expect(second.json().quote.totalIncludingTax).toBe(100);
    const third = await duplicate(a, { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe("Tous les acomptes de l'échéancier ont déjà été facturés.");
    const tooBig = await duplicate(a, {
      quoteType: "QUOTE",
      quoteTypeDestination: "DEPOSIT",
      quoteId: quote.id,
      deposit: { depositType: "FIXED", depositValue: 300 },
    });
    expect(tooBig.json().message).toBe("L'acompte dépasse ce qui reste à facturer sur le devis (215,45 € TTC).");
    const editDeposit = await a.post("/quote/update", {
      quoteType: "DEPOSIT",
      quoteId: first.json().id,
      quote: { clientId },
      products: [{ productId: simpleId, quantity: 1 }],
    });
    expect(editDeposit.json().message).toBe("Les lignes d'une facture d'acompte ou d'un avoir sur montant ne se modifient pas.");
    const draftCredit = await duplicate(a, {
      quoteType: "DEPOSIT",
      quoteTypeDestination: "CREDIT_NOTE",
      quoteId: first.json().id,
    });
    expect(draftCredit.json().message).toBe("Seule une facture émise peut faire l'objet d'un avoir.");
  });

  it("issues a credit note made from the invoice's lines and edited, then credits the rest", async () => {
    const sales = async () => (await a.get("/product", { productId: simpleId })).json() as { unitSold: number; revenue: number };
    const before = await sales();
    const inv = await createQuote(a, {
      quoteType: "INVOICE",
      quote: { clientId },
      products: [
        { productId: simpleId, quantity: 2 },
        { productId: debourId, quantity: 1 },
      ],
    });
    expect(inv.quote.totalIncludingTax).toBe(285.5); // 200 € + 40 € VAT + 45,50 € disbursement
    expect((await status(a, "INVOICE", inv.id, "SENT")).statusCode).toBe(200);
    expect(await sales()).toEqual(expect.objectContaining({ unitSold: before.unitSold + 2, revenue: before.revenue + 200 }));

    const draft = await duplicate(a, { quoteType: "INVOICE", quoteTypeDestination: "CREDIT_NOTE", quoteId: inv.id });
    expect(draft.json().quote.totalIncludingTax).toBe(285.5);
    const edited = await a.post("/quote/update", {
      quoteType: "CREDIT_NOTE",
      quoteId: draft.json().id,
      quote: { clientId },
      products: [{ productId: simpleId, quantity: 1 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().totalIncludingTax).toBe(120);
    const issued = await status(a, "CREDIT_NOTE", draft.json().id, "SENT");
    expect(issued.statusCode, issued.body).toBe(200);
    expect((await a.get("/quote", { quoteType: "INVOICE", quoteId: inv.id })).json().status).toBe("SENT");
    expect(await sales()).toEqual(expect.objectContaining({ unitSold: before.unitSold + 1, revenue: before.revenue + 100 }));

    const rest = await duplicate(a, { quoteType: "INVOICE", quoteTypeDestination: "CREDIT_NOTE", quoteId: inv.id });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().quote.totalIncludingTax).toBe(165.5);
    // A credit note is « payée » once refunded: the change carries the refund of its total.
    const refunded = await a.post("/quote/status", {
      quoteType: "CREDIT_NOTE",
      quoteId: rest.json().id,
      status: "PAID",
      payment: { date: "2026-01-05", amount: 165.5, method: "BANK_TRANSFER" },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await a.get("/quote", { quoteType: "INVOICE", quoteId: inv.id })).json().status).toBe("CANCELED");
  });
});

describe("issuing rules", () => {
  it("refuses to issue while mandatory mentions are missing, and allocates no number", async () => {
    const carol = await signUpVendor(t, "carol-docs@exemple.fr", "Studio Carol");
    const c = asVendor(t, carol);
    const cClient = await createClient(c, "Durand");
    const product = await createProduct(c, { name: "Reportage photo", price: 1200 });
    const inv = await createQuote(c, {
      quoteType: "INVOICE",
      quote: { clientId: cClient },
      products: [{ productId: product, quantity: 1 }],
    });
    const refused = await status(c, "INVOICE", inv.id, "SENT");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("MENTIONS_MISSING");
    expect(refused.json().message).toEqual(
      expect.arrayContaining([
        "Le numéro SIREN de votre entreprise est manquant.",
        "L'adresse de votre entreprise est incomplète (rue, code postal et ville).",
      ]),
    );
    await completeCompany(t, carol, "Studio Carol");
    const ok = await status(c, "INVOICE", inv.id, "SENT");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().name).toBe(`F-${year}-00001`);
  });

  it("numbers 20 invoices issued at once without gap or duplicate", async () => {
    const dave = await signUpVendor(t, "dave-docs@exemple.fr", "Traiteur Dave");
    const d = asVendor(t, dave);
    await completeCompany(t, dave, "Traiteur Dave");
    const dClient = await createClient(d, "Bernard");
    const product = await createProduct(d, { name: "Cocktail", price: 15, tax: "TAX_10" });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        (
          await createQuote(d, {
            quoteType: "INVOICE",
            quote: { clientId: dClient },
            products: [{ productId: product, quantity: i + 1 }],
          })
        ).id,
      );
    }
    const answers = await Promise.all(ids.map((id) => status(d, "INVOICE", id, "SENT")));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const names = answers.map((r) => r.json().name as string).sort();
    expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `F-${year}-${String(i + 1).padStart(5, "0")}`));
    const config = await d.get("/quote/config");
    expect(config.json().numbering.INVOICE).toMatchObject({ prefix: "F", counter: 21, locked: true });
  });

  it("reads and updates the quote config; a used counter is locked", async () => {
    const config = await a.get("/quote/config");
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({
      methodOfPayment: "BANK_TRANSFER",
      isVat: true,
      isDepositAccountBalanceDate: true,
      numbering: { QUOTE: { prefix: "D", date: "YYYY", number: 5 }, CREDIT_NOTE: { prefix: "AV" } },
    });
    const updated = await a.post("/quote/config/update", {
      config: {
        electronicSignature: "signature-file",
        headerNote: "Merci de votre confiance",
        numbering: { DEPOSIT: { prefix: "ACP", date: "YY", number: 4 } },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().numbering.DEPOSIT).toMatchObject({ prefix: "ACP", date: "YY", number: 4 });
    const signature = await a.get("/quote/electronic-signature");
    expect(signature.json()).toEqual({ electronicSignature: "signature-file" });
    const sameprefix = await a.post("/quote/config/update", {
      config: { numbering: { CREDIT_NOTE: { prefix: "F", date: "YYYY", number: 5 } } },
    });
    expect(sameprefix.statusCode).toBe(400);
    const locked = await a.post("/quote/config/update", {
      config: { numbering: { INVOICE: { prefix: "F", date: "YYYY", number: 5, counter: 500 } } },
    });
    expect(locked.json().message).toBe(
      "Le compteur ne peut plus être modifié : des documents ont déjà été numérotés dans cette série, la suite doit rester continue.",
    );
    const badIban = await a.post("/quote/config/update", {
      config: {
        bankDetails: { bankCode: "30004", branchCode: "00823", accountNumber: "00010532870", ribKey: "11" },
      },
    });
    expect(badIban.json().message).toBe("La clé RIB est invalide.");
    const goodIban = await a.post("/quote/config/update", {
      config: {
        bankDetails: {
          name: "BNP",
          bic: "BNPAFRPP",
          countryCode: "FR",
          checkDigits: "76",
          bankCode: "30004",
          branchCode: "00823",
          accountNumber: "00010532870",
          ribKey: "41",
        },
      },
    });
    expect(goodIban.statusCode, goodIban.body).toBe(200);
  });
});

describe("tenancy", () => {
  it("answers 404 to another vendor, and to another vendor's ids", async () => {
    const q = await createQuote();
    const cross = await t.app.inject({
      method: "GET",
      url: "/api/quote",
      query: { vendorId: alice.vendorId, quoteType: "QUOTE", quoteId: q.id },
      headers: { authorization: `Bearer ${bob.session.token}` },
    });
    expect(cross.statusCode).toBe(404);
    const foreignId = await b.get("/quote", { quoteType: "QUOTE", quoteId: q.id });
    expect(foreignId.statusCode).toBe(404);
    expect(foreignId.body).not.toContain("Château Alice");
    const foreignStatus = await status(b, "QUOTE", q.id, "SENT");
    expect(foreignStatus.statusCode).toBe(404);
    const foreignDuplicate = await duplicate(b, { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: q.id });
    expect(foreignDuplicate.statusCode).toBe(404);
    const foreignDelete = await b.post("/quote/delete", { quoteType: "QUOTE", quotesToDelete: [q.id] });
    expect(foreignDelete.statusCode).toBe(404);
    const foreignClient = await b.post("/quote/create", { ...weddingQuote(), products: [] });
    expect(foreignClient.statusCode).toBe(400);
    const bobProduct = await createProduct(b, { name: "Salle", price: 900 });
    const foreignClientQuote = await b.post("/quote/create", {
      quoteType: "QUOTE",
      quote: { clientId },
      products: [{ productId: bobProduct, quantity: 1 }],
    });
    expect(foreignClientQuote.statusCode).toBe(404);
    const aliceProductInBob = await b.post("/quote/create", {
      quoteType: "QUOTE",
      quote: { clientId: await createClient(b, "Petit") },
      products: [{ productId: simpleId, quantity: 1 }],
    });
    expect(aliceProductInBob.json().message).toBe("Product not found");
    const stillThere = await a.get("/quote", { quoteType: "QUOTE", quoteId: q.id });
    expect(stillThere.json().status).toBe("DRAFT");
  });
});
