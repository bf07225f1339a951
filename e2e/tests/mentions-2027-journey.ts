import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { newCompanyIdentifiers } from "./company-identifiers.ts";
import { parisYear } from "./paris-time.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-des-mentions";
const year = parisYear();

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/connexion"));
}

/**
 * The 2027 mentions from the screens: the vendor opts for VAT on debits in the billing settings, types the
 * place of the service on an invoice, and the missing-information dialog asks a business client's SIREN
 * before the invoice is issued.
 */
export async function mentionsJourney(page: Page, request: APIRequestContext, device: "desktop" | "phone"): Promise<void> {
  const email = uniqueEmail(`mentions.${device}`);
  // A company of its own: a SIREN shared with another journey of the same server would continue its numbers.
  const company = newCompanyIdentifiers();
  await accountWithVendor(request, email, password, "Domaine des Mentions");
  await logIn(page, email);

  // ---- The company, complete (the dialog must then ask only for the client's SIREN).
  await page.goto("/vitrine/entreprise");
  await expect(page.getByRole("heading", { level: 1, name: "Entreprise" })).toBeVisible();
  await page.getByLabel("Forme juridique").click();
  await page.getByRole("option", { name: "SAS", exact: true }).click();
  await page.getByLabel("SIREN").fill(company.siren);
  await page.getByLabel("SIRET", { exact: true }).fill(company.siret);
  await page.getByLabel("Numéro RCS").fill(company.siren);
  await page.getByLabel("Greffe d'immatriculation").fill("Lyon");
  await page.getByLabel("Capital social (€)").fill("5000");
  await page.getByLabel("N° de TVA intracommunautaire").fill(company.vatNumber);
  await page.getByLabel("Numéro et rue").fill("18 quai Saint-Vincent");
  await page.getByLabel("Code postal").fill("69001");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Entreprise enregistrée.")).toBeVisible();

  // ---- Billing settings: the debits option, explained, saved.
  await page.goto("/ventes/parametres");
  await expect(page.getByRole("heading", { name: "Paramètres de facturation", level: 1 })).toBeVisible();
  const debits = page.getByRole("switch", { name: "Option pour le paiement de la taxe d'après les débits" });
  await expect(debits).not.toBeChecked();
  await expect(debits).toHaveAccessibleDescription(/Ne concerne que les prestations de services/);
  await debits.check();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres de facturation enregistrés.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Option pour le paiement de la taxe d'après les débits" })).toBeChecked();
  // The whole form is there (its last section too) before the page is checked for accessibility.
  await expect(page.getByTestId("next-number-QUOTE")).toHaveText(`D-${year}-00001`);
  // The e-mail section's editor is loaded lazily and fades in: checked once it is there.
  await expect(page.getByRole("button", { name: "Partir du modèle proposé" })).toBeVisible();
  await page.waitForTimeout(500);
  await expectAccessible(page);
  await screenshot(page, `mentions-debits-option-${device}`);

  // ---- A product and a business client without SIREN (an association, known by its RNA number).
  await page.goto("/catalogue");
  await page.getByRole("button", { name: "Nouveau produit" }).first().click();
  const productPanel = page.getByRole("dialog", { name: "Nouveau produit" });
  await productPanel.getByRole("textbox", { name: "Nom", exact: true }).fill("Location de la salle");
  await productPanel.getByLabel("Prix HT").fill("2000");
  await productPanel.getByRole("button", { name: "Créer le produit" }).click();
  await expect(productPanel).toBeHidden();

  await page.goto("/clients");
  await page.getByRole("button", { name: "Nouveau client" }).first().click();
  const clientPanel = page.getByRole("dialog", { name: "Nouveau client" });
  await clientPanel.getByRole("button", { name: "Professionnel" }).click();
  await clientPanel.getByRole("combobox", { name: "Type de structure" }).click();
  await page.getByRole("option", { name: "Association" }).click();
  await clientPanel.getByLabel("Raison sociale").fill("Comité des fêtes de Fourvière");
  await clientPanel.getByLabel("Nom commercial").fill("Comité des fêtes");
  await clientPanel.getByLabel("Numéro RNA").fill("W691234567");
  await clientPanel.getByLabel("Prénom").fill("Anne");
  await clientPanel.getByLabel("Nom", { exact: true }).fill("Morel");
  await clientPanel.getByLabel("Email").fill("anne@comite-fetes.fr");
  await clientPanel.getByLabel("Téléphone").fill("0612345678");
  await clientPanel.getByLabel("Numéro et rue").first().fill("5 montée de Fourvière");
  await clientPanel.getByLabel("Code postal").first().fill("69005");
  await clientPanel.getByLabel("Ville").first().fill("Lyon");
  await clientPanel.getByRole("button", { name: "Ajouter le client" }).click();
  await expect(page.getByText("Comité des fêtes a été ajouté.")).toBeVisible();

  // ---- Its invoice: issuing asks for the client's SIREN first.
  await page.goto("/ventes/factures/nouveau");
  await page.getByRole("combobox", { name: "Client" }).fill("Comité");
  await page.getByRole("option", { name: "Comité des fêtes" }).click();
  const picker = page.getByRole("combobox", { name: "Ajouter un produit du catalogue" });
  await picker.fill("Location");
  await page.getByRole("option", { name: /Location de la salle/ }).click();
  // The reception is at a venue, not at the association's seat: the place of the service and delivery address.
  await page.getByLabel("Lieu de la prestation (lieu, numéro et rue)").fill("Domaine de la Colline, 4 chemin des Vignes");
  await page.getByLabel("Code postal du lieu").fill("84160");
  await page.getByLabel("Ville du lieu").fill("Lourmarin");
  await page.getByRole("button", { name: "Créer la facture" }).click();
  await expect(page).toHaveURL(/\/ventes\/factures\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Émettre" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();

  const missing = page.getByRole("dialog", { name: "Informations manquantes" });
  await expect(
    missing.getByText("Le numéro SIREN du client professionnel est manquant : il est obligatoire sur les factures."),
  ).toBeVisible();
  const siren = missing.getByLabel("SIREN du client (9 chiffres)");
  await siren.fill("552 100 555");
  await missing.getByRole("button", { name: "Enregistrer et continuer" }).click();
  await expect(siren).toHaveAccessibleDescription(/Le SIREN n'est pas valide/);
  await siren.fill("552 100 554");
  await expectAccessible(page);
  await screenshot(page, `mentions-client-siren-${device}`);
  await missing.getByRole("button", { name: "Enregistrer et continuer" }).click();
  await expect(missing).toBeHidden();
  await expect(page.getByRole("heading", { name: `Facture F-${year}-00001` })).toBeVisible();
  await expect(page.getByLabel("Ville du lieu")).toHaveValue("Lourmarin");
  await expect(page.getByLabel("Ville du lieu")).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, `mentions-invoice-place-${device}`);
}
