import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeCompany,
  createClient,
  createWeddingCatalogue,
  parisYear,
  weddingQuoteBody,
} from "../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

/** The PDF, sending, expiry and reservation calls of the documents (issue 7), on a real database. */

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let clientId: string;
let proClientId: string;
let bundleId: string;
let debourId: string;

const year = parisYear();

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string; quote: Record<string, unknown> };
}

const pdfText = (pdf: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cortege-pdf-api-")), "doc.pdf");
  fs.writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return text.replace(/[\u00a0\u202f]/g, " ");
};

async function getPdf(as: ReturnType<typeof asVendor>, quoteType: string, quoteId: string) {
  const res = await as.get("/quote/pdf", { quoteType, quoteId });
  return res;
}

const weddingQuote = () => weddingQuoteBody(proClientId, { bundleId, debourId });

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-delivery@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-delivery@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
  await completeCompany(t, alice, "Château Alice", {
    contact: { firstname: "Alice", lastname: "Roux", email: "alice-delivery@exemple.fr", phone: "0102030405" },
  });
  clientId = await createClient(a, "Martin");
  const pro = await ok(
    await a.post("/client/professional/create", {
      contacts: [
        {
          firstname: "Gaëlle",
          lastname: "Noël",
          email: "gaelle@serenite.fr",
          phone: "0145678901",
          address: { street: "88 boulevard Haussmann", postalCode: "75008", city: "Paris" },
        },
      ],
      company: { corporateName: "Événements Sérénité", tradeName: "Sérénité", siren: "552100554", siret: "55210055400013" },
    }),
  );
  proClientId = pro.clientId as string;
  ({ bundleId, debourId } = await createWeddingCatalogue(a));
});
afterAll(async () => {
  await t.close();
});

