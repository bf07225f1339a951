import { expect, test } from "@playwright/test";
import { seedPipeline, vendorApi } from "./clients-events-seed.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-du-telephone";

test.describe("clients and events on a 375 px phone", () => {
  test("clients as cards, the board in swipeable columns, and a card moved with its menu", async ({ page, request }) => {
    const email = uniqueEmail("pipeline.mobile");
    await accountWithVendor(request, email, password, "La Grange aux Roses");
    await seedPipeline(await vendorApi(request, email, password));

    await page.goto("/connexion");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    // Home is the dashboard; the pipeline is one tap away.
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await page.goto("/evenements");

    const received = page.getByRole("region", { name: "Demandes reçues" });
    await expect(received.getByRole("link", { name: "Mariage de Camille et Hugo" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, "event-board-phone");

    // The accessible fallback of dragging: « Changer le statut ».
    await received.getByRole("button", { name: "Changer le statut de « Mariage de Camille et Hugo »" }).click();
    await page.getByRole("menuitem", { name: "Devis envoyés" }).click();
    const quoted = page.getByRole("region", { name: "Devis envoyés" });
    await expect(quoted.getByRole("link", { name: "Mariage de Camille et Hugo" })).toBeAttached();
    await expect(received.getByRole("link", { name: "Mariage de Camille et Hugo" })).toHaveCount(0);

    await page.goto("/clients");
    const cards = page.getByRole("list", { name: "Vos clients" });
    await expect(cards.getByRole("link", { name: "Camille Lefèvre et Hugo Bernard" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, "clients-phone");

    // The add panel takes the whole screen.
    await page.getByRole("button", { name: "Nouveau client" }).click();
    const panel = page.getByRole("dialog", { name: "Nouveau client" });
    await expect(panel).toBeVisible();
    await panel.getByLabel("Nom", { exact: true }).fill("Lefèvre");
    await expect(panel.getByRole("link", { name: "Camille Lefèvre et Hugo Bernard" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "client-panel-phone");
  });
});
