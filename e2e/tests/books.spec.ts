import { expect, test } from "@playwright/test";
import { newCompanyIdentifiers } from "./company-identifiers.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-des-comptes";
const year = new Date().getFullYear();
const euros = (text: string) => new RegExp(text.replace(/ /g, "[\\s\\u202f\\u00a0]"));
const parisDay = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

test.describe("« Comptabilité », from the screens", () => {
  test("a bank statement pays the invoice, an expense is categorised, the month's VAT is read and the FEC downloaded", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail("books");
    const company = newCompanyIdentifiers();
    await accountWithVendor(request, email, password, "Domaine des Comptes");
    await page.goto("/connexion");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/connexion"));

    // ---- The company, complete, so that an invoice can be issued.
    await page.goto("/vitrine/entreprise");
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

    // ---- A product, the couple, and their invoice issued: 2 000 € HT at 20 % = 2 400 € TTC.
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
    await clientPanel.getByLabel("Prénom").fill("Anne");
    await clientPanel.getByLabel("Nom", { exact: true }).fill("Morel");
    await clientPanel.getByLabel("Email").fill("anne.morel@exemple.fr");
    await clientPanel.getByLabel("Téléphone").fill("0612345678");
    await clientPanel.getByLabel("Numéro et rue").first().fill("5 rue Mercière");
    await clientPanel.getByLabel("Code postal").first().fill("69002");
    await clientPanel.getByLabel("Ville").first().fill("Lyon");
    await clientPanel.getByRole("button", { name: "Ajouter le client" }).click();
    await expect(page.getByText("Anne Morel a été ajouté.")).toBeVisible();
    await page.goto("/ventes/factures/nouveau");
    await page.getByRole("combobox", { name: "Client" }).fill("Anne");
    await page.getByRole("option", { name: "Anne Morel" }).click();
    const picker = page.getByRole("combobox", { name: "Ajouter un produit du catalogue" });
    await picker.fill("Location");
    await page.getByRole("option", { name: /Location de la salle/ }).click();
    await page.getByRole("button", { name: "Créer la facture" }).click();
    await expect(page).toHaveURL(/\/ventes\/factures\/[0-9a-f-]{36}$/);
    const invoiceUrl = page.url();
    await page.getByRole("button", { name: "Émettre" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
    const number = `F-${year}-00001`;
    await expect(page.getByRole("heading", { name: `Facture ${number}` })).toBeVisible();

    // ---- The month's bank statement (CSV of a French bank): the couple's transfer and a fuel expense.
    await page.getByRole("link", { name: "Comptabilité" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Comptabilité" })).toBeVisible();
    await page.getByRole("tab", { name: "Rapprochement" }).click();
    await expect(page).toHaveURL(/vue=rapprochement/);
    const day = parisDay().split("-").reverse().join("/");
    const statement = `Date opération;Libellé;Débit euros;Crédit euros\r\n${day};VIR SEPA MOREL ANNE ${number};;2 400,00\r\n${day};CB TOTAL ENERGIES;62,40;\r\n`;
    await page
      .getByLabel("Choisir un fichier")
      .setInputFiles({ name: "releve.csv", mimeType: "text/csv", buffer: Buffer.from(statement, "latin1") });
    await expect(
      page.getByText("2 opération(s) importée(s) sur 2, 0 doublon(s) ignoré(s), 1 rapprochement(s) sûr(s) proposé(s)."),
    ).toBeVisible();
    const transfer = page.getByRole("listitem", { name: `VIR SEPA MOREL ANNE ${number}` });
    await expect(transfer.getByText(euros(`Facture ${number} – Anne Morel \\(reste 2 400,00 €\\)`))).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "books-bank-desktop");
    await transfer.getByRole("button", { name: "Accepter" }).click();
    await expect(page.getByText("Ligne rapprochée.")).toBeVisible();
    await expect(transfer).toBeHidden();

    // ---- The fuel expense, categorised (VAT 20 % deducted).
    const fuel = page.getByRole("listitem", { name: "CB TOTAL ENERGIES" });
    await fuel.getByRole("button", { name: "Catégoriser" }).click();
    const editor = page.getByRole("dialog", { name: "Modifier l'opération" });
    await expect(editor.getByText("Le montant et la date viennent du relevé bancaire.")).toBeVisible();
    await expect(editor.getByText(euros("dont TVA −10,40 €"))).toHaveCount(1);
    await editor.getByLabel("Catégorie").click();
    await page.getByRole("option", { name: "Carburant · Déplacements" }).click();
    await expectAccessible(page);
    await screenshot(page, "books-editor-desktop");
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Opération enregistrée.")).toBeVisible();
    await expect(page.getByText("Toutes les lignes du relevé sont rapprochées.")).toBeVisible();

    // ---- The invoice is paid.
    await page.goto(invoiceUrl);
    await expect(page.getByText("Payée").first()).toBeVisible();

    // ---- The list, then the month's VAT: 400 € collected on the payment, 10,40 € deductible.
    await page.goto("/comptabilite");
    await expect(page.getByText("2 opérations")).toBeVisible();
    await expect(page.getByRole("button", { name: /CB TOTAL ENERGIES.*Carburant.*Rapprochée/ })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "books-list-desktop");
    await page.getByRole("tab", { name: "TVA et chiffres" }).click();
    await expect(page.getByText("TVA collectée").first()).toBeVisible();
    const figures = page.getByRole("group").or(page.locator("main"));
    await expect(figures.getByText(euros("400,00 €")).first()).toBeVisible();
    await expect(figures.getByText(euros("10,40 €")).first()).toBeVisible();
    await expect(figures.getByText(euros("389,60 €")).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "books-vat-desktop");

    // ---- The FEC of the fiscal year, named after the SIREN and the closing day.
    await page.getByRole("tab", { name: "Exports" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Télécharger : FEC de l'exercice" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${company.siren}FEC${year}1231.txt`);
    const fec = (await (await download.createReadStream()).toArray()).map((b) => Buffer.from(b)).join("");
    expect(fec.split("\r\n")[0]).toBe(
      "JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise",
    );
    expect(fec).toContain(`VT\tVentes\tVT000001`);
    expect(fec).toContain("606100");
  });
});
