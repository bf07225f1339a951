import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyIdentifiers, completeCompany, createClient, createProduct } from "../../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../../test/vendor-fixtures.ts";
import { fatalOf, validateEn16931 } from "./en16931-validation.ts";

/**
 * Every e-invoice of the documents chain (quote → deposit invoice → final invoice → credit note), for each
 * vendor profile (a VAT-registered SAS invoicing a business, a micro-entrepreneur under the franchise, an
 * exempt association, a company whose SIRET is being assigned), issued through the API, its Factur-X XML
 * downloaded and checked by the official EN 16931 CII rules (XSD + Schematron, one JVM for all): no fatal
 * assert. The PDF side is checked with poppler (pdfdetach, pdfinfo) and by reading its XMP.
 */
let t: TestApp;
type As = ReturnType<typeof asVendor>;

const BANK = {
  name: "BNP",
  bic: "BNPAFRPP",
  countryCode: "FR",
  checkDigits: "76",
  bankCode: "30004",
  branchCode: "00823",
  accountNumber: "00010532870",
  ribKey: "41",
};

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string; name: string | null; quote: Record<string, unknown> };
}

async function vendor(email: string, tradeName: string, company: Record<string, unknown>, config: Record<string, unknown>) {
  const session = await signUpVendor(t, email, tradeName);
  const as = asVendor(t, session);
  await completeCompany(t, session, tradeName, company);
  await ok(await as.post("/quote/config/update", { config: { bankDetails: BANK, ...config } }));
  return as;
}

async function businessClient(as: As, name: string) {
  const ids = companyIdentifiers(name);
  const res = await ok(
    await as.post("/client/professional/create", {
      contacts: [
        {
          firstname: "Anne",
          lastname: "Morel",
          email: "anne@agence-evenements.fr",
          phone: "0612345678",
          address: { street: "5 rue Haute", postalCode: "59000", city: "Lille" },
        },
      ],
      company: {
        corporateName: name,
        tradeName: name,
        type: "COMPANY",
        siren: ids.siren,
        siret: ids.siret,
        vatNumber: ids.vatNumber,
      },
    }),
  );
  return res.clientId as string;
}

/** Quote (a bundle mixing rates, a discounted line, a disbursement, 7,5 % off) → deposit → final → credit note. */
async function chain(as: As, clientId: string, taxes: { meal: string; wine: string }) {
  const meal = await createProduct(as, { name: "Repas", price: 50, tax: taxes.meal, unitType: "PERSON" });
  const wine = await createProduct(as, { name: "Champagne", price: 30, tax: taxes.wine, unitType: "LITER" });
  const bundle = await createProduct(as, {
    name: "Formule réception",
    childIds: [
      { id: meal, quantity: 2 },
      { id: wine, quantity: 1 },
    ],
  });
  const dj = await createProduct(as, { name: "Animation DJ", price: 333.33, tax: taxes.wine, unitType: "HOUR" });
  const fees = await createProduct(as, { name: "Frais de mairie", price: 45.5, productType: "DEBOUR" });
  const event = await ok(await as.post("/event/create", { eventName: "Mariage", date: "2027-06-12", clientId }));
  const quote = await ok(
    await as.post("/quote/create", {
      quoteType: "QUOTE",
      quote: {
        clientId,
        eventId: event.eventId,
        serviceAddress: { street: "Domaine de la Colline", postalCode: "84160", city: "Lourmarin" },
        expirationDate: "2099-01-01",
        globalDiscountType: "PERCENTAGE",
        globalDiscountValue: 7.5,
        deposits: [
          { depositType: "PERCENTAGE", depositValue: 30, numberOfDays: 0 },
          { depositType: "PERCENTAGE", depositValue: 70, numberOfDays: 0 },
        ],
      },
      products: [
        { productId: bundle, quantity: 3 },
        { productId: dj, quantity: 1.5, discountType: "PERCENTAGE", discountValue: 10 },
        { productId: fees, quantity: 1 },
      ],
    }),
  );
  await ok(await as.post("/quote/sign", { quoteId: quote.id, filename: "signe.pdf" }));
  const issue = async (quoteType: string, id: string) =>
    ok(await as.post("/quote/status", { quoteType, quoteId: id, status: "SENT" }));
  const deposit = await ok(
    await as.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id }),
  );
  await issue("DEPOSIT", deposit.id);
  const final = await ok(
    await as.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "INVOICE", quoteId: quote.id }),
  );
  await issue("INVOICE", final.id);
  const credit = await ok(
    await as.post("/quote/duplicate", { quoteType: "INVOICE", quoteTypeDestination: "CREDIT_NOTE", quoteId: final.id }),
  );
  await issue("CREDIT_NOTE", credit.id);
  return { DEPOSIT: deposit.id, INVOICE: final.id, CREDIT_NOTE: credit.id };
}

