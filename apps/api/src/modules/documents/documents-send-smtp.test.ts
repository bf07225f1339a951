import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "../../platform/mail/mailer.ts";
import { completeCompany } from "../../test/document-fixtures.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let server: SmtpTestServer;
let t: TestApp;

beforeAll(async () => {
  server = await startSmtpTestServer();
  // Every message goes through SMTP; a copy in an outbox lets the sign-up read its code as the other tests do.
  const smtp = createSmtpMailer(server.url, "Cortège <bonjour@cortege.fr>");
  const copies = createOutboxMailer(fs.mkdtempSync(path.join(os.tmpdir(), "cortege-smtp-docs-")), "Cortège <bonjour@cortege.fr>");
  const mailer: Mailer = {
    async send(message) {
      await smtp.send(message);
      await copies.send(message);
    },
    ...(copies.outbox ? { outbox: copies.outbox } : {}),
    close() {
      smtp.close();
      copies.close();
    },
  };
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

it("delivers a quote's e-mail with its PDF through a real SMTP server, under the vendor's name", async () => {
  const vendor = await signUpVendor(t, "smtp-docs@exemple.fr", "Domaine Smtp");
  const a = asVendor(t, vendor);
  await completeCompany(t, vendor, "Domaine Smtp", {
    corporateName: "Domaine Smtp SARL",
    legalForm: "SARL",
    rcsNumber: "RCS Nantes 732 829 320",
    registrationCourt: "Nantes",
    shareCapital: 5000,
    address: { street: "2 quai de la Fosse", postalCode: "44000", city: "Nantes" },
  });
  server.received.length = 0;
  const client = await a.post("/client/individual/create", {
    contacts: [
      {
        firstname: "Inès",
        lastname: "Garnier",
        email: "ines@exemple.fr",
        phone: "0611223344",
        address: { street: "5 rue Verte", postalCode: "44000", city: "Nantes" },
      },
    ],
  });
  const product = await a.post("/product/create", { product: { name: "Brunch du lendemain", price: 35, tax: "TAX_10" } });
  const quote = await a.post("/quote/create", {
    quoteType: "QUOTE",
    quote: { clientId: client.json().clientId },
    products: [{ productId: product.json().productId, quantity: 40 }],
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const res = await a.post("/quote/send-email", { quoteType: "QUOTE", quoteId: quote.json().id });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe("SENT");
  expect(server.received).toHaveLength(1);
  const [mail] = server.received;
  expect(mail?.from).toBe("bonjour@cortege.fr");
  expect(mail?.to).toEqual(["ines@exemple.fr"]);
  expect(mail?.data).toMatch(/^From: "?Domaine Smtp"? <bonjour@cortege\.fr>/m);
  expect(mail?.data).toContain("Content-Type: application/pdf");
  expect(mail?.data).toContain(`filename=Devis-${quote.json().name}.pdf`);
});
