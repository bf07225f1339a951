import { addDays } from "@cortege/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeCompany,
  createClient,
  createProduct,
  createWeddingCatalogue,
  weddingQuoteBody,
} from "../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let clientId: string;
let catalogue: Awaited<ReturnType<typeof createWeddingCatalogue>>;
let simpleId: string;
let aliceName: string;

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

type Payments = {
  status: string;
  payable: boolean;
  due: number;
  paid: number;
  remaining: number;
  payments: { paymentId: string; amount: number; recordedBy: string | null }[];
};
type History = { changes: { by: string | null; from: string | null; to: string; source: string; reason: string | null }[] };

const pay = (quoteId: string, amount: number, method = "BANK_TRANSFER", date = today()) =>
  a.post("/quote/payments/create", { quoteId, date, amount, method });
const payments = async (quoteId: string) => (await a.get("/quote/payments", { quoteId })).json() as Payments;
const history = async (quoteId: string) =>
  ((await a.get("/quote/status-history", { quoteId })).json() as History).changes.map((c) => [c.from, c.to, c.source]);

/** A signed wedding quote (450,65 €) and its 30 % deposit invoice issued (135,20 €). */
async function issuedDeposit() {
  const quote = await a.post("/quote/create", weddingQuoteBody(clientId, catalogue));
  expect(quote.statusCode, quote.body).toBe(200);
  await a.post("/quote/sign", { quoteId: quote.json().id, filename: "signe.pdf" });
  const deposit = await a.post("/quote/duplicate", {
    quoteType: "QUOTE",
    quoteTypeDestination: "DEPOSIT",
    quoteId: quote.json().id,
  });
  expect(deposit.statusCode, deposit.body).toBe(200);
  const issued = await a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: deposit.json().id, status: "SENT" });
  expect(issued.statusCode, issued.body).toBe(200);
  return { quoteId: quote.json().id as string, depositId: deposit.json().id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-payments@exemple.fr", "Château des Paiements");
  const bob = await signUpVendor(t, "bob-payments@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
  await completeCompany(t, alice, "Château des Paiements");
  clientId = await createClient(a, "Martin");
  catalogue = await createWeddingCatalogue(a);
  simpleId = await createProduct(a, { name: "Animation DJ", price: 100, tax: "TAX_20" });
  const me = (await a.get("/user")).json().contact as { firstname: string | null; lastname: string | null; email: string };
  aliceName = [me.firstname, me.lastname].filter(Boolean).join(" ") || me.email;
});
afterAll(async () => {
  await t.close();
});

