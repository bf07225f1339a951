import { expect as baseExpect, type Page } from "@playwright/test";
import { newCompanyIdentifiers } from "./company-identifiers.ts";
import { parisYear } from "./paris-time.ts";
import { expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const company = newCompanyIdentifiers();

/**
 * A vendor's whole sales chain from an empty database, through the screens only (issue 14): no API call
 * and no database write in the path; the outbox is read in the browser at /dev/outbox, as a tester would.
 */

// The machine the journeys run on is shared: a screen may take more than the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

type OutboxEntry = { id: string; to: string; subject: string; text: string };

/** The outbox as the browser shows it (a JSON page of embedded mode). */
async function outbox(page: Page): Promise<OutboxEntry[]> {
  const tab = await page.context().newPage();
  try {
    await tab.goto("/dev/outbox");
    return (JSON.parse((await tab.locator("body").textContent()) ?? "{}") as { messages: OutboxEntry[] }).messages;
  } finally {
    await tab.close();
  }
}

/** One message of the outbox, raw, as the browser downloads it. */
async function rawMessage(page: Page, id: string): Promise<string> {
  return page.evaluate(async (messageId) => (await fetch(`/dev/outbox/${messageId}`)).text(), id);
}

async function waitForMessage(page: Page, to: string, subject: RegExp): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(page)).find((m) => m.to.includes(to) && subject.test(m.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxEntry;
}

const euros = (text: string) => new RegExp(`^${text.replace(/ /g, "[\\s\\u202f\\u00a0]")}$`);

/**
 * A new vendor as a visitor makes it: the account (« Créer un compte »), the confirmation code read in the
 * outbox page, then the vendor (« Bienvenue »: type, names); ends on the onboarding checklist.
 */
export async function registerOnScreens(
  page: Page,
  v: { email: string; password: string; vendorType: [string, RegExp]; corporateName: string; tradeName: string },
): Promise<void> {
  await page.goto("/inscription");
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
  await page.getByLabel("Email").fill(v.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(v.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page).toHaveURL(/\/inscription\/confirmation/);
  const welcome = await waitForMessage(page, v.email, /./);
  await page.getByLabel("Code de confirmation").fill(welcome.text.match(/\b(\d{6})\b/)?.[1] ?? "");
  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page).toHaveURL(/\/bienvenue/);
  await page.getByRole("combobox", { name: "Type de prestataire" }).fill(v.vendorType[0]);
  await page.getByRole("option", { name: v.vendorType[1] }).click();
  await page.getByLabel("Raison sociale").fill(v.corporateName);
  await page.getByLabel("Nom pour la vitrine").fill(v.tradeName);
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByRole("heading", { name: "Complétez votre vitrine" })).toBeVisible();
}

export type JourneyOptions = {
  device: "desktop" | "phone";
  /**
   * Where the couple's postal address is entered: in the client panel, or only when the first document
   * leaves its draft, in the missing-information dialog (as for a couple who wrote without giving it).
   */
  clientAddressIn: "client-panel" | "missing-information-dialog";
};