describe("GET /quote/pdf", () => {
  it("prints the chain quote → 30 % deposit → final invoice → credit note with its totals and mentions", async () => {
    const quote = await ok(await a.post("/quote/create", weddingQuote()));
    const quotePdf = await getPdf(a, "QUOTE", quote.id);
    expect(quotePdf.statusCode, quotePdf.body).toBe(200);
    expect(quotePdf.headers["content-type"]).toBe("application/pdf");
    expect(quotePdf.headers["content-disposition"]).toContain(`filename="Devis-D-${year}-`);
    const quoteText = pdfText(quotePdf.rawPayload);
    // 3 × (2 × 50 € at 10 % + 30 € at 20 %), 7,5 % off, town-hall fees: the engine's figures.
    expect(quoteText).toMatch(/Total HT\s+406,25 €/);
    expect(quoteText).toMatch(/Total TVA\s+44,40 €/);
    expect(quoteText).toMatch(/Total TTC\s+450,65 €/);
    expect(quoteText).toContain("Bon pour accord");
    expect(quoteText).toContain("Événements Sérénité");

    const deposit = await ok(
      await a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id }),
    );
    await ok(await a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: deposit.id, status: "SENT" }));
    const depositPdf = await getPdf(a, "DEPOSIT", deposit.id);
    const depositName = (await ok(await a.get("/quote", { quoteType: "DEPOSIT", quoteId: deposit.id }))).name as string;
    expect(depositPdf.headers["content-disposition"]).toContain(`Facture-acompte-${depositName}.pdf`);
    const depositText = pdfText(depositPdf.rawPayload);
    expect(depositText).toMatch(/Acompte TTC\s+135,20 €/);
    expect(depositText).toContain("Acompte : somme versée à titre d'engagement ferme des deux parties.");
    expect(depositText).toContain("Une indemnité forfaitaire de 40 € pour frais de recouvrement");

    const final = await ok(
      await a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "INVOICE", quoteId: quote.id }),
    );
    // A draft prints as a preview, without a number yet.
    const draftPdf = await getPdf(a, "INVOICE", final.id);
    expect(draftPdf.headers["content-disposition"]).toContain('filename="Facture-brouillon.pdf"');
    expect(pdfText(draftPdf.rawPayload)).toContain("Brouillon");
    const issued = await ok(await a.post("/quote/status", { quoteType: "INVOICE", quoteId: final.id, status: "SENT" }));
    const finalText = pdfText((await getPdf(a, "INVOICE", final.id)).rawPayload);
    expect(finalText).toContain(`Facture ${issued.name}`);
    expect(finalText).toMatch(new RegExp(`Acompte ${depositName} du \\d\\d/\\d\\d/${year}\\s+-135,20 €`));
    expect(finalText).toMatch(/Net à payer TTC\s+315,45 €/);
    expect(finalText).toContain(`Acompte déduit : facture d'acompte n° ${depositName}`);

    const credit = await ok(
      await a.post("/quote/duplicate", { quoteType: "INVOICE", quoteTypeDestination: "CREDIT_NOTE", quoteId: final.id }),
    );
    await ok(await a.post("/quote/status", { quoteType: "CREDIT_NOTE", quoteId: credit.id, status: "SENT" }));
    const creditText = pdfText((await getPdf(a, "CREDIT_NOTE", credit.id)).rawPayload);
    expect(creditText).toContain(`Avoir sur la facture n° ${issued.name}`);
    // It credits what the final invoice charged net of the deposit (credited on its own invoice): that total
    // and that VAT, not the gross of the lines.
    expect(creditText).toMatch(/Total de l'avoir TTC\s+315,45 €/);
    expect(creditText).toMatch(/Total HT crédité\s+/);
    expect(creditText).toMatch(/TVA créditée\s+/);
    expect(creditText).not.toContain("450,65");
  });

  it("prints no recovery indemnity for a private client", async () => {
    const invoice = await ok(
      await a.post("/quote/create", {
        quoteType: "INVOICE",
        quote: { clientId },
        products: [{ productId: bundleId, quantity: 1 }],
      }),
    );
    await ok(await a.post("/quote/status", { quoteType: "INVOICE", quoteId: invoice.id, status: "SENT" }));
    const text = pdfText((await getPdf(a, "INVOICE", invoice.id)).rawPayload);
    expect(text).toContain("Léa Martin");
    expect(text).not.toContain("40 €");
    expect(text).toMatch(/Échéance :\s+\d\d\/\d\d\/\d{4}/);
  });

  it("answers 404 for another vendor's document or the wrong type, and a French message for a bad id", async () => {
    const quote = await ok(await a.post("/quote/create", weddingQuote()));
    const cross = await getPdf(b, "QUOTE", quote.id);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe("Document introuvable.");
    expect((await getPdf(a, "INVOICE", quote.id)).statusCode).toBe(404);
    const bad = await getPdf(a, "QUOTE", "pas-un-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Document introuvable.");
  });
});

