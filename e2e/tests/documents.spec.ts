import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { vendorApi } from "./clients-events-seed.ts";
import { completeCompany, documentPdf, pageScreenshot, seedWedding } from "./documents-seed.ts";
import { parisYear } from "./paris-time.ts";
import { accountWithVendor, expectAccessible, liftWithKeyboard, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-de-l-orangerie";

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).not.toHaveURL(/connexion/);
}

/** « 8 409,60 € » as Intl writes it in French (narrow no-break spaces). */
const euros = (text: string) => new RegExp(`^${text.replace(/ /g, "[\\s\\u202f\\u00a0]").replace("€", "€")}$`);

async function expectTotals(page: Page, expected: Record<string, string>) {
  for (const [testId, value] of Object.entries(expected)) {
    await expect(page.getByTestId(testId)).toHaveText(euros(value));
  }
}

/** The text of a PDF, its spaces made plain, as an accountant would copy it. */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cortege-pdf-")), "document.pdf");
  fs.writeFileSync(file, pdf);
  return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/[\u202f\u00a0]/g, " ");
}

test.describe("quotes, deposit invoices, invoices and credit notes", () => {
  test("a wedding from the quote to the credit note, the totals exact to the cent", async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail("orangerie");
    await accountWithVendor(request, email, password, "Domaine de l'Orangerie");
    const api = await vendorApi(request, email, password);
    await completeCompany(api, "Domaine de l'Orangerie");
    const wedding = await seedWedding(api);
    await logIn(page, email);

    // The empty list first.
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Devis" }).click();
    await expect(page).toHaveURL(/\/ventes\/devis$/);
    await expect(page.getByRole("heading", { name: "Aucun devis pour l'instant" })).toBeVisible();

    // A new quote: the spec's messages before anything is typed.
    await page.getByRole("button", { name: "Nouveau devis" }).first().click();
    await expect(page).toHaveURL(/\/ventes\/devis\/nouveau$/);
    await page.getByRole("button", { name: "Créer le devis" }).click();
    await expect(page.getByText("Veuillez renseigner un client pour le devis").first()).toBeVisible();
    await expect(page.getByText("Veuillez ajouter au moins un produit au devis")).toBeVisible();

    // Client and event.
    await page.getByRole("combobox", { name: "Client" }).fill("Camille");
    await page.getByRole("option", { name: wedding.clientName }).click();
    await page.getByLabel("Événement").click();
    await page.getByRole("option", { name: /Mariage de Camille/ }).click();

    // 80 menus at 10 % and the venue at 20 %, then 10 % off the whole quote.
    const picker = page.getByRole("combobox", { name: "Ajouter un produit du catalogue" });
    await picker.fill("Menu Tradition");
    await page.getByRole("option", { name: /Menu Tradition/ }).click();
    await page.getByRole("textbox", { name: "Quantité — Menu Tradition" }).fill("80");
    await picker.fill("Location de la salle");
    await page.getByRole("option", { name: /Location de la salle Orangerie/ }).click();
    await expectTotals(page, {
      "total-ht": "8 240,00 €",
      "vat-TAX_10": "544,00 €",
      "vat-TAX_20": "560,00 €",
      "total-ttc": "9 344,00 €",
    });

    // The lines reordered with the keyboard: the venue first.
    const venueHandle = page.getByRole("button", { name: "Déplacer la ligne 2 : Location de la salle Orangerie" });
    await venueHandle.focus();
    await liftWithKeyboard(page);
    await expect(venueHandle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText("Location de la salle Orangerie irait en position 1.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Déplacer la ligne 1 : Location de la salle Orangerie" })).toBeVisible();

    await page.getByLabel("Valeur de la remise").fill("10");
    // Bases 4 896,00 € at 10 % and 2 520,00 € at 20 % (824,00 € off, spread 544,00 / 280,00).
    await expectTotals(page, {
      "total-ht": "7 416,00 €",
      "vat-TAX_10": "489,60 €",
      "vat-TAX_20": "504,00 €",
      "total-tax": "993,60 €",
      "total-ttc": "8 409,60 €",
    });

    // A 30 % deposit at signature, the balance after it.
    await page.getByRole("button", { name: "Ajouter un acompte" }).click();
    const schedule = page.getByRole("list", { name: "Échéancier des acomptes" });
    await expect(schedule.getByTestId("deposit-amount")).toHaveText([euros("2 522,88 €"), euros("5 886,72 €")]);
    await expectAccessible(page);
    await pageScreenshot(page, "documents-quote-editor-desktop");

    await page.getByRole("button", { name: "Créer le devis" }).click();
    await expect(page).toHaveURL(/\/ventes\/devis\/[0-9a-f-]{36}$/);
    const quoteUrl = page.url();
    const year = parisYear();
    await expect(page.getByRole("heading", { name: `Devis D-${year}-00001` })).toBeVisible();
    await expectTotals(page, { "total-ttc": "8 409,60 €" });

    // Sent to the couple, the PDF attached: the quote becomes « Envoyé ».
    await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
    const send = page.getByRole("dialog", { name: `Envoyer D-${year}-00001 par e-mail` });
    await expect(send.getByRole("textbox", { name: "Destinataires" })).toHaveValue("camille.lefevre@exemple.fr");
    await send.getByRole("button", { name: "Envoyer" }).click();
    await expect(send).toBeHidden();
    await expect(page.getByText("Envoyé", { exact: true }).first()).toBeVisible();
    await expect
      .poll(async () => {
        const { messages } = (await (await request.get("/dev/outbox")).json()) as {
          messages: { to: unknown; subject: string }[];
        };
        return messages.some((m) => JSON.stringify(m.to).includes("camille.lefevre@exemple.fr"));
      })
      .toBe(true);

    // Accepted: the event's reservation is confirmed with it.
    await page.getByRole("button", { name: "Changer le statut" }).click();
    await page.getByRole("menuitem", { name: "Accepté" }).click();
    const statusDialog = page.getByRole("dialog", { name: "Passer le document à « Accepté » ?" });
    await expect(statusDialog.getByRole("checkbox", { name: "Confirmer la réservation de l'événement" })).toBeChecked();
    await statusDialog.getByRole("button", { name: "Changer le statut" }).click();
    await expect(statusDialog).toBeHidden();
    await expect(page.getByText("Accepté", { exact: true }).first()).toBeVisible();
    const login = await (await request.post("/api/user/login", { data: { email, password } })).json();
    const event = await request.get("/api/event", {
      headers: { authorization: `Bearer ${login.token}` },
      params: { vendorId: api.vendorId, eventId: wedding.eventId },
    });
    expect((await event.json()).status).toBe("RESERVATION_CONFIRMED");

    // The copy signed by the couple goes to their documents; the quote is « Signé ».
    const signedCopy = await documentPdf(request, login.token, api.vendorId, "QUOTE", quoteUrl.split("/").at(-1) as string);
    await page.getByLabel("Fichier du devis signé").setInputFiles({
      name: "devis-signe.pdf",
      mimeType: "application/pdf",
      buffer: signedCopy,
    });
    await expect(page.getByText(/Devis signé par le client : devis-signe/)).toBeVisible();
    await expect(page.getByText("Signé", { exact: true }).first()).toBeVisible();

    // The 30 % deposit invoice: its VAT split over the quote's rates.
    await page.getByRole("button", { name: "Convertir" }).click();
    await page.getByRole("menuitem", { name: "Facture d'acompte" }).click();
    await page
      .getByRole("dialog", { name: "Créer une facture d'acompte" })
      .getByRole("button", { name: "Créer la facture d'acompte" })
      .click();
    await expect(page).toHaveURL(/\/ventes\/acomptes\/[0-9a-f-]{36}$/);
    // 1 615,68 € TTC at 10 % (146,88 € VAT) and 907,20 € TTC at 20 % (151,20 € VAT).
    await expectTotals(page, {
      "total-ht": "2 224,80 €",
      "vat-TAX_10": "146,88 €",
      "vat-TAX_20": "151,20 €",
      "total-tax": "298,08 €",
      "total-ttc": "2 522,88 €",
    });
    await page.getByRole("button", { name: "Émettre" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
    await expect(page.getByRole("heading", { name: `Facture d'acompte AC-${year}-00001` })).toBeVisible();
    const depositUrl = page.url();

    // The final invoice deducts it, rate by rate.
    await page.goto(quoteUrl);
    await page.getByRole("button", { name: "Convertir" }).click();
    await page.getByRole("menuitem", { name: "Facture de solde" }).click();
    await page
      .getByRole("dialog", { name: "Créer la facture de solde" })
      .getByRole("button", { name: "Créer la facture de solde" })
      .click();
    await expect(page).toHaveURL(/\/ventes\/factures\/[0-9a-f-]{36}$/);
    await expectTotals(page, {
      "total-ht": "7 416,00 €",
      "total-ttc": "8 409,60 €",
      "deducted-ttc": "− 2 522,88 €",
      "due-ht": "5 191,20 €",
      "due-ttc": "5 886,72 €",
    });
    await page.getByRole("button", { name: "Émettre" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
    await expect(page.getByRole("heading", { name: `Facture F-${year}-00001` })).toBeVisible();
    await expect(page.getByText(/Une facture émise ne peut plus être modifiée/)).toBeVisible();
    await expectAccessible(page);
    await pageScreenshot(page, "documents-final-invoice-desktop");
    const invoiceUrl = page.url();

    // The issued invoice is a Factur-X e-invoice: its bare XML (EN 16931) downloads from its page.
    const einvoice = page.getByRole("region", { name: "Facture électronique (Factur-X)" });
    const [xmlDownload] = await Promise.all([
      page.waitForEvent("download"),
      einvoice.getByRole("button", { name: "Télécharger le XML Factur-X" }).click(),
    ]);
    expect(xmlDownload.suggestedFilename()).toBe(`F-${year}-00001-factur-x.xml`);
    const xml = fs.readFileSync(await xmlDownload.path(), "utf8");
    expect(xml).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");
    expect(xml).toContain(`<ram:ID>F-${year}-00001</ram:ID>`);
    expect(xml).toContain(`<ram:IssuerAssignedID>AC-${year}-00001</ram:IssuerAssignedID>`);

    // An issued invoice cannot be deleted: the domain's message, and archiving offered instead.
    await page.getByRole("button", { name: "Supprimer" }).click();
    const refused = page.getByRole("dialog", { name: `F-${year}-00001 ne peut pas être supprimé` });
    await expect(
      refused.getByText("Une facture émise ne peut pas être supprimée : émettez un avoir pour l'annuler, ou archivez-la."),
    ).toBeVisible();
    await refused.getByRole("button", { name: "Annuler" }).click();

    // The credit note takes back what the invoice still charges.
    await page.getByRole("button", { name: "Convertir" }).click();
    await page.getByRole("menuitem", { name: "Avoir" }).click();
    await page.getByRole("dialog", { name: "Créer un avoir" }).getByRole("button", { name: "Créer l'avoir" }).click();
    await expect(page).toHaveURL(/\/ventes\/avoirs\/[0-9a-f-]{36}$/);
    await expectTotals(page, { "due-ht": "5 191,20 €", "due-ttc": "5 886,72 €" });
    await page.getByRole("button", { name: "Émettre" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
    await expect(page.getByRole("heading", { name: `Avoir AV-${year}-00001` })).toBeVisible();
    const creditUrl = page.url();
    await page.getByRole("button", { name: "Aperçu PDF" }).click();
    const preview = page.getByRole("dialog", { name: `Aperçu d'AV-${year}-00001` });
    // A frame of the blob (the CSP allows blob: frames, not <object>): its document is the PDF itself.
    await expect(preview.getByTitle("Le document en PDF")).toHaveAttribute("src", /^blob:/);
    await expect(preview.getByRole("link", { name: "Télécharger le PDF" })).toHaveAttribute("href", /^blob:/);
    await preview.getByRole("button", { name: "Fermer" }).click();

    // The lists: per-status counts and sums.
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Factures" }).click();
    await expect(page.getByRole("table", { name: "Factures" }).getByRole("link", { name: `F-${year}-00001` })).toBeVisible();
    await pageScreenshot(page, "documents-invoices-list-desktop");
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Devis" }).click();
    const accepted = page.getByRole("group", { name: "Filtrer par statut" }).getByRole("button", { name: /Tous/ });
    await expect(accepted).toContainText("7 416,00");
    await expectAccessible(page);
    await pageScreenshot(page, "documents-quotes-list-desktop");

    // The PDFs say the same figures.
    const idOf = (url: string) => url.split("/").at(-1) as string;
    const pdfs = {
      quote: pdfText(await documentPdf(request, login.token, api.vendorId, "QUOTE", idOf(quoteUrl))),
      deposit: pdfText(await documentPdf(request, login.token, api.vendorId, "DEPOSIT", idOf(depositUrl))),
      invoice: pdfText(await documentPdf(request, login.token, api.vendorId, "INVOICE", idOf(invoiceUrl))),
      credit: pdfText(await documentPdf(request, login.token, api.vendorId, "CREDIT_NOTE", idOf(creditUrl))),
    };
    expect(pdfs.quote).toContain("8 409,60");
    expect(pdfs.quote).toContain("993,60");
    expect(pdfs.deposit).toContain("2 522,88");
    expect(pdfs.deposit).toContain("298,08");
    expect(pdfs.invoice).toContain("5 886,72");
    expect(pdfs.invoice).toContain(`AC-${year}-00001`);
    // … and its PDF carries that XML as factur-x.xml (PDF/A-3).
    const invoiceFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cortege-facturx-")), "invoice.pdf");
    fs.writeFileSync(invoiceFile, await documentPdf(request, login.token, api.vendorId, "INVOICE", idOf(invoiceUrl)));
    expect(execFileSync("/usr/bin/pdfdetach", ["-list", invoiceFile], { encoding: "utf8" })).toContain("factur-x.xml");
    expect(pdfs.credit).toContain("5 886,72");
    expect(pdfs.credit).toContain(`F-${year}-00001`);
  });
});
