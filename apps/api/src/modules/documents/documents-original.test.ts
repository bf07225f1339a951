import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { completeCompany, createClient, createProduct, parisYear } from "../../test/document-fixtures.ts";
import { readStoredZip } from "../../test/read-zip.ts";
import { createTestApp, type Session, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let a: ReturnType<typeof asVendor>;
let clientId: string;
let productId: string;

const year = parisYear();
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const pdfText = (pdf: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cortege-original-")), "doc.pdf");
  fs.writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return text.replace(/[\u00a0\u202f]/g, " ");
};

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string; name: string | null };
}

async function download(as: ReturnType<typeof asVendor>, quoteType: string, quoteId: string): Promise<Buffer> {
  const res = await as.get("/quote/pdf", { quoteType, quoteId });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** The PDF attached to the last e-mail sent to `to`, decoded from the .eml as a mail client would. */
async function attachmentSentTo(to: string): Promise<Buffer> {
  const messages = (await t.mailer.outbox?.list()) ?? [];
  const mail = messages.filter((m) => m.to === to).at(-1);
  const raw = (await t.mailer.outbox?.raw(mail?.id as string)) as string;
  const base64 = raw.split(/Content-Disposition: attachment[^\n]*\n(?:[^\n]+\n)*\n/)[1]?.split(/\n--/)[0] ?? "";
  return Buffer.from(base64.replace(/\s/g, ""), "base64");
}

async function draftInvoice(as = a, client = clientId, product = productId) {
  return ok(
    await as.post("/quote/create", {
      quoteType: "INVOICE",
      quote: { clientId: client },
      products: [{ productId: product, quantity: 2 }],
    }),
  );
}

/** Logs in again (the clock moved past the access token's life). */
async function relogin(email: string): Promise<Session> {
  const res = await t.app.inject({ method: "POST", url: "/api/user/login", payload: { email, password: "motdepasse-solide" } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Session;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-original@exemple.fr", "Château Alice");
  a = asVendor(t, alice);
  await completeCompany(t, alice, "Château Alice", { shareCapital: 10000 });
  clientId = await createClient(a, "Martin");
  productId = await createProduct(a, { name: "Location de la salle", price: 1500, tax: "TAX_20" });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the issued original", () => {
  it("is frozen at issue: same bytes after the client moved, the capital changed, the invoice was archived and a year passed", async () => {
    const invoice = await draftInvoice();
    const draft = await a.get("/quote", { quoteType: "INVOICE", quoteId: invoice.id });
    expect(draft.json().originalSha256).toBeNull();

    const issued = await ok(await a.post("/quote/status", { quoteType: "INVOICE", quoteId: invoice.id, status: "SENT" }));
    expect(issued.name).toBe(`F-${year}-00001`);
    const first = await download(a, "INVOICE", invoice.id);
    expect(issued.originalSha256).toBe(sha256(first));
    expect((await a.get("/quote", { quoteType: "INVOICE", quoteId: invoice.id })).json().originalSha256).toBe(sha256(first));
    const firstText = pdfText(first);
    expect(firstText).toContain("3 allée des Tilleuls");
    expect(firstText).toMatch(/10 000/);

    // Everything the PDF printed from live data changes…
    await ok(
      await a.post("/client/individual/update", {
        clientId,
        contacts: [
          {
            firstname: "Léa",
            lastname: "Martin",
            email: "lea.martin@exemple.fr",
            phone: "0612345678",
            address: { street: "8 quai Saint-Vincent", postalCode: "69001", city: "Lyon" },
          },
        ],
      }),
    );
    await completeCompany(t, alice, "Château Alice", {
      shareCapital: 250000,
      address: { street: "12 avenue Foch", postalCode: "75116", city: "Paris" },
    });
    await ok(await a.post("/quote/archive", { quoteType: "INVOICE", quotesToArchive: [invoice.id], isArchived: true }));
    // …the client cannot be deleted any more…
    const deleted = await a.post("/client/delete", { clientId });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toMatchObject({
      code: "CLIENT_HAS_ISSUED_DOCUMENTS",
      message: "Ce client a des documents émis : il peut être archivé, pas supprimé.",
    });
    // …and a year passes.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 366 * 86_400_000));
    const later = asVendor(t, { ...alice, session: await relogin("alice-original@exemple.fr") });

    const again = await download(later, "INVOICE", invoice.id);
    expect(again.equals(first)).toBe(true);

    // The e-mail attaches those bytes too, and sending changes nothing of the original.
    await ok(await later.post("/quote/send-email", { quoteType: "INVOICE", quoteId: invoice.id, emails: ["compta@exemple.fr"] }));
    expect((await attachmentSentTo("compta@exemple.fr")).equals(first)).toBe(true);
    expect((await later.get("/quote", { quoteType: "INVOICE", quoteId: invoice.id })).json().originalSha256).toBe(sha256(first));

    // A draft still renders live: the new address and capital.
    const draftNow = pdfText(await download(later, "INVOICE", (await draftInvoice(later)).id));
    expect(draftNow).toContain("8 quai Saint-Vincent");
    expect(draftNow).toMatch(/250 000/);
  });

  it("sending a draft issues it and attaches the original that every later download serves", async () => {
    const invoice = await draftInvoice();
    const sent = await ok(
      await a.post("/quote/send-email", { quoteType: "INVOICE", quoteId: invoice.id, emails: ["couple@exemple.fr"] }),
    );
    expect(sent.status).toBe("SENT");
    const attached = await attachmentSentTo("couple@exemple.fr");
    expect(sent.originalSha256).toBe(sha256(attached));
    expect((await download(a, "INVOICE", invoice.id)).equals(attached)).toBe(true);
    // Paid later: still the same original.
    const owed = (await a.get("/quote/payments", { quoteId: invoice.id })).json().remaining;
    await ok(await a.post("/quote/payments/create", { quoteId: invoice.id, date: "2026-01-05", amount: owed, method: "CHECK" }));
    expect((await download(a, "INVOICE", invoice.id)).equals(attached)).toBe(true);
  });

  it("gives the vendor a ZIP of every issued original with a CSV register", async () => {
    const res = await a.get("/quote/originals");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    // Read as an unzip tool reads it: end record, central directory, local headers, CRC-32 of each file.
    const files = new Map(readStoredZip(res.rawPayload).map((f) => [f.name, f.data]));
    const register = (files.get("registre.csv") as Buffer).toString("utf8");
    const lines = register
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Numéro;Type;Statut;Date d'émission;Échéance;Client;Total HT;TVA;Total TTC;Fichier;SHA-256");
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(1)) {
      const cells = line.split(";");
      const file = files.get(cells[9] as string) as Buffer;
      expect(sha256(file)).toBe(cells[10]);
    }
    expect(lines[1]).toContain(`F-${year}-00001;Facture;`);
    expect(lines[1]).toContain(";3000,00;600,00;3600,00;");
  });
});

describe("numbers per legal entity", () => {
  it("never repeats a number across two vendors of one SIREN issuing 25 invoices each at once", async () => {
    const vendors = await Promise.all(
      ["one", "two"].map(async (n) => {
        const who = await signUpVendor(t, `siren-${n}@exemple.fr`, `Traiteur ${n}`);
        // Same company (same SIREN), two accounts: a second vendor, or a closed and reopened one.
        await completeCompany(t, who, "Traiteur Commun");
        const as = asVendor(t, who);
        const client = await createClient(as, "Durand");
        const product = await createProduct(as, { name: "Cocktail", price: 15, tax: "TAX_10" });
        const ids: string[] = [];
        for (let i = 0; i < 25; i++) ids.push((await draftInvoice(as, client, product)).id);
        return { as, ids };
      }),
    );
    const answers = await Promise.all(
      vendors.flatMap(({ as, ids }) =>
        ids.map((id) => as.post("/quote/status", { quoteType: "INVOICE", quoteId: id, status: "SENT" })),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const names = answers.map((r) => r.json().name as string).sort();
    expect(names).toEqual(Array.from({ length: 50 }, (_, i) => `F-${year}-${String(i + 1).padStart(5, "0")}`));
    const [one] = vendors;
    expect((await one?.as.get("/quote/config"))?.json().numbering.INVOICE).toMatchObject({ counter: 51, locked: true });
  });

  it("keeps a used prefix in its series: swapping the prefixes of invoices and deposits is refused", async () => {
    const swapped = await a.post("/quote/config/update", {
      config: {
        numbering: { INVOICE: { prefix: "AC", date: "YYYY", number: 5 }, DEPOSIT: { prefix: "F", date: "YYYY", number: 5 } },
      },
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toMatchObject({
      code: "NUMBERING_REFUSED",
      message:
        "Le préfixe « F » a déjà servi à numéroter des factures de votre entreprise : il ne peut pas passer à une autre série.",
    });
    // An unused prefix may move: the deposits take "ACP", the invoices keep "F".
    await ok(
      await a.post("/quote/config/update", { config: { numbering: { DEPOSIT: { prefix: "ACP", date: "YYYY", number: 5 } } } }),
    );
  });
});
