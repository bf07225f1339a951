import { expect, test } from "@playwright/test";
import { seedPipeline, vendorApi } from "./clients-events-seed.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-du-tableau";

test.describe("dashboard", () => {
  test("a vendor with a pipeline opens « Tableau de bord » from the navigation and reads its figures, on desktop and phone", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("dashboard");
    await accountWithVendor(request, email, password, "Domaine du Tableau");
    await seedPipeline(await vendorApi(request, email, password));

    await page.goto("/connexion");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).not.toHaveURL(/connexion/);

    await page.getByRole("navigation").getByRole("link", { name: "Tableau de bord" }).click();
    await expect(page).toHaveURL(/\/tableau-de-bord$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    const month = page.getByRole("region", { name: "Chiffre d'affaires du mois (HT)" });
    await expect(month).toContainText("0,00 €");
    await expect(page.getByRole("region", { name: "Événements par statut" }).getByRole("table")).toContainText("Demandes reçues");
    // The figures of a chart are readable as a table on demand.
    const pipeline = page.getByRole("region", { name: "Événements par statut" });
    await pipeline.getByRole("button", { name: "Afficher le tableau" }).click();
    await expect(pipeline.getByRole("table")).toBeVisible();
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await screenshot(page, "dashboard-desktop");

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "dashboard-phone");

    // Each figure leads to its list.
    await page.getByRole("link", { name: "Voir les devis envoyés" }).click();
    await expect(page).toHaveURL(/\/ventes\/devis\?statut=SENT$/);
  });
});
