import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { fatalOf, validateEn16931 } from "../../apps/api/src/modules/documents/factur-x/en16931-validation.ts";
import { type PaStandIn, startPaStandIn } from "../../apps/api/src/test/pa-stand-in.ts";
import { newCompanyIdentifiers } from "./company-identifiers.ts";
import { parisYear } from "./paris-time.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-factur-x";
const year = parisYear();
// The plateforme agréée stand-in: the server calls it at EINVOICE_PA_URL (playwright.config.ts, E2E_PORT + 1300).
const paPort = Number(process.env.E2E_PORT ?? 3100) + 1300;
const paToken = "jeton-pa-du-domaine-7c41";

let pa: PaStandIn;
test.beforeAll(async () => {
  pa = await startPaStandIn(paPort, paToken);
});
test.afterAll(async () => {
  await pa?.close();
});

async function issue(page: Page, heading: string) {
  await page.getByRole("button", { name: "Émettre" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

/** The bare XML of the document shown, downloaded from its « Facture électronique » card. */
async function downloadXml(page: Page, number: string): Promise<string> {
  const card = page.getByRole("region", { name: "Facture électronique (Factur-X)" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Télécharger le XML Factur-X" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}-factur-x.xml`);
  return fs.readFileSync(await download.path(), "utf8");
}

/** The PDF of the document shown, downloaded from its preview, and the factur-x.xml it carries. */
async function downloadPdfXml(page: Page, number: string): Promise<string> {
  await page.getByRole("button", { name: "Aperçu PDF" }).click();
  const preview = page.getByRole("dialog", { name: new RegExp(`^Aperçu d(e |')${number}$`) });
  const link = preview.getByRole("link", { name: "Télécharger le PDF" });
  await expect(link).toHaveAttribute("href", /^blob:/);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  await preview.getByRole("button", { name: "Fermer" }).click();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-facturx-e2e-"));
  const pdf = path.join(dir, "document.pdf");
  fs.copyFileSync(await download.path(), pdf);
  expect(fs.readFileSync(pdf).subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
  expect(execFileSync("/usr/bin/pdfdetach", ["-list", pdf], { encoding: "utf8" })).toContain("factur-x.xml");
  execFileSync("/usr/bin/pdfdetach", ["-savefile", "factur-x.xml", "-o", path.join(dir, "factur-x.xml"), pdf]);
  return fs.readFileSync(path.join(dir, "factur-x.xml"), "utf8");
}

/**
 * Factur-X from the screens: a vendor issues a deposit invoice, its final invoice and a credit note, downloads
 * their e-invoices, and what it downloaded passes the official EN 16931 rules (XSD + Schematron); it links its
 * plateforme agréée (a local stand-in), deposits the invoice from its page and follows its status, then hands
 * the whole month to the platform in one go (a second run sends nothing again).
 */
test("a vendor's own e-invoices pass EN 16931 and reach its plateforme agréée", async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("facturx");
  const company = newCompanyIdentifiers();
  await accountWithVendor(request, email, password, "Domaine des Tilleuls");
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/connexion"));

  // ---- The company, the catalogue and a business client, on their screens.
  await page.goto("/vitrine/entreprise");
  await expect(page.getByRole("heading", { level: 1, name: "Entreprise" })).toBeVisible();
  await page.getByLabel("Forme juridique").click();
  await page.getByRole("option", { name: "SAS", exact: true }).click();
  await page.getByLabel("SIREN").fill(company.siren);
  await page.getByLabel("SIRET", { exact: true }).fill(company.siret);
  await page.getByLabel("Numéro RCS").fill(company.siren);
  await page.getByLabel("Greffe d'immatriculation").fill("Tours");
  await page.getByLabel("Capital social (€)").fill("10000");
  await page.getByLabel("N° de TVA intracommunautaire").fill(company.vatNumber);
  await page.getByLabel("Numéro et rue").fill("2 allée des Tilleuls");
  await page.getByLabel("Code postal").fill("37000");
  await page.getByLabel("Ville").fill("Tours");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Entreprise enregistrée.")).toBeVisible();

  await page.goto("/catalogue");
  await page.getByRole("button", { name: "Nouveau produit" }).first().click();
  const productPanel = page.getByRole("dialog", { name: "Nouveau produit" });
  await productPanel.getByRole("textbox", { name: "Nom", exact: true }).fill("Location du domaine");
  await productPanel.getByLabel("Prix HT").fill("3000");
  await productPanel.getByRole("button", { name: "Créer le produit" }).click();
  await expect(productPanel).toBeHidden();

  await page.goto("/clients");
  await page.getByRole("button", { name: "Nouveau client" }).first().click();
  const clientPanel = page.getByRole("dialog", { name: "Nouveau client" });
  await clientPanel.getByRole("button", { name: "Professionnel" }).click();
  await clientPanel.getByRole("combobox", { name: "Type de structure" }).click();
  await page.getByRole("option", { name: "Association" }).click();
  await clientPanel.getByLabel("Raison sociale").fill("Amicale des anciens de Tours");
  await clientPanel.getByLabel("Nom commercial").fill("Amicale de Tours");
  await clientPanel.getByLabel("Numéro RNA").fill("W372345678");
  await clientPanel.getByLabel("Prénom").fill("Paul");
  await clientPanel.getByLabel("Nom", { exact: true }).fill("Girard");
  await clientPanel.getByLabel("Email").fill("paul@amicale-tours.fr");
  await clientPanel.getByLabel("Téléphone").fill("0612345679");
  await clientPanel.getByLabel("Numéro et rue").first().fill("9 rue Nationale");
  await clientPanel.getByLabel("Code postal").first().fill("37000");
  await clientPanel.getByLabel("Ville").first().fill("Tours");
  await clientPanel.getByRole("button", { name: "Ajouter le client" }).click();
  await expect(page.getByText("Amicale de Tours a été ajouté.")).toBeVisible();

  // ---- The quote with a deposit, its deposit invoice issued (the client's SIREN asked for then).
  await page.goto("/ventes/devis/nouveau");
  await page.getByRole("combobox", { name: "Client" }).fill("Amicale");
  await page.getByRole("option", { name: "Amicale de Tours" }).click();
  await page.getByRole("combobox", { name: "Ajouter un produit du catalogue" }).fill("Location");
  await page.getByRole("option", { name: /Location du domaine/ }).click();
  await page.getByRole("button", { name: "Ajouter un acompte" }).click();
  await page.getByRole("button", { name: "Créer le devis" }).click();
  await expect(page.getByRole("heading", { name: `Devis D-${year}-00001` })).toBeVisible();
  const quoteUrl = page.url();

  await page.getByRole("button", { name: "Convertir" }).click();
  await page.getByRole("menuitem", { name: "Facture d'acompte" }).click();
  await page
    .getByRole("dialog", { name: "Créer une facture d'acompte" })
    .getByRole("button", { name: "Créer la facture d'acompte" })
    .click();
  await expect(page).toHaveURL(/\/ventes\/acomptes\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Émettre" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
  const missing = page.getByRole("dialog", { name: "Informations manquantes" });
  await missing.getByLabel("SIREN du client (9 chiffres)").fill("552 100 554");
  await missing.getByRole("button", { name: "Enregistrer et continuer" }).click();
  await expect(missing).toBeHidden();
  await expect(page.getByRole("heading", { name: `Facture d'acompte AC-${year}-00001` })).toBeVisible();
  const xml: Record<string, string> = {};
  xml.deposit = await downloadXml(page, `AC-${year}-00001`);

  // ---- The final invoice deducts it; the credit note cancels the final invoice.
  await page.goto(quoteUrl);
  await page.getByRole("button", { name: "Convertir" }).click();
  await page.getByRole("menuitem", { name: "Facture de solde" }).click();
  await page
    .getByRole("dialog", { name: "Créer la facture de solde" })
    .getByRole("button", { name: "Créer la facture de solde" })
    .click();
  await expect(page).toHaveURL(/\/ventes\/factures\/[0-9a-f-]{36}$/);
  await issue(page, `Facture F-${year}-00001`);
  const invoiceUrl = page.url();
  xml.invoice = await downloadXml(page, `F-${year}-00001`);
  xml.invoicePdf = await downloadPdfXml(page, `F-${year}-00001`);
  // The PDF carries the very XML the page offers.
  expect(xml.invoicePdf).toBe(xml.invoice);

  await page.getByRole("button", { name: "Convertir" }).click();
  await page.getByRole("menuitem", { name: "Avoir" }).click();
  await page.getByRole("dialog", { name: "Créer un avoir" }).getByRole("button", { name: "Créer l'avoir" }).click();
  await expect(page).toHaveURL(/\/ventes\/avoirs\/[0-9a-f-]{36}$/);
  await issue(page, `Avoir AV-${year}-00001`);
  xml.credit = await downloadXml(page, `AV-${year}-00001`);

  // ---- What the vendor downloaded passes the official EN 16931 rules: no schema error, no fatal assert.
  expect(xml.deposit).toContain("<ram:TypeCode>386</ram:TypeCode>");
  expect(xml.invoice).toContain("<ram:TypeCode>380</ram:TypeCode>");
  expect(xml.credit).toContain("<ram:TypeCode>381</ram:TypeCode>");
  const reports = validateEn16931(xml);
  expect(Object.fromEntries(Object.entries(reports).map(([name, r]) => [name, fatalOf(r)]))).toEqual({
    deposit: [],
    invoice: [],
    invoicePdf: [],
    credit: [],
  });

  // ---- The plateforme agréée: no deposit before the vendor links its account.
  await page.goto(invoiceUrl);
  const einvoice = page.getByRole("region", { name: "Facture électronique (Factur-X)" });
  await expect(einvoice.getByText(/Votre compte de plateforme agréée n'est pas relié/)).toBeVisible();
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Factures" }).click();
  const platformCard = page.getByRole("region", { name: "Plateforme agréée" });
  await expect(platformCard.getByText("Votre compte n'est pas encore relié : aucun dépôt n'est possible.")).toBeVisible();
  await platformCard.getByRole("button", { name: "Relier mon compte" }).click();
  await expect(platformCard.getByText("Saisissez le jeton d'accès que votre plateforme agréée vous a remis.")).toBeVisible();
  await platformCard.getByLabel("Jeton d'accès à l'API de la plateforme").fill(paToken);
  await platformCard.getByRole("button", { name: "Relier mon compte" }).click();
  await expect(platformCard.getByText("Votre compte est relié (jeton se terminant par …7c41).")).toBeVisible();

  // ---- The invoice deposited from its page; the platform's statuses follow (déposée → encaissée).
  await page.goto(invoiceUrl);
  await einvoice.getByRole("button", { name: "Déposer sur la plateforme agréée" }).click();
  await expect(einvoice.getByTestId("einvoice-status").getByText("Déposée", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "facturx-invoice-deposited-desktop");
  expect(pa.flows.size).toBe(1);
  const [flowId] = [...pa.flows.keys()];
  // The buyer pays: the PA moves the flow along its lifecycle (the stand-in's own hook, as the platform would).
  await fetch(`${pa.url}/test/flows/${flowId}`, { method: "POST", body: JSON.stringify({ status: "ENCAISSEE" }) });
  await page.reload();
  await expect(einvoice.getByTestId("einvoice-status").getByText("Encaissée", { exact: true })).toBeVisible();

  // ---- The month handed to the platform in one go: the other two deposited, the invoice not sent again.
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Factures" }).click();
  const exports = page.getByRole("region", { name: "Facturation électronique" });
  await exports.getByRole("button", { name: "Déposer la période sur la plateforme agréée" }).click();
  const results = exports.getByRole("list", { name: "Documents de la période déposés" });
  await expect(results.getByRole("listitem")).toHaveText([
    `AC-${year}-00001EnvoyéDéposée`,
    `F-${year}-00001Déjà envoyéEncaissée`,
    `AV-${year}-00001EnvoyéDéposée`,
  ]);
  expect(pa.flows.size).toBe(3);
  await expectAccessible(page);
  await screenshot(page, "facturx-period-deposit-desktop");
  await exports.getByRole("button", { name: "Déposer la période sur la plateforme agréée" }).click();
  await expect(results.getByRole("listitem")).toHaveText([
    `AC-${year}-00001Déjà envoyéDéposée`,
    `F-${year}-00001Déjà envoyéEncaissée`,
    `AV-${year}-00001Déjà envoyéDéposée`,
  ]);
  expect(pa.flows.size).toBe(3);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(exports.getByRole("button", { name: "Déposer la période sur la plateforme agréée" })).toBeVisible();
  await screenshot(page, "facturx-period-deposit-phone");
});
