import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeCompany, createClient, createProduct } from "../../../test/document-fixtures.ts";
import { type PaStandIn, startPaStandIn } from "../../../test/pa-stand-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../../test/vendor-fixtures.ts";

/**
 * The vendor's own account on the plateforme agréée (its API token, saved from the invoices page) and a
 * period's e-invoices deposited in one go: every issued document of the period not yet on the PA is sent,
 * once, each with its outcome; a second run sends nothing again. The PA is a local stand-in.
 */
let t: TestApp;
let pa: PaStandIn;
let as: ReturnType<typeof asVendor>;
let other: ReturnType<typeof asVendor>;
const ids = { first: "", second: "", credit: "", draft: "", legacy: "" };
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const period = { from: `${today.slice(0, 7)}-01`, to: today };

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string };
}

beforeAll(async () => {
  pa = await startPaStandIn(0, "jeton-du-traiteur-8f2c");
  // The server knows its PA's address only: each vendor brings its own token.
  t = await createTestApp({ einvoicing: { url: pa.url } });
  const session = await signUpVendor(t, "fx-period@exemple.fr", "Traiteur Période");
  as = asVendor(t, session);
  await completeCompany(t, session, "Traiteur Période");
  other = asVendor(t, await signUpVendor(t, "fx-period-other@exemple.fr", "Autre Période"));
  const clientId = await createClient(as, "Martin");
  const productId = await createProduct(as, { name: "Vin d'honneur", price: 800, tax: "TAX_20" });
  for (const key of ["first", "second"] as const) {
    const invoice = await ok(
      await as.post("/quote/create", { quoteType: "INVOICE", quote: { clientId }, products: [{ productId, quantity: 1 }] }),
    );
    await ok(await as.post("/quote/status", { quoteType: "INVOICE", quoteId: invoice.id, status: "SENT" }));
    ids[key] = invoice.id;
  }
  const credit = await ok(
    await as.post("/quote/duplicate", { quoteType: "INVOICE", quoteTypeDestination: "CREDIT_NOTE", quoteId: ids.second }),
  );
  await ok(await as.post("/quote/status", { quoteType: "CREDIT_NOTE", quoteId: credit.id, status: "SENT" }));
  ids.credit = credit.id;
  // An invoice whose frozen seller has no SIREN, as documents issued before the SIREN was asked for: it breaks
  // the French rule FR-01 and must not leave for the PA.
  const legacy = await ok(
    await as.post("/quote/create", { quoteType: "INVOICE", quote: { clientId }, products: [{ productId, quantity: 3 }] }),
  );
  await ok(await as.post("/quote/status", { quoteType: "INVOICE", quoteId: legacy.id, status: "SENT" }));
  await t.database.pool.query(`UPDATE documents SET snapshot = jsonb_set(snapshot, '{seller,siren}', 'null') WHERE id = $1`, [
    legacy.id,
  ]);
  ids.legacy = legacy.id;
  // A draft is no e-invoice: it stays out of the period.
  ids.draft = (
    await ok(
      await as.post("/quote/create", { quoteType: "INVOICE", quote: { clientId }, products: [{ productId, quantity: 2 }] }),
    )
  ).id;
});
afterAll(async () => {
  await t.close();
  await pa.close();
});

