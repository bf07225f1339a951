import { expect as baseExpect, test } from "@playwright/test";
import { validateFec } from "../../packages/domain/src/transactions/fec-validator.ts";
import { newCompanyIdentifiers } from "./company-identifiers.ts";
import { parisDay, parisYear } from "./paris-time.ts";
import { registerOnScreens } from "./screens-journey.ts";
import { expectAccessible, screenshot, uniqueEmail } from "./support.ts";

// The machine the journeys run on is shared: a screen may take more than the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

const year = parisYear();
const euros = (text: string) => new RegExp(text.replace(/ /g, "[\\s\\u202f\\u00a0]"));
/** A FEC amount (« 720,00 ») in cents; empty is zero. */
const fecCents = (v: string | undefined) => (v ? Math.round(Number(v.replace(",", ".")) * 100) : 0);

/**
 * Issue 19's « Done when », as a new vendor would try it, through the screens only: registration, a quote
 * with a 30 % deposit, the deposit invoice and the final invoice issued, a month of bank statement imported,
 * both transfers reconciled (the invoices turn « Payée »), the expenses categorised, the month's VAT read and
 * the FEC downloaded and checked by the project's validator.
 */
test.describe("« Comptabilité », from the screens", () => {
  test("a new vendor imports the month's statement, reconciles the deposit and the balance, categorises its expenses, reads its VAT and downloads a valid FEC", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const company = newCompanyIdentifiers();
    await registerOnScreens(page, {
      email: uniqueEmail("books"),
      password: "mot-de-passe-des-comptes",
      vendorType: ["lieu", /Lieu de réception/],
      corporateName: "Domaine des Comptes SAS",
      tradeName: "Domaine des Comptes",
    });

    // ---- The company, complete, so that invoices can be issued.
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

    // ---- A product and the couple.
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

    // ---- The quote, 2 000 € HT at 20 % = 2 400 € TTC, with a 30 % deposit; accepted.
    await page.goto("/ventes/devis/nouveau");
    await page.getByRole("combobox", { name: "Client" }).fill("Anne");
    await page.getByRole("option", { name: "Anne Morel" }).click();
    const picker = page.getByRole("combobox", { name: "Ajouter un produit du catalogue" });
    await picker.fill("Location");
    await page.getByRole("option", { name: /Location de la salle/ }).click();
    await expect(page.getByTestId("total-ttc")).toHaveText(euros("2 400,00 €"));
    await page.getByRole("button", { name: "Ajouter un acompte" }).click();
    await expect(page.getByRole("list", { name: "Échéancier des acomptes" }).getByTestId("deposit-amount")).toHaveText([
      euros("720,00 €"),
      euros("1 680,00 €"),
    ]);
    await page.getByRole("button", { name: "Créer le devis" }).click();
    await expect(page.getByRole("heading", { name: `Devis D-${year}-00001` })).toBeVisible();
    const quoteUrl = page.url();
    await page.getByRole("button", { name: "Changer le statut" }).click();
    await page.getByRole("menuitem", { name: "Accepté" }).click();
    await page
      .getByRole("dialog", { name: "Passer le document à « Accepté » ?" })
      .getByRole("button", { name: "Changer le statut" })
      .click();
    await expect(page.getByText("Accepté", { exact: true }).first()).toBeVisible();

    // ---- The deposit invoice (720 € TTC), issued.
    await page.getByRole("button", { name: "Convertir" }).click();
    await page.getByRole("menuitem", { name: "Facture d'acompte" }).click();
    await page
      .getByRole("dialog", { name: "Créer une facture d'acompte" })
      .getByRole("button", { name: "Créer la facture d'acompte" })
      .click();
    await expect(page).toHaveURL(/\/ventes\/acomptes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("total-ttc")).toHaveText(euros("720,00 €"));
    await page.getByRole("button", { name: "Émettre" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
    const deposit = `AC-${year}-00001`;
    await expect(page.getByRole("heading", { name: `Facture d'acompte ${deposit}` })).toBeVisible();
    const depositUrl = page.url();

    // ---- The final invoice: the deposit deducted, 1 680 € TTC due; issued.
    await page.goto(quoteUrl);
    await page.getByRole("button", { name: "Convertir" }).click();
    await page.getByRole("menuitem", { name: "Facture de solde" }).click();
    await page
      .getByRole("dialog", { name: "Créer la facture de solde" })
      .getByRole("button", { name: "Créer la facture de solde" })
      .click();
    await expect(page).toHaveURL(/\/ventes\/factures\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("due-ttc")).toHaveText(euros("1 680,00 €"));
    await page.getByRole("button", { name: "Émettre" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
    const final = `F-${year}-00001`;
    await expect(page.getByRole("heading", { name: `Facture ${final}` })).toBeVisible();
    const finalUrl = page.url();

    // ---- The month's bank statement (CSV of a French bank): the couple's two transfers and two expenses.
    await page.getByRole("link", { name: "Comptabilité" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Comptabilité" })).toBeVisible();
    await page.getByRole("tab", { name: "Rapprochement" }).click();
    await expect(page).toHaveURL(/vue=rapprochement/);
    const today = parisDay().split("-").reverse().join("/");
    const firstOfMonth = `01/${today.slice(3)}`;
    const statement = [
      "Date opération;Libellé;Débit euros;Crédit euros",
      `${firstOfMonth};PRLV SEPA FREE MOBILE;36,00;`,
      `${firstOfMonth};CB TOTAL ENERGIES;62,40;`,
      `${today};VIR SEPA MOREL ANNE ${deposit};;720,00`,
      `${today};VIR SEPA MOREL ANNE ${final};;1 680,00`,
      "",
    ].join("\r\n");
    await page
      .getByLabel("Choisir un fichier")
      .setInputFiles({ name: "releve.csv", mimeType: "text/csv", buffer: Buffer.from(statement, "latin1") });
    await expect(
      page.getByText("4 opération(s) importée(s) sur 4, 0 doublon(s) ignoré(s), 2 rapprochement(s) sûr(s) proposé(s)."),
    ).toBeVisible();
    const depositTransfer = page.getByRole("listitem", { name: `VIR SEPA MOREL ANNE ${deposit}` });
    const finalTransfer = page.getByRole("listitem", { name: `VIR SEPA MOREL ANNE ${final}` });
    // Each transfer is offered its own invoice (the deposit line may also list the final invoice, further down).
    const depositMatch = depositTransfer.getByText(euros(`Facture ${deposit} – Anne Morel \\(reste 720,00 €\\)`));
    const finalMatch = finalTransfer.getByText(euros(`Facture ${final} – Anne Morel \\(reste 1 680,00 €\\)`));
    await expect(depositMatch).toBeVisible();
    await expect(finalMatch).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "books-bank-desktop");

    // ---- Both suggestions accepted, each on its own suggestion's button.
    await depositMatch.locator("xpath=..").getByRole("button", { name: "Accepter" }).click();
    await expect(depositTransfer).toBeHidden();
    await finalMatch.locator("xpath=..").getByRole("button", { name: "Accepter" }).click();
    await expect(finalTransfer).toBeHidden();

    // ---- The expenses, categorised (VAT 20 % deducted on each).
    const categorise = async (label: string, vat: string, option: string) => {
      await page.getByRole("listitem", { name: label }).getByRole("button", { name: "Catégoriser" }).click();
      const editor = page.getByRole("dialog", { name: "Modifier l'opération" });
      await expect(editor.getByText("Le montant et la date viennent du relevé bancaire.")).toBeVisible();
      await expect(editor.getByText(euros(`dont TVA −${vat}`))).toHaveCount(1);
      await editor.getByLabel("Catégorie").click();
      await page.getByRole("option", { name: option }).click();
      return editor;
    };
    const fuelEditor = await categorise("CB TOTAL ENERGIES", "10,40 €", "Carburant · Déplacements");
    await expectAccessible(page);
    await screenshot(page, "books-editor-desktop");
    await fuelEditor.getByRole("button", { name: "Enregistrer" }).click();
    await expect(fuelEditor).toBeHidden();
    await expect(page.getByRole("listitem", { name: "CB TOTAL ENERGIES" })).toBeHidden();
    const phoneEditor = await categorise("PRLV SEPA FREE MOBILE", "6,00 €", "Téléphone et internet · Charges fixes");
    await phoneEditor.getByRole("button", { name: "Enregistrer" }).click();
    await expect(phoneEditor).toBeHidden();
    await expect(page.getByText("Toutes les lignes du relevé sont rapprochées.")).toBeVisible();

    // ---- Both invoices are paid.
    for (const url of [depositUrl, finalUrl]) {
      await page.goto(url);
      await expect(page.getByText("Payée").first()).toBeVisible();
    }

    // ---- The list, then the month's VAT: 120 € + 280 € collected on the payments (services, on receipt),
    // 10,40 € + 6,00 € deductible on the expenses, 383,60 € due.
    await page.goto("/comptabilite");
    await expect(page.getByText("4 opérations")).toBeVisible();
    await expect(page.getByRole("button", { name: /CB TOTAL ENERGIES.*Carburant.*Rapprochée/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /FREE MOBILE.*Téléphone et internet.*Rapprochée/ })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "books-list-desktop");
    await page.getByRole("tab", { name: "TVA et chiffres" }).click();
    await expect(page.getByText("TVA collectée").first()).toBeVisible();
    // The month's figures come first, before the months' table that repeats some of their labels.
    const figure = (label: string) => page.getByText(label, { exact: true }).first().locator("xpath=..");
    await expect(figure("TVA collectée")).toContainText(euros("400,00 €"));
    await expect(figure("TVA déductible")).toContainText(euros("16,40 €"));
    await expect(figure("TVA nette du mois")).toContainText(euros("383,60 €"));
    // The month's balance: 2 400 € received, 98,40 € spent.
    await expect(figure("Solde du mois")).toContainText(euros("2 301,60 €"));
    const month = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "Europe/Paris" }).format(
      new Date(),
    );
    const monthRow = page.getByRole("table", { name: "TVA et chiffres" }).getByRole("row").filter({ hasText: month });
    await expect(monthRow).toContainText(euros("2 400,00 €"));
    await expect(monthRow).toContainText(euros("−98,40 €"));
    await expectAccessible(page);
    await screenshot(page, "books-vat-desktop");

    // ---- The FEC of the fiscal year, named after the SIREN and the closing day, accepted by the validator.
    await page.getByRole("tab", { name: "Exports" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Télécharger : FEC de l'exercice" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${company.siren}FEC${year}1231.txt`);
    // ISO 8859-15, as art. A47 A-1 allows.
    const fec = new TextDecoder("iso-8859-15").decode(Buffer.concat(await (await download.createReadStream()).toArray()));
    expect(fec).toContain("TVA déductible sur autres biens et services");
    expect(validateFec(fec, { start: `${year}-01-01`, end: `${year}-12-31` })).toEqual([]);
    const rows = fec
      .split("\r\n")
      .slice(1)
      .filter((l) => l !== "")
      .map((l) => l.split("\t"));
    const lines = (account: string) => rows.filter((r) => r[4] === account);
    const balance = (account: string) => lines(account).reduce((sum, r) => sum + fecCents(r[11]) - fecCents(r[12]), 0);
    // The deposit received on 4191 (600 € HT credited by the bank entry, its 120 € VAT collected on receipt),
    // cleared by the final invoice's debit: both lines there, lettered together, balanced.
    const deposits = lines("419100");
    expect(deposits.map((r) => [r[0], fecCents(r[11]), fecCents(r[12])])).toEqual([
      ["BQ", 0, 60_000],
      ["VT", 60_000, 0],
    ]);
    expect(deposits[0]?.[13]).not.toBe("");
    expect(deposits[1]?.[13]).toBe(deposits[0]?.[13]);
    expect(balance("419100")).toBe(0);
    // Sales 2 000 € HT, 400 € VAT collected, 16,40 € deductible, the couple's account settled.
    expect(balance("706000")).toBe(-200_000);
    expect(balance("445710")).toBe(-40_000);
    expect(balance("445660")).toBe(1_640);
    expect(balance("411000")).toBe(0);
    expect(balance("606100")).toBe(5_200);
    expect(balance("626000")).toBe(3_000);
    expect(rows.some((r) => r[0] === "VT") && rows.some((r) => r[0] === "BQ")).toBe(true);
  });
});
