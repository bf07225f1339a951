import { expect, type Locator, type Page, test } from "@playwright/test";
import { disguised, photo, settled } from "./media-files.ts";
import { accountWithVendor, expectAccessible, liftWithKeyboard, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-des-photos";

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
}

const gallery = (page: Page) => page.getByRole("list", { name: "Photos de la vitrine" });
const tileNames = (page: Page) =>
  gallery(page)
    .getByRole("listitem")
    .evaluateAll((items) => items.map((i) => i.getAttribute("aria-label")));

/** Every thumbnail of the gallery is the server's WebP variant, and has loaded. */
async function expectThumbnails(list: Locator, count: number) {
  const images = list.locator("img");
  await expect(images).toHaveCount(count);
  await expect
    .poll(() =>
      images.evaluateAll((all) => all.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  for (const src of await images.evaluateAll((all) => all.map((i) => (i as HTMLImageElement).src))) {
    expect(src).toMatch(/thumbnail\.webp\?.*signature=/);
  }
}

test.describe("the showcase photos", () => {
  test("upload, refusal, cover, keyboard reorder, delete, and the order kept after a reload", async ({ page, request }) => {
    const email = uniqueEmail("photos");
    await accountWithVendor(request, email, password, "Château des Lys");
    await logIn(page, email);

    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Médias" }).click();
    await expect(page).toHaveURL(/\/vitrine\/media$/);
    await expect(page.getByRole("heading", { level: 1, name: "Médias" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucune photo pour l'instant" })).toBeVisible();
    await expect(page.getByText("0 octet utilisés sur 2 Go")).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    // Three photos and a text file named like one, picked together.
    await page
      .getByLabel("Fichiers à envoyer")
      .setInputFiles([
        await photo("salon.jpg", { r: 181, g: 131, b: 90 }),
        await photo("jardin.png", { r: 96, g: 140, b: 96 }, "png"),
        await photo("table.jpg", { r: 120, g: 100, b: 150 }),
        disguised("faux.jpg"),
      ]);
    await expect(page.getByText("3 photos ajoutées.")).toBeVisible();
    const refused = gallery(page).getByRole("listitem", { name: "faux.jpg" });
    await expect(
      refused.getByText(
        "Le contenu de « faux.jpg » n'est pas un format accepté ici. Formats acceptés : JPEG, PNG, GIF, BMP, SVG, TIFF ou WEBP.",
      ),
    ).toBeVisible();
    await expect(refused.getByRole("button", { name: "Réessayer l'envoi de faux.jpg" })).toBeVisible();
    await refused.getByRole("button", { name: "Retirer faux.jpg de la liste" }).click();
    await expect(refused).toHaveCount(0);

    expect(await tileNames(page)).toEqual(["salon.jpg", "jardin.png", "table.jpg"]);
    await expectThumbnails(gallery(page), 3);
    await expect(page.getByText("3 photos", { exact: true })).toBeVisible();
    await expect(page.getByText("Encore 7 photos pour atteindre les 10 photos d'une vitrine visible.")).toBeVisible();
    await expect(page.getByText(/^[\d,]+ (Ko|Mo) utilisés sur 2 Go$/)).toBeVisible();
    await expect(page.getByText("3 fichiers")).toBeVisible();

    // The cover: « table.jpg » goes first.
    await gallery(page).getByRole("button", { name: "Actions pour table.jpg" }).click();
    await page.getByRole("menuitem", { name: "Choisir comme couverture" }).click();
    await expect(page.getByText("Ordre enregistré.")).toBeVisible();
    expect(await tileNames(page)).toEqual(["table.jpg", "salon.jpg", "jardin.png"]);
    await expect(gallery(page).getByRole("listitem", { name: "table.jpg" }).getByText("Couverture")).toBeVisible();

    // With the keyboard: pick up « jardin.png » by its handle, one step to the left, drop.
    await gallery(page).getByRole("button", { name: "Déplacer jardin.png (glisser, ou Espace puis flèches)" }).focus();
    // Each step waits for what a screen reader says, as its user would.
    await liftWithKeyboard(page);
    await expect(page.getByText("jardin.png est au-dessus de la position 3.")).toBeAttached();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText("jardin.png est au-dessus de la position 2.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByText("jardin.png déplacé en position 2 sur 3.")).toBeAttached();
    await expect.poll(() => tileNames(page)).toEqual(["table.jpg", "jardin.png", "salon.jpg"]);
    await expect(page.getByText("Ordre enregistré.")).toBeVisible();

    await settled(page);
    await expectAccessible(page);
    await screenshot(page, "media-desktop");

    // Delete, asked once.
    await gallery(page).getByRole("button", { name: "Actions pour salon.jpg" }).click();
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer ce fichier ?" });
    await expect(dialog.getByText("« salon.jpg » sera définitivement supprimé.")).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Photo supprimée.")).toBeVisible();
    await expect.poll(() => tileNames(page)).toEqual(["table.jpg", "jardin.png"]);

    // Everything was kept by the server.
    await page.reload();
    await expect(gallery(page).getByRole("listitem")).toHaveCount(2);
    expect(await tileNames(page)).toEqual(["table.jpg", "jardin.png"]);
    await expect(gallery(page).getByRole("listitem", { name: "table.jpg" }).getByText("Couverture")).toBeVisible();
    await expectThumbnails(gallery(page), 2);
    await expect(page.getByText("2 fichiers")).toBeVisible();

    // The original opens from the menu, without the camera's position.
    await gallery(page).getByRole("button", { name: "Actions pour table.jpg" }).click();
    const open = page.getByRole("menuitem", { name: "Ouvrir" });
    const href = await open.getAttribute("href");
    await page.keyboard.press("Escape");
    expect(href).toMatch(/large\.webp\?/);

    // The used space is in the settings too.
    await page.goto("/compte");
    const storage = page.getByRole("region", { name: "Espace de stockage" });
    await expect(storage.getByText(/^[\d,]+ (Ko|Mo) utilisés sur 2 Go$/)).toBeVisible();
    await expect(storage.getByText("2 fichiers")).toBeVisible();
  });
});
