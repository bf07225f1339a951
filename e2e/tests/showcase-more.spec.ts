import { expect, test } from "@playwright/test";
import { newVenue } from "./showcase-journey.ts";
import { addFaqEntry, dayButton, faqEntry, nextMonth, saveFaq } from "./showcase-more-journey.ts";
import { expectAccessible, screenshot } from "./support.ts";

test.describe("the rest of the showcase", () => {
  test("a venue writes its FAQ, moves a question up and marks two dates unavailable; a reload keeps all", async ({ page }) => {
    await newVenue(page, "vitrine-suite", "Château des Tilleuls");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });

    // ——— FAQ ———
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/vitrine\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aucune question pour l'instant" })).toBeVisible();
    await addFaqEntry(page, 1, "Y a-t-il un parking ?", "Oui, 80 places dans le parc.");
    await addFaqEntry(page, 2, "Jusqu'à quelle heure peut-on danser ?", "Jusqu'au bout de la nuit.");
    await saveFaq(page);
    // The domain's schema refuses an empty answer before anything is sent.
    await addFaqEntry(page, 3, "Le traiteur est-il imposé ?", "");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(faqEntry(page, 3).getByText("La réponse est requise.")).toBeVisible();
    await faqEntry(page, 3).getByRole("button", { name: "Supprimer la question 3" }).click();
    await page
      .getByRole("dialog", { name: "Supprimer la question ?" })
      .getByRole("button", { name: "Supprimer la question" })
      .click();
    await expect(faqEntry(page, 3)).toHaveCount(0);

    await faqEntry(page, 2).getByRole("button", { name: "Monter la question 2" }).click();
    await expect(faqEntry(page, 1).getByRole("textbox", { name: "Question", exact: true })).toHaveValue(
      "Jusqu'à quelle heure peut-on danser ?",
    );
    // The focus follows the moved question (now first, its « up » is off: « down » takes it).
    await expect(page.getByRole("button", { name: "Descendre la question 1" })).toBeFocused();
    await saveFaq(page);
    await expectAccessible(page);

    // ——— availability ———
    await nav.getByRole("link", { name: "Disponibilités" }).click();
    await expect(page).toHaveURL(/\/vitrine\/disponibilites$/);
    await expect(page.getByRole("heading", { level: 1, name: "Disponibilités" })).toBeVisible();
    const month = nextMonth();
    await page.getByRole("button", { name: "Mois suivant" }).click();
    await expect(page.getByRole("heading", { name: month.title })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `Aucune date indisponible en ${month.title}.` })).toBeVisible();
    await dayButton(page, month, 12, "disponible").click();
    await expect(dayButton(page, month, 12, "indisponible")).toHaveAttribute("aria-pressed", "true");
    await dayButton(page, month, 19, "disponible").click();
    await expect(dayButton(page, month, 19, "indisponible")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: `2 dates indisponibles en ${month.title}.` })).toBeVisible();
    await expectAccessible(page);
    // Not hovering a day, so that the picture shows the days as they are.
    await page.mouse.move(0, 0);
    await screenshot(page, "showcase-availability-desktop");

    // ——— a reload keeps all ———
    await page.reload();
    await expect(page.getByRole("heading", { name: month.title })).toBeVisible();
    await expect(dayButton(page, month, 12, "indisponible")).toHaveAttribute("aria-pressed", "true");
    await expect(dayButton(page, month, 19, "indisponible")).toHaveAttribute("aria-pressed", "true");
    await expect(dayButton(page, month, 13, "disponible")).toHaveAttribute("aria-pressed", "false");
    await page.goto("/vitrine/faq");
    await expect(faqEntry(page, 1).getByRole("textbox", { name: "Question", exact: true })).toHaveValue(
      "Jusqu'à quelle heure peut-on danser ?",
    );
    await expect(faqEntry(page, 2).getByRole("textbox", { name: "Question", exact: true })).toHaveValue("Y a-t-il un parking ?");
    await expect(faqEntry(page, 2).getByRole("textbox", { name: "Réponse", exact: true })).toHaveValue(
      "Oui, 80 places dans le parc.",
    );
    await expect(faqEntry(page, 3)).toHaveCount(0);
  });
});