describe("POST /quote/send-email", () => {
  const outbox = async () => (await t.mailer.outbox?.list()) ?? [];

  it("issues a draft invoice, then mails its PDF with the config's template filled, and a copy to the vendor", async () => {
    await ok(
      await a.post("/quote/config/update", {
        config: {
          titleEmailTemplate: "{{typeDocument}} {{numero}} de {{prestataire}}",
          emailTemplate:
            "Bonjour {{client}},\n\nVotre {{typeDocument}} n° {{numero}} de {{montant}} est à régler le {{echeance}}.",
        },
      }),
    );
    const invoice = await ok(
      await a.post("/quote/create", {
        quoteType: "INVOICE",
        quote: { clientId },
        products: [{ productId: bundleId, quantity: 2 }],
      }),
    );
    const before = (await outbox()).length;
    const res = await a.post("/quote/send-email", { quoteType: "INVOICE", quoteId: invoice.id, sendCopyToSelf: true });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent.status).toBe("SENT");
    expect(sent.name).toMatch(new RegExp(`^F-${year}-\\d{5}$`));

    const messages = (await outbox()).slice(0, (await outbox()).length - before);
    expect(messages).toHaveLength(2);
    const toClient = messages.find((m) => m.to === "lea.martin@exemple.fr");
    const copy = messages.find((m) => m.to === "alice-delivery@exemple.fr");
    expect(toClient?.subject).toBe(`Facture ${sent.name} de Château Alice`);
    // 2 × (2 × 50 € at 10 % + 30 € at 20 %) = 200 € + 60 €, i.e. 220 € + 72 € with VAT.
    expect(toClient?.text).toContain(`Votre facture n° ${sent.name} de 292,00 €`);
    expect(toClient?.text).toMatch(/est à régler le \d{1,2}(er)? \S+ \d{4}\./);
    expect(toClient?.attachments).toEqual([
      { filename: `Facture-${sent.name}.pdf`, contentType: "application/pdf", size: expect.any(Number) },
    ]);
    expect(toClient?.replyTo).toBe("alice-delivery@exemple.fr");
    expect(toClient?.from).toBe("Château Alice");
    expect(copy?.subject).toBe(`Copie : Facture ${sent.name} de Château Alice`);

    // The attached PDF is the issued invoice's.
    const raw = (await t.mailer.outbox?.raw(toClient?.id as string)) as string;
    expect(raw).toContain("Content-Type: application/pdf");
    const base64 = raw.split(/Content-Disposition: attachment[^\n]*\n(?:[^\n]+\n)*\n/)[1]?.split(/\n--/)[0] ?? "";
    const text = pdfText(Buffer.from(base64.replace(/\s/g, ""), "base64"));
    expect(text).toContain(`Facture ${sent.name}`);
    expect(text).toMatch(/Total TTC\s+292,00 €/);

    // Sending again keeps the number and the status.
    const again = await a.post("/quote/send-email", { quoteType: "INVOICE", quoteId: invoice.id, emails: ["compta@exemple.fr"] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ name: sent.name, status: "SENT" });
    expect((await outbox())[0]?.to).toBe("compta@exemple.fr");
  });

  it("sends a quote with the default wording and moves it to SENT", async () => {
    await ok(await a.post("/quote/config/update", { config: { titleEmailTemplate: null, emailTemplate: null } }));
    const quote = await ok(await a.post("/quote/create", weddingQuote()));
    const res = await a.post("/quote/send-email", { quoteType: "QUOTE", quoteId: quote.id, emails: ["gaelle@serenite.fr"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("SENT");
    const [mail] = await outbox();
    expect(mail?.subject).toBe(`Devis ${quote.name} – Château Alice`);
    expect(mail?.text).toContain(`notre devis n° ${quote.name} d'un montant de 450,65 € TTC, valable jusqu'au`);
  });

  it("sends nothing and issues nothing when a mandatory mention is missing", async () => {
    const bobClient = await ok(
      await b.post("/client/individual/create", {
        contacts: [{ firstname: "Paul", lastname: "Petit", email: "paul@exemple.fr", phone: "0611223344" }],
      }),
    );
    const product = await ok(await b.post("/product/create", { product: { name: "Moulin", price: 1000, tax: "TAX_20" } }));
    const invoice = await ok(
      await b.post("/quote/create", {
        quoteType: "INVOICE",
        quote: { clientId: bobClient.clientId },
        products: [{ productId: product.productId, quantity: 1 }],
      }),
    );
    const before = (await outbox()).length;
    const res = await b.post("/quote/send-email", { quoteType: "INVOICE", quoteId: invoice.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("MENTIONS_MISSING");
    expect((await outbox()).length).toBe(before);
    const still = await ok(await b.get("/quote", { quoteType: "INVOICE", quoteId: invoice.id }));
    expect(still).toMatchObject({ status: "DRAFT", name: null });
  });

  it("refuses another vendor's document and bad addresses in French", async () => {
    const quote = await ok(await a.post("/quote/create", weddingQuote()));
    const cross = await b.post("/quote/send-email", { quoteType: "QUOTE", quoteId: quote.id, emails: ["x@exemple.fr"] });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe("Document introuvable.");
    const bad = await a.post("/quote/send-email", { quoteType: "QUOTE", quoteId: quote.id, emails: ["pas-une-adresse"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Le format de l'email est invalide.");
    expect((await ok(await a.get("/quote", { quoteType: "QUOTE", quoteId: quote.id }))).status).toBe("DRAFT");
  });
});

describe("POST /quote/send-email is no relay", () => {
  const outbox = async () => (await t.mailer.outbox?.list()) ?? [];
  const outsideToday = async (vendorId: string) =>
    Number(
      (
        await t.database.pool.query(
          "SELECT count(*)::int AS n FROM outside_mail_recipients WHERE vendor_id = $1 AND day = (now() AT TIME ZONE 'Europe/Paris')::date",
          [vendorId],
        )
      ).rows[0].n,
    );

  it("mails the vendor's clients freely, other addresses up to 20 a day, then answers 429 in French and issues nothing", async () => {
    const used = await outsideToday(alice.vendorId);
    const fill = Array.from({ length: 20 - used }, (_, i) => `relais-${i}@ailleurs.fr`);
    const first = await ok(await a.post("/quote/create", weddingQuote()));
    expect((await a.post("/quote/send-email", { quoteType: "QUOTE", quoteId: first.id, emails: fill })).statusCode).toBe(200);
    expect(await outsideToday(alice.vendorId)).toBe(20);

    const draft = await ok(await a.post("/quote/create", weddingQuote()));
    const before = (await outbox()).length;
    const over = await a.post("/quote/send-email", {
      quoteType: "QUOTE",
      quoteId: draft.id,
      emails: ["gaelle@serenite.fr", "nouveau@ailleurs.fr"],
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: "OUTSIDE_RECIPIENTS_LIMIT",
      message:
        "Limite d'envoi atteinte : pas plus de 20 adresses hors de vos fiches clients par jour. Ajoutez ces destinataires à une fiche client, ou réessayez demain.",
    });
    expect((await outbox()).length).toBe(before);
    expect(await ok(await a.get("/quote", { quoteType: "QUOTE", quoteId: draft.id }))).toMatchObject({ status: "DRAFT" });
    expect(await outsideToday(alice.vendorId)).toBe(20);

    // The client's contact (whatever the case) and the addresses already counted today still go.
    const toClient = await a.post("/quote/send-email", { quoteType: "QUOTE", quoteId: draft.id, emails: ["Gaelle@Serenite.fr"] });
    expect(toClient.statusCode, toClient.body).toBe(200);
    const again = await a.post("/quote/send-email", { quoteType: "QUOTE", quoteId: draft.id, emails: fill.slice(0, 3) });
    expect(again.statusCode, again.body).toBe(200);
    expect(await outsideToday(alice.vendorId)).toBe(20);
  });

  it("answers to a confirmed address only and shows the cleaned trade name", async () => {
    const carol = await signUpVendor(t, "carol-delivery@exemple.fr", "Carol");
    const c = asVendor(t, carol);
    // A company e-mail nobody confirmed, and a trade name that tries to forge headers.
    await completeCompany(t, carol, 'Manoir "Carol" <compta@banque.fr>\r\nBcc: x@y.fr', {
      contact: { firstname: "Carol", lastname: "Roy", email: "compta@banque.fr", phone: "0102030406" },
    });
    const carolClient = await createClient(c, "Carolle");
    const product = await ok(await c.post("/product/create", { product: { name: "Salon", price: 300, tax: "TAX_20" } }));
    const quote = await ok(
      await c.post("/quote/create", {
        quoteType: "QUOTE",
        quote: { clientId: carolClient },
        products: [{ productId: product.productId, quantity: 1 }],
      }),
    );
    const res = await c.post("/quote/send-email", { quoteType: "QUOTE", quoteId: quote.id, sendCopyToSelf: true });
    expect(res.statusCode, res.body).toBe(200);
    const [copy, toClient] = await outbox();
    expect(toClient).toMatchObject({ to: "lea.carolle@exemple.fr", replyTo: "carol-delivery@exemple.fr" });
    expect(toClient?.from).toBe("Manoir Carol compta banque.fr Bcc: x y.fr");
    expect(copy?.to).toBe("carol-delivery@exemple.fr");
    // No header forged by the name (the body's signature only shows it as text).
    const raw = (await t.mailer.outbox?.raw(toClient?.id as string)) ?? "";
    const headers = raw.split(/\r?\n\r?\n/)[0] ?? "";
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^(From|Reply-To|To):.*compta@banque\.fr/im);

    // Once the company e-mail is the confirmed account's, it is the reply address.
    await completeCompany(t, carol, "Manoir Carol", {
      contact: { firstname: "Carol", lastname: "Roy", email: "CAROL-delivery@exemple.fr", phone: "0102030406" },
    });
    await ok(await c.post("/quote/send-email", { quoteType: "QUOTE", quoteId: quote.id }));
    expect((await outbox())[0]).toMatchObject({ replyTo: "carol-delivery@exemple.fr", from: "Manoir Carol" });
  });
});

describe("POST /quote/status with confirmReservation", () => {
  async function eventWithQuote() {
    const event = await ok(await a.post("/event/create", { eventName: "Mariage Léa & Théo", clientId }));
    const eventId = event.eventId as string;
    const quote = await ok(
      await a.post("/quote/create", {
        quoteType: "QUOTE",
        quote: { clientId, eventId },
        products: [{ productId: bundleId, quantity: 1 }],
      }),
    );
    await ok(await a.post("/quote/status", { quoteType: "QUOTE", quoteId: quote.id, status: "SENT" }));
    return { eventId, quoteId: quote.id };
  }
  const eventStatus = async (eventId: string) => (await ok(await a.get("/event", { eventId }))).status;

  it("moves the quote's event to RESERVATION_CONFIRMED when the quote is accepted", async () => {
    const { eventId, quoteId } = await eventWithQuote();
    expect(await eventStatus(eventId)).toBe("REQUEST_RECEIVED");
    const res = await a.post("/quote/status", { quoteType: "QUOTE", quoteId, status: "APPROVED", confirmReservation: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("APPROVED");
    expect(await eventStatus(eventId)).toBe("RESERVATION_CONFIRMED");
  });

  it("leaves the event alone without the flag, for a status that is not an acceptance, or when the change is refused", async () => {
    const { eventId, quoteId } = await eventWithQuote();
    await ok(await a.post("/quote/status", { quoteType: "QUOTE", quoteId, status: "APPROVED" }));
    expect(await eventStatus(eventId)).toBe("REQUEST_RECEIVED");

    const other = await eventWithQuote();
    await ok(
      await a.post("/quote/status", { quoteType: "QUOTE", quoteId: other.quoteId, status: "REJECTED", confirmReservation: true }),
    );
    expect(await eventStatus(other.eventId)).toBe("REQUEST_RECEIVED");
    // REJECTED → APPROVED is not a transition of the lifecycle: refused, and the event does not move.
    const refused = await a.post("/quote/status", {
      quoteType: "QUOTE",
      quoteId: other.quoteId,
      status: "APPROVED",
      confirmReservation: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("STATUS_REFUSED");
    expect(await eventStatus(other.eventId)).toBe("REQUEST_RECEIVED");
  });

  it("refuses, and changes nothing, when the vendor's pipeline no longer has RESERVATION_CONFIRMED", async () => {
    const { eventId, quoteId } = await eventWithQuote();
    await ok(
      await a.post("/event/config/update", {
        statuses: [
          { status: "REQUEST_RECEIVED", name: "Demande reçue", color: "warning" },
          { status: "QUOTE_SENT", name: "Devis envoyé", color: "secondary" },
          { status: "REFUSED", name: "Refusé", color: "error" },
        ],
        moveEventsTo: { RESERVATION_CONFIRMED: "QUOTE_SENT" },
      }),
    );
    try {
      const res = await a.post("/quote/status", { quoteType: "QUOTE", quoteId, status: "SIGNED", confirmReservation: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Ce statut n'existe pas dans votre pipeline.");
      expect((await ok(await a.get("/quote", { quoteType: "QUOTE", quoteId }))).status).toBe("SENT");
      expect(await eventStatus(eventId)).toBe("REQUEST_RECEIVED");
    } finally {
      await ok(await a.post("/event/config/reset", {}));
    }
  });

  it("refuses a flag that is not a boolean in French, and another vendor's quote with 404", async () => {
    const { eventId, quoteId } = await eventWithQuote();
    const bad = await a.post("/quote/status", { quoteType: "QUOTE", quoteId, status: "SIGNED", confirmReservation: "oui" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("La confirmation de réservation doit valoir vrai ou faux.");
    const cross = await b.post("/quote/status", { quoteType: "QUOTE", quoteId, status: "SIGNED", confirmReservation: true });
    expect(cross.statusCode).toBe(404);
    expect(await eventStatus(eventId)).toBe("REQUEST_RECEIVED");
  });
});
