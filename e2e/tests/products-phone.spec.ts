import { expect, test } from "@playwright/test";
import { vendorApi } from "./clients-events-seed.ts";
import { seedCatalogue } from "./products-seed.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-du-telephone";

test.describe("the catalogue on a 375 px phone", () => {
  test("products as cards, and the bundle editor on the whole screen", async ({ page, request }) => {
    const email = uniqueEmail("catalogue.mobile");
    await accountWithVendor(request, email, password, "La Grange aux Roses");
    await seedCatalogue(await vendorApi(request, email, password));

    await page.goto("/connexion");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/connexion"));
    await page.goto("/catalogue");

    const cards = page.getByRole("list", { name: "Produits du catalogue" });
    await expect(cards.getByRole("button", { name: "Forfait Mariage Orangerie", exact: true })).toBeVisible();
    await expect(cards.getByText("Lot de 3 produits")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, "products-phone");

    await cards.getByRole("button", { name: "Forfait Mariage Orangerie", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Modifier le produit" });
    await expect(panel.getByLabel("Quantité de « Menu Tradition »")).toHaveValue("80");
    await panel.getByText("Récapitulatif").scrollIntoViewIfNeeded();
    await expect(panel.getByText("Récapitulatif")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    // The editor takes the whole screen: the screen as the vendor sees it.
    await page.screenshot({ path: new URL("../../docs/screenshots/products-bundle-phone.png", import.meta.url).pathname });
  });
});
