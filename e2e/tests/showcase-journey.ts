import { expect, type Page } from "@playwright/test";
import { photo } from "./media-files.ts";
import { accountWithVendor, expectAccessible, uniqueEmail } from "./support.ts";

export const password = "mot-de-passe-de-la-vitrine";

/** A new reception venue, signed in on its home page, where the checklist waits. */
export async function newVenue(page: Page, prefix: string, tradeName: string): Promise<void> {
  const email = uniqueEmail(prefix);
  await accountWithVendor(page.request, email, password, tradeName);
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
}

export const checklist = (page: Page) => page.getByRole("region", { name: "Complétez votre vitrine" });

/** The items of the checklist as announced: « title : fait / à faire », in their order. */
export const checklistItems = (page: Page) =>
  checklist(page)
    .getByRole("list", { name: "Étapes de la vitrine" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((i) => i.getAttribute("aria-label")));

/** The information of the venue, the address typed by hand (the address service is not reachable here). */
export async function fillInformation(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Informations" })).toBeVisible();
  await page.getByLabel("Accroche").fill("Un domaine du XVIIIe siècle au cœur des vignes");
  await page.getByLabel("Description").fill("Un parc de cinq hectares, une orangerie et une chapelle pour votre mariage.");
  await page.getByRole("combobox", { name: "Type de lieu" }).click();
  await page.getByRole("option", { name: "Domaine" }).click();
  await page.getByLabel("Invités minimum").fill("40");
  await page.getByLabel("Invités maximum").fill("180");
  await page.getByLabel("Numéro et rue").fill("12 chemin des Vignes");
  await page.getByLabel("Code postal").fill("33250");
  await page.getByLabel("Ville").fill("Pauillac");
  await page.getByLabel("Code postal").blur();
  // The département follows the postcode.
  await expect(page.getByLabel("Département")).toHaveValue("33");
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByLabel("Nom", { exact: true }).fill("Delmas");
  await page.getByLabel("Email").fill("claire@domaine-des-vignes.fr");
  await page.getByLabel("Téléphone").fill("0612345678");
  await page.getByLabel("Site internet").fill("https://domaine-des-vignes.fr");
  await page.getByLabel("Instagram").fill("https://instagram.com/domainedesvignes");
}

export async function saveInformation(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Informations enregistrées.")).toBeVisible();
}

export async function fillCompany(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Entreprise" })).toBeVisible();
  await page.getByLabel("SIREN", { exact: true }).fill("732829320");
  await page.getByLabel("SIRET", { exact: true }).fill("73282932000074");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Entreprise enregistrée.")).toBeVisible();
}

/** Creates a space, then adds a photo to it in the panel that stays open. */
export async function createSpace(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Salles" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aucune salle pour l'instant" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter une salle" }).click();
  const panel = page.getByRole("dialog", { name: "Nouvelle salle" });
  await panel.getByLabel("Nom de la salle").fill(name);
  await panel.getByLabel("Maximum").fill("120");
  await panel.getByLabel("Minimum").fill("30");
  await panel.getByLabel("Cadre naturel").check();
  await panel.getByLabel("Piste de danse").check();
  await panel.getByRole("button", { name: "Créer la salle" }).click();
  await expect(page.getByText(`Salle « ${name} » créée : ajoutez maintenant ses photos.`)).toBeVisible();
  const editing = page.getByRole("dialog", { name: `Salle « ${name} »` });
  await expect(editing).toBeVisible();
  await expect(page).toHaveURL(/\/vitrine\/salles\?salle=[0-9a-f-]{36}$/);
  await editing.getByLabel("Fichiers à envoyer").setInputFiles([await photo("orangerie.jpg", { r: 190, g: 150, b: 95 })]);
  await expect(page.getByText("1 photo ajoutée.")).toBeVisible();
  await expect(editing.getByRole("list", { name: `Photos de la salle ${name}` }).getByRole("listitem")).toHaveCount(1);
  await expectAccessible(page);
  await editing.getByRole("button", { name: "Fermer" }).last().click();
  await expect(editing).toHaveCount(0);
}
