import { expect, type Page, test } from "@playwright/test";
import { photo, settled } from "./media-files.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-du-telephone";
const gallery = (page: Page) => page.getByRole("list", { name: "Photos de la vitrine" });
const tileNames = (page: Page) =>
  gallery(page)
    .getByRole("listitem")
    .evaluateAll((items) => items.map((i) => i.getAttribute("aria-label")));

test.describe("the showcase photos on a 375 px phone", () => {
  test("photos added from the phone, in two columns, reordered with the menu", async ({ page, request }) => {
    const email = uniqueEmail("photos.mobile");
    await accountWithVendor(request, email, password, "La Bergerie");
    await page.goto("/connexion");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();

    await page.goto("/vitrine/media");
    await expect(page.getByRole("heading", { name: "Aucune photo pour l'instant" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page
      .getByLabel("Fichiers à envoyer")
      .setInputFiles([
        await photo("grange.jpg", { r: 160, g: 110, b: 70 }),
        await photo("verger.jpg", { r: 90, g: 130, b: 80 }),
        await photo("chapelle.jpg", { r: 150, g: 150, b: 170 }),
      ]);
    await expect(page.getByText("3 photos ajoutées.")).toBeVisible();
    await expect(gallery(page).locator("img")).toHaveCount(3);
    await expect
      .poll(() =>
        gallery(page)
          .locator("img")
          .evaluateAll((all) => all.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);

    // Two tiles per row, nothing wider than the screen.
    const boxes = await gallery(page)
      .getByRole("listitem")
      .evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    expect(boxes[0]).toBe(boxes[1]);
    expect(boxes[2]).toBeGreaterThan(boxes[0] ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await gallery(page).getByRole("button", { name: "Actions pour chapelle.jpg" }).click();
    await page.getByRole("menuitem", { name: "Choisir comme couverture" }).click();
    await expect(page.getByText("Ordre enregistré.")).toBeVisible();
    expect(await tileNames(page)).toEqual(["chapelle.jpg", "grange.jpg", "verger.jpg"]);

    await page.reload();
    await expect(gallery(page).getByRole("listitem")).toHaveCount(3);
    expect(await tileNames(page)).toEqual(["chapelle.jpg", "grange.jpg", "verger.jpg"]);
    await expect(gallery(page).locator("img").first()).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, "media-phone");
  });
});