async function xmlOf(as: As, quoteType: string, quoteId: string) {
  const res = await as.get("/quote/factur-x", { quoteType, quoteId });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("application/xml");
  return res.body;
}

const xml: Record<string, string> = {};
const pdfs: Record<string, Buffer> = {};

beforeAll(async () => {
  t = await createTestApp();
  const profiles: [string, As, string, { meal: string; wine: string }][] = [];
  const sas = await vendor("fx-sas@exemple.fr", "Traiteur Factur", {}, { paymentTerms: { code: "DAYS_30" } });
  profiles.push(["SAS B2B", sas, await businessClient(sas, "Agence Mariages Nord"), { meal: "TAX_10", wine: "TAX_20" }]);
  const ei = await vendor(
    "fx-ei@exemple.fr",
    "Julie Factur",
    { corporateName: "Julie Lemoine", legalForm: "Micro-entreprise", shareCapital: null, rcsNumber: null, vatNumber: null },
    { isVat: false, vatMention: "TVA non applicable, art. 293 B du CGI" },
  );
  profiles.push(["EI franchise", ei, await createClient(ei, "Petit"), { meal: "TAX_0", wine: "TAX_0" }]);
  const asso = await vendor(
    "fx-asso@exemple.fr",
    "Bal Factur",
    {
      type: "ASSOCIATION",
      legalForm: "Association",
      siret: null,
      vatNumber: null,
      rcsNumber: null,
      registrationCourt: null,
      shareCapital: null,
      rnaNumber: "W751234567",
    },
    { isVat: false, vatMention: "TVA non applicable, art. 261-7-1° du CGI" },
  );
  profiles.push(["association", asso, await createClient(asso, "Bal"), { meal: "TAX_0", wine: "TAX_0" }]);
  const pending = await vendor("fx-pending@exemple.fr", "Fleurs Factur", { siret: null, siretPending: true }, {});
  profiles.push(["SIRET pending", pending, await createClient(pending, "Blanc"), { meal: "TAX_5_5", wine: "TAX_20" }]);

  for (const [profile, as, clientId, taxes] of profiles) {
    const ids = await chain(as, clientId, taxes);
    for (const [type, id] of Object.entries(ids)) {
      xml[`${profile} ${type}`] = await xmlOf(as, type, id);
      if (type === "INVOICE") pdfs[profile] = (await as.get("/quote/pdf", { quoteType: type, quoteId: id })).rawPayload;
    }
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("Factur-X of the documents chain, per vendor profile", () => {
  it("passes the official EN 16931 CII schema and business rules: no fatal assert on any document", () => {
    // A control in the same run: the rules do catch a wrong document type code (BR-CL-01).
    const control = (xml["SAS B2B INVOICE"] as string).replace(
      "<ram:TypeCode>380</ram:TypeCode>",
      "<ram:TypeCode>999</ram:TypeCode>",
    );
    const { control: caught, ...reports } = validateEn16931({ ...xml, control });
    expect(caught?.failures.map((f) => f.id)).toContain("BR-CL-01");
    expect(Object.keys(reports)).toHaveLength(12);
    const fatal = Object.fromEntries(Object.entries(reports).map(([name, r]) => [name, fatalOf(r)]));
    expect(fatal).toEqual(Object.fromEntries(Object.keys(xml).map((name) => [name, []])));
  }, 120_000);

  it("writes the codes a PA reads: type, SIREN scheme 0002, categories and exemption reasons, references", () => {
    expect(xml["SAS B2B DEPOSIT"]).toContain("<ram:TypeCode>386</ram:TypeCode>");
    const invoice = xml["SAS B2B INVOICE"] as string;
    expect(invoice).toContain("<ram:TypeCode>380</ram:TypeCode>");
    expect(invoice).toContain(`<ram:ID schemeID="0002">${companyIdentifiers("Agence Mariages Nord").siren}</ram:ID>`);
    expect(invoice).toContain(`<ram:ID schemeID="VA">${companyIdentifiers("Traiteur Factur").vatNumber}</ram:ID>`);
    expect(invoice).toContain('<ram:BilledQuantity unitCode="HUR">1.5</ram:BilledQuantity>');
    expect(invoice).toContain("<ram:IBANID>FR7630004008230001053287041</ram:IBANID>");
    expect(invoice).toContain("<ram:ExemptionReasonCode>VATEX-EU-79-C</ram:ExemptionReasonCode>");
    expect(invoice).toContain("<ram:CityName>Lourmarin</ram:CityName>");
    expect(invoice).toMatch(/<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>AC-/);
    expect(invoice).toContain("<ram:SubjectCode>PMT</ram:SubjectCode>");
    const credit = xml["SAS B2B CREDIT_NOTE"] as string;
    expect(credit).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(credit).toMatch(/<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F-/);
    expect(xml["EI franchise INVOICE"]).toContain("<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>");
    expect(xml["EI franchise INVOICE"]).toContain('schemeID="FC"');
    expect(xml["association INVOICE"]).toContain("<ram:ExemptionReasonCode>VATEX-EU-132</ram:ExemptionReasonCode>");
  });

  it("makes the issued invoice a PDF/A-3b carrying factur-x.xml, its XMP declaring the Factur-X profile", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-facturx-"));
    try {
      for (const [profile, pdf] of Object.entries(pdfs)) {
        const file = path.join(dir, "invoice.pdf");
        fs.writeFileSync(file, pdf);
        expect(execFileSync("pdfdetach", ["-list", file], { encoding: "utf8" }), profile).toContain("factur-x.xml");
        execFileSync("pdfdetach", ["-save", "1", "-o", path.join(dir, "out.xml"), file]);
        // The embedded file is the very XML the download serves.
        expect(fs.readFileSync(path.join(dir, "out.xml"), "utf8")).toBe(xml[`${profile} INVOICE`]);
        const meta = execFileSync("pdfinfo", ["-meta", file], { encoding: "utf8" });
        expect(meta).toContain("<pdfaid:part>3</pdfaid:part>");
        expect(meta).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
        expect(meta).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
        expect(meta).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
        // The XMP packet is well-formed XML (xmllint parses it).
        const xmp = meta.slice(meta.indexOf("<x:xmpmeta"), meta.lastIndexOf("</x:xmpmeta>") + "</x:xmpmeta>".length);
        fs.writeFileSync(path.join(dir, "xmp.xml"), xmp);
        execFileSync("xmllint", ["--noout", path.join(dir, "xmp.xml")]);
        const raw = pdf.toString("latin1");
        expect(raw).toContain("/OutputIntents");
        expect(raw).toContain("/GTS_PDFA1");
        expect(raw).toMatch(/\/AFRelationship \/Alternative/);
        expect(raw.startsWith("%PDF-1.7")).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
