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
} from "./showcase-extra-journey.ts";
import { newVenue } from "./showcase-journey.ts";
import { noHorizontalOverflow } from "./showcase-more-journey.ts";
import { expectAccessible, screenshot } from "./support.ts";

test.describe("accommodations, promotions and team on a phone", () => {
  test("a venue adds a room with a double bed, a promotion and a team member at 375 px", async ({ page }) => {
    // Many uploads and saves in one journey: more than the default time on a busy machine.
    test.slow();
    await newVenue(page, "hebergements-mobile", "Bastide des Oliviers");

    // ——— accommodation ———
    await page.goto("/vitrine/hebergements");
    await expect(page.getByRole("heading", { level: 1, name: "Hébergements" })).toBeVisible();
    await noHorizontalOverflow(page);
    await page.getByRole("button", { name: "Ajouter un hébergement" }).click();
    const panel = page.getByRole("dialog", { name: "Nouvel hébergement" });
    await panel.getByLabel("Nom de l'hébergement").fill("La Bergerie");
    await roomCard(panel, "Chambre 1").getByRole("combobox", { name: "Type de lit" }).click();
    await page.getByRole("option", { name: "Lit double", exact: true }).click();
    await expect(panel.getByRole("status").filter({ hasText: "au total" })).toHaveText("2 couchages au total");
    await panel.getByLabel("Départ avant").fill("10:30");
    await panel.getByRole("button", { name: "Services" }).click();
    await panel.getByRole("checkbox", { name: "Petit-déjeuner" }).check();
    await noHorizontalOverflow(page);
    await expectAccessible(page);
    // The rooms in view: what the panel is mostly about.
    await panel.getByRole("heading", { name: "Chambres" }).evaluate((el) => {
      let box = el.parentElement;
      while (box && getComputedStyle(box).overflowY !== "auto") box = box.parentElement;
      if (box) box.scrollTop += el.getBoundingClientRect().top - box.getBoundingClientRect().top - 16;
    });
    await screenshot(page, "showcase-accommodation-panel-phone");
    await panel.getByRole("button", { name: "Créer l'hébergement" }).click();
    await expectNotice(page, "Hébergement « La Bergerie » créé : ajoutez maintenant ses photos.");
    const editing = page.getByRole("dialog", { name: "Hébergement « La Bergerie »" });
    await editing
      .getByLabel("Fichiers à envoyer")
      .last()
      .setInputFiles([await photo("bergerie.jpg", { r: 150, g: 170, b: 90 })]);
    await expectNotice(page, "1 photo ajoutée.");
    await editing.getByRole("button", { name: "Fermer" }).first().click();
    await expect(editing).toHaveCount(0);
    await page.reload();
    const card = accommodationCard(page, "La Bergerie");
    await expect(card.getByText("2 couchages · 1 chambre")).toBeVisible();
    await expect(card.getByText("Départ avant 10:30")).toBeVisible();
    await expect(card.getByText("Petit-déjeuner")).toBeVisible();
    await noHorizontalOverflow(page);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "showcase-accommodations-phone");

    // ——— promotion ———
    await page.goto("/vitrine/promotions");
    await page.getByRole("button", { name: "Ajouter une promotion" }).click();
    const promotion = page.getByRole("dialog", { name: "Nouvelle promotion" });
    await promotion.getByLabel("Titre").fill("Brunch du lendemain offert");
    await promotion.getByLabel("Description").fill("Pour toute réservation d'un samedi de mai.");
    await promotion.getByLabel("Fin").fill(parisDate(60));
    await promotion.getByLabel("Fichiers à envoyer").setInputFiles([await photo("brunch.jpg", { r: 230, g: 190, b: 120 })]);
    await expectUploaded(promotion.getByRole("list", { name: "Image de la promotion" }), 1);
    await noHorizontalOverflow(page);
    await promotion.getByRole("button", { name: "Créer la promotion" }).click();
    await expectNotice(page, "Promotion « Brunch du lendemain offert » créée.");
    await expect(promotionCard(page, "Brunch du lendemain offert").getByText("En cours", { exact: true })).toBeVisible();
    await noHorizontalOverflow(page);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "showcase-promotions-phone");

    // ——— team ———
    await page.goto("/vitrine/equipe");
    await page.getByRole("button", { name: "Ajouter un membre" }).click();
    const member = page.getByRole("dialog", { name: "Nouveau membre" });
    await member.getByLabel("Prénom").fill("Camille");
    await member.getByLabel("Nom", { exact: true }).fill("Roux");
    await member.getByLabel("Rôle").fill("Maîtresse de maison");
    await member.getByLabel("Fichiers à envoyer").setInputFiles([await photo("camille.jpg", { r: 100, g: 130, b: 160 })]);
    await expectUploaded(member.getByRole("list", { name: "Photo" }), 1);
    await member.getByRole("button", { name: "Ajouter le membre" }).click();
    await expectNotice(page, "Camille Roux a rejoint l'équipe.");
    await expect(memberCard(page, "Camille Roux").locator("img")).toBeVisible();
    await noHorizontalOverflow(page);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "showcase-team-phone");

    // ——— publication card ———
    await page.goto("/vitrine/informations");
    const publication = page.getByRole("region", { name: "Publication de la vitrine" });
    await expect(publication.getByRole("switch", { name: "Vitrine publiée" })).toBeDisabled();
    await expect(publication.getByRole("list", { name: "Ce qui manque pour publier" }).getByRole("listitem")).toHaveCount(4);
    await noHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "showcase-publication-phone");
  });
});