export async function screensJourney(page: Page, { device, clientAddressIn }: JourneyOptions): Promise<void> {
  const email = uniqueEmail(`mariage.${device}`);
  const coupleEmail = uniqueEmail(`couple.${device}`);
  const password = "un-mot-de-passe-solide";
  const year = parisYear();
  const shot = (name: string) => screenshot(page, `${name}-${device}`);

  // ---- Registration and the vendor.
  await registerOnScreens(page, {
    email,
    password,
    vendorType: ["photogr", /Photographe/],
    corporateName: "Lumière d'Été SAS",
    tradeName: "Lumière d'Été",
  });

  // ---- The company: identity, registration, head office and contact.
  await page.goto("/vitrine/entreprise");
  await expect(page.getByRole("heading", { level: 1, name: "Entreprise" })).toBeVisible();
  await page.getByLabel("Forme juridique").click();
  await page.getByRole("option", { name: "SAS", exact: true }).click();
  await page.getByLabel("SIREN").fill(company.siren);
  await page.getByLabel("SIRET", { exact: true }).fill(company.siret);
  await page.getByLabel("Numéro RCS").fill("732 829 320");
  await page.getByLabel("Greffe d'immatriculation").fill("Lyon");
  await page.getByLabel("Capital social (€)").fill("5000");
  await page.getByLabel("N° de TVA intracommunautaire").fill(company.vatNumber);
  // A wrong postcode first: the message next to the field, nothing saved.
  await page.getByLabel("Numéro et rue").fill("18 quai Saint-Vincent");
  await page.getByLabel("Code postal").fill("6900");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByLabel("Prénom").fill("Inès");
  await page.getByLabel("Nom", { exact: true }).fill("Garnier");
  await page.getByLabel("E-mail").fill("contact@lumiere-ete.fr");
  await page.getByLabel("Téléphone").fill("0478123456");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le code postal doit contenir 5 chiffres.")).toBeVisible();
  await page.getByLabel("Code postal").fill("69001");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Entreprise enregistrée.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Numéro et rue")).toHaveValue("18 quai Saint-Vincent");
  await expect(page.getByLabel("SIREN")).toHaveValue(company.siren);
  await expectAccessible(page);
  await shot("company-address");

  // ---- Billing settings: the bank details printed on invoices.
  await page.goto("/ventes/parametres");
  await expect(page.getByRole("heading", { name: "Paramètres de facturation", level: 1 })).toBeVisible();
  await page.getByLabel("Banque").fill("Crédit Lyonnais");
  await page.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 189");
  await page.getByLabel("BIC").fill("CRLYFRPP");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres de facturation enregistrés.")).toBeVisible();

  // ---- The catalogue.
  await page.goto("/catalogue");
  await expect(page.getByRole("heading", { name: "Votre catalogue est vide" })).toBeVisible();
  for (const [name, price] of [
    ["Reportage photo journée", "1500"],
    ["Album 30x30", "300"],
  ] as const) {
    await page.getByRole("button", { name: "Nouveau produit" }).first().click();
    const panel = page.getByRole("dialog", { name: "Nouveau produit" });
    await panel.getByRole("textbox", { name: "Nom", exact: true }).fill(name);
    await panel.getByLabel("Prix HT").fill(price);
    await panel.getByRole("button", { name: "Créer le produit" }).click();
    await expect(page.getByText(`« ${name} » a été ajouté au catalogue.`)).toBeVisible();
    await expect(panel).toBeHidden();
  }

  // ---- The couple, with their postal address.
  await page.goto("/clients");
  await page.getByRole("button", { name: "Nouveau client" }).first().click();
  const clientPanel = page.getByRole("dialog", { name: "Nouveau client" });
  await clientPanel.getByLabel("Prénom").fill("Camille");
  await clientPanel.getByLabel("Nom", { exact: true }).fill("Roy");
  await clientPanel.getByLabel("Email").fill(coupleEmail);
  await clientPanel.getByLabel("Téléphone").fill("0612345678");
  if (clientAddressIn === "client-panel") {
    await clientPanel.getByLabel("Numéro et rue").fill("5 rue Mercière");
    await clientPanel.getByLabel("Code postal").fill("69002");
    await clientPanel.getByLabel("Ville").fill("Lyon");
  }
  await expectAccessible(page);
  await shot("client-panel-address");
  await clientPanel.getByRole("button", { name: "Ajouter le client" }).click();
  await expect(page.getByText("Camille Roy a été ajouté.")).toBeVisible();
  await page.getByRole("link", { name: "Camille Roy" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Camille Roy" })).toBeVisible();
  const clientUrl = page.url();
  if (clientAddressIn === "client-panel") {
    await expect(page.locator("address").filter({ hasText: "5 rue Mercière" })).toContainText("69002 Lyon");
  } else {
    await expect(page.getByText("Adresse postale à compléter")).toBeVisible();
  }

  // ---- Their wedding.
  await page.getByRole("button", { name: "Créer un événement" }).click();
  const eventDialog = page.getByRole("dialog", { name: "Nouvel événement" });
  await eventDialog.getByLabel("Nom de l'événement").fill("Mariage de Camille");
  await eventDialog.getByRole("radio", { name: "Jour connu" }).check();
  await eventDialog.getByLabel("Date de l'événement").fill(`${year + 1}-06-20`);
  await eventDialog.getByLabel("Invités (estimation)").fill("120");
  await eventDialog.getByRole("button", { name: "Créer l'événement" }).click();
  await expect(page.getByText("« Mariage de Camille » a été créé.")).toBeVisible();
  await expectAccessible(page);
  await shot("client-page-address");

  // ---- The quote, sent to the couple.
  await page.goto("/ventes/devis/nouveau");
  await page.getByRole("combobox", { name: "Client" }).fill("Camille");
  await page.getByRole("option", { name: "Camille Roy" }).click();
  await page.getByLabel("Événement").click();
  await page.getByRole("option", { name: /Mariage de Camille/ }).click();
  const picker = page.getByRole("combobox", { name: "Ajouter un produit du catalogue" });
  await picker.fill("Reportage");
  await page.getByRole("option", { name: /Reportage photo journée/ }).click();
  await picker.fill("Album");
  await page.getByRole("option", { name: /Album 30x30/ }).click();
  // 1 800,00 € HT at 20 %: 2 160,00 € TTC; a 30 % deposit.
  await expect(page.getByTestId("total-ttc")).toHaveText(euros("2 160,00 €"));
  await page.getByRole("button", { name: "Ajouter un acompte" }).click();
  await page.getByRole("button", { name: "Créer le devis" }).click();
  await expect(page.getByRole("heading", { name: `Devis D-${year}-00001` })).toBeVisible();
  const quoteUrl = page.url();
  await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
  const sendQuote = page.getByRole("dialog", { name: `Envoyer D-${year}-00001 par e-mail` });
  await expect(sendQuote.getByRole("textbox", { name: "Destinataires" })).toHaveValue(coupleEmail);
  await sendQuote.getByRole("button", { name: "Envoyer" }).click();
  if (clientAddressIn === "missing-information-dialog") {
    // The quote leaves its draft: the dialog asks for the couple's address, refuses it empty next to the fields.
    const missing = page.getByRole("dialog", { name: "Informations manquantes" });
    await expect(missing.getByText("Le client : Camille Roy")).toBeVisible();
    await missing.getByRole("button", { name: "Enregistrer et continuer" }).click();
    const street = missing.getByLabel("Adresse du client (numéro et rue)");
    await expect(street).toHaveAccessibleDescription(/L'adresse du client est incomplète/);
    await expect(missing).toBeVisible();
    await street.fill("5 rue Mercière");
    await missing.getByLabel("Code postal du client").fill("69002");
    await missing.getByLabel("Ville du client").fill("Lyon");
    await expectAccessible(page);
    await shot("missing-information-client");
    await missing.getByRole("button", { name: "Enregistrer et continuer" }).click();
    await expect(missing).toBeHidden();
  }
  await expect(sendQuote).toBeHidden();
  await expect(page.getByText("Envoyé", { exact: true }).first()).toBeVisible();
  await waitForMessage(page, coupleEmail, new RegExp(`D-${year}-00001`));

  // ---- Accepted, then the deposit invoice.
  await page.getByRole("button", { name: "Changer le statut" }).click();
  await page.getByRole("menuitem", { name: "Accepté" }).click();
  await page
    .getByRole("dialog", { name: "Passer le document à « Accepté » ?" })
    .getByRole("button", { name: "Changer le statut" })
    .click();
  await expect(page.getByText("Accepté", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Convertir" }).click();
  await page.getByRole("menuitem", { name: "Facture d'acompte" }).click();
  await page
    .getByRole("dialog", { name: "Créer une facture d'acompte" })
    .getByRole("button", { name: "Créer la facture d'acompte" })
    .click();
  await expect(page).toHaveURL(/\/ventes\/acomptes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("total-ttc")).toHaveText(euros("648,00 €"));
  await page.getByRole("button", { name: "Émettre" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
  await expect(page.getByRole("heading", { name: `Facture d'acompte AC-${year}-00001` })).toBeVisible();

  // ---- The deposit paid in two goes: a cheque recorded, then « Payé » with the transfer of what remains.
  const paymentsCard = page.getByRole("region", { name: "Paiements" });
  await expect(paymentsCard.getByTestId("remaining")).toHaveText(euros("648,00 €"));
  await paymentsCard.getByRole("button", { name: "Enregistrer un paiement" }).click();
  const recordDialog = page.getByRole("dialog", { name: "Enregistrer un paiement" });
  await expect(recordDialog.getByRole("textbox", { name: /Montant/ })).toHaveValue("648,00");
  await recordDialog.getByRole("textbox", { name: /Montant/ }).fill("700");
  await recordDialog.getByRole("button", { name: "Enregistrer" }).click();
  // More than what remains: refused in French, the dialog keeps what was typed.
  await expect(recordDialog.getByRole("alert")).toContainText("Le paiement dépasse le reste à payer");
  await expect(recordDialog.getByRole("textbox", { name: /Montant/ })).toHaveValue("700");
  await recordDialog.getByRole("textbox", { name: /Montant/ }).fill("148");
  await recordDialog.getByRole("combobox", { name: /Moyen de paiement/ }).click();
  await page.getByRole("option", { name: "Chèque" }).click();
  await recordDialog.getByRole("textbox", { name: /Référence/ }).fill("Chèque n° 0012345");
  await recordDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(recordDialog).toBeHidden();
  await expect(paymentsCard.getByTestId("remaining")).toHaveText(euros("500,00 €"));
  await expect(page.getByText("Envoyé", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Changer le statut" }).click();
  await page.getByRole("menuitem", { name: "Payé" }).click();
  const paidDialog = page.getByRole("dialog", { name: "Marquer comme payé" });
  await expect(paidDialog.getByRole("textbox", { name: /Montant/ })).toHaveValue("500,00");
  await paidDialog.getByRole("button", { name: "Marquer payé" }).click();
  await expect(paidDialog).toBeHidden();
  await expect(paymentsCard.getByTestId("remaining")).toHaveText(euros("0,00 €"));
  const historyCard = page.getByRole("region", { name: "Historique" });
  await expect(historyCard).toContainText("Brouillon → Envoyé");
  await expect(historyCard).toContainText("Envoyé → Payé");
  await expectAccessible(page);
  await shot("document-payments");

  // ---- The final invoice, sent to the couple.
  await page.goto(quoteUrl);
  await page.getByRole("button", { name: "Convertir" }).click();
  await page.getByRole("menuitem", { name: "Facture de solde" }).click();
  await page
    .getByRole("dialog", { name: "Créer la facture de solde" })
    .getByRole("button", { name: "Créer la facture de solde" })
    .click();
  await expect(page).toHaveURL(/\/ventes\/factures\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("due-ttc")).toHaveText(euros("1 512,00 €"));
  await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
  const sendInvoice = page.getByRole("dialog", { name: /Envoyer .* par e-mail/ });
  await expect(sendInvoice.getByRole("textbox", { name: "Destinataires" })).toHaveValue(coupleEmail);
  await sendInvoice.getByRole("button", { name: "Envoyer" }).click();
  await expect(sendInvoice).toBeHidden();
  await expect(page.getByRole("heading", { name: `Facture F-${year}-00001` })).toBeVisible();
  await expectAccessible(page);
  await shot("journey-final-invoice");

  // ---- The credit note, sent to the couple.
  await page.getByRole("button", { name: "Convertir" }).click();
  await page.getByRole("menuitem", { name: "Avoir" }).click();
  await page.getByRole("dialog", { name: "Créer un avoir" }).getByRole("button", { name: "Créer l'avoir" }).click();
  await expect(page).toHaveURL(/\/ventes\/avoirs\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
  const sendCredit = page.getByRole("dialog", { name: /Envoyer .* par e-mail/ });
  await expect(sendCredit.getByRole("textbox", { name: "Destinataires" })).toHaveValue(coupleEmail);
  await sendCredit.getByRole("button", { name: "Envoyer" }).click();
  await expect(sendCredit).toBeHidden();
  await expect(page.getByRole("heading", { name: `Avoir AV-${year}-00001` })).toBeVisible();

  // ---- The couple's address is on their page, wherever it was entered.
  await page.goto(clientUrl);
  await expect(page.locator("address").filter({ hasText: "5 rue Mercière" })).toContainText("69002 Lyon");

  // ---- The couple received the invoice and the credit note, each with its PDF.
  for (const number of [`F-${year}-00001`, `AV-${year}-00001`]) {
    const message = await waitForMessage(page, coupleEmail, new RegExp(number));
    const raw = await rawMessage(page, message.id);
    expect(raw).toMatch(/Content-Type: application\/pdf/i);
    expect(raw).toContain(`${number}`);
    expect(raw).toMatch(/Content-Disposition: attachment/i);
  }

  // ---- The dashboard counts this month's revenue excluding VAT from the issued documents: the deposit invoice
  // (540,00 € HT) and the final invoice (1 260,00 € HT) less the credit note that cancels the final invoice.
  // The home of the back office is the dashboard.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Chiffre d'affaires du mois (HT)" })).toContainText(/540,00[\s\u202f\u00a0]€/);
}
