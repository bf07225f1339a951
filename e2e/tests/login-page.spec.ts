import { type APIRequestContext, expect, test } from "@playwright/test";
import { accountWithVendor, expectAccessible, uniqueEmail } from "./support.ts";

/** The codes sent to an address, newest first (the outbox lists the latest message first). */
async function codesSentTo(request: APIRequestContext, email: string): Promise<string[]> {
  const { messages } = (await (await request.get("/dev/outbox")).json()) as { messages: Array<{ to: string; text: string }> };
  return messages.filter((m) => m.to === email).map((m) => m.text.match(/\b(\d{6})\b/)?.[1] ?? "");
}

// /connexion opened by a page load is its own light page (login.html), not the back office's SPA: these go through it.
test.describe("the login page opened directly", () => {
  test("an unconfirmed e-mail: a new code, the confirmation screen, then signed in with the password typed at login", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("pas-confirmee");
    const password = "un-mot-de-passe-solide";
    await page.goto("/inscription");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL(/\/inscription\/confirmation/);
    await expect.poll(async () => (await codesSentTo(request, email)).length).toBe(1);

    // Later, the page reloaded: the password kept by the registration is gone, the login page opened afresh.
    await page.goto("/connexion");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Votre adresse email n'est pas encore confirmée.");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Renvoyer le code" }).click();

    await expect(page).toHaveURL(/\/inscription\/confirmation\?email=/);
    await expect(page.getByText("Un nouveau code vous a été envoyé par email.")).toBeVisible();
    await expect.poll(async () => (await codesSentTo(request, email)).length).toBe(2);
    const [code] = await codesSentTo(request, email);
    await page.getByLabel("Code de confirmation").fill(code ?? "");
    await page.getByRole("button", { name: "Confirmer" }).click();
    // Signed in at once: the back office started in the same page and still knew the password.
    await expect(page).toHaveURL(/\/bienvenue/);
  });

  test("goes back to the screen the visitor was sent away from, and links to the other public screens", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("retour");
    await accountWithVendor(request, email, "mot-de-passe-retour", "Le Clos des Lilas");

    // The back office sends a signed-out visitor to /connexion; a reload there opens the light page.
    await page.goto("/clients");
    await expect(page).toHaveURL(/\/connexion$/);
    await page.reload();
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
    await page.reload();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("mot-de-passe-retour");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();

    // Signed in, /connexion is left at once for the back office.
    await page.goto("/connexion");
    await expect(page).toHaveURL(/\/tableau-de-bord$/);
  });

  test("checks the fields with the domain's French messages before calling the server", async ({ page }) => {
    await page.goto("/connexion");
    await page.getByLabel("Email").fill("marie@");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Le format de l'email est invalide.")).toBeVisible();
    await expect(page.getByText("Le mot de passe est requis.")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByRole("link", { name: "Créer un compte" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
  });
});
