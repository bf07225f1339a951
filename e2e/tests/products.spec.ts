import { expect, type Page, test } from "@playwright/test";
import { vendorApi } from "./clients-events-seed.ts";
import { photo } from "./media-files.ts";
import { seedCatalogue } from "./products-seed.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const screenshotPath = (name: string) => new URL(`../../docs/screenshots/${name}.png`, import.meta.url).pathname;

const password = "mot-de-passe-du-traiteur";

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

const rowOf = (page: Page, name: string) =>
  page
    .getByRole("table", { name: "Produits du catalogue" })
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name, exact: true }) });

test.describe("the product catalogue", () => {
  test("a bundle mixing VAT rates, built from the catalogue, then duplicated", async ({ page, request }) => {
    const email = uniqueEmail("catalogue");
    await accountWithVendor(request, email, password, "Traiteur des Tilleuls");
    await logIn(page, email);

    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Catalogue" }).click();
    await expect(page).toHaveURL(/\/catalogue$/);
    await expect(page.getByRole("heading", { name: "Votre catalogue est vide" })).toBeVisible();
    await expectAccessible(page);

    // Categories first.
    await page.getByRole("button", { name: "Catégories" }).click();
    const categories = page.getByRole("dialog", { name: "Catégories du catalogue" });
    await categories.getByRole("button", { name: "Ajouter une catégorie" }).click();
    await categories.getByLabel("Nom de la catégorie 1").fill("Traiteur");
    await categories.getByRole("button", { name: "Ajouter une catégorie" }).click();
    await categories.getByLabel("Nom de la catégorie 2").fill("Boissons");
    await expectAccessible(page);
    await categories.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Catégories enregistrées.")).toBeVisible();

    // A product: the spec's messages, then prices with and without tax side by side.
    await page.getByRole("button", { name: "Nouveau produit" }).click();
    let panel = page.getByRole("dialog", { name: "Nouveau produit" });
    await panel.getByRole("button", { name: "Créer le produit" }).click();
    await expect(panel.getByText("Le nom du produit est requis.")).toBeVisible();
    await expect(panel.getByText("Le prix du produit est requis.")).toBeVisible();
    await panel.getByRole("textbox", { name: "Nom", exact: true }).fill("Menu Prestige");
    await panel.getByLabel("Prix HT").fill("85");
    await expect(panel.getByLabel("Prix TTC")).toHaveValue("102,00");
    await panel.getByLabel("TVA", { exact: true }).click();
    await page.getByRole("option", { name: "10 %" }).click();
    await expect(panel.getByLabel("Prix TTC")).toHaveValue("93,50");
    await panel.getByLabel("Catégorie").click();
    await page.getByRole("option", { name: "Traiteur" }).click();
    await panel.getByLabel("Unité").click();
    await page.getByRole("option", { name: "Personne" }).click();
    // Its picture, through the shared uploader.
    await panel.getByLabel("Fichiers à envoyer").setInputFiles([await photo("menu-prestige.jpg", { r: 170, g: 120, b: 80 })]);
    const picture = panel.getByRole("listitem", { name: "menu-prestige.jpg" });
    await expect(picture).toBeVisible();
    await expect(picture.getByRole("progressbar")).toHaveCount(0);
    // The menu fades out: checked once it is gone.
    await expect(page.locator(".MuiPopover-root")).toHaveCount(0);
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Créer le produit" }).click();
    await expect(page.getByText("« Menu Prestige » a été ajouté au catalogue.")).toBeVisible();
    // Reopened, the product shows the picture it was saved with.
    await page.getByRole("button", { name: "Menu Prestige", exact: true }).click();
    const editor = page.getByRole("dialog", { name: "Modifier le produit" });
    await expect(editor.getByRole("listitem", { name: "menu-prestige.jpg" })).toBeVisible();
    await editor.getByRole("button", { name: "Annuler" }).last().click();
    await expect(editor).toBeHidden();

    // A price typed including tax gives the price excluding tax.
    await page.getByRole("button", { name: "Nouveau produit" }).click();
    panel = page.getByRole("dialog", { name: "Nouveau produit" });
    await panel.getByRole("textbox", { name: "Nom", exact: true }).fill("Champagne brut");
    await panel.getByLabel("Prix TTC").fill("48");
    await expect(panel.getByLabel("Prix HT")).toHaveValue("40,00");
    await panel.getByRole("button", { name: "Créer le produit" }).click();
    await expect(page.getByText("« Champagne brut » a été ajouté au catalogue.")).toBeVisible();

    // The bundle: each line explained with its own rate.
    await page.getByRole("button", { name: "Nouveau produit" }).click();
    panel = page.getByRole("dialog", { name: "Nouveau produit" });
    await panel.getByRole("button", { name: "Lot", exact: true }).click();
    await panel.getByRole("textbox", { name: "Nom", exact: true }).fill("Forfait réception");
    await panel.getByRole("button", { name: "Créer le produit" }).click();
    await expect(panel.getByText("Ajoutez au moins un produit au lot.")).toBeVisible();
    await panel.getByLabel("Ajouter un produit au lot").click();
    await page.getByRole("option", { name: "Menu Prestige" }).click();
    await panel.getByLabel("Quantité de « Menu Prestige »").fill("100");
    await panel.getByLabel("Ajouter un produit au lot").click();
    await page.getByRole("option", { name: "Champagne brut" }).click();
    await panel.getByLabel("Quantité de « Champagne brut »").fill("20");
    const line = (name: string) => panel.getByRole("listitem").filter({ hasText: name });
    await expect(line("Menu Prestige")).toContainText(/100 × 85,00\s€ HT = 8\s500,00\s€ HT TVA 10 % · 9\s350,00\s€ TTC/);
    await expect(line("Champagne brut")).toContainText(/20 × 40,00\s€ HT = 800,00\s€ HT TVA 20 % · 960,00\s€ TTC/);
    // 8 500 € + 850 € of VAT at 10 %, 800 € + 160 € at 20 %.
    await expect(panel.getByRole("definition").last()).toHaveText(/10\s310,00\s€/);
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Créer le produit" }).click();
    await expect(page.getByText("« Forfait réception » a été ajouté au catalogue.")).toBeVisible();
    const bundle = rowOf(page, "Forfait réception");
    await expect(bundle.getByText("Lot de 2 produits")).toBeVisible();
    await expect(bundle.getByText("Mixte")).toBeVisible();
    await expect(bundle.getByText(/10\s310,00\s€/)).toBeVisible();

    // Duplicated: "(Copie)", same lines, nothing sold.
    await page.getByRole("button", { name: "Actions pour « Forfait réception »" }).click();
    await page.getByRole("menuitem", { name: "Dupliquer" }).click();
    await expect(page.getByText("« Forfait réception (Copie) » a été créé.")).toBeVisible();
    const copy = rowOf(page, "Forfait réception (Copie)");
    await expect(copy.getByText("Lot de 2 produits")).toBeVisible();
    await expect(copy.getByText(/10\s310,00\s€/)).toBeVisible();
    await copy.getByRole("button", { name: "Forfait réception (Copie)", exact: true }).click();
    panel = page.getByRole("dialog", { name: "Modifier le produit" });
    await expect(panel.getByLabel("Quantité de « Menu Prestige »")).toHaveValue("100");
    await panel.getByRole("button", { name: "Annuler" }).last().click();

    // Sorted as the spec says, the sort kept in the address.
    await page.getByRole("button", { name: "Prix TTC" }).click();
    await expect(page).toHaveURL(/tri=prix-ttc/);
    const names = page.getByRole("table", { name: "Produits du catalogue" }).locator("tbody tr td:first-child button");
    await expect(names).toHaveText(["Forfait réception", "Forfait réception (Copie)", "Menu Prestige", "Champagne brut"]);
    await page.getByRole("button", { name: "Prix TTC" }).click();
    await expect(page).toHaveURL(/ordre=asc/);
    await expect(names).toHaveText(["Champagne brut", "Menu Prestige", "Forfait réception", "Forfait réception (Copie)"]);
    await page.getByLabel("Catégorie").click();
    await page.getByRole("option", { name: "Traiteur" }).click();
    await expect(names).toHaveText(["Menu Prestige"]);
    await page.reload();
    await expect(names).toHaveText(["Menu Prestige"]);
    await page.getByLabel("Catégorie").click();
    await page.getByRole("option", { name: "Toutes les catégories" }).click();
    await expect(names).toHaveCount(4);

    // A catalogue file: preview, refused rows with why, nothing changes until confirmed.
    await page.getByRole("button", { name: "Importer (CSV)" }).click();
    const importDialog = page.getByRole("dialog", { name: "Importer un catalogue" });
    await importDialog.locator('input[type="file"]').setInputFiles({
      name: "catalogue.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "Nom;Référence;Catégorie;TVA;Prix HT",
          "Brunch;TRA-02;Traiteur;10 %;32",
          "Cocktail sans prix;;;20 %;",
          "Soirée DJ;;Animation;20;950",
        ].join("\r\n"),
      ),
    });
    await expect(importDialog.getByText("2 lignes prêtes à importer")).toBeVisible();
    await expect(importDialog.getByText("Ligne 3 · Cocktail sans prix")).toBeVisible();
    await expect(importDialog.getByText("Le prix du produit est requis.")).toBeVisible();
    // Behind the dialog (hidden from the accessibility tree while it is open), the list is unchanged.
    await expect(page.locator('table[aria-label="Produits du catalogue"] tbody tr')).toHaveCount(4);
    await expectAccessible(page);
    await importDialog.getByRole("button", { name: "Importer 2 produits" }).click();
    await expect(page.getByText("Import terminé : 2 créé(s), 0 mis à jour.")).toBeVisible();
    await expect(names).toHaveCount(6);

    // The export is a file a spreadsheet opens.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter (CSV)" }).click();
    expect((await download).suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test("a vendor's catalogue, as it looks once filled", async ({ page, request }) => {
    const email = uniqueEmail("catalogue.filled");
    await accountWithVendor(request, email, password, "Domaine de l'Orangerie");
    await seedCatalogue(await vendorApi(request, email, password));
    await logIn(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith("/connexion"));
    await page.goto("/catalogue?tri=nom");
    await expect(rowOf(page, "Forfait Mariage Orangerie").getByText("Lot de 3 produits")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "products-desktop");
    await rowOf(page, "Forfait Mariage Orangerie")
      .getByRole("button", { name: "Forfait Mariage Orangerie", exact: true })
      .click();
    const panel = page.getByRole("dialog", { name: "Modifier le produit" });
    await panel.getByText("Récapitulatif").scrollIntoViewIfNeeded();
    await expect(panel.getByText("Récapitulatif")).toBeVisible();
    await expectAccessible(page);
    // The panel is fixed: the screen as the vendor sees it, not the whole page behind.
    await page.screenshot({ path: screenshotPath("products-bundle-desktop") });
  });
});
