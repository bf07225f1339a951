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

test.describe("the showcase on a phone", () => {
  test("a new venue fills its information, its company and a space from the checklist", async ({ page }) => {
    await newVenue(page, "vitrine-mobile", "Moulin de la Roche");
    await expect(checklist(page).getByText("Étapes terminées : 0 sur 4")).toBeVisible();

    await checklist(page).getByRole("link", { name: "Ajouter l'adresse" }).click();
    await expect(page).toHaveURL(/\/vitrine\/informations$/);
    await fillInformation(page);
    await saveInformation(page);
    await page.reload();
    await expect(page.getByLabel("Ville")).toHaveValue("Pauillac");
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "showcase-informations-phone");

    await page.goto("/vitrine/entreprise");
    await fillCompany(page);

    await page.goto("/evenements");
    await checklist(page).getByRole("link", { name: "Ajouter une salle" }).click();
    await expect(page).toHaveURL(/\/vitrine\/salles$/);
    await createSpace(page, "La Grange");
    await expect(page.getByRole("list", { name: "Salles du lieu" }).getByRole("listitem", { name: "La Grange" })).toBeVisible();

    await page.goto("/evenements");
    await expect(checklist(page).getByText("Étapes terminées : 3 sur 4")).toBeVisible();
    expect((await checklistItems(page))[0]).toBe("Ajoutez vos photos : à faire");
  });
});