describe("the vendor's account on the plateforme agréée", () => {
  it("takes the vendor's own API token, sealed, and only then offers the deposit", async () => {
    expect(await ok(await as.get("/quote/einvoice/platform", {}))).toEqual({
      available: true,
      configured: false,
      tokenHint: null,
    });
    const refused = await as.post("/quote/einvoice/submit", { quoteType: "INVOICE", quoteId: ids.first });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "PLATFORM_NOT_CONFIGURED",
      message: "Aucune plateforme agréée n'est configurée pour transmettre vos factures électroniques.",
    });
    const blank = await as.post("/quote/einvoice/platform", { token: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Saisissez le jeton d'accès que votre plateforme agréée vous a remis.");

    const saved = await ok(await as.post("/quote/einvoice/platform", { token: " jeton-du-traiteur-8f2c " }));
    expect(saved).toEqual({ available: true, configured: true, tokenHint: "…8f2c" });
    // At rest the token is sealed: the database alone does not give it away.
    const rows = await t.database.db.execute(sql`SELECT token_sealed FROM einvoice_platform_accounts`);
    expect(JSON.stringify(rows)).not.toContain("jeton-du-traiteur");
    // Another vendor has no account of its own.
    expect((await ok(await other.get("/quote/einvoice/platform", {}))).configured).toBe(false);
  });

  it("deposits every issued e-invoice of the period once, and a second run sends nothing again", async () => {
    const first = await ok(await as.post("/quote/einvoice/submit-period", period));
    const results = first.results as { quoteId: string; outcome: string; status: string | null; message: string | null }[];
    expect(results.map((r) => [r.quoteId, r.outcome, r.status])).toEqual([
      [ids.first, "DEPOSITED", "DEPOSEE"],
      [ids.second, "DEPOSITED", "DEPOSEE"],
      [ids.credit, "DEPOSITED", "DEPOSEE"],
      [ids.legacy, "FAILED", null],
    ]);
    // The invoice breaking a French rule says why, and is not sent.
    const frenchRule =
      "Cette facture électronique ne peut pas être transmise à la plateforme agréée : Le numéro SIREN de votre entreprise est manquant ou invalide : une facture électronique identifie le vendeur par son SIREN.";
    expect(results[3]?.message).toBe(frenchRule);
    expect(pa.flows.size).toBe(3);
    expect([...pa.flows.values()].map((f) => f.trackingId).sort()).toEqual([ids.first, ids.second, ids.credit].sort());
    // Each document's page now shows its flow.
    const status = await ok(await as.get("/quote/einvoice/status", { quoteType: "CREDIT_NOTE", quoteId: ids.credit }));
    expect(status.submission).toMatchObject({ status: "DEPOSEE" });

    const again = await ok(await as.post("/quote/einvoice/submit-period", period));
    expect((again.results as { outcome: string }[]).map((r) => r.outcome)).toEqual([
      "ALREADY_DEPOSITED",
      "ALREADY_DEPOSITED",
      "ALREADY_DEPOSITED",
      "FAILED",
    ]);
    expect(pa.flows.size).toBe(3);
    const one = await as.post("/quote/einvoice/submit", { quoteType: "INVOICE", quoteId: ids.legacy });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ code: "FRENCH_RULES_FAILED", message: frenchRule });
    expect(pa.flows.size).toBe(3);
    // Another vendor (its own account on the PA) finds none of these documents in its period.
    await ok(await other.post("/quote/einvoice/platform", { token: "jeton-du-traiteur-8f2c" }));
    expect(await ok(await other.post("/quote/einvoice/submit-period", period))).toEqual({ results: [] });
  });

  it("reports a PA that does not answer per document and records nothing, so the next run sends them", async () => {
    const down = await createTestApp({ einvoicing: { url: "http://127.0.0.1:9" } });
    try {
      const session = await signUpVendor(down, "fx-period-down@exemple.fr", "Traiteur Coupure");
      const v = asVendor(down, session);
      await completeCompany(down, session, "Traiteur Coupure");
      const clientId = await createClient(v, "Petit");
      const productId = await createProduct(v, { name: "Buffet", price: 500, tax: "TAX_10" });
      const inv = await ok(
        await v.post("/quote/create", { quoteType: "INVOICE", quote: { clientId }, products: [{ productId, quantity: 1 }] }),
      );
      await ok(await v.post("/quote/status", { quoteType: "INVOICE", quoteId: inv.id, status: "SENT" }));
      await ok(await v.post("/quote/einvoice/platform", { token: "un-jeton" }));
      const run = await ok(await v.post("/quote/einvoice/submit-period", period));
      expect(run.results).toEqual([
        {
          quoteId: inv.id,
          quoteType: "INVOICE",
          name: expect.stringMatching(/^F-/),
          outcome: "FAILED",
          status: null,
          message: "La plateforme agréée ne répond pas : réessayez dans quelques minutes, rien n'a été transmis.",
        },
      ]);
      expect((await ok(await v.get("/quote/einvoice/status", { quoteType: "INVOICE", quoteId: inv.id }))).submission).toBeNull();
      const backwards = await v.post("/quote/einvoice/submit-period", { from: today, to: "2020-01-01" });
      expect(backwards.statusCode).toBe(400);
    } finally {
      await down.close();
    }
  });
});
