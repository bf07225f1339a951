import { expect, type Page, test } from "@playwright/test";
import { seedPipeline, vendorApi } from "./clients-events-seed.ts";
import { accountWithVendor, expectAccessible, liftWithKeyboard, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-du-domaine";

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

const minimalPdf =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

const column = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("clients and the events pipeline", () => {
  test("a professional client, its event moved on the board, then archived", async ({ page, request }) => {
    const email = uniqueEmail("pipeline");
    await accountWithVendor(request, email, password, "Domaine des Tilleuls");
    await logIn(page, email);

    // The dashboard is the home of the back office; on the empty pipeline a new vendor is told what to do first.
    await expect(page).toHaveURL(/\/tableau-de-bord$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Événements" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Événements" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ajoutez votre premier événement" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Clients" }).click();
    await expect(page.getByRole("heading", { name: "Ajoutez votre premier client" })).toBeVisible();
    await expectAccessible(page);

    // A professional client with its company.
    await page.getByRole("button", { name: "Nouveau client" }).click();
    const panel = page.getByRole("dialog", { name: "Nouveau client" });
    await panel.getByRole("button", { name: "Professionnel" }).click();
    await panel.getByLabel("Raison sociale").fill("Durand Événements SAS");
    await panel.getByLabel("Nom commercial").fill("Durand Events");
    await panel.getByLabel("SIREN").fill("732 829 320");
    await panel.getByRole("button", { name: "Ajouter le client" }).click();
    // Refused by the domain schema: the message is shown, nothing typed is lost.
    await expect(panel.getByText("Le SIRET est requis")).toBeVisible();
    await expect(panel.getByLabel("Raison sociale")).toHaveValue("Durand Événements SAS");
    await panel.getByLabel("SIRET").fill("73282932000074");
    await panel.getByLabel("Prénom").fill("Claire");
    await panel.getByLabel("Nom", { exact: true }).fill("Durand");
    await panel.getByLabel("Email").fill("claire@durand-events.fr");
    await panel.getByLabel("Téléphone").fill("0612345678");
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Ajouter le client" }).click();
    await expect(page.getByText("Durand Events a été ajouté.")).toBeVisible();
    await expect(panel).toBeHidden();

    // More clients, so that the list looks like a vendor's.
    const api = await vendorApi(request, email, password);
    await seedPipeline(api);
    await page.reload();
    const table = page.getByRole("table", { name: "Vos clients" });
    await expect(table.getByRole("link", { name: "Durand Events" })).toBeVisible();
    await expect(table.getByText("06 12 34 56 78")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "clients-desktop");

    // Search and filters live in the address.
    await page.getByLabel("Rechercher un client").fill("du");
    await expect(page.getByText("Tapez au moins 3 caractères pour lancer la recherche.")).toBeVisible();
    await page.getByLabel("Rechercher un client").fill("durand");
    await expect(page).toHaveURL(/q=durand/);
    await expect(page.getByRole("table", { name: "Clients correspondant à « durand »" }).getByRole("link")).toHaveText([
      "Durand Events",
    ]);

    // The client's page, and an event created for it.
    await page.getByRole("link", { name: "Durand Events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Durand Events" })).toBeVisible();
    await expect(page.getByText("73282932000074")).toBeVisible();
    await expectAccessible(page);

    // The signed contract, kept with the client: uploaded, listed, still there after a reload.
    const documents = page.getByRole("list", { name: "Documents du client" });
    await page
      .getByLabel("Fichiers à envoyer")
      .setInputFiles([{ name: "contrat-durand.pdf", mimeType: "application/pdf", buffer: Buffer.from(minimalPdf) }]);
    await expect(page.getByText("1 document ajouté.")).toBeVisible();
    await expect(documents.getByRole("listitem", { name: "contrat-durand.pdf" })).toBeVisible();
    await page.reload();
    await expect(documents.getByRole("listitem", { name: "contrat-durand.pdf" })).toBeVisible();
    await page.getByRole("button", { name: "Créer un événement" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvel événement" });
    await expect(dialog.getByLabel("Client")).toHaveValue("Durand Events");
    await dialog.getByLabel("Nom de l'événement").fill("Séminaire Durand 2027");
    await dialog.getByRole("combobox", { name: "Type d'événement" }).fill("seminaire");
    await page.getByRole("option", { name: "Séminaire", exact: true }).click();
    await dialog.getByRole("radio", { name: "Jour connu" }).check();
    await dialog.getByLabel("Date de l'événement").fill("2027-06-12");
    await dialog.getByLabel("Invités (estimation)").fill("80");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Créer l'événement" }).click();
    await expect(page.getByText("« Séminaire Durand 2027 » a été créé.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Séminaire Durand 2027" })).toBeVisible();
    await expect(page.getByText("12 juin 2027")).toBeVisible();
    await screenshot(page, "client-desktop");

    // The board: the new event waits in the first column.
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Événements" }).click();
    const received = column(page, "Demandes reçues");
    const quoted = column(page, "Devis envoyés");
    await expect(received.getByRole("link", { name: "Séminaire Durand 2027" })).toBeVisible();
    await expect(received.getByRole("link", { name: "Mariage de Camille et Hugo" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "event-board-desktop");

    // Moved with the keyboard: Space lifts the card, the right arrow reaches the next column, Space drops it.
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/event/status/update") && r.ok());
    const handle = page.getByRole("button", { name: "Déplacer « Séminaire Durand 2027 »" });
    await handle.focus();
    // Each step waits for what a screen reader user is told.
    await liftWithKeyboard(page);
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("« Séminaire Durand 2027 » au-dessus de la colonne « Devis envoyés ».")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(quoted.getByRole("link", { name: "Séminaire Durand 2027" })).toBeVisible();
    await expect(received.getByRole("link", { name: "Séminaire Durand 2027" })).toHaveCount(0);
    await saved;
    await page.reload();
    await expect(quoted.getByRole("link", { name: "Séminaire Durand 2027" })).toBeVisible();
    await expect(received.getByRole("link", { name: "Séminaire Durand 2027" })).toHaveCount(0);

    // The list view and the status configuration are reachable and accessible too.
    await page.getByRole("button", { name: "Liste" }).click();
    await expect(page).toHaveURL(/vue=liste/);
    await expect(
      page.getByRole("table", { name: "Tous les événements" }).getByRole("link", { name: "Séminaire Durand 2027" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Statuts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Statuts des événements" })).toBeVisible();
    await expectAccessible(page);

    // Archived from its page: it leaves the board.
    await page.goto("/evenements");
    await quoted.getByRole("link", { name: "Séminaire Durand 2027" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Séminaire Durand 2027" })).toBeVisible();
    await expect(page.getByText("samedi 12 juin 2027")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "event-desktop");
    await page.getByRole("button", { name: "Archiver" }).click();
    await page.getByRole("dialog", { name: "Archiver cet événement ?" }).getByRole("button", { name: "Archiver" }).click();
    await expect(page.getByText("Cet événement est archivé")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Événements" }).click();
    await expect(column(page, "Devis envoyés").getByRole("link", { name: "Mariage d'Inès" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Séminaire Durand 2027" })).toHaveCount(0);
  });
});