describe("payments set the status", () => {
  it("keeps a partially paid deposit invoice SENT with what remains, PAID to the cent, and reopens it when a payment is deleted", async () => {
    const { depositId } = await issuedDeposit();
    expect(await payments(depositId)).toMatchObject({ status: "SENT", payable: true, due: 135.2, paid: 0, remaining: 135.2 });

    const first = await pay(depositId, 100, "CHECK");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "SENT", paid: 100, remaining: 35.2 });

    const over = await pay(depositId, 35.21);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("Le paiement dépasse le reste à payer (35,20 €).");
    expect((await payments(depositId)).payments).toHaveLength(1);

    // 0,1 + 0,2 in euros is no longer exact in floating point: the sum is kept in cents.
    await pay(depositId, 0.1);
    await pay(depositId, 0.2);
    const last = await pay(depositId, 34.9, "CASH");
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ status: "PAID", paid: 135.2, remaining: 0, payable: false });
    expect((await a.get("/quote", { quoteType: "DEPOSIT", quoteId: depositId })).json().status).toBe("PAID");
    expect(last.json().payments.map((p: { recordedBy: string | null }) => p.recordedBy)).toEqual(Array(4).fill(aliceName));

    const full = await pay(depositId, 0.01);
    expect(full.json().message).toBe("Ce document est déjà entièrement réglé : aucun paiement ne peut s'y ajouter.");

    const removed = await a.post("/quote/payments/delete", { paymentId: last.json().payments.at(-1).paymentId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ status: "SENT", paid: 100.3, remaining: 34.9 });

    expect(await history(depositId)).toEqual([
      [null, "DRAFT", "CONVERSION"],
      ["DRAFT", "SENT", "STATUS"],
      ["SENT", "PAID", "PAYMENT"],
      ["PAID", "SENT", "PAYMENT_DELETED"],
    ]);
    const changes = ((await a.get("/quote/status-history", { quoteId: depositId })).json() as History).changes;
    expect(changes.every((c) => c.by === aliceName)).toBe(true);
  });

  it("refuses PAID through quote/status without the payment of what remains, and records it with one", async () => {
    const { depositId } = await issuedDeposit();
    await pay(depositId, 35.2);
    const bare = await a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: depositId, status: "PAID" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(
      "Pour marquer ce document payé, enregistrez le paiement reçu (date, montant de 100,00 €, moyen de paiement).",
    );
    const partial = await a.post("/quote/status", {
      quoteType: "DEPOSIT",
      quoteId: depositId,
      status: "PAID",
      payment: { date: today(), amount: 50, method: "CHECK" },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(
      "Pour marquer ce document payé, le paiement doit couvrir le reste à payer (100,00 €) ; pour un paiement partiel, utilisez « Enregistrer un paiement ».",
    );
    const future = await a.post("/quote/status", {
      quoteType: "DEPOSIT",
      quoteId: depositId,
      status: "PAID",
      payment: { date: addDays(today(), 1), amount: 100, method: "CHECK" },
    });
    expect(future.json().message).toBe("La date du paiement ne peut pas être dans le futur.");
    expect((await payments(depositId)).payments).toHaveLength(1);

    const paid = await a.post("/quote/status", {
      quoteType: "DEPOSIT",
      quoteId: depositId,
      status: "PAID",
      payment: { date: today(), amount: 100, method: "CHECK", reference: "Chèque n° 1234567" },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe("PAID");
    expect(await payments(depositId)).toMatchObject({ paid: 135.2, remaining: 0 });
    expect((await history(depositId)).at(-1)).toEqual(["SENT", "PAID", "STATUS"]);

    // Settled by its payments, it is reopened by deleting one, not by a status.
    const reopen = await a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: depositId, status: "SENT" });
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().message).toBe(
      "Ce document est réglé par les paiements enregistrés : supprimez un paiement pour le rouvrir.",
    );
  });

  it("issues and pays a draft invoice at once, a payment of its total; refuses payments on drafts and quotes", async () => {
    const draft = await a.post("/quote/create", {
      quoteType: "INVOICE",
      quote: { clientId },
      products: [{ productId: simpleId, quantity: 2 }],
    });
    const id = draft.json().id as string;
    const onDraft = await pay(id, 10);
    expect(onDraft.json().message).toBe("Seul un document émis et non annulé peut recevoir un paiement.");
    const withoutPayment = await a.post("/quote/status", { quoteType: "INVOICE", quoteId: id, status: "PAID" });
    expect(withoutPayment.statusCode).toBe(400);
    // Refused as a whole: the invoice is still a draft, no number was used.
    const still = (await a.get("/quote", { quoteType: "INVOICE", quoteId: id })).json();
    expect([still.status, still.name]).toEqual(["DRAFT", null]);

    const paid = await a.post("/quote/status", {
      quoteType: "INVOICE",
      quoteId: id,
      status: "PAID",
      payment: { date: today(), amount: 240, method: "CREDIT_CARD" },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().name).toMatch(/^F-\d{4}-\d{5}$/);
    expect(await history(id)).toEqual([
      [null, "DRAFT", "CREATION"],
      ["DRAFT", "PAID", "STATUS"],
    ]);

    const quote = await a.post("/quote/create", weddingQuoteBody(clientId, catalogue));
    const onQuote = await pay(quote.json().id, 10);
    expect(onQuote.json().message).toBe(
      "Un devis ne se règle pas : facturez-le (acompte ou facture) pour enregistrer un paiement.",
    );
  });
});

