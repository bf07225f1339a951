import { expect, type Page, test } from "@playwright/test";
import { registerOnScreens } from "./screens-journey.ts";
import { expectAccessible, screenshot, uniqueEmail } from "./support.ts";

/** The Stripe stand-in beside the e2e server (playwright.config.ts: E2E_PORT + 1100). */
const stripeStandIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1100}`;
const feature = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test.describe("subscriptions", () => {
  test("a new vendor is on Premium's trial, pays on Stripe's page with 4242, moves to Essentiel, meets a locked feature, cancels and loses the plan at the period's end", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail("abonnement");
    await registerOnScreens(page, {
      email,
      password: "motdepasse-solide-2026",
      vendorType: ["Photo", /^Photographe$/],
      corporateName: "Lumière d'Été SARL",
      tradeName: "Lumière d'Été",
    });

    // ---- Account settings → « Abonnement »: the first vendor started Premium's 14-day trial, without a card.
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Abonnement" }).click();
    await expect(page).toHaveURL(/\/compte\/abonnement$/);
    await expect(page.getByRole("heading", { level: 1, name: "Abonnement" })).toBeVisible();
    await expect(page.getByText("Essai", { exact: true })).toBeVisible();
    await expect(page.getByText(/Il reste 14 jours d'essai/)).toBeVisible();
    await expect(feature(page, "Plusieurs prestataires sur un compte")).toContainText("Inclus");
    await expect(page.getByRole("button", { name: "Essayer Premium gratuitement pendant 14 jours" })).toHaveCount(0);
    await expectAccessible(page);
    // The welcome notice of the registration goes by itself (5 s) before the picture.
    await expect(page.getByRole("status").filter({ hasText: "Votre espace est prêt." })).toBeHidden();
    await screenshot(page, "subscriptions-trial-desktop");

    // ---- Premium through Checkout: Stripe's page, a declined card first, then 4242.
    await page.getByRole("button", { name: "Choisir Premium" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripeStandIn}/checkout/`));
    await expect(page.getByRole("heading", { name: "S'abonner à Premium" })).toBeVisible();
    await page.getByLabel("Numéro de carte").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Payer et s'abonner" }).click();
    await expect(page.getByRole("alert")).toHaveText("Votre carte a été refusée.");
    await page.getByLabel("Numéro de carte").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Payer et s'abonner" }).click();

    await expect(page).toHaveURL(/\/compte\/abonnement\?paiement=reussi/);
    await expect(page.getByText("Paiement confirmé : bienvenue dans votre nouvelle offre.")).toBeVisible();
    const plan = page.getByRole("region", { name: "Votre offre" });
    await expect(plan.getByRole("heading", { name: "Premium" })).toBeVisible();
    await expect(plan.getByText("Actif", { exact: true })).toBeVisible();
    await expect(plan.getByText(/^Prochain paiement : 59,00\s€ le /)).toBeVisible();
    await expect(page.getByText("Votre offre actuelle")).toBeVisible();
    await expect(feature(page, "Plusieurs prestataires sur un compte")).toContainText("Inclus");
    const invoices = page.getByRole("region", { name: "Factures" });
    const invoice = invoices.getByRole("row").filter({ hasText: /CORTEGE-\d+/ });
    await expect(invoice).toContainText("Payée");
    await expect(invoice).toContainText(/59,00\s€/);
    await expect(invoices.getByRole("link", { name: /Télécharger la facture .* en PDF/ })).toHaveAttribute(
      "href",
      /\/invoice-pdf\//,
    );
    await expectAccessible(page);
    await screenshot(page, "subscriptions-premium-desktop");

    // ---- Down to Essentiel from this screen: Stripe changes the price and prorates.
    await page.getByRole("button", { name: "Passer à Essentiel" }).click();
    const change = page.getByRole("dialog", { name: /^Passer à Essentiel \(29,00\s€ \/ mois\) \?$/ });
    await expect(change).toContainText("Stripe calcule au prorata");
    await change.getByRole("button", { name: "Changer d'offre" }).click();
    await expect(page.getByText("Votre offre est maintenant Essentiel.")).toBeVisible();
    await expect(plan.getByRole("heading", { name: "Essentiel" })).toBeVisible();
    await expect(feature(page, "Synchronisation Google Agenda")).toContainText("Fonctionnalité de l'offre Premium");
    await expect(plan.getByText(/calculé au prorata par Stripe/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Passer à Premium" })).toBeVisible();
    // The confirmation is closed so that it hides nothing of the screens below.
    const switched = page.getByRole("status").filter({ hasText: "Votre offre est maintenant Essentiel." });
    await switched.getByRole("button").click();
    await expect(switched).toBeHidden();
    await screenshot(page, "subscriptions-essential-desktop");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("button", { name: "Passer à Premium" })).toBeVisible();
    await screenshot(page, "subscriptions-essential-phone");
    await page.setViewportSize({ width: 1366, height: 860 });

    // ---- A Premium feature is now an offer, not a failure: the way back to « Abonnement ».
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Agenda" }).click();
    await page.getByRole("region", { name: "Google Agenda" }).getByRole("button", { name: "Lier Google Agenda" }).click();
    const upsell = page.getByRole("alert").filter({ hasText: "offre Premium" });
    await expect(upsell).toBeVisible();
    await screenshot(page, "subscriptions-locked-feature-desktop");
    await upsell.getByRole("link", { name: "Voir les offres" }).click();
    await expect(page).toHaveURL(/\/compte\/abonnement$/);

    // ---- Cancelled: Essentiel stays until the end of the period paid.
    await plan.getByRole("button", { name: "Résilier" }).click();
    const dialog = page.getByRole("dialog", { name: "Résilier l'abonnement ?" });
    await expect(dialog).toContainText("Rien n'est supprimé");
    await dialog.getByRole("button", { name: "Résilier à la fin de la période" }).click();
    await expect(page.getByText(/^Résiliation enregistrée : l'abonnement s'arrêtera le /)).toBeVisible();
    await expect(plan.getByText(/^Se termine le .* : vous gardez l'accès jusque-là\.$/)).toBeVisible();

    // ---- A month later (Stripe's test clock, moved in Stripe's dashboard): the subscription has ended.
    await page.goto(`${stripeStandIn}/dashboard/test-clocks`);
    await page.getByRole("button", { name: `Avancer de 35 jours pour ${email}` }).click();
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("canceled");
    await page.goto("/compte/abonnement");
    await expect(plan.getByText("Terminé", { exact: true })).toBeVisible();
    await expect(plan.getByText(/^Terminé le .*Vos données sont conservées/)).toBeVisible();
    await expect(feature(page, "Plusieurs prestataires sur un compte")).toContainText("Fonctionnalité de l'offre Premium");
    await expect(page.getByRole("button", { name: "Choisir Premium" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "subscriptions-ended-desktop");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(invoices.getByText(/59,00\s€/)).toBeVisible();
    await screenshot(page, "subscriptions-ended-phone");
  });
});
