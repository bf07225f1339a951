import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { vendorApi } from "./clients-events-seed.ts";
import { photo } from "./media-files.ts";
import { seedCatalogue } from "./products-seed.ts";
import { expectAccessible, lastCode, screenshot, uniqueEmail } from "./support.ts";

/**
 * What a reviewer's walk through the app found (issue 14, item 6), checked in a real browser and
 * photographed: accented headings, the app's own 404 for unknown paths, a caterer's navigation
 * without the venue's screens, a catalogue that fits with its actions, rows that open on a click.
 */
const password = "mot-de-passe-du-traiteur";

async function caterer(request: APIRequestContext) {
  const email = uniqueEmail("traiteur");
  await request.post("/api/user/register", { data: { email, password } });
  const code = await lastCode(request, email);
  await request.post("/api/user/register/confirm-email", { data: { email, code } });
  const login = await (await request.post("/api/user/login", { data: { email, password } })).json();
  const vendor = await request.post("/api/vendor/create", {
    headers: { authorization: `Bearer ${login.token}` },
    data: { vendorType: "CATERING", company: { corporateName: "Hélène Noël Réceptions SAS", tradeName: "Château Hélène Noël" } },
  });
  expect(vendor.ok()).toBe(true);
  return email;
}

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Complétez votre vitrine" })).toBeVisible();
}

export async function walkFixesJourney(page: Page, request: APIRequestContext, suffix: "desktop" | "phone") {
  const email = await caterer(request);
  const api = await vendorApi(request, email, password);
  await seedCatalogue(api);
  const client = await api.post("/client/individual/create", {
    contacts: [{ firstname: "Hélène", lastname: "Noël", email: "helene.noel@exemple.fr", phone: "06 12 34 56 78" }],
  });
  const event = await api.post("/event/create", {
    eventName: "Château — Hélène & Noël",
    date: "2027-06-01",
    clientId: client.clientId,
  });
  await logIn(page, email);

  // Headings in EB Garamond: the accents sit on their letters (« Château », « Hélène », « Noël »), and
  // the first of June reads « 1er juin ».
  await page.goto(`/evenements/${event.eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Château — Hélène & Noël" })).toBeVisible();
  await expect(page.getByText(/1er juin 2027/).first()).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check('600 32px "EB Garamond"', "Château Hélène Noël"))).toBe(true);
  await screenshot(page, `walk-heading-accents-${suffix}`);

  // A caterer has no spaces nor accommodations: not in its navigation, and their address is a 404.
  if (suffix === "desktop") {
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Informations" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Salles" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Hébergements" })).toHaveCount(0);
  }
  await page.goto("/vitrine/salles");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();

  // Unknown paths, even those named like the API's services, get the app's French 404 page (/notifications is
  // the notifications page since it exists).
  for (const path of ["/messaging", "/search", "/blog-admin"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    await expect(page.getByText('"statusCode"')).toHaveCount(0);
  }
  await expectAccessible(page);
  await screenshot(page, `walk-not-found-${suffix}`);

  // The vendor's logo: uploaded on the information screen, saved at once, shown in the top bar.
  if (suffix === "desktop") {
    await page.goto("/vitrine/informations");
    const logoCard = page.getByRole("region", { name: "Logo" });
    await logoCard.getByLabel("Fichiers à envoyer").setInputFiles([await photo("logo.png", { r: 74, g: 37, b: 69 }, "png")]);
    await expect(page.getByText("Logo enregistré.")).toBeVisible();
    await expect(page.getByRole("banner").locator("img")).toBeVisible();
    await screenshot(page, "walk-logo-desktop");
  }

  // The catalogue fits the screen with each row's actions, and a click on a row opens its product.
  await page.goto("/catalogue");
  const menu = page.getByRole("button", { name: "Actions pour « Menu Tradition »" });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await screenshot(page, `walk-catalogue-${suffix}`);
  if (suffix === "desktop") {
    await page.getByRole("row").filter({ hasText: "TRA-01" }).getByText("10 %").click();
    await expect(page.getByRole("dialog", { name: "Modifier le produit" })).toBeVisible();
  }
}
