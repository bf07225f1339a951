import { expect, type Page, test } from "@playwright/test";
import { vendorApi } from "./clients-events-seed.ts";
import { completeCompany, pageScreenshot, seedWedding } from "./documents-seed.ts";
import { accountWithVendor, expectAccessible, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-de-l-orangerie";

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).not.toHaveURL(/connexion/);
}

const euros = (text: string) => new RegExp(`^${text.replace(/ /g, "[\\s\\u202f\\u00a0]")}$`);

test.describe("documents on a phone", () => {
  test("a quote written on a phone, then found in the list as a card", async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("orangerie.mobile");
    await accountWithVendor(request, email, password, "Domaine de l'Orangerie");
    const api = await vendorApi(request, email, password);
    await completeCompany(api, "Domaine de l'Orangerie");
    const wedding = await seedWedding(api);
    await logIn(page, email);

    await page.goto("/ventes/devis/nouveau");
    await page.getByRole("combobox", { name: "Client" }).fill("Camille");
    await page.getByRole("option", { name: wedding.clientName }).click();
    const picker = page.getByRole("combobox", { name: "Ajouter un produit du catalogue" });
    await picker.fill("Brunch");
    await page.getByRole("option", { name: /Brunch du lendemain/ }).click();
    await page.getByRole("textbox", { name: "Quantité — Brunch du lendemain" }).fill("40");
    await picker.fill("Soirée DJ");
    await page.getByRole("option", { name: /Soirée DJ/ }).click();
    // A fixed 100 € off the DJ line, then 5 % off the whole quote.
    await page.getByRole("textbox", { name: "Remise — Soirée DJ" }).fill("100");
    await page.getByRole("combobox", { name: "Type de remise" }).last().click();
    await page.getByRole("option", { name: "€ HT" }).click();
    await page.getByLabel("Valeur de la remise").fill("5");
    // 1 280,00 € at 10 % and 850,00 € at 20 %; 5 % off: 1 216,00 € and 807,50 €.
    await expect(page.getByTestId("total-ht")).toHaveText(euros("2 023,50 €"));
    await expect(page.getByTestId("vat-TAX_10")).toHaveText(euros("121,60 €"));
    await expect(page.getByTestId("vat-TAX_20")).toHaveText(euros("161,50 €"));
    await expect(page.getByTestId("total-ttc")).toHaveText(euros("2 306,60 €"));
    await expectAccessible(page);
    await pageScreenshot(page, "documents-quote-editor-phone");

    // A failed save keeps everything typed and says so in the spec's words.
    await page.route("**/api/quote/create", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByRole("button", { name: "Créer le devis" }).click();
    await expect(page.getByText("Une erreur s'est produit lors de la sauvegarde du devis")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Quantité — Brunch du lendemain" })).toHaveValue("40");
    await expect(page.getByTestId("total-ttc")).toHaveText(euros("2 306,60 €"));
    await page.unroute("**/api/quote/create");

    await page.getByRole("button", { name: "Créer le devis" }).click();
    await expect(page).toHaveURL(/\/ventes\/devis\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("total-ttc")).toHaveText(euros("2 306,60 €"));

    await page.getByRole("link", { name: "Devis", exact: true }).click();
    const cards = page.getByRole("list", { name: "Devis" });
    await expect(cards.getByRole("listitem")).toHaveCount(1);
    await expect(cards.getByText(euros("2 306,60 €"))).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectAccessible(page);
    await pageScreenshot(page, "documents-quotes-list-phone");
  });
});
