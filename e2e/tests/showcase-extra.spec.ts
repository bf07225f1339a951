import { expect, test } from "@playwright/test";
import { photo } from "./media-files.ts";
import { parisDate } from "./paris-time.ts";
import {
  accommodationCard,
  expectNotice,
  expectUploaded,
  memberCard,
  promotionCard,
  roomCard,
  tickAmenity,
} from "./showcase-extra-journey.ts";
import { createSpace, fillInformation, newVenue, saveInformation } from "./showcase-journey.ts";
import { expectAccessible, screenshot } from "./support.ts";

const long = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const shown = (date: string) => long.format(new Date(`${date}T00:00:00Z`));

test.describe("accommodations, promotions, team and publication", () => {
  test("a venue describes its guest house room by room, with live sleeping places, amenities, times and a photo", async ({
    page,
  }) => {
    // Many uploads and saves in one journey: more than the default time on a busy machine.
    test.slow();
    await newVenue(page, "hebergements", "Château de Vaulx");
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Hébergements" }).click();
    await expect(page).toHaveURL(/\/vitrine\/hebergements$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hébergements" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucun hébergement pour l'instant" })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter un hébergement" }).click();
    const panel = page.getByRole("dialog", { name: "Nouvel hébergement" });

    // The domain's schema names the missing name before anything is sent.
    await panel.getByRole("button", { name: "Créer l'hébergement" }).click();
    await expect(panel.getByText("Le nom de l'hébergement est requis.")).toBeVisible();
    await panel.getByLabel("Nom de l'hébergement").fill("Le Pigeonnier");

    // A new accommodation starts with 'Chambre 1' holding one single bed.
    const total = panel.getByRole("status").filter({ hasText: "au total" });
    await expect(roomCard(panel, "Chambre 1").getByLabel("Nom de la chambre")).toHaveValue("Chambre 1");
    await expect(total).toHaveText("1 couchage au total");
    // A double bed sleeps two: the count follows at once.
    await roomCard(panel, "Chambre 1").getByRole("combobox", { name: "Type de lit" }).click();
    await page.getByRole("option", { name: "Lit double", exact: true }).click();
    await expect(roomCard(panel, "Chambre 1").getByText("2 couchages", { exact: true })).toBeVisible();
    await expect(total).toHaveText("2 couchages au total");

    // A second room is named 'Chambre 2'; two single beds and a bunk bed sleep four.
    await panel.getByRole("button", { name: "Ajouter une chambre" }).click();
    const second = roomCard(panel, "Chambre 2");
    await expect(second.getByLabel("Nom de la chambre")).toHaveValue("Chambre 2");
    await second.getByLabel("Nombre").fill("2");
    await second.getByRole("button", { name: "Ajouter un lit" }).click();
    await second.getByRole("combobox", { name: "Type de lit" }).nth(1).click();
    await page.getByRole("option", { name: "Lits superposés", exact: true }).click();
    await expect(second.getByText("4 couchages", { exact: true })).toBeVisible();
    await expect(total).toHaveText("6 couchages au total");
    // A count out of range is refused in French.
    await second.getByLabel("Nombre").first().fill("0");
    await panel.getByRole("button", { name: "Créer l'hébergement" }).click();
    await expect(second.getByText("Le nombre de lits doit être un entier entre 1 et 50.")).toBeVisible();
    await second.getByLabel("Nombre").first().fill("2");

    await panel.getByLabel("Arrivée à partir de").fill("16:00");
    await panel.getByLabel("Arrivée jusqu'à").fill("20:00");
    await panel.getByLabel("Départ avant").fill("11:00");
    await tickAmenity(panel, "Internet et bureau", "Wi-Fi");
    await tickAmenity(panel, "Extérieur", "Piscine");
    await tickAmenity(panel, "Caractéristiques", "Accessible aux personnes à mobilité réduite");
    await expect(panel.getByText("3 équipements cochés.")).toBeVisible();
    await roomCard(panel, "Chambre 1").getByRole("button", { name: "Ajouter une photo de la chambre" }).click();
    await roomCard(panel, "Chambre 1")
      .getByLabel("Fichiers à envoyer")
      .setInputFiles([await photo("chambre-bleue.jpg", { r: 70, g: 110, b: 170 })]);
    await expectUploaded(roomCard(panel, "Chambre 1").getByRole("list", { name: "Photo de la chambre Chambre 1" }), 1);
    await expectAccessible(page);
    // The rooms in view: what the panel is mostly about.
    await panel.getByRole("heading", { name: "Chambres" }).evaluate((el) => {
      let box = el.parentElement;
      while (box && getComputedStyle(box).overflowY !== "auto") box = box.parentElement;
      if (box) box.scrollTop += el.getBoundingClientRect().top - box.getBoundingClientRect().top - 16;
    });
    await screenshot(page, "showcase-accommodation-panel-desktop");

    await panel.getByRole("button", { name: "Créer l'hébergement" }).click();
    await expectNotice(page, "Hébergement « Le Pigeonnier » créé : ajoutez maintenant ses photos.");
    const editing = page.getByRole("dialog", { name: "Hébergement « Le Pigeonnier »" });
    await expect(page).toHaveURL(/\/vitrine\/hebergements\?hebergement=[0-9a-f-]{36}$/);
    await editing
      .getByLabel("Fichiers à envoyer")
      .last()
      .setInputFiles([await photo("pigeonnier.jpg", { r: 200, g: 160, b: 110 })]);
    await expectNotice(page, "1 photo ajoutée.");
    await editing.getByRole("button", { name: "Fermer" }).last().click();
    await expect(editing).toHaveCount(0);

    const card = accommodationCard(page, "Le Pigeonnier");
    await expect(card.getByText("6 couchages · 2 chambres")).toBeVisible();
    await expect(card.getByText("Arrivée de 16:00 à 20:00 · Départ avant 11:00")).toBeVisible();
    await expect(card.getByText("Wi-Fi")).toBeVisible();
    await expect(card.getByText("1 photo", { exact: true })).toBeVisible();
    await expect(card.locator("img")).toBeVisible();
    await expectAccessible(page);
    await page.mouse.move(0, 0);
    await screenshot(page, "showcase-accommodations-desktop");

    // A reload keeps it all; removing the second room leaves the double bed's 2 places.
    await page.reload();
    await card.getByRole("button", { name: "Modifier l'hébergement Le Pigeonnier" }).click();
    await expect(editing.getByLabel("Arrivée à partir de")).toHaveValue("16:00");
    await expect(editing.getByRole("checkbox", { name: "Wi-Fi" })).toBeChecked();
    await expect(roomCard(editing, "Chambre 1").getByRole("combobox", { name: "Type de lit" })).toHaveText("Lit double");
    await editing.getByRole("button", { name: "Retirer la chambre Chambre 2" }).click();
    await expect(editing.getByRole("status").filter({ hasText: "au total" })).toHaveText("2 couchages au total");
    await editing.getByRole("button", { name: "Enregistrer" }).click();
    await expectNotice(page, "Hébergement « Le Pigeonnier » enregistré.");
    await expect(card.getByText("2 couchages · 1 chambre")).toBeVisible();

    // Deleting is asked once.
    await card.getByRole("button", { name: "Supprimer l'hébergement Le Pigeonnier" }).click();
    const confirm = page.getByRole("dialog", { name: "Supprimer l'hébergement ?" });
    await confirm.getByRole("button", { name: "Supprimer l'hébergement" }).click();
    await expectNotice(page, "Hébergement « Le Pigeonnier » supprimé.");
    await expect(page.getByRole("heading", { name: "Aucun hébergement pour l'instant" })).toBeVisible();
  });

  test("promotions show whether they run now, and the team its members with their photos", async ({ page }) => {
    // Many uploads and saves in one journey: more than the default time on a busy machine.
    test.slow();
    await newVenue(page, "promotions", "Moulin de la Roche");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });

    // ——— promotions ———
    await nav.getByRole("link", { name: "Promotions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter une promotion" }).click();
    let panel = page.getByRole("dialog", { name: "Nouvelle promotion" });
    await panel.getByLabel("Titre").fill("-15 % sur les mariages en semaine");
    await panel.getByLabel("Description").fill("Du lundi au jeudi, hors juillet et août.");
    await panel.getByLabel("Début").fill(parisDate(10));
    await panel.getByLabel("Fin").fill(parisDate(-10));
    await panel.getByRole("button", { name: "Créer la promotion" }).click();
    await expect(panel.getByText("La date de fin doit être postérieure ou égale à la date de début.")).toBeVisible();
    const start = parisDate(-10);
    const end = parisDate(30);
    await panel.getByLabel("Début").fill(start);
    await panel.getByLabel("Fin").fill(end);
    await panel.getByLabel("Fichiers à envoyer").setInputFiles([await photo("semaine.jpg", { r: 210, g: 120, b: 90 })]);
    await expectUploaded(panel.getByRole("list", { name: "Image de la promotion" }), 1);
    await panel.getByRole("button", { name: "Créer la promotion" }).click();
    await expectNotice(page, "Promotion « -15 % sur les mariages en semaine » créée.");

    await page.getByRole("button", { name: "Ajouter une promotion" }).click();
    panel = page.getByRole("dialog", { name: "Nouvelle promotion" });
    await panel.getByLabel("Titre").fill("Cocktail offert en hiver");
    await panel.getByLabel("Début").fill(parisDate(-120));
    await panel.getByLabel("Fin").fill(parisDate(-60));
    await panel.getByRole("button", { name: "Créer la promotion" }).click();
    await expectNotice(page, "Promotion « Cocktail offert en hiver » créée.");

    const current = promotionCard(page, "-15 % sur les mariages en semaine");
    const expired = promotionCard(page, "Cocktail offert en hiver");
    await expect(current.getByText("En cours", { exact: true })).toBeVisible();
    await expect(current.getByText(`Du ${shown(start)} au ${shown(end)}`)).toBeVisible();
    await expect(current.locator("img")).toBeVisible();
    await expect(expired.getByText("Expirée", { exact: true })).toBeVisible();
    // The offer running now comes first.
    await expect(page.getByRole("list", { name: "Promotions" }).getByRole("listitem").first()).toHaveAccessibleName(
      "-15 % sur les mariages en semaine",
    );
    await expectAccessible(page);
    await page.mouse.move(0, 0);
    await screenshot(page, "showcase-promotions-desktop");

    await expired.getByRole("button", { name: "Modifier la promotion Cocktail offert en hiver" }).click();
    panel = page.getByRole("dialog", { name: "Promotion « Cocktail offert en hiver »" });
    await panel.getByLabel("Début").fill(parisDate(40));
    await panel.getByLabel("Fin").fill(parisDate(100));
    await panel.getByRole("button", { name: "Enregistrer" }).click();
    await expectNotice(page, "Promotion « Cocktail offert en hiver » enregistrée.");
    await expect(promotionCard(page, "Cocktail offert en hiver").getByText("À venir", { exact: true })).toBeVisible();
    await page.reload();
    await promotionCard(page, "Cocktail offert en hiver")
      .getByRole("button", { name: "Supprimer la promotion Cocktail offert en hiver" })
      .click();
    await page
      .getByRole("dialog", { name: "Supprimer la promotion ?" })
      .getByRole("button", { name: "Supprimer la promotion" })
      .click();
    await expectNotice(page, "Promotion « Cocktail offert en hiver » supprimée.");
    await expect(page.getByRole("list", { name: "Promotions" }).getByRole("listitem")).toHaveCount(1);

    // ——— team ———
    await nav.getByRole("link", { name: "Équipe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucun membre pour l'instant" })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter un membre" }).click();
    panel = page.getByRole("dialog", { name: "Nouveau membre" });
    await panel.getByRole("button", { name: "Ajouter le membre" }).click();
    await expect(panel.getByText("Le prénom est requis.")).toBeVisible();
    await panel.getByLabel("Prénom").fill("Élodie");
    await panel.getByLabel("Nom", { exact: true }).fill("Marchand");
    await panel.getByLabel("Rôle").fill("Coordinatrice mariages");
    await panel.getByLabel("Présentation").fill("Douze ans de mariages au moulin, du premier rendez-vous au dernier slow.");
    await panel.getByLabel("Profil LinkedIn").fill("linkedin elodie");
    await panel.getByRole("button", { name: "Ajouter le membre" }).click();
    await expect(panel.getByText("L'adresse du profil LinkedIn est invalide.")).toBeVisible();
    await panel.getByLabel("Profil LinkedIn").fill("https://www.linkedin.com/in/elodie-marchand");
    await panel.getByLabel("Fichiers à envoyer").setInputFiles([await photo("elodie.jpg", { r: 120, g: 90, b: 140 })]);
    await expectUploaded(panel.getByRole("list", { name: "Photo" }), 1);
    await panel.getByRole("button", { name: "Ajouter le membre" }).click();
    await expectNotice(page, "Élodie Marchand a rejoint l'équipe.");

    await page.getByRole("button", { name: "Ajouter un membre" }).click();
    panel = page.getByRole("dialog", { name: "Nouveau membre" });
    await panel.getByLabel("Prénom").fill("Hugo");
    await panel.getByLabel("Nom", { exact: true }).fill("Lefèvre");
    await panel.getByLabel("Rôle").fill("Chef de cuisine");
    await panel.getByRole("button", { name: "Ajouter le membre" }).click();
    await expectNotice(page, "Hugo Lefèvre a rejoint l'équipe.");

    const elodie = memberCard(page, "Élodie Marchand");
    await expect(elodie.getByText("Coordinatrice mariages")).toBeVisible();
    await expect(elodie.getByRole("link", { name: "LinkedIn d'Élodie Marchand" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/elodie-marchand",
    );
    await expect(elodie.locator("img")).toBeVisible();
    // No photo yet: the initials.
    await expect(memberCard(page, "Hugo Lefèvre").getByText("HL", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.mouse.move(0, 0);
    await screenshot(page, "showcase-team-desktop");

    await memberCard(page, "Hugo Lefèvre").getByRole("button", { name: "Modifier la fiche d'Hugo Lefèvre" }).click();
    panel = page.getByRole("dialog", { name: "Hugo Lefèvre" });
    await panel.getByLabel("Rôle").fill("Chef de cuisine et pâtissier");
    await panel.getByRole("button", { name: "Enregistrer" }).click();
    await expectNotice(page, "Fiche d'Hugo Lefèvre enregistrée.");
    await page.reload();
    await expect(memberCard(page, "Hugo Lefèvre").getByText("Chef de cuisine et pâtissier")).toBeVisible();
    await memberCard(page, "Hugo Lefèvre").getByRole("button", { name: "Retirer Hugo Lefèvre de l'équipe" }).click();
    await page.getByRole("dialog", { name: "Retirer ce membre ?" }).getByRole("button", { name: "Retirer de l'équipe" }).click();
    await expect(memberCard(page, "Hugo Lefèvre")).toHaveCount(0);
    await expect(memberCard(page, "Élodie Marchand")).toBeVisible();
  });

  test("the publication card says what is missing, then publishes and links to the public page", async ({ page }) => {
    // Many uploads and saves in one journey: more than the default time on a busy machine.
    test.slow();
    await newVenue(page, "publication", "Domaine des Aulnes");
    await page.goto("/vitrine/informations");
    const card = page.getByRole("region", { name: "Publication de la vitrine" });
    const toggle = card.getByRole("switch", { name: "Vitrine publiée" });
    await expect(card.getByText("Votre vitrine n'est pas encore publiée.")).toBeVisible();
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    const missing = card.getByRole("list", { name: "Ce qui manque pour publier" }).getByRole("listitem");
    await expect(missing).toHaveText([
      /l'accroche et la description/,
      /l'adresse complète/,
      /au moins 10 photos \(0 pour l'instant\)/,
      /au moins une salle/,
    ]);
    await expectAccessible(page);
    await screenshot(page, "showcase-publication-missing-desktop");

    await fillInformation(page);
    await saveInformation(page);
    await expect(missing).toHaveCount(2);
    await card.getByRole("link", { name: "Ajouter une salle" }).click();
    await createSpace(page, "L'Orangerie");
    await page.goto("/vitrine/media");
    const pictures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => photo(`parc-${i + 1}.jpg`, { r: 60 + i * 15, g: 140, b: 100 })),
    );
    await page.getByLabel("Fichiers à envoyer").setInputFiles(pictures);
    await expect(page.getByText("10 photos ajoutées.")).toBeVisible();

    await page.goto("/vitrine/informations");
    await expect(card.getByText("Tout est prêt : publiez-la pour que les couples la trouvent.")).toBeVisible();
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expectNotice(page, "Vitrine publiée.");
    await expect(card.getByText("Votre vitrine est en ligne.")).toBeVisible();
    const link = card.getByRole("link", { name: "Voir ma page publique" });
    await expect(link).toHaveAttribute("href", /^\/prestataires\/[a-z0-9-]+$/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "showcase-publication-desktop");

    // Unpublishing is always allowed; a reload keeps the state.
    await toggle.click();
    await expectNotice(page, "Vitrine retirée de la publication.");
    await page.reload();
    await expect(card.getByRole("switch", { name: "Vitrine publiée" })).not.toBeChecked();
    await expect(card.getByRole("switch", { name: "Vitrine publiée" })).toBeEnabled();
  });
});
