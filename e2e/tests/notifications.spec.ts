import { expect, type Page, test } from "@playwright/test";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";
import { logIn, password } from "./tasks-journey.ts";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

async function scheduleAppointment(page: Page, title: string) {
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Agenda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau rendez-vous" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau rendez-vous" });
  await dialog.getByLabel("Nom du rendez-vous").fill(title);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("notifications", () => {
  test("an appointment scheduled shows once in the bell; a click opens it in place; turned off in the settings, the next one does not", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail("notifications");
    await accountWithVendor(request, email, password, "Domaine des Cloches");
    await logIn(page, email);
    await expect(bell(page)).toHaveAccessibleName("Notifications");

    await scheduleAppointment(page, "Visite du domaine");
    // The bell reads the count again within 10 s (like the messages counter).
    await expect(bell(page)).toHaveAccessibleName("Notifications : 1 non lue", { timeout: 15_000 });
    await bell(page).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    const item = panel.getByRole("button", { name: /^Rendez-vous planifié : Visite du domaine/ });
    await expect(item).toHaveCount(1);
    await expect(panel.getByText(/Le rendez-vous « Visite du domaine » est planifié le/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "notifications-panel-desktop");

    await page.goto("/tableau-de-bord");
    await bell(page).click();
    await page
      .getByRole("dialog", { name: "Notifications" })
      .getByRole("button", { name: /^Rendez-vous planifié : Visite du domaine/ })
      .click();
    // An app path navigates in place (part 2 §2) and the notification becomes read.
    await expect(page).toHaveURL(/\/agenda\?date=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");

    // The page lists it; « Non lues » (in the URL) is empty.
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByText("Rendez-vous planifié : Visite du domaine")).toBeVisible();
    await page.getByRole("tab", { name: /Non lues/ }).click();
    await expect(page).toHaveURL(/filtre=non-lues/);
    await expect(page.getByRole("heading", { name: "Tout est lu" })).toBeVisible();
    await page.getByRole("tab", { name: "Toutes" }).click();
    await expectAccessible(page);
    await screenshot(page, "notifications-page-desktop");

    // Settings: in the account group; the in-app channel off, the next appointment is not in the bell.
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/compte\/notifications/);
    const inApp = page.getByRole("switch", { name: /Dans l'application/ });
    await expect(inApp).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Devis signé" })).toBeChecked();
    await expectAccessible(page);
    await screenshot(page, "notifications-settings-desktop");
    await inApp.click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Préférences de notification enregistrées")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: /Dans l'application/ })).not.toBeChecked();

    await scheduleAppointment(page, "Dégustation");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await page.goto("/notifications");
    await expect(page.getByText("Rendez-vous planifié : Visite du domaine")).toBeVisible();
    await expect(page.getByText("Rendez-vous planifié : Dégustation")).toHaveCount(0);

    // Phone width: the panel fits the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "notifications-page-phone");
    await bell(page).click();
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    await screenshot(page, "notifications-panel-phone");
    await page.keyboard.press("Escape");
    await page.goto("/compte/notifications");
    await expect(page.getByRole("switch", { name: /Par e-mail/ })).toBeChecked();
    await screenshot(page, "notifications-settings-phone");
  });
});
