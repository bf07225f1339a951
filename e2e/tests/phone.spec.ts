import { expect, test } from "@playwright/test";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

test.describe("on a 375 px phone", () => {
  test("logs in and reaches the account through the navigation drawer", async ({ page, request }) => {
    const email = uniqueEmail("mobile");
    await accountWithVendor(request, email, "mot-de-passe-mobile", "Le Moulin Fleuri");

    await page.goto("/connexion");
    await expectAccessible(page);
    await screenshot(page, "login-phone");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("mot-de-passe-mobile");
    await page.getByRole("button", { name: "Se connecter" }).click();

    // The dashboard is the home of the back office.
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, "app-shell-phone");

    await page.getByRole("button", { name: /menu de navigation|ouvrir la navigation/i }).click();
    await expect(page.getByRole("link", { name: "Mon compte" })).toBeVisible();
    await screenshot(page, "navigation-phone");
    await page.getByRole("link", { name: "Mon compte" }).click();
    await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();
  });

  test("shows the server's French message on wrong credentials and keeps what was typed", async ({ page }) => {
    await page.goto("/connexion");
    await page.getByLabel("Email").fill("personne@exemple.fr");
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon-mot");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Identifiants incorrects, veuillez réessayer.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("personne@exemple.fr");
  });
});
