import { expect, test } from "@playwright/test";
import { inCurrentPeriod, nextFullHour } from "./paris-time.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";
import { logIn, password } from "./tasks-journey.ts";

test.describe("agenda on a phone", () => {
  test("opens on the list, creates an appointment full screen, and every view fits 375 px", async ({ page, request }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail("agenda.mobile");
    await accountWithVendor(request, email, password, "Domaine des Tilleuls");
    await logIn(page, email);
    await page.getByRole("button", { name: "Ouvrir la navigation" }).click();
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Agenda" }).click();
    await expect(page).toHaveURL(/\/agenda\?view=listWeek/);
    await expectAccessible(page);

    const proposed = nextFullHour();
    await page.getByRole("button", { name: "Nouveau rendez-vous" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau rendez-vous" });
    await dialog.getByLabel("Nom du rendez-vous").fill("Visite du domaine");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    const entry = page.getByText("Visite du domaine");
    if (!inCurrentPeriod(proposed, "week")) await page.getByRole("button", { name: "Suivant" }).click();
    await expect(entry).toBeVisible();
    await screenshot(page, "calendar-list-phone");

    for (const [view, name] of [
      ["Mois", "calendar-month-phone"],
      ["Semaine", "calendar-week-phone"],
      ["Jour", null],
      ["Année", null],
    ] as const) {
      await page.getByRole("tab", { name: view, exact: true }).click();
      await expect(page.getByRole("tab", { name: view, exact: true })).toHaveAttribute("aria-selected", "true");
      // Nothing wider than the screen: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (name) await screenshot(page, name);
    }
  });
});
