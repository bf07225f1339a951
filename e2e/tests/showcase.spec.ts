import { expect, test } from "@playwright/test";
import {
  checklist,
  checklistItems,
  createSpace,
  fillCompany,
  fillInformation,
  newVenue,
  saveInformation,
} from "./showcase-journey.ts";
import { expectAccessible, screenshot } from "./support.ts";

test.describe("the showcase of a new reception venue", () => {
  test("information with its address, company, a space with a photo, and the checklist that follows", async ({ page }) => {
    await newVenue(page, "vitrine", "Domaine des Vignes");

    // The checklist of a new venue: four steps, none done, in the spec's order.
    await expect(checklist(page).getByText("Étapes terminées : 0 sur 4")).toBeVisible();
    expect(await checklistItems(page)).toEqual([
      "Présentez-vous : à faire",
      "Indiquez votre adresse : à faire",
      "Ajoutez vos photos : à faire",
      "Décrivez vos salles : à faire",
    ]);
    await expectAccessible(page);

    await checklist(page).getByRole("link", { name: "Remplir" }).click();
    await expect(page).toHaveURL(/\/vitrine\/informations$/);
    await expect(page.getByText("Domaine des Vignes", { exact: true })).toBeVisible();
    // One empty entry per social network.
    for (const network of ["Facebook", "Instagram", "X (Twitter)", "Pinterest", "LinkedIn", "YouTube"]) {
      await expect(page.getByLabel(network, { exact: true })).toHaveValue("");
    }
    await fillInformation(page);

    // A refused form keeps what was typed and names the mistake in French.
    await page.getByLabel("Invités maximum").fill("20");
    await page.getByLabel("Site internet").fill("domaine point fr");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("La capacité maximale doit être supérieure ou égale à la capacité minimale.")).toBeVisible();
    await expect(page.getByText("L'adresse du site internet est invalide.")).toBeVisible();
    await expect(page.getByLabel("Accroche")).toHaveValue("Un domaine du XVIIIe siècle au cœur des vignes");
    await page.getByLabel("Invités maximum").fill("180");
    await page.getByLabel("Site internet").fill("https://domaine-des-vignes.fr");
    await saveInformation(page);

    // Saved: a reload shows it as stored.
    await page.reload();
    await expect(page.getByLabel("Ville")).toHaveValue("Pauillac");
    await expect(page.getByLabel("Département")).toHaveValue("33");
    await expect(page.getByLabel("Invités maximum")).toHaveValue("180");
    await expect(page.getByLabel("Instagram")).toHaveValue("https://instagram.com/domainedesvignes");
    await expectAccessible(page);
    await screenshot(page, "showcase-informations-desktop");

    // The company: the fields follow the type, the numbers are checked.
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "Entreprise" }).click();
    await expect(page.getByLabel("Raison sociale")).toHaveValue("Domaine des Vignes SAS");
    await page.getByLabel("SIREN", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Le SIREN doit contenir 9 chiffres")).toBeVisible();
    await page.getByRole("combobox", { name: "Type de structure" }).click();
    await page.getByRole("option", { name: "Intermittent du spectacle" }).click();
    await expect(page.getByLabel("Numéro GUSO")).toBeVisible();
    await expect(page.getByLabel("SIREN", { exact: true })).toHaveCount(0);
    await page.getByRole("combobox", { name: "Type de structure" }).click();
    await page.getByRole("option", { name: "Entreprise" }).click();
    await fillCompany(page);
    await expectAccessible(page);

    await nav.getByRole("link", { name: "Salles" }).click();
    await createSpace(page, "L'Orangerie");
    const card = page.getByRole("list", { name: "Salles du lieu" }).getByRole("listitem", { name: "L'Orangerie" });
    await expect(card.getByText("Assis : 30 à 120 pers.", { exact: false })).toBeVisible();
    await expect(card.getByText("1 photo")).toBeVisible();
    await expect(card.locator("img")).toHaveCount(1);
    await page.reload();
    await expect(card.locator("img")).toHaveCount(1);
    await expectAccessible(page);
    await screenshot(page, "showcase-spaces-desktop");

    // Home: three steps done, the photos left first.
    await nav.getByRole("link", { name: "Événements" }).click();
    await expect(checklist(page).getByText("Étapes terminées : 3 sur 4")).toBeVisible();
    expect(await checklistItems(page)).toEqual([
      "Ajoutez vos photos : à faire",
      "Présentez-vous : fait",
      "Indiquez votre adresse : fait",
      "Décrivez vos salles : fait",
    ]);
    await expect(checklist(page).getByRole("link", { name: "Ajouter des photos" })).toHaveAttribute("href", "/vitrine/media");
    await expectAccessible(page);
    await screenshot(page, "showcase-checklist-desktop");

    // A deleted space is asked once, then gone; its step is pending again.
    await nav.getByRole("link", { name: "Salles" }).click();
    await page.getByRole("button", { name: "Supprimer la salle L'Orangerie" }).click();
    await page.getByRole("dialog", { name: "Supprimer la salle ?" }).getByRole("button", { name: "Supprimer la salle" }).click();
    await expect(page.getByText("Salle « L'Orangerie » supprimée.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucune salle pour l'instant" })).toBeVisible();
    await nav.getByRole("link", { name: "Événements" }).click();
    await expect(checklist(page).getByText("Étapes terminées : 2 sur 4")).toBeVisible();
  });
});
