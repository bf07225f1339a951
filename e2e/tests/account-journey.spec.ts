import { expect, test } from "@playwright/test";
import { expectAccessible, lastCode, screenshot, uniqueEmail } from "./support.ts";

test.describe("a new vendor's first visit", () => {
  test("register, confirm, log in, create the vendor, keep the session, refresh silently, log out", async ({ page, request }) => {
    const email = uniqueEmail("nouvelle");
    const password = "un-mot-de-passe-solide";

    await page.goto("/");
    await expect(page).toHaveURL(/\/connexion$/);
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "login-desktop");

    await page.getByRole("link", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(/\/inscription/);
    // The address changes before the lazily loaded page replaces the login form, which has an Email field too.
    await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    await expect(page).toHaveURL(/\/inscription\/confirmation/);
    const code = await lastCode(request, email);
    await page.getByLabel("Code de confirmation").fill(code);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirmer" }).click();

    // Logged in with the password typed at registration, then asked for the first vendor.
    await expect(page).toHaveURL(/\/bienvenue/);
    await expectAccessible(page);
    await page.getByRole("combobox", { name: "Type de prestataire" }).fill("photogr");
    await page.getByRole("option", { name: /Photographe/ }).click();
    await page.getByLabel("Raison sociale").fill("Lumière d'Été SARL");
    await page.getByLabel("Nom pour la vitrine").fill("Lumière d'Été");
    await screenshot(page, "welcome-desktop");
    await page.getByRole("button", { name: "Continuer" }).click();

    // The new vendor lands on the home page and its onboarding checklist, not on the account page.
    await expect(page.getByRole("heading", { name: "Complétez votre vitrine" })).toBeVisible();
    await expect(page).not.toHaveURL(/\/compte/);
    await expect(page.getByText("Lumière d'Été").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expectAccessible(page);
    await screenshot(page, "app-shell-desktop");
    await page.getByRole("button", { name: "Menu utilisateur" }).click();
    await page.getByRole("menuitem", { name: "Mon compte" }).click();
    await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();

    // A reload keeps the session.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();

    // The server no longer accepts the access token (as after its expiry): the client refreshes and replays.
    await page.evaluate(() => {
      const token = localStorage.getItem("cortege.token") ?? "";
      const [header, payload] = token.split(".");
      localStorage.setItem("cortege.token", `${header}.${payload}.signature-perimee`);
    });
    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/user/refresh-token") && r.status() === 200);
    await page.reload();
    await refreshed;
    await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();
    await expect(page).not.toHaveURL(/connexion/);
    expect(await page.evaluate(() => localStorage.getItem("cortege.token")?.endsWith("signature-perimee"))).toBe(false);

    await page.getByRole("button", { name: "Menu utilisateur" }).click();
    await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/connexion$/);
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("cortege.")));
    expect(keys).toEqual([]);
    await page.goto("/compte");
    await expect(page).toHaveURL(/\/connexion$/);
  });
});
