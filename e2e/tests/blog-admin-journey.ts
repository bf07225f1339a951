import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { accountWithVendor, expectAccessible, lastCode, screenshot, uniqueEmail } from "./support.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PASSWORD = "un-mot-de-passe-solide";

/**
 * Setup, not the path under test: the admin role is granted only by the operator's command
 * (`npm run admin -- grant <email>`), deliberately never on screen nor through the API. The command
 * reaches the e2e server's running embedded PostgreSQL (its DATA_DIR).
 */
function grantAdmin(email: string): void {
  execFileSync(process.execPath, ["--import", "tsx", "apps/api/src/modules/admin/admin-command.ts", "grant", email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: "pipe",
  });
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).not.toHaveURL(/connexion/);
}

/** An administrator writes and publishes an article on screen; it appears on /blog. A plain vendor sees none of it. */
export async function blogAdminJourney(page: Page, device: "desktop" | "phone"): Promise<void> {
  const shot = (name: string) => screenshot(page, `blog-${name}-${device}`);
  const phone = device === "phone";
  const openNavigation = async () => {
    if (phone) await page.getByRole("button", { name: "Ouvrir la navigation" }).click();
  };

  // ---- Registration and the vendor, on screen.
  const email = uniqueEmail(`redaction.${device}`);
  await page.goto("/inscription");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page).toHaveURL(/\/inscription\/confirmation/);
  await page.getByLabel("Code de confirmation").fill(await lastCode(page.request, email));
  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page).toHaveURL(/\/bienvenue/);
  await page.getByRole("combobox", { name: "Type de prestataire" }).fill("photogr");
  await page.getByRole("option", { name: /Photographe/ }).click();
  await page.getByLabel("Raison sociale").fill("Rédaction Cortège SAS");
  await page.getByLabel("Nom pour la vitrine").fill("Rédaction Cortège");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByRole("heading", { name: "Complétez votre vitrine" })).toBeVisible();

  // Before the grant: no admin entry.
  await openNavigation();
  await expect(page.getByRole("link", { name: "Articles du blog" })).toHaveCount(0);

  grantAdmin(email);
  // The group reaches the token at the next login.
  await page.goto("/compte");
  await page.getByRole("button", { name: "Menu utilisateur" }).click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await login(page, email);

  // ---- Writing the article.
  await openNavigation();
  await page.getByRole("link", { name: "Articles du blog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Articles du blog" })).toBeVisible();
  await page.getByRole("link", { name: "Nouvel article" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouvel article" })).toBeVisible();
  const title = `Fixer son budget de mariage ${device}`;
  await page.getByRole("textbox", { name: /^Titre\s*\*?$/ }).fill(title);
  await page.getByRole("textbox", { name: "Chapô" }).fill("Les postes de dépense, dans l'ordre où les réserver.");
  const body = page.getByRole("textbox", { name: "Contenu" });
  await body.click();
  await page.keyboard.type("Commencez par le lieu et le traiteur : ils représentent souvent la moitié du budget.");
  await page.getByRole("button", { name: "Gras" }).click();
  await page.keyboard.type(" Gardez une marge de dix pour cent.");
  await page.getByRole("combobox", { name: /Catégorie principale/ }).click();
  await page.getByRole("option", { name: "Organisation du mariage" }).click();
  await page.getByRole("combobox", { name: "Sous-catégorie" }).click();
  await page.getByRole("option", { name: "Budget" }).click();
  await page.getByRole("textbox", { name: "Titre SEO" }).fill("Budget de mariage : la méthode");
  await expect(page.getByText("30 / 60 caractères")).toBeVisible();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Article enregistré.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Brouillon", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Article publié.")).toBeVisible();
  await expect(page.getByText("Publié", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot("editor");

  // ---- The vendors list.
  await openNavigation();
  await page.getByRole("link", { name: "Prestataires" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Prestataires" })).toBeVisible();
  await page.getByLabel("Rechercher un prestataire").fill("Rédaction");
  await expect(page).toHaveURL(/q=R%C3%A9daction|q=Rédaction/);
  await expect(page.getByRole("link", { name: "Rédaction Cortège" }).first()).toBeVisible();
  // The administrators' own calls are in the audit trail under the list: the article written above among them.
  const audit = page.getByRole("table", { name: "Journal des administrateurs" });
  await expect(audit.getByRole("row").filter({ hasText: "/api/admin/blog/article" }).first()).toBeVisible();
  await expectAccessible(page);
  await shot("vendors");
  await page.getByRole("link", { name: "Rédaction Cortège" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Rédaction Cortège" })).toBeVisible();
  await expect(page.getByText("Consultation seule.", { exact: false })).toBeVisible();
  // The settings read in French: labelled fields, not the wire's names.
  await expect(page.getByRole("term").filter({ hasText: "Adresse de la vitrine" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "slug" })).toHaveCount(0);

  // ---- The public blog, server-rendered.
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("strong", { hasText: "Gardez une marge de dix pour cent." })).toBeVisible();
  await expectAccessible(page);
  await shot("article");

  // ---- A plain vendor: no admin entry, the app's 404 on the admin address.
  const vendorEmail = uniqueEmail(`vendeur.${device}`);
  await accountWithVendor(page.request, vendorEmail, PASSWORD, "Domaine Ordinaire");
  await page.evaluate(() => localStorage.clear());
  await login(page, vendorEmail);
  await openNavigation();
  await expect(page.getByRole("link", { name: "Clients" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Articles du blog" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Prestataires" })).toHaveCount(0);
  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await page.goto("/admin/prestataires");
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
}
