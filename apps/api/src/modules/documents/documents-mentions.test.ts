import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdentifiers, completeCompany, createClient, createProduct } from "../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

/**
 * The mentions per profile (docs/decisions.md « Mentions checklist per profile »): each profile issues a
 * document through the API, and its original PDF is read back with pdftotext.
 */
let t: TestApp;

const pdfText = (pdf: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cortege-mentions-")), "doc.pdf");
  fs.writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return text.replace(/[\u00a0\u202f]/g, " ");
};

type As = ReturnType<typeof asVendor>;

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string; name: string | null };
}

async function vendor(email: string, tradeName: string, company: Record<string, unknown>, config: Record<string, unknown> = {}) {
  const session = await signUpVendor(t, email, tradeName);
  const as = asVendor(t, session);
  await completeCompany(t, session, tradeName, company);
  if (Object.keys(config).length > 0) await ok(await as.post("/quote/config/update", { config }));
  return Object.assign(as, { vendorId: session.vendorId });
}

async function draft(as: As, clientId: string, productId: string, quoteType = "INVOICE", extra: Record<string, unknown> = {}) {
  return ok(await as.post("/quote/create", { quoteType, quote: { clientId, ...extra }, products: [{ productId, quantity: 2 }] }));
}

const issue = (as: As, quoteType: string, quoteId: string) => as.post("/quote/status", { quoteType, quoteId, status: "SENT" });