describe("status history", () => {
  it("records sending, signing and a credit note cancelling its invoice, with who and in order", async () => {
    const quote = await a.post("/quote/create", weddingQuoteBody(clientId, catalogue));
    const quoteId = quote.json().id as string;
    const sent = await a.post("/quote/send-email", { quoteType: "QUOTE", quoteId, emails: ["couple@exemple.fr"] });
    expect(sent.statusCode, sent.body).toBe(200);
    await a.post("/quote/sign", { quoteId, filename: "signe.pdf" });
    expect(await history(quoteId)).toEqual([
      [null, "DRAFT", "CREATION"],
      ["DRAFT", "SENT", "SEND"],
      ["SENT", "SIGNED", "SIGNATURE"],
    ]);

    const invoice = await a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "INVOICE", quoteId });
    const invoiceId = invoice.json().id as string;
    await a.post("/quote/status", { quoteType: "INVOICE", quoteId: invoiceId, status: "SENT" });
    // Partly paid, then partly credited: what the client owes drops to what was paid, so it is PAID.
    await pay(invoiceId, 400.65);
    const credit = await a.post("/quote/duplicate", {
      quoteType: "INVOICE",
      quoteTypeDestination: "CREDIT_NOTE",
      quoteId: invoiceId,
      amount: 50,
    });
    const creditIssued = await a.post("/quote/status", { quoteType: "CREDIT_NOTE", quoteId: credit.json().id, status: "SENT" });
    expect(creditIssued.statusCode, creditIssued.body).toBe(200);
    expect(await payments(invoiceId)).toMatchObject({ status: "PAID", due: 400.65, paid: 400.65, remaining: 0 });
    expect(await history(invoiceId)).toEqual([
      [null, "DRAFT", "CONVERSION"],
      ["DRAFT", "SENT", "STATUS"],
      ["SENT", "PAID", "CREDIT_NOTE"],
    ]);
  });
});

describe("B2B payment terms (L441-10 C. com.)", () => {
  it("refuses to issue an invoice due more than 60 days (or 45 days end of month) after issue to a professional client", async () => {
    const pro = await a.post("/client/professional/create", {
      contacts: [
        {
          firstname: "Anne",
          lastname: "Roy",
          email: "anne@exemple.fr",
          phone: "0612345678",
          address: { street: "8 quai Rambaud", postalCode: "69002", city: "Lyon" },
        },
      ],
      company: {
        corporateName: "Événements Durand SAS",
        tradeName: "Durand Events",
        siren: "732829320",
        siret: "73282932000074",
        address: { street: "8 quai Rambaud", postalCode: "69002", city: "Lyon" },
      },
    });
    expect(pro.statusCode, pro.body).toBe(200);
    const late = await a.post("/quote/create", {
      quoteType: "INVOICE",
      quote: { clientId: pro.json().clientId, dueDate: addDays(today(), 120) },
      products: [{ productId: simpleId, quantity: 1 }],
    });
    const refused = await a.post("/quote/status", { quoteType: "INVOICE", quoteId: late.json().id, status: "SENT" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Pour un client professionnel, le délai de paiement ne peut pas dépasser 60 jours après la date de facture ou 45 jours fin de mois.",
    );
    expect((await a.get("/quote", { quoteType: "INVOICE", quoteId: late.json().id })).json().status).toBe("DRAFT");

    // The same terms for a private client are its own business.
    const individual = await a.post("/quote/create", {
      quoteType: "INVOICE",
      quote: { clientId, dueDate: addDays(today(), 120) },
      products: [{ productId: simpleId, quantity: 1 }],
    });
    const issued = await a.post("/quote/status", { quoteType: "INVOICE", quoteId: individual.json().id, status: "SENT" });
    expect(issued.statusCode, issued.body).toBe(200);
  });
});

describe("tenancy", () => {
  it("answers 404 to another vendor for a document's payments, history and a payment", async () => {
    const { depositId } = await issuedDeposit();
    const paid = await pay(depositId, 10);
    const paymentId = paid.json().payments[0].paymentId as string;
    expect((await b.get("/quote/payments", { quoteId: depositId })).statusCode).toBe(404);
    expect((await b.get("/quote/status-history", { quoteId: depositId })).statusCode).toBe(404);
    expect(
      (await b.post("/quote/payments/create", { quoteId: depositId, date: today(), amount: 1, method: "CASH" })).statusCode,
    ).toBe(404);
    expect((await b.post("/quote/payments/delete", { paymentId })).statusCode).toBe(404);
    expect((await payments(depositId)).payments).toHaveLength(1);
  });
});
