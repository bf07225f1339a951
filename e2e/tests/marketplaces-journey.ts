import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { forwardLeadMail } from "../../apps/api/src/test/lead-mail-forwarder.ts";
import type { MarketplaceAStandIn } from "../../apps/api/src/test/marketplace-a-stand-in.ts";
import type { MarketplaceBStandIn } from "../../apps/api/src/test/marketplace-b-stand-in.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

const password = "mot-de-passe-du-domaine";
const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../packages/domain/src/marketplaces/fixtures");

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/tableau-de-bord$/);
}

/**
 * The vendor connects marketplace A (its stand-in) from « Messages », sees its lead as a conversation
 * and in « Demandes reçues », answers it and changes its status; a lead sent later arrives by the sync
 * (the delay is measured and printed). Answers the measured delay in ms.
 */
export async function marketplacesJourney(
  page: Page,
  standIn: MarketplaceAStandIn,
  device: "desktop" | "phone",
): Promise<number> {
  const email = uniqueEmail(`marketplaces.${device}`);
  const login = `${device}@domaine-des-tilleuls.fr`;
  standIn.addAccount(login, "secret-annuaire");
  standIn.addLead(login, {
    name: "Julie Martin",
    email: uniqueEmail("julie"),
    phone: "06 12 34 56 78",
    eventDate: "2027-06-12",
    guests: 120,
    message: "Bonjour, le samedi 12 juin 2027 est-il libre pour notre mariage ?",
  });
  await accountWithVendor(page.request, email, password, "Domaine des Tilleuls");
  await logIn(page, email);
  await page.goto("/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

  // ---- The connection dialog: a wrong password shows the marketplace's own words, the right one connects.
  await page.getByRole("button", { name: "Marketplaces" }).click();
  const dialog = page.getByRole("dialog", { name: "Marketplaces et demandes transférées" });
  const cardA = dialog.getByRole("region", { name: "Marketplace A" });
  await cardA.getByLabel("Identifiant").fill(login);
  await cardA.getByLabel(/^Mot de passe/).fill("pas-le-bon");
  await cardA.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("La marketplace a refusé la connexion. Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
  await cardA.getByLabel(/^Mot de passe/).fill("secret-annuaire");
  await cardA.getByRole("button", { name: "Se connecter" }).click();
  await expect(cardA.getByText(`Connecté en tant que ${login}`)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, `marketplaces-dialog-${device}`);
  await cardA.getByRole("link", { name: "Ouvrir la boîte" }).click();

  // ---- The marketplace's tab beside the own chat, its request as a conversation.
  await expect(page).toHaveURL(/\/messages\/marketplace-a$/);
  await expect(page.getByRole("tab", { name: "Marketplace A", selected: true })).toBeVisible();
  const inbox = page.getByRole("list", { name: "Marketplace A" });
  await inbox.getByRole("button", { name: /Julie Martin/ }).click();
  await expect(page.getByText("Bonjour, le samedi 12 juin 2027 est-il libre pour notre mariage ?").last()).toBeVisible();
  await expect(page.getByText(/samedi 12 juin 2027 · 120 invités/)).toBeVisible();

  // ---- The reply goes out on the marketplace as plain text.
  await page.getByLabel("Votre réponse").fill("<b>Bonjour Julie</b>, le 12 juin est libre : venez visiter le domaine !");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("Réponse envoyée sur la marketplace.")).toBeVisible();
  await expect(page.getByText("Bonjour Julie, le 12 juin est libre : venez visiter le domaine !").last()).toBeVisible();
  const julie = standIn.account(login)?.leads.find((l) => l.name === "Julie Martin");
  expect(julie?.messages.at(-1)).toMatchObject({
    from: "vendor",
    text: "Bonjour Julie, le 12 juin est libre : venez visiter le domaine !",
  });

  // ---- The status, changed from its chip, changes on the marketplace.
  await page.getByRole("button", { name: "Changer le statut : En attente" }).click();
  await page.getByRole("menuitem", { name: "Réservée" }).click();
  await expect(page.getByText("Statut mis à jour sur la marketplace.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Changer le statut : Réservée" })).toBeVisible();
  expect(julie?.status).toBe("BOOKED");
  // The page's own content (the top bar's notification badge, another feature in progress, is checked by its own journeys).
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await screenshot(page, `marketplaces-inbox-${device}`);

  // ---- The lead is an event in « Demandes reçues ».
  await page.getByRole("link", { name: "Voir l'événement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Julie Martin (Marketplace A)" })).toBeVisible();
  await expect(page.getByText("Demandes reçues").first()).toBeVisible();

  // ---- A new request on the marketplace arrives by itself: the sync delay, measured.
  const sentAt = Date.now();
  standIn.addLead(login, {
    name: "Marc Petit",
    email: uniqueEmail("marc"),
    phone: null,
    eventDate: "2027-09-04",
    guests: 80,
    message: "Bonjour, avez-vous des disponibilités en septembre 2027 ?",
  });
  await page.goto("/messages/marketplace-a");
  const list = page.getByRole("list", { name: "Marketplace A" });
  await expect(list.getByRole("button", { name: /Julie Martin/ })).toBeVisible();
  // No reload: the sync announces it on the live stream (the list's own refetch, every minute, is too slow for this).
  await expect(list.getByRole("button", { name: /Marc Petit/ })).toBeVisible({ timeout: 30_000 });
  return Date.now() - sentAt;
}

