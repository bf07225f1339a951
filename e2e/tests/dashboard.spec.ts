import { expect as baseExpect, type Page, test } from "@playwright/test";
import { parisYear } from "./paris-time.ts";
import { registerOnScreens } from "./screens-journey.ts";
import { expectAccessible, screenshot, uniqueEmail } from "./support.ts";

// The machine the journeys run on is shared: a screen may take more than the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

const nextYear = parisYear() + 1;
/** How far the page scrolls sideways; polled, since charts follow a new width a frame or more later (ResizeObserver). */
const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A couple and their wedding, entered as the vendor does: the client panel, then « Créer un événement ». */
async function coupleWithWedding(
  page: Page,
  c: {
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    source: string;
    wedding: string;
    date: string;
    guests: string;
  },
) {
  await page.goto("/clients");
  await page.getByRole("button", { name: "Nouveau client" }).first().click();
  const panel = page.getByRole("dialog", { name: "Nouveau client" });
  await panel.getByLabel("Prénom").fill(c.firstname);
  await panel.getByLabel("Nom", { exact: true }).fill(c.lastname);
  await panel.getByLabel("Email").fill(c.email);
  await panel.getByLabel("Téléphone").fill(c.phone);
  await panel.getByLabel("Source").click();
  await page.getByRole("option", { name: c.source }).click();
  await panel.getByRole("button", { name: "Ajouter le client" }).click();
  const name = `${c.firstname} ${c.lastname}`;
  await expect(page.getByText(`${name} a été ajouté.`)).toBeVisible();
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Créer un événement" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvel événement" });
  await dialog.getByLabel("Nom de l'événement").fill(c.wedding);
  await dialog.getByRole("radio", { name: "Jour connu" }).check();
  await dialog.getByLabel("Date de l'événement").fill(c.date);
  await dialog.getByLabel("Invités (estimation)").fill(c.guests);
  await dialog.getByRole("button", { name: "Créer l'événement" }).click();
  await expect(page.getByText(`« ${c.wedding} » a été créé.`)).toBeVisible();
}