async function pdfOf(as: As, quoteType: string, quoteId: string) {
  const res = await as.get("/quote/pdf", { quoteType, quoteId });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

const snapshotOf = async (id: string) =>
  (await t.database.pool.query("SELECT snapshot FROM documents WHERE id = $1", [id])).rows[0]?.snapshot as {
    einvoicing?: Record<string, unknown>;
  };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("mentions per profile, printed on the issued original", () => {
  it("a liable company to a couple: service date, nature, debits option, VAT category S; frozen in the snapshot", async () => {
    const as = await vendor("mentions-b2c@exemple.fr", "Domaine Sud", {}, { vatOnDebits: true });
    const clientId = await createClient(as, "Roux");
    const productId = await createProduct(as, { name: "Animation DJ", price: 800, tax: "TAX_20", productType: "BNC" });
    const debourId = await createProduct(as, { name: "SACEM", price: 60, productType: "DEBOUR" });
    const event = await ok(await as.post("/event/create", { eventName: "Mariage Roux", date: "2027-06-12", clientId }));
    const venue = { street: "Domaine de la Colline, 4 chemin des Vignes", postalCode: "84160", city: "Lourmarin" };
    const invoice = await ok(
      await as.post("/quote/create", {
        quoteType: "INVOICE",
        quote: { clientId, eventId: event.eventId, serviceAddress: venue },
        products: [
          { productId, quantity: 1 },
          { productId: debourId, quantity: 1 },
        ],
      }),
    );
    await ok(await issue(as, "INVOICE", invoice.id));
    const text = await pdfOf(as, "INVOICE", invoice.id);
    expect(text).toMatch(/Date de la prestation :\s+12\/06\/2027/);
    // The venue is not the couple's home: it is the place of the service and the delivery address.
    expect(text).toContain(
      "Lieu de la prestation et adresse de livraison : Domaine de la Colline, 4 chemin des Vignes, 84160 Lourmarin",
    );
    expect(text).toContain("Nature de l'opération : Prestation de services");
    expect(text).toContain("Option pour le paiement de la taxe d'après les débits");
    expect(text).toMatch(/S\s+20 %\s+800,00 €\s+160,00 €/);
    expect(text).toMatch(/E\s+—\s+60,00 €\s+0,00 €/);
    expect(text).not.toContain("40 €");

    const facts = (await snapshotOf(invoice.id)).einvoicing as Record<string, unknown>;
    expect(facts).toMatchObject({
      vatRegime: { kind: "LIABLE" },
      operationNature: "SERVICES",
      vatOnDebits: true,
      serviceDate: "2027-06-12",
      serviceAddress: venue,
      vatBreakdown: [
        { code: "S", vatCode: "TAX_20", baseCents: 80_000, taxCents: 16_000, exemption: null },
        { code: "E", vatCode: null, baseCents: 6_000, taxCents: 0, exemption: { code: "VATEX-EU-79-C" } },
      ],
    });
    expect((facts.lines as { code: string }[]).map((l) => l.code)).toEqual(["S", "E"]);

    // The event moves: the issued original does not.
    await t.database.pool.query("UPDATE events SET date = '2027-07-01' WHERE id = $1", [event.eventId]);
    expect(await pdfOf(as, "INVOICE", invoice.id)).toBe(text);
  });

  it("a business client must have its SIREN before an invoice is issued; the quote does not need it", async () => {
    const as = await vendor("mentions-b2b@exemple.fr", "Traiteur Nord", {});
    const productId = await createProduct(as, { name: "Cocktail", price: 1200, tax: "TAX_10" });
    const client = await ok(
      await as.post("/client/professional/create", {
        contacts: [
          {
            firstname: "Anne",
            lastname: "Morel",
            email: "anne@asso-fetes.fr",
            phone: "0612345678",
            address: { street: "5 rue Haute", postalCode: "59000", city: "Lille" },
          },
        ],
        company: {
          corporateName: "Comité des fêtes",
          tradeName: "Comité des fêtes",
          type: "ASSOCIATION",
          rnaNumber: "W591234567",
        },
      }),
    );
    const clientId = client.clientId as string;
    const quote = await draft(as, clientId, productId, "QUOTE", { expirationDate: "2099-01-01" });
    await ok(await issue(as, "QUOTE", quote.id));

    const invoice = await draft(as, clientId, productId);
    const refused = await issue(as, "INVOICE", invoice.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "MENTIONS_MISSING",
      message: "Le numéro SIREN du client professionnel est manquant : il est obligatoire sur les factures.",
    });
    const { siren } = companyIdentifiers("Comité des fêtes");
    await t.database.pool.query(`UPDATE clients SET company = company || jsonb_build_object('siren', $2::text) WHERE id = $1`, [
      clientId,
      siren,
    ]);
    await ok(await issue(as, "INVOICE", invoice.id));
    const text = await pdfOf(as, "INVOICE", invoice.id);
    expect(text).toContain(`SIREN ${siren.replace(/(\d{3})(?=\d)/g, "$1 ")}`);
    expect(text).toContain("Une indemnité forfaitaire de 40 €");
  });

  it("a micro-entrepreneur under the franchise: EI, 293 B, category E with its reason in the snapshot", async () => {
    const as = await vendor(
      "mentions-ei@exemple.fr",
      "Julie Photo",
      { corporateName: "Julie Lemoine", legalForm: "Micro-entreprise", shareCapital: null, rcsNumber: null, vatNumber: null },
      { isVat: false, vatMention: "TVA non applicable, art. 293 B du CGI" },
    );
    const clientId = await createClient(as, "Petit");
    const productId = await createProduct(as, { name: "Reportage photo", price: 900, tax: "TAX_0", productType: "BNC" });
    const invoice = await draft(as, clientId, productId);
    await ok(await issue(as, "INVOICE", invoice.id));
    const text = await pdfOf(as, "INVOICE", invoice.id);
    expect(text).toContain("Julie Lemoine EI");
    expect(text).toContain("TVA non applicable, art. 293 B du CGI");
    expect(text).not.toContain("Total TVA");
    expect((await snapshotOf(invoice.id)).einvoicing).toMatchObject({
      vatRegime: { kind: "FRANCHISE" },
      lines: [
        { code: "E", ratePermille: 0, exemption: { code: "VATEX-FR-FRANCHISE", text: "TVA non applicable, art. 293 B du CGI" } },
      ],
      vatOnDebits: false,
    });
  });

  it("an association invoices only with its SIREN, and prints its 261-7-1° exemption", async () => {
    const as = await vendor(
      "mentions-asso@exemple.fr",
      "Les Amis du Bal",
      {
        type: "ASSOCIATION",
        legalForm: "Association",
        siren: null,
        siret: null,
        vatNumber: null,
        rcsNumber: null,
        registrationCourt: null,
        shareCapital: null,
        rnaNumber: "W751234567",
      },
      { isVat: false, vatMention: "TVA non applicable, art. 261-7-1° du CGI" },
    );
    const clientId = await createClient(as, "Bal");
    const productId = await createProduct(as, { name: "Bal costumé", price: 300, tax: "TAX_0" });
    const invoice = await draft(as, clientId, productId);
    const refused = await issue(as, "INVOICE", invoice.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Le numéro SIREN de votre association est manquant : il est obligatoire pour facturer (l'Insee l'attribue sur demande).",
    );
    expect((await ok(await as.get("/quote", { quoteType: "INVOICE", quoteId: invoice.id }))).name).toBeNull();

    const { siren } = companyIdentifiers("Les Amis du Bal");
    await t.database.pool.query(`UPDATE vendors SET company = company || jsonb_build_object('siren', $2::text) WHERE id = $1`, [
      as.vendorId,
      siren,
    ]);
    await ok(await issue(as, "INVOICE", invoice.id));
    const text = await pdfOf(as, "INVOICE", invoice.id);
    expect(text).toContain("TVA non applicable, art. 261-7-1° du CGI");
    expect(text).toContain(`SIREN ${siren.replace(/(\d{3})(?=\d)/g, "$1 ")}`);
    expect((await snapshotOf(invoice.id)).einvoicing).toMatchObject({
      vatRegime: { kind: "EXEMPT", exemption: { code: "VATEX-EU-132" } },
    });
  });

  it("a company whose SIRET is being assigned prints it and issues", async () => {
    const as = await vendor("mentions-pending@exemple.fr", "Fleurs Neuves", { siret: null, siretPending: true });
    const clientId = await createClient(as, "Blanc");
    const productId = await createProduct(as, { name: "Bouquet de la mariée", price: 150, tax: "TAX_20", productType: "BIC_1" });
    const invoice = await draft(as, clientId, productId);
    await ok(await issue(as, "INVOICE", invoice.id));
    const text = await pdfOf(as, "INVOICE", invoice.id);
    expect(text).toContain("Attribution du numéro SIRET en cours");
    expect(text).toContain("Nature de l'opération : Livraison de biens");
  });

  it("an intermittent performer (GUSO) quotes but never invoices", async () => {
    const as = await vendor(
      "mentions-guso@exemple.fr",
      "Trio Jazz",
      {
        type: "INTERMITTENT",
        legalForm: null,
        siren: null,
        siret: null,
        vatNumber: null,
        rcsNumber: null,
        registrationCourt: null,
        shareCapital: null,
        gusoNumber: "123456789",
      },
      { isVat: false, vatMention: "Cachet versé en salaire par l'organisateur via le GUSO : hors champ de la TVA" },
    );
    const clientId = await createClient(as, "Noir");
    const productId = await createProduct(as, { name: "Concert cocktail", price: 600, tax: "TAX_0" });
    const quote = await draft(as, clientId, productId, "QUOTE", { expirationDate: "2099-01-01" });
    await ok(await issue(as, "QUOTE", quote.id));
    expect(await pdfOf(as, "QUOTE", quote.id)).toContain("N° GUSO 123456789");

    const invoice = await draft(as, clientId, productId);
    const refused = await issue(as, "INVOICE", invoice.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "MENTIONS_MISSING" });
    expect(String(refused.json().message)).toContain("Un artiste intermittent payé par le GUSO ne facture pas");
  });
});
