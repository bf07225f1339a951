import { expect, type Page, test } from "@playwright/test";
import { vendorApi } from "./clients-events-seed.ts";
import { photo } from "./media-files.ts";
import { parisYear } from "./paris-time.ts";
import { seedClientDocuments } from "./quote-config-seed.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-de-la-facturation";
const year = parisYear();

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/connexion"));
}

test.describe("billing settings", () => {
  test("numbering formats and bank details saved; an invalid IBAN refused in French, what was typed kept", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("facturation");
    await accountWithVendor(request, email, password, "Domaine des Cèdres");
    await logIn(page, email);

    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Paramètres de facturation" })
      .click();
    await expect(page).toHaveURL(/\/ventes\/parametres$/);
    await expect(page.getByRole("heading", { name: "Paramètres de facturation", level: 1 })).toBeVisible();

    // The spec's defaults: bank transfer; D, F, AV, AC with the year and 5 digits, from 1.
    await expect(page.getByLabel("Moyen de paiement")).toHaveText("Virement bancaire");
    await expect(page.getByTestId("next-number-QUOTE")).toHaveText(`D-${year}-00001`);
    await expect(page.getByTestId("next-number-INVOICE")).toHaveText(`F-${year}-00001`);
    await expect(page.getByTestId("next-number-CREDIT_NOTE")).toHaveText(`AV-${year}-00001`);
    await expect(page.getByTestId("next-number-DEPOSIT")).toHaveText(`AC-${year}-00001`);
    await expectAccessible(page);

    // The invoices continue a former tool's series: the example follows what is typed.
    const invoices = page.getByRole("group", { name: "Factures", exact: true });
    await invoices.getByLabel("Préfixe").fill("FA");
    await invoices.getByLabel("Chiffres").click();
    await page.getByRole("option", { name: "4", exact: true }).click();
    await invoices.getByLabel("Compteur").fill("128");
    await expect(page.getByTestId("next-number-INVOICE")).toHaveText(`FA-${year}-0128`);

    // A mistyped IBAN: the French message, nothing saved, everything typed still there.
    await page.getByLabel("Banque").fill("Crédit Lyonnais");
    await page.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 188");
    await page.getByLabel("BIC").fill("CRLYFRPP");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("L'IBAN est invalide.")).toBeVisible();
    await expect(page.getByLabel("IBAN")).toHaveValue("FR76 3000 6000 0112 3456 7890 188");
    await expect(invoices.getByLabel("Préfixe")).toHaveValue("FA");

    // The same prefix for two series is refused with the domain's message.
    const deposits = page.getByRole("group", { name: "Factures d'acompte" });
    await deposits.getByLabel("Préfixe").fill("FA");
    await page.getByLabel("IBAN").fill("fr7630006000011234567890189");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(
      deposits.getByText("Le préfixe « FA » est déjà celui d'une autre série (une facture) : chaque type de document a le sien."),
    ).toBeVisible();
    await deposits.getByLabel("Préfixe").fill("AC");

    // Colours and logo: the preview follows.
    await page.getByRole("textbox", { name: "Couleur principale", exact: true }).fill("#2E5E4E");
    await page
      .getByLabel("Fichiers à envoyer")
      .first()
      .setInputFiles([await photo("logo-cedres.png", { r: 46, g: 94, b: 78 }, "png")]);
    const logo = page.getByRole("list", { name: "Logo des documents" }).getByRole("listitem", { name: "logo-cedres.png" });
    await expect(logo).toBeVisible();
    await expect(logo.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Aperçu des couleurs sur un document" }).locator("img")).toBeVisible();

    await page.getByLabel("Je facture la TVA").click();
    await expect(page.getByLabel("Mention d'exonération de TVA")).toHaveValue("TVA non applicable, art. 293 B du CGI");

    // The e-mail: a variable chip inserts itself where the cursor is.
    await page.getByLabel("Objet de l'e-mail").fill("Votre document ");
    await page.getByRole("button", { name: /Numéro du document/ }).click();
    await expect(page.getByLabel("Objet de l'e-mail")).toHaveValue("Votre document {{numero}}");

    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Paramètres de facturation enregistrés.")).toBeVisible();
    await expect(page.getByTestId("rib-parts")).toHaveText("RIB : banque 30006 · guichet 00001 · compte 12345678901 · clé 89");

    // Saved on the server: a reload shows it all.
    await page.reload();
    await expect(page.getByLabel("IBAN")).toHaveValue("FR76 3000 6000 0112 3456 7890 189");
    await expect(page.getByLabel("BIC")).toHaveValue("CRLYFRPP");
    await expect(page.getByTestId("next-number-INVOICE")).toHaveText(`FA-${year}-0128`);
    await expect(page.getByLabel("Mention d'exonération de TVA")).toHaveValue("TVA non applicable, art. 293 B du CGI");
    await expect(page.getByLabel("Objet de l'e-mail")).toHaveValue("Votre document {{numero}}");
    await expect(page.getByRole("textbox", { name: "Couleur principale", exact: true })).toHaveValue("#2E5E4E");
    await expect(
      page.getByRole("list", { name: "Logo des documents" }).getByRole("listitem", { name: "logo-cedres.png" }),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "quote-config");
  });

  test("the client and event pages list the client's quotes and invoices", async ({ page, request }) => {
    const email = uniqueEmail("facturation.client");
    await accountWithVendor(request, email, password, "Domaine des Cèdres");
    const seeded = await seedClientDocuments(await vendorApi(request, email, password));
    await logIn(page, email);

    await page.goto(`/clients/${seeded.clientId}`);
    const card = page.getByRole("list", { name: "Devis et factures" });
    await expect(card.getByRole("listitem")).toHaveCount(2);
    const quote = card.getByRole("listitem").filter({ hasText: "Devis" });
    await expect(quote.getByText("Brouillon")).toBeVisible();
    // 3 000 € at 20 % and 120 × 70 € at 10 %: 3 600 + 9 240 = 12 840 € TTC.
    await expect(quote.getByText(/12\s840,00\s€ TTC/)).toBeVisible();
    await expect(
      card
        .getByRole("listitem")
        .filter({ hasText: "Facture" })
        .getByText(/3\s600,00\s€ TTC/),
    ).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole("heading", { name: "Devis et factures" })
      .locator("xpath=ancestor::*[contains(@class,'MuiCard-root')][1]")
      .screenshot({ path: new URL("../../docs/screenshots/client-documents-card.png", import.meta.url).pathname });

    // A document opens in the documents screens.
    await quote.getByRole("link").click();
    await expect(page).toHaveURL(/\/ventes\/devis\/[0-9a-f-]{36}$/);

    // The event page shows only the documents of that event.
    await page.goto(`/evenements/${seeded.eventId}`);
    const eventCard = page.getByRole("list", { name: "Devis et factures" });
    await expect(eventCard.getByRole("listitem")).toHaveCount(1);
    await expect(eventCard.getByText(/12\s840,00\s€ TTC/)).toBeVisible();
    await expectAccessible(page);
  });
});
