import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeCompany, createClient, createProduct } from "../../../test/document-fixtures.ts";
import { type PaStandIn, startPaStandIn } from "../../../test/pa-stand-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../../test/vendor-fixtures.ts";

/**
 * A vendor hands its issued invoices to its plateforme agréée (a local stand-in speaking the flow API) and
 * follows their lifecycle; the period's XML export and the refusals a vendor can meet.
 */
let t: TestApp;
let pa: PaStandIn;
let as: ReturnType<typeof asVendor>;
let other: ReturnType<typeof asVendor>;
let invoiceId: string;
let quoteId: string;

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string; name: string | null };
}

beforeAll(async () => {
  pa = await startPaStandIn();
  t = await createTestApp({ einvoicing: { url: pa.url, token: pa.token } });
  const session = await signUpVendor(t, "fx-pa@exemple.fr", "Traiteur Plateforme");
  as = asVendor(t, session);
  await completeCompany(t, session, "Traiteur Plateforme");
  other = asVendor(t, await signUpVendor(t, "fx-pa-other@exemple.fr", "Autre Plateforme"));
  const clientId = await createClient(as, "Durand");
  const productId = await createProduct(as, { name: "Cocktail", price: 1200, tax: "TAX_10" });
  const invoice = await ok(
    await as.post("/quote/create", { quoteType: "INVOICE", quote: { clientId }, products: [{ productId, quantity: 1 }] }),
  );
  invoiceId = invoice.id;
  await ok(await as.post("/quote/status", { quoteType: "INVOICE", quoteId: invoiceId, status: "SENT" }));
  const quote = await ok(
    await as.post("/quote/create", {
      quoteType: "QUOTE",
      quote: { clientId, expirationDate: "2099-01-01" },
      products: [{ productId, quantity: 1 }],
    }),
  );
  quoteId = quote.id;
});
afterAll(async () => {
  await t.close();
  await pa.close();
});

describe("the plateforme agréée", () => {
  it("deposits the issued invoice's original Factur-X PDF once, then follows its status until encaissée", async () => {
    expect(
      (await ok(await as.get("/quote/einvoice/status", { quoteType: "INVOICE", quoteId: invoiceId }))).submission,
    ).toBeNull();
    const sent = await ok(await as.post("/quote/einvoice/submit", { quoteType: "INVOICE", quoteId: invoiceId }));
    expect(sent.submission).toMatchObject({ status: "DEPOSEE", reason: null });
    const flowId = (sent.submission as { platformId: string }).platformId;
    // The PA received the very bytes of the original (the PDF the vendor downloads).
    const original = (await as.get("/quote/pdf", { quoteType: "INVOICE", quoteId: invoiceId })).rawPayload;
    expect(pa.flows.get(flowId)?.bytes.equals(original)).toBe(true);
    expect(pa.flows.get(flowId)?.trackingId).toBe(invoiceId);

    const again = await as.post("/quote/einvoice/submit", { quoteType: "INVOICE", quoteId: invoiceId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "ALREADY_SUBMITTED",
      message: "Ce document a déjà été déposé sur la plateforme agréée.",
    });
    expect(pa.flows.size).toBe(1);

    await fetch(`${pa.url}/test/flows/${flowId}`, { method: "POST", body: JSON.stringify({ status: "ENCAISSEE" }) });
    const paid = await ok(await as.get("/quote/einvoice/status", { quoteType: "INVOICE", quoteId: invoiceId }));
    expect(paid.submission).toMatchObject({ status: "ENCAISSEE", platformId: flowId });
    // Another vendor sees nothing of it.
    expect((await other.get("/quote/einvoice/status", { quoteType: "INVOICE", quoteId: invoiceId })).statusCode).toBe(404);
  });

  it("refuses a quote, and says so in French when the PA does not answer; nothing is recorded", async () => {
    const quote = await as.post("/quote/einvoice/submit", { quoteType: "QUOTE", quoteId });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().code).toBe("NOT_AN_EINVOICE");
    expect((await as.get("/quote/factur-x", { quoteType: "QUOTE", quoteId })).statusCode).toBe(400);

    const down = await createTestApp({ einvoicing: { url: "http://127.0.0.1:9", token: "x" } });
    try {
      const session = await signUpVendor(down, "fx-pa-down@exemple.fr", "Traiteur Panne");
      const v = asVendor(down, session);
      await completeCompany(down, session, "Traiteur Panne");
      const clientId = await createClient(v, "Lenoir");
      const productId = await createProduct(v, { name: "Cocktail", price: 100, tax: "TAX_20" });
      const inv = await ok(
        await v.post("/quote/create", { quoteType: "INVOICE", quote: { clientId }, products: [{ productId, quantity: 1 }] }),
      );
      await ok(await v.post("/quote/status", { quoteType: "INVOICE", quoteId: inv.id, status: "SENT" }));
      const refused = await v.post("/quote/einvoice/submit", { quoteType: "INVOICE", quoteId: inv.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "PLATFORM_UNAVAILABLE" });
      expect((await ok(await v.get("/quote/einvoice/status", { quoteType: "INVOICE", quoteId: inv.id }))).submission).toBeNull();
    } finally {
      await down.close();
    }
  });

  it("exports a period's e-invoices as a ZIP of their XML, the bytes each download serves", async () => {
    const xml = (await as.get("/quote/factur-x", { quoteType: "INVOICE", quoteId: invoiceId })).body;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    const res = await as.get("/quote/factur-x/export", { from: `${today.slice(0, 4)}-01-01`, to: today });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/zip");
    expect(res.rawPayload.subarray(0, 4).toString("hex")).toBe("504b0304");
    expect(res.rawPayload.includes(Buffer.from(xml, "utf8"))).toBe(true);
    const empty = await as.get("/quote/factur-x/export", { from: "2020-01-01", to: "2020-12-31" });
    expect(empty.rawPayload.includes(Buffer.from(xml, "utf8"))).toBe(false);
    // The e-reporting data: the couple's invoice is a B2C sale of the day at 10 %.
    const report = await as.get("/quote/e-reporting", { from: `${today.slice(0, 4)}-01-01`, to: today });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain(`Ventes aux particuliers (B2C);${today};10 %;1200,00;120,00;1320,00`);
    const backwards = await as.get("/quote/factur-x/export", { from: today, to: "2020-01-01" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(
      "La période est invalide : la date de fin doit suivre la date de début, sur un an au plus.",
    );
  });
});
