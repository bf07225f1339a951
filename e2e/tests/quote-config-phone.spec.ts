import { expect, test } from "@playwright/test";
import { vendorApi } from "./clients-events-seed.ts";
import { parisYear } from "./paris-time.ts";
import { seedClientDocuments } from "./quote-config-seed.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-du-telephone";
const year = parisYear();

test.describe("billing settings on a 375 px phone", () => {
  test("numbering and bank details fit the screen and save", async ({ page, request }) => {
    const email = uniqueEmail("facturation.mobile");
    await accountWithVendor(request, email, password, "Fleurs de Saône");
    await page.goto("/connexion");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/connexion"));
    await page.goto("/ventes/parametres");

    await expect(page.getByTestId("next-number-QUOTE")).toHaveText(`D-${year}-00001`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel("IBAN").fill("FR14 2004 1010 0505 0001 3M02 605");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("L'IBAN est invalide.")).toBeVisible();

    await page.getByLabel("IBAN").fill("FR14 2004 1010 0505 0001 3M02 606");
    const quotes = page.getByRole("group", { name: "Devis", exact: true });
    await quotes.getByLabel("Préfixe").fill("DEV");
    await quotes.getByLabel("Compteur").fill("42");
    await expect(page.getByTestId("next-number-QUOTE")).toHaveText(`DEV-${year}-00042`);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Paramètres de facturation enregistrés.")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("IBAN")).toHaveValue("FR14 2004 1010 0505 0001 3M02 606");
    await expect(page.getByTestId("next-number-QUOTE")).toHaveText(`DEV-${year}-00042`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, "quote-config-phone");

    // The client's documents as cards on the client page.
    const seeded = await seedClientDocuments(await vendorApi(request, email, password));
    await page.goto(`/clients/${seeded.clientId}`);
    const card = page.getByRole("list", { name: "Devis et factures" });
    await expect(card.getByRole("listitem")).toHaveCount(2);
    await expect(card.getByText(/12\s840,00\s€ TTC/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page
      .getByRole("heading", { name: "Devis et factures" })
      .locator("xpath=ancestor::*[contains(@class,'MuiCard-root')][1]")
      .screenshot({
        path: new URL("../../docs/screenshots/client-documents-card-phone.png", import.meta.url).pathname,
      });
  });
});
