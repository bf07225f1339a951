import { expect, test } from "@playwright/test";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";
import { createBoard, fillScheduledEmail, listRegion, logIn, parisDayAndTime, password, sentMessage } from "./tasks-journey.ts";

test.describe("task boards on a phone", () => {
  test("one list at a time: a task moved from its menu, an e-mail due now sent and found in its done list", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail("taches.mobile");
    await accountWithVendor(request, email, password, "Traiteur des Tilleuls");
    await logIn(page, email);
    await page.getByRole("button", { name: "Ouvrir la navigation" }).click();
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Tâches" }).click();
    await expect(page).toHaveURL(/\/taches$/);
    await expect(page.getByRole("heading", { name: "Aucun tableau pour l'instant" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "tasks-boards-empty-phone");
    await createBoard(page, "Mariage");

    const tabs = page.getByRole("tablist", { name: "Listes du tableau" });
    await expect(tabs.getByRole("tab")).toHaveText(["À faire (0)", "En cours (0)", "Fait (0)"]);
    await expect(listRegion(page, "En cours")).toBeHidden();

    // On a phone a card changes list from its menu.
    await listRegion(page, "À faire").getByRole("button", { name: "Ajouter une tâche" }).click();
    const editor = page.getByRole("dialog", { name: "Nouvelle tâche" });
    await editor.getByRole("textbox", { name: "Libellé" }).fill("Visite de la salle");
    await editor.getByRole("button", { name: "Créer la tâche" }).click();
    await expect(editor).toBeHidden();
    await page.getByRole("button", { name: "Actions pour la tâche Visite de la salle" }).click();
    await page.getByRole("menuitem", { name: /^Déplacer vers «\s*En cours\s*»$/ }).click();
    await expect(tabs.getByRole("tab", { name: "En cours (1)" })).toBeVisible();
    await tabs.getByRole("tab", { name: "En cours (1)" }).click();
    await expect(listRegion(page, "En cours").getByRole("button", { name: "Visite de la salle", exact: true })).toBeVisible();

    // An e-mail due now (this very minute).
    await page.getByRole("button", { name: "Nouvelle tâche" }).click();
    const emailEditor = await fillScheduledEmail(page, {
      name: "Rappel du rendez-vous",
      due: parisDayAndTime(0),
      from: "contact@tilleuls.fr",
      to: "ines.garnier@exemple.fr",
      objectStart: "Rendez-vous — ",
      bodyText: "Bonjour, nous vous attendons pour la visite.",
      listDone: "Fait",
    });
    await expectAccessible(page);
    await screenshot(page, "tasks-email-editor-phone");
    await emailEditor.getByRole("button", { name: "Créer la tâche" }).click();
    await expect(emailEditor).toBeHidden();

    const message = await sentMessage(request, "ines.garnier@exemple.fr");
    expect(message.subject).toBe("Rendez-vous — Traiteur des Tilleuls");
    await expect(tabs.getByRole("tab", { name: "Fait (1)" })).toBeVisible({ timeout: 15_000 });
    await tabs.getByRole("tab", { name: "Fait (1)" }).click();
    const done = listRegion(page, "Fait");
    await expect(done.getByRole("button", { name: "Rappel du rendez-vous", exact: true })).toBeVisible();
    await expect(done.getByText(/^Envoyé le/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "tasks-board-phone");
  });
});
