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

    // « Statistiques »: the period is in the address, the figures by type and by source, a CSV export.
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.goto("/statistiques?du=2027-01-01&au=2027-12-31");
    await expect(page.getByRole("heading", { level: 1, name: "Statistiques" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Par type d'événement" })).toContainText("Mariage");
    await expect(page.getByRole("table", { name: "Par origine des clients" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter en CSV" }).click();
    const csv = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of csv) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("Par type d'événement;Mariage;");
    await expectAccessible(page);
    await screenshot(page, "statistics-desktop");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("table", { name: "Par origine des clients" })).toContainText("Mariages.net");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, "statistics-phone");

    // Each figure leads to its list.
    await page.goto("/tableau-de-bord");
    await page.getByRole("link", { name: "Voir les devis envoyés" }).click();
    await expect(page).toHaveURL(/\/ventes\/devis\?statut=SENT$/);
  });
});
