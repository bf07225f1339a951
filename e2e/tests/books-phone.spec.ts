import { expect, test } from "@playwright/test";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";
import { logIn, password } from "./tasks-journey.ts";

/** A 1 × 1 PNG: the photo of a till receipt, as small as the media library takes. */
const receiptPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const fitsTheScreen = async (page: import("@playwright/test").Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.describe("« Comptabilité » on a phone", () => {
  test("types in an expense with the photo of its receipt, and reads the month's figures at 375 px", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail("books.mobile");
    await accountWithVendor(request, email, password, "Fleurs de Lise");
    await logIn(page, email);
    await page.getByRole("button", { name: "Ouvrir la navigation" }).click();
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Comptabilité" }).click();
    await expect(page).toHaveURL(/\/comptabilite/);

    await page.getByRole("button", { name: "Nouvelle opération" }).first().click();
    const editor = page.getByRole("dialog", { name: "Nouvelle opération" });
    await editor.getByLabel("Libellé").first().fill("Fleuriste Rungis");
    await editor.getByLabel("Montant TTC (€)").first().fill("-36,00");
    await editor.getByRole("button", { name: "Ajouter une ventilation" }).click();
    await editor
      .locator("input[type=file]")
      .setInputFiles({ name: "ticket-rungis.png", mimeType: "image/png", buffer: receiptPng });
    await expect(editor.getByRole("button", { name: "Ouvrir le justificatif ticket-rungis.png" })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
    await screenshot(page, "books-editor-phone");
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Opération enregistrée.")).toBeVisible();
    await expect(editor).toBeHidden();

    const row = page.getByRole("button", { name: /Fleuriste Rungis/ });
    await expect(row.getByRole("img", { name: "Justificatif" })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
    await screenshot(page, "books-list-phone");

    // The receipt stays on the operation when it is opened again.
    await row.click();
    const again = page.getByRole("dialog", { name: "Modifier l'opération" });
    await expect(again.getByRole("button", { name: "Ouvrir le justificatif ticket-rungis.png" })).toBeVisible();
    await again.getByRole("button", { name: "Annuler" }).click();

    await page.getByRole("tab", { name: "TVA et chiffres" }).click();
    await expect(page.getByText("TVA déductible").first()).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
    await screenshot(page, "books-vat-phone");
  });
});
