import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeCompany, createClient, createProduct, parisYear } from "../../test/document-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
const year = parisYear();
const password = "motdepasse-solide";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function issueInvoice(as: ReturnType<typeof asVendor>) {
  const client = await createClient(as, "Petit");
  const product = await createProduct(as, { name: "Photographies", price: 900, tax: "TAX_20" });
  const draft = await as.post("/quote/create", {
    quoteType: "INVOICE",
    quote: { clientId: client },
    products: [{ productId: product, quantity: 1 }],
  });
  expect(draft.statusCode, draft.body).toBe(200);
  // Issued and paid at once: the change to PAID carries the payment of its total (1 080 €).
  const sent = await as.post("/quote/status", {
    quoteType: "INVOICE",
    quoteId: draft.json().id,
    status: "PAID",
    payment: { date: "2026-01-05", amount: 1080, method: "BANK_TRANSFER" },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json() as { quoteId: string; name: string };
}

const count = async (sql: string, params: unknown[]) => Number((await t.database.pool.query(sql, params)).rows[0]?.n);

describe("deleting an account", () => {
  it("closes a vendor with issued documents (kept, with their numbering) and deletes one without", async () => {
    const email = "photo-closing@exemple.fr";
    const who = await signUpVendor(t, email, "Studio Photo");
    await completeCompany(t, who, "Studio Photo");
    const as = asVendor(t, who);
    const paid = await issueInvoice(as);
    expect(paid.name).toBe(`F-${year}-00001`);
    const empty = await signUpVendor(t, "sans-facture@exemple.fr", "Fleurs Sans Facture");
    await createClient(asVendor(t, empty), "Durand");

    // The archive is offered before closing: the original is in it.
    const zip = await as.get("/quote/originals");
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from(`Facture-${paid.name}.pdf`))).toBe(true);

    for (const [who_, mail] of [
      [who, email],
      [empty, "sans-facture@exemple.fr"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/user/delete-account",
        headers: bearer(who_.session),
        payload: { password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const login = await t.app.inject({ method: "POST", url: "/api/user/login", payload: { email: mail, password } });
      expect(login.statusCode).not.toBe(200);
    }
    expect(await count("SELECT count(*) AS n FROM users WHERE email = $1", [email])).toBe(0);

    // The closed vendor and its issued invoice stay; the vendor without documents is gone.
    const closed = await t.database.pool.query("SELECT closed_at, is_published, contact FROM vendors WHERE id = $1", [
      who.vendorId,
    ]);
    expect(closed.rows[0]?.closed_at).toBeInstanceOf(Date);
    expect(closed.rows[0]).toMatchObject({ is_published: false, contact: null });
    expect(await count("SELECT count(*) AS n FROM vendor_members WHERE vendor_id = $1", [who.vendorId])).toBe(0);
    expect(await count("SELECT count(*) AS n FROM documents WHERE id = $1", [paid.quoteId])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM document_originals WHERE document_id = $1", [paid.quoteId])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM vendors WHERE id = $1", [empty.vendorId])).toBe(0);
    // Nobody can reach it: its former owner's token is refused.
    expect((await as.get("/quote/list", { quoteType: "INVOICE" })).statusCode).not.toBe(200);

    // The database itself refuses to delete an issued invoice.
    await expect(t.database.pool.query("DELETE FROM documents WHERE id = $1", [paid.quoteId])).rejects.toThrow(/legal retention/);

    // The same company comes back with a new account: its numbering continues, never F-…-00001 again.
    const back = await signUpVendor(t, email, "Studio Photo");
    await completeCompany(t, back, "Studio Photo");
    const again = await issueInvoice(asVendor(t, back));
    expect(again.name).toBe(`F-${year}-00002`);
  });
});

describe("deleting a client", () => {
  it("refuses a client with issued documents, in French, and deletes one with drafts only", async () => {
    const who = await signUpVendor(t, "traiteur-clients@exemple.fr", "Traiteur Client");
    await completeCompany(t, who, "Traiteur Client");
    const as = asVendor(t, who);
    const invoice = await issueInvoice(as);
    const withIssued = (await as.get("/quote", { quoteType: "INVOICE", quoteId: invoice.quoteId })).json().clientId as string;
    const refused = await as.post("/client/delete", { clientId: withIssued });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      code: "CLIENT_HAS_ISSUED_DOCUMENTS",
      message: "Ce client a des documents émis : il peut être archivé, pas supprimé.",
    });
    const archived = await as.post("/client/archive", { clientIds: [withIssued], isArchived: true });
    expect(archived.statusCode, archived.body).toBe(200);

    const draftsOnly = await createClient(as, "Brouillon");
    const product = await createProduct(as, { name: "Buffet", price: 20, tax: "TAX_10" });
    const draft = await as.post("/quote/create", {
      quoteType: "INVOICE",
      quote: { clientId: draftsOnly },
      products: [{ productId: product, quantity: 3 }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await as.post("/client/delete", { clientId: draftsOnly })).statusCode).toBe(200);
  });
});
