import { expect, type Page, test } from "@playwright/test";
import { photo } from "./media-files.ts";
import { parisYear } from "./paris-time.ts";
import { expectNotice } from "./showcase-extra-journey.ts";
import { checklist, checklistItems, createSpace, fillInformation, saveInformation } from "./showcase-journey.ts";
import { expectAccessible, lastCode, screenshot, uniqueEmail } from "./support.ts";

type OutboxMessage = { to: string; subject: string; text: string };

/** Collects what the browser reports as blocked by the Content Security Policy. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) seen.push(message.text());
  });
  return seen;
}

test.describe("the public showcase of a new reception venue", () => {
  test("from an empty account to a published page, and a visitor's request in the back office", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail("vitrine-publique");
    // A wedding next June: always ahead, as the form requires.
    const year = parisYear() + 1;
    const password = "un-mot-de-passe-solide";

    // A new account, as a new user makes it.
    await page.goto("/inscription");
    await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL(/\/inscription\/confirmation/);
    await page.getByLabel("Code de confirmation").fill(await lastCode(request, email));
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page).toHaveURL(/\/bienvenue/);
    await page.getByRole("combobox", { name: "Type de prestataire" }).fill("lieu");
    await page.getByRole("option", { name: /Lieu de réception/ }).click();
    await page.getByLabel("Raison sociale").fill("Domaine des Vignes SARL");
    await page.getByLabel("Nom pour la vitrine").fill("Domaine des Vignes");
    await page.getByRole("button", { name: "Continuer" }).click();

    // The new vendor lands on the checklist of the home page, then each step from its link.
    await expect(checklist(page).getByText("Étapes terminées : 0 sur 4")).toBeVisible();
    await checklist(page).getByRole("link", { name: "Remplir" }).click();
    await expect(page).toHaveURL(/\/vitrine\/informations$/);
    await fillInformation(page);
    await saveInformation(page);

    await page.goto("/vitrine/salles");
    await createSpace(page, "L'Orangerie");

    await page.goto("/");
    await expect(checklist(page).getByText("Étapes terminées : 3 sur 4")).toBeVisible();
    expect(await checklistItems(page)).toEqual([
      "Ajoutez vos photos : à faire",
      "Présentez-vous : fait",
      "Indiquez votre adresse : fait",
      "Décrivez vos salles : fait",
    ]);
    await checklist(page).getByRole("link", { name: "Ajouter des photos" }).click();
    await expect(page).toHaveURL(/\/vitrine\/media$/);
    const colours = [
      { r: 126, g: 142, b: 96 },
      { r: 196, g: 160, b: 112 },
      { r: 150, g: 110, b: 130 },
      { r: 90, g: 120, b: 150 },
      { r: 210, g: 190, b: 160 },
      { r: 120, g: 90, b: 70 },
      { r: 170, g: 180, b: 140 },
      { r: 200, g: 140, b: 120 },
      { r: 100, g: 130, b: 110 },
      { r: 180, g: 150, b: 170 },
    ];
    const pictures = await Promise.all(colours.map((c, i) => photo(`domaine-${i + 1}.jpg`, c)));
    await page.getByLabel("Fichiers à envoyer").setInputFiles(pictures);
    await expect(page.getByText("10 photos ajoutées.")).toBeVisible();

    // Every step done: the checklist steps aside.
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(checklist(page)).toHaveCount(0);

    // Published with the switch.
    await page.goto("/vitrine/informations");
    const card = page.getByRole("region", { name: "Publication de la vitrine" });
    await expect(card.getByText("Tout est prêt : publiez-la pour que les couples la trouvent.")).toBeVisible();
    await card.getByRole("switch", { name: "Vitrine publiée" }).click();
    await expectNotice(page, "Vitrine publiée.");
    const publicPath = (await card.getByRole("link", { name: "Voir ma page publique" }).getAttribute("href")) as string;
    expect(publicPath).toBe("/prestataires/domaine-des-vignes");

    // The rest of the showcase (price, offer, FAQ, team, taken dates) through the calls its screens make;
    // those screens have their own journeys.
    const token = await page.evaluate(() => localStorage.getItem("cortege.token"));
    const headers = { authorization: `Bearer ${token}` };
    const { vendors } = (await (await request.get("/api/vendor/user-vendors", { headers })).json()) as {
      vendors: { id: string }[];
    };
    const vendorId = vendors[0]?.id as string;
    const call = async (url: string, data: object) => {
      const res = await request.post(`/api${url}`, { headers, data: { vendorId, ...data } });
      expect(res.ok(), await res.text()).toBe(true);
    };
    await call("/vendor/reception-venue/update", { minPrice: 6500, locationEnvironment: "COUNTRYSIDE", parkingCapacity: 80 });
    await call("/vendor/promotions/create", {
      title: "Mariages d'hiver : -15 %",
      description: "Pour toute réservation de novembre à mars.",
      endDate: "2099-03-31",
    });
    await call("/vendor/faq/update", {
      qas: [
        {
          question: "Jusqu'à quelle heure peut-on faire la fête ?",
          answer: "Jusqu'au bout de la nuit : le domaine n'a pas de voisins.",
        },
        { question: "Le traiteur est-il imposé ?", answer: "Non, nous vous proposons une liste de traiteurs partenaires." },
      ],
    });
    await call("/vendor/team-members/create", {
      firstname: "Claire",
      lastname: "Delmas",
      position: "Propriétaire",
      description: "Claire vous accompagne de la première visite au jour J.",
    });
    const nextMonth = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 7);
    await call("/vendor/availabilities/create", { dates: [`${nextMonth}-06`, `${nextMonth}-13`, `${nextMonth}-20`] });

    // The public page, as the vendor opens it.
    const blocked = cspViolations(page);
    await page.goto(publicPath);
    await expect(page).toHaveTitle("Domaine des Vignes · Lieu de réception à Pauillac | Cortège");
    await expect(page.getByRole("heading", { level: 1, name: "Domaine des Vignes" })).toBeVisible();
    await expect(page.getByText("Un domaine du XVIIIe siècle au cœur des vignes").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "L'Orangerie" })).toBeVisible();
    await expect(page.getByText("À partir de 6 500 €").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mariages d'hiver : -15 %" })).toBeVisible();
    await expect(page.getByText("Jusqu'à quelle heure peut-on faire la fête ?")).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/medias\/[0-9a-f-]{36}\/large$/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) as string);
    expect(ld).toMatchObject({ "@type": "EventVenue", name: "Domaine des Vignes", address: { addressLocality: "Pauillac" } });
    // Every photo loads from the public image route.
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) {
        img.loading = "eager";
        await img.decode().catch(() => undefined);
      }
    });
    expect(await page.evaluate(() => Array.from(document.images).every((img) => img.naturalWidth > 0))).toBe(true);
    expect(blocked).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, "public-showcase-desktop");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("heading", { level: 1, name: "Domaine des Vignes" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, "public-showcase-phone");

    // The vendor keeps the inbox open meanwhile (issue 17): the request must arrive there without a reload.
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.goto("/messages");
    await expect(page.getByRole("heading", { name: "Aucune conversation pour l'instant" })).toBeVisible();

    // A visitor, in a browser of her own, with no account.
    const visitorContext = await browser.newContext({ locale: "fr-FR", viewport: { width: 375, height: 812 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(publicPath);
    await visitor.getByRole("link", { name: "Demander une disponibilité" }).click();
    const form = visitor.locator("form.request");
    await form.getByLabel("Prénom").fill("Léa");
    await form.getByLabel("Nom", { exact: true }).fill("Martin");
    await form.getByLabel("E-mail").fill("lea.martin@exemple.fr");
    await form.getByLabel("Nombre d'invités").fill("120");
    await form.getByLabel("Votre message").fill(`Bonjour, nous cherchons un lieu pour notre mariage en juin ${year}.`);
    // Sent without a date: the form comes back with the French message and what was typed.
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(visitor.getByRole("alert")).toContainText("Indiquez la date de l'événement, ou au moins le mois.");
    await expect(form.getByLabel("Prénom")).toHaveValue("Léa");
    await expect(form.getByLabel("Votre message")).toHaveValue(
      `Bonjour, nous cherchons un lieu pour notre mariage en juin ${year}.`,
    );
    await expectAccessible(visitor);
    await screenshot(visitor, "public-showcase-form-errors-phone");
    await form.getByLabel("Date de l'événement").fill(`${year}-06-12`);
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "Merci !" })).toBeVisible();
    await expect(visitor.getByText("Votre demande a bien été transmise à Domaine des Vignes.")).toBeVisible();
    await expectAccessible(visitor);
    await screenshot(visitor, "public-showcase-thanks-phone");
    await visitorContext.close();

    // The open inbox shows the request, unread, with no reload (a new account's navigation counter stays 0:
    // the 'neither' tier, part 1 §6).
    const inbox = page.getByRole("list", { name: "Conversations" });
    await expect(inbox.getByRole("button", { name: /Léa Martin/ })).toBeVisible({ timeout: 15_000 });
    await expect(inbox.getByText("Non lue")).toBeVisible();

    // Back in the back office: the client, the event waiting in « Demandes reçues », and the e-mail.
    await page.goto("/evenements");
    const received = page.getByRole("region", { name: "Demandes reçues" });
    await expect(received.getByRole("link", { name: "Demande de Léa Martin" })).toBeVisible();
    await received.getByRole("link", { name: "Demande de Léa Martin" }).click();
    await expect(page.getByText(`12 juin ${year}`).first()).toBeVisible();
    await expect(page.getByText("Léa Martin").first()).toBeVisible();
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Clients" }).click();
    await expect(page.getByText("Léa Martin").first()).toBeVisible();

    const outbox = (await (await request.get("/dev/outbox")).json()) as { messages: OutboxMessage[] };
    const notice = outbox.messages.find((m) => m.subject === "Nouvelle demande de Léa Martin depuis votre vitrine");
    expect(notice?.to).toBe("claire@domaine-des-vignes.fr");
    expect(notice?.text).toContain(`Bonjour, nous cherchons un lieu pour notre mariage en juin ${year}.`);
  });
});