/**
 * After the A journey, same vendor: marketplace B (cookie session, form posts) connected on the screens, its
 * lead answered; then a directory notification forwarded to the vendor's lead address (through the server's
 * SMTP receiver) opens a conversation in the own chat, answered from there and mailed to the couple.
 */
export async function marketplaceBAndForwardedMailJourney(page: Page, standInB: MarketplaceBStandIn, smtpPort: number) {
  const login = "domaine-des-tilleuls";
  standInB.addAccount(login, "secret-partenaire");
  standInB.addLead(login, {
    name: "Emma Girard",
    email: uniqueEmail("emma"),
    phone: "06 11 11 11 11",
    eventDate: "2027-07-03",
    guests: 150,
    message: "Bonjour, avez-vous une date libre en juillet 2027 ?",
  });
  await page.goto("/messages");
  await page.getByRole("button", { name: "Marketplaces" }).click();
  const dialog = page.getByRole("dialog", { name: "Marketplaces et demandes transférées" });
  const cardB = dialog.getByRole("region", { name: "Marketplace B" });
  await cardB.getByLabel("Identifiant").fill(login);
  await cardB.getByLabel(/^Mot de passe/).fill("secret-partenaire");
  await cardB.getByRole("button", { name: "Se connecter" }).click();
  await expect(cardB.getByText(`Connecté en tant que ${login}`)).toBeVisible();
  const address = (await dialog.getByTestId("lead-address").textContent())?.trim() ?? "";
  expect(address).toMatch(/^leads\+[a-f0-9]{24}@/);
  await cardB.getByRole("link", { name: "Ouvrir la boîte" }).click();

  // ---- B's lead, answered through its form posts.
  await expect(page).toHaveURL(/\/messages\/marketplace-b$/);
  await expect(page.getByRole("tab", { name: "Marketplace B", selected: true })).toBeVisible();
  await page
    .getByRole("list", { name: "Marketplace B" })
    .getByRole("button", { name: /Emma Girard/ })
    .click();
  await expect(page.getByText("Bonjour, avez-vous une date libre en juillet 2027 ?").last()).toBeVisible();
  await page.getByLabel("Votre réponse").fill("Bonjour Emma, le samedi 3 juillet 2027 est libre.");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("Réponse envoyée sur la marketplace.")).toBeVisible();
  const emma = standInB.account(login)?.leads.find((l) => l.name === "Emma Girard");
  expect(emma?.messages.at(-1)).toMatchObject({ from: "vendor", text: "Bonjour Emma, le samedi 3 juillet 2027 est libre." });
  await screenshot(page, "marketplaces-inbox-b-desktop");

  // ---- A directory's notification, forwarded by the vendor's mailbox, becomes a conversation in « Messagerie ».
  const fixture = fs.readFileSync(path.join(fixturesDir, "mariages-net.txt"), "utf8");
  await forwardLeadMail(smtpPort, address, fixture);
  await page.getByRole("tab", { name: "Messagerie" }).click();
  const chat = page.getByRole("list", { name: "Conversations" });
  // It arrives on the live stream, without a reload.
  await chat.getByRole("button", { name: /Camille Dupont/ }).click({ timeout: 15_000 });
  await expect(page.getByText(/nous aimerions visiter le domaine/).last()).toBeVisible();
  await page.getByLabel("Votre message").fill("Bonjour Camille, venez visiter le domaine samedi !");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("Bonjour Camille, venez visiter le domaine samedi !").last()).toBeVisible();
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get("/dev/outbox")).json()) as { messages: { to: string; text: string }[] };
      return messages.some((m) => m.to === "camille.dupont@exemple.fr" && m.text.includes("venez visiter le domaine samedi"));
    })
    .toBe(true);
}
