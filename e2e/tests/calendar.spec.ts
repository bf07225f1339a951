import { expect, type Page, test } from "@playwright/test";
import { type GoogleStandIn, startGoogleStandIn } from "../../apps/api/src/test/google-stand-in.ts";
import { vendorApi } from "./clients-events-seed.ts";
import { inCurrentPeriod, nextFullHour } from "./paris-time.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";
import { logIn, password, sentMessage } from "./tasks-journey.ts";

const viewButtons = ["Année", "Mois", "Semaine", "Jour", "Planning"] as const;

async function openAgenda(page: Page) {
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Agenda" }).click();
  await expect(page).toHaveURL(/\/agenda/);
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
}

test.describe("agenda", () => {
  test("a vendor creates an appointment on screen, sees it in the six views, edits and finds it in the list", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail("agenda");
    await accountWithVendor(request, email, password, "Domaine des Tilleuls");
    await logIn(page, email);
    await openAgenda(page);
    await expect(page).toHaveURL(/view=dayGridMonth/);
    await expectAccessible(page);

    // The title is required, with the spec's message; what was typed stays.
    const proposed = nextFullHour();
    await page.getByRole("button", { name: "Nouveau rendez-vous" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau rendez-vous" });
    await dialog.getByLabel("Invités (e-mails)").fill("anne@exemple.fr");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Le nom de l'événement est requis.")).toBeVisible();
    await expect(dialog.getByLabel("Invités (e-mails)")).toHaveValue("anne@exemple.fr");
    await dialog.getByLabel("Nom du rendez-vous").fill("Visite du domaine");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Rendez-vous enregistré.")).toBeVisible();

    // The appointment starts at the next full hour: today or, just before midnight, tomorrow.
    const entry = page.locator(".agenda-appointment", { hasText: "Visite du domaine" }).first();
    await page.getByRole("tab", { name: "Jour", exact: true }).click();
    await expect(page).toHaveURL(/view=timeGridDay/);
    if (!inCurrentPeriod(proposed, "day")) await page.getByRole("button", { name: "Suivant" }).click();
    await expect(entry).toBeVisible();
    const today = page.getByRole("button", { name: "Aujourd'hui" });
    if (await today.isEnabled()) await today.click();

    for (const view of viewButtons) {
      await page.getByRole("tab", { name: view, exact: true }).click();
      await expect(page.getByRole("tab", { name: view, exact: true })).toHaveAttribute("aria-selected", "true");
    }
    await expect(page).toHaveURL(/view=listWeek/);
    await expect(page.getByText("Visite du domaine")).toBeVisible();
    await screenshot(page, "calendar-list-desktop");

    // A click opens it in the dialog; the change shows in the list.
    await page.getByText("Visite du domaine").click();
    const edit = page.getByRole("dialog", { name: "Modifier le rendez-vous" });
    await expect(edit.getByLabel("Nom du rendez-vous")).toHaveValue("Visite du domaine");
    await edit.getByLabel("Nom du rendez-vous").fill("Visite et dégustation");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText("Visite et dégustation")).toBeVisible();

    // Filters hide a source and keep the choice in the address.
    await page.getByRole("button", { name: "Rendez-vous", exact: true }).click();
    await expect(page).toHaveURL(/hide=appointments/);
    await expect(page.getByText("Visite et dégustation")).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
    await expect(page.getByText("Visite et dégustation")).toBeHidden();
    await page.getByRole("button", { name: "Rendez-vous", exact: true }).click();
    await expect(page.getByText("Visite et dégustation")).toBeVisible();

    await page.getByRole("tab", { name: "Mois", exact: true }).click();
    await expectAccessible(page);
    await screenshot(page, "calendar-month-desktop");
    await page.getByRole("tab", { name: "Semaine", exact: true }).click();
    await screenshot(page, "calendar-week-desktop");

    // The private ICS address, as a phone's calendar would read it.
    const ics = page.getByRole("region", { name: "Abonnement depuis votre téléphone" });
    await ics.getByRole("button", { name: "Créer l'adresse d'abonnement" }).click();
    const address = await ics.getByLabel("Adresse d'abonnement (ICS)").inputValue();
    const feed = await request.get(address);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain("SUMMARY:Visite et dégustation");

    // Deleting asks once.
    await page.getByRole("tab", { name: "Planning", exact: true }).click();
    await page.getByText("Visite et dégustation").click();
    await page.getByRole("dialog", { name: "Modifier le rendez-vous" }).getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("dialog", { name: "Supprimer ce rendez-vous ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Rendez-vous supprimé.")).toBeVisible();
    await expect(page.getByText("Visite et dégustation")).toBeHidden();
  });

  test.describe("with Google (local stand-in)", () => {
    let google: GoogleStandIn;
    test.beforeAll(async () => {
      google = await startGoogleStandIn({
        port: Number(process.env.E2E_GOOGLE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000),
      });
    });
    test.afterAll(async () => {
      await google.close();
    });

    test("a vendor links Google on screen, sees and edits Google events, invites a client to an appointment sent to Google, answers a review", async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const start = nextFullHour();
      const bank = google.asUser.insert("primary-cal", {
        summary: "Rendez-vous banque (Google)",
        start: { dateTime: start.toISOString() },
        end: { dateTime: new Date(start.getTime() + 3_600_000).toISOString() },
      });
      const email = uniqueEmail("agenda-google");
      await accountWithVendor(request, email, password, "Manoir des Saules");
      // Setup: the couple exists as a client (the clients' screens are tested elsewhere).
      const coupleEmail = uniqueEmail("roy");
      await (await vendorApi(request, email, password)).post("/client/individual/create", {
        contacts: [{ firstname: "Léa", lastname: "Roy", email: coupleEmail, phone: "0611223344" }],
      });
      await logIn(page, email);
      await openAgenda(page);
      const card = page.getByRole("region", { name: "Google Agenda" });
      await card.getByRole("button", { name: "Lier Google Agenda" }).click();
      // Google's consent (approved by the stand-in) sends the browser back to the agenda.
      await expect(page).toHaveURL(/\/agenda/);
      await expect(page.getByText("Google Agenda est lié. Choisissez l'agenda à synchroniser.")).toBeVisible();
      await card.getByLabel("Agenda Google à synchroniser").click();
      // Only owner and writer calendars are offered.
      await expect(page.getByRole("option")).toHaveText(["Agenda principal", "Équipe"]);
      await page.getByRole("option", { name: "Agenda principal" }).click();
      await card.getByRole("button", { name: "Synchroniser cet agenda" }).click();
      await expect(card.getByText("Synchronisé avec « Agenda principal ».")).toBeVisible();

      await page.getByRole("tab", { name: "Planning", exact: true }).click();
      const googleEntry = page.locator(".agenda-google", { hasText: "Rendez-vous banque (Google)" }).first();
      if (!inCurrentPeriod(start, "week")) await page.getByRole("button", { name: "Suivant" }).click();
      await expect(googleEntry).toBeVisible();
      await expect(page.getByRole("button", { name: "Google Agenda", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expectAccessible(page);

      // Changed in Google: Google's push reaches the server, the agenda shows it without a reload.
      google.asUser.patch("primary-cal", bank.id, { summary: "Banque, rendez-vous avancé (Google)" });
      const moved = page.locator(".agenda-google", { hasText: "Banque, rendez-vous avancé (Google)" }).first();
      await expect(moved).toBeVisible({ timeout: 40_000 });

      // Changed from Cortège: the Google event opens in the dialog and the change is written in Google.
      await moved.click();
      const googleDialog = page.getByRole("dialog", { name: "Modifier dans Google Agenda" });
      await googleDialog.getByLabel("Nom du rendez-vous").fill("Banque (rappeler la conseillère)");
      await googleDialog.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByText("Événement Google enregistré.")).toBeVisible();
      await expect
        .poll(() => google.calendars.get("primary-cal")?.events.get(bank.id)?.summary)
        .toBe("Banque (rappeler la conseillère)");

      // An appointment with the couple picked from the clients, invited by e-mail, and sent to Google.
      await page.getByRole("button", { name: "Nouveau rendez-vous" }).click();
      const dialog = page.getByRole("dialog", { name: "Nouveau rendez-vous" });
      await dialog.getByLabel("Nom du rendez-vous").fill("Dégustation avec les Roy");
      await dialog.getByLabel("Client").fill("Roy");
      await page.getByRole("option", { name: /Roy/ }).click();
      await expect(dialog.getByLabel("Invités (e-mails)")).toHaveValue(coupleEmail);
      await dialog.getByLabel("Envoyer l'invitation aux invités par e-mail (fichier agenda joint)").check();
      await screenshot(page, "calendar-appointment-dialog-desktop");
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Rendez-vous enregistré, invitation envoyée.")).toBeVisible();
      await expect
        .poll(() => [...(google.calendars.get("primary-cal")?.events.values() ?? [])].map((e) => e.summary))
        .toContain("Dégustation avec les Roy");
      const invitation = await sentMessage(request, coupleEmail, 20_000);
      expect(invitation.subject).toMatch(/^Invitation : Dégustation avec les Roy, le /);

      // « Avis »: the reviews of the Google Business location, answered on screen.
      await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Avis" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Avis" })).toBeVisible();
      await expect(page.getByText("Note moyenne : 3,7 sur 5")).toBeVisible();
      const review = page.getByRole("article", { name: "Camille et Hugo" });
      await expect(review.getByText("Sans réponse")).toBeVisible();
      await expect(review.getByRole("img", { name: "5 étoiles sur 5" })).toBeVisible();
      await review.getByRole("button", { name: "Répondre" }).click();
      await review.getByRole("button", { name: "Publier la réponse" }).click();
      await expect(review.getByText("La réponse est requise.")).toBeVisible();
      await review.getByLabel("Votre réponse publique").fill("Merci Camille et Hugo, au plaisir de vous revoir !");
      await review.getByRole("button", { name: "Publier la réponse" }).click();
      await expect(page.getByText("Réponse publiée sur Google.")).toBeVisible();
      await expect(review.getByText("Répondu")).toBeVisible();
      expect(google.reviews.get("accounts/1001/locations/2001")?.find((r) => r.reviewId === "rev-1")?.reviewReply?.comment).toBe(
        "Merci Camille et Hugo, au plaisir de vous revoir !",
      );
      await expectAccessible(page);
      await screenshot(page, "reviews-desktop");
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(review.getByText("Répondu")).toBeVisible();
      await screenshot(page, "reviews-phone");
    });
  });
});