test.describe("dashboard", () => {
  test("a new vendor enters two weddings on screen and reads them on « Tableau de bord » and « Statistiques », desktop and phone", async ({
    page,
  }) => {
    await registerOnScreens(page, {
      email: uniqueEmail("tableau"),
      password: "mot-de-passe-du-tableau",
      vendorType: ["photogr", /Photographe/],
      corporateName: "Studio du Tableau SAS",
      tradeName: "Studio du Tableau",
    });
    // A first look: nothing yet, every figure at zero and said so.
    await page.getByRole("navigation").getByRole("link", { name: "Tableau de bord" }).click();
    await expect(page).toHaveURL(/\/tableau-de-bord$/);
    await expect(page.getByRole("region", { name: "Prochains événements" })).toContainText("Aucun événement à venir.");

    await coupleWithWedding(page, {
      firstname: "Camille",
      lastname: "Lefèvre",
      email: uniqueEmail("camille"),
      phone: "0612345678",
      source: "Mariages.net",
      wedding: "Mariage de Camille",
      date: `${nextYear}-06-12`,
      guests: "120",
    });
    // Camille and Hugo sign: their wedding is confirmed from its page.
    await page.getByRole("link", { name: "Mariage de Camille" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mariage de Camille" })).toBeVisible();
    await page.getByRole("button", { name: "Changer le statut de « Mariage de Camille »" }).click();
    await page.getByRole("menuitem", { name: "Réservations confirmées" }).click();
    await expect(page.getByRole("main").getByText("Réservations confirmées").first()).toBeVisible();
    await coupleWithWedding(page, {
      firstname: "Léa",
      lastname: "Moreau",
      email: uniqueEmail("lea"),
      phone: "0698765432",
      source: "Bouche-à-oreille",
      wedding: "Mariage de Léa",
      date: `${nextYear}-09-18`,
      guests: "80",
    });

    // ---- The dashboard, from the navigation.
    await page.getByRole("navigation").getByRole("link", { name: "Tableau de bord" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    const month = page.getByRole("region", { name: "Chiffre d'affaires du mois (HT)" });
    await expect(month).toContainText(/0,00[\s\u202f\u00a0]€/);
    await expect(month).toContainText(/Encaissé : 0,00[\s\u202f\u00a0]€ TTC/);
    const upcoming = page.getByRole("region", { name: "Prochains événements" });
    await expect(upcoming.getByRole("listitem")).toHaveCount(2);
    await expect(upcoming.getByRole("listitem").first()).toContainText(`12 juin ${nextYear}`);
    await expect(upcoming.getByRole("listitem").first()).toContainText("Camille Lefèvre");
    await expect(upcoming.getByRole("listitem").first()).toContainText("120 invités");
    await expect(upcoming.getByRole("listitem").nth(1)).toContainText(`18 sept. ${nextYear}`);
    await expect(page.getByText("Invités en moyenne :")).toContainText("100");
    await expect(page.getByText("Mois le plus chargé :")).toContainText(`sept. ${nextYear}`);
    // The figures behind a chart, as a table on demand.
    const pipeline = page.getByRole("region", { name: "Événements par statut" });
    await pipeline.getByRole("button", { name: "Afficher le tableau" }).click();
    const pipelineTable = pipeline.getByRole("table", { name: "Événements par statut" });
    await expect(pipelineTable.getByRole("row", { name: /Réservations confirmées/ })).toContainText("1");
    await expect(pipelineTable.getByRole("row", { name: /Demandes reçues/ })).toContainText("1");
    const types = page.getByRole("region", { name: "Types d'événements" });
    await types.getByRole("button", { name: "Afficher le tableau" }).click();
    await expect(types.getByRole("row", { name: /Mariage/ })).toContainText("100\u00a0%");
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await screenshot(page, "dashboard-desktop");

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(upcoming.getByRole("listitem")).toHaveCount(2);
    await expect.poll(() => noSideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "dashboard-phone");
    await page.setViewportSize({ width: 1366, height: 860 });

    // Each figure leads to its list.
    await upcoming.getByRole("link", { name: "Mariage de Léa" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mariage de Léa" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Tous les événements" }).click();
    await expect(page).toHaveURL(/\/evenements/);
    await page.goBack();
    await page.getByRole("link", { name: "Voir les devis envoyés" }).click();
    await expect(page).toHaveURL(/\/ventes\/devis\?statut=SENT$/);

    // ---- « Statistiques »: next year's weddings by type and by source, the conversion, a CSV export.
    await page.getByRole("navigation").getByRole("link", { name: "Statistiques" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Statistiques" })).toBeVisible();
    await page.getByLabel("Du").fill(`${nextYear}-01-01`);
    await page.getByLabel("Au").fill(`${nextYear}-12-31`);
    await expect(page).toHaveURL(new RegExp(`du=${nextYear}-01-01&au=${nextYear}-12-31`));
    await expect(page.getByRole("table", { name: "Par type d'événement" }).getByRole("row", { name: /Mariage/ })).toContainText(
      "2",
    );
    const sources = page.getByRole("table", { name: "Par origine des clients" });
    await expect(sources.getByRole("row", { name: /Mariages\.net/ })).toContainText("100\u00a0%");
    await expect(sources.getByRole("row", { name: /Bouche-à-oreille/ })).toContainText("0\u00a0%");
    await expect(page.getByRole("region", { name: "Conversion demande → réservation confirmée" })).toContainText("50\u00a0%");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter en CSV" }).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("Par type d'événement;Mariage;2;100");
    expect(text).toContain("Par origine des clients;Mariages.net;1;1");
    await expectAccessible(page);
    await screenshot(page, "statistics-desktop");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(sources).toBeVisible();
    await expect.poll(() => noSideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "statistics-phone");
  });
});
