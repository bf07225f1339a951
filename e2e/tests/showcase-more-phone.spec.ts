import { expect, test } from "@playwright/test";
import { newVenue } from "./showcase-journey.ts";
import { addFaqEntry, dayButton, faqEntry, nextMonth, noHorizontalOverflow, saveFaq } from "./showcase-more-journey.ts";
import { expectAccessible, screenshot } from "./support.ts";

test.describe("the FAQ and the calendar on a phone", () => {
  test("a venue answers questions and marks dates with the keyboard at 375 px", async ({ page }) => {
    await newVenue(page, "vitrine-suite-mobile", "Moulin des Saules");

    await page.goto("/vitrine/faq");
    await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await addFaqEntry(page, 1, "Peut-on venir avec son chien ?", "Oui, tenu en laisse dans le parc.");
    await addFaqEntry(page, 2, "Y a-t-il des chambres sur place ?", "Douze chambres pour quarante personnes.");
    await saveFaq(page);
    await faqEntry(page, 2).getByRole("button", { name: "Monter la question 2" }).click();
    await saveFaq(page);
    await page.reload();
    await expect(faqEntry(page, 1).getByRole("textbox", { name: "Question", exact: true })).toHaveValue(
      "Y a-t-il des chambres sur place ?",
    );
    await noHorizontalOverflow(page);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "showcase-faq-phone");

    await page.goto("/vitrine/disponibilites");
    const month = nextMonth();
    await page.getByRole("button", { name: "Mois suivant" }).click();
    await expect(page.getByRole("heading", { name: month.title })).toBeVisible();
    await expect(page).toHaveURL(/\?mois=\d{4}-\d{2}$/);
    // By keyboard: a tap on the 10th, the arrow to the 11th, Space marks it; Enter marks the 18th.
    await dayButton(page, month, 10, "disponible").click();
    await expect(dayButton(page, month, 10, "indisponible")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowRight");
    await expect(dayButton(page, month, 11, "disponible")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dayButton(page, month, 11, "indisponible")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowDown");
    await expect(dayButton(page, month, 18, "disponible")).toBeFocused();
    await page.keyboard.press("Enter");
    // Once saved (no longer busy), Enter frees it again.
    await expect(dayButton(page, month, 18, "indisponible")).not.toHaveAttribute("aria-busy", "true");
    await page.keyboard.press("Enter");
    await expect(dayButton(page, month, 18, "disponible")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("status").filter({ hasText: `2 dates indisponibles en ${month.title}.` })).toBeVisible();
    await page.reload();
    await expect(dayButton(page, month, 10, "indisponible")).toBeVisible();
    await expect(dayButton(page, month, 11, "indisponible")).toBeVisible();
    await noHorizontalOverflow(page);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "showcase-availability-phone");
  });
});
