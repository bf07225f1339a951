import fs from "node:fs";
import { type Browser, expect, type Page } from "@playwright/test";
import nodemailer from "nodemailer";
import { disguised, photo } from "./media-files.ts";
import { accountWithVendor, expectAccessible, screenshot, uniqueEmail } from "./support.ts";

type OutboxEntry = { id: string; to: string; subject: string; text: string; replyTo?: string };

// As playwright.config.ts sets it: the server's SMTP receiver (couples' e-mail replies) on E2E_PORT + 1202.
const inboundSmtpPort = Number(process.env.E2E_PORT ?? 3100) + 1202;

/** The couple answers the notification from their own mailbox (a French Gmail reply: signature, quoted history). */
async function replyByEmail(to: string, from: string, text: string) {
  await nodemailer
    .createTransport({ host: "127.0.0.1", port: inboundSmtpPort, secure: false, ignoreTLS: true })
    .sendMail({ from: `Léa Martin <${from}>`, to, subject: "Re: Nouveau message de Domaine des Tilleuls", text });
}

const password = "mot-de-passe-du-domaine";

async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/tableau-de-bord$/);
}

async function waitForMail(page: Page, to: string, subject: string): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get("/dev/outbox")).json()) as { messages: OutboxEntry[] };
      found = messages.find((m) => m.to === to && m.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxEntry;
}

/** A one-page PDF as a quote or a floor plan is sent: the server recognises it from its bytes. */
const pdfFile = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
  ),
});
type File = { name: string; mimeType: string; buffer: Buffer };

/** Chooses files with the composer's « Joindre un fichier » button, as the vendor does. */
async function attach(page: Page, files: File[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Joindre un fichier" }).click();
  await (await chooser).setFiles(files);
}

/**
 * The vendor attaches files in the thread: a disguised and an oversized one are refused in French, a
 * picture and a PDF go; the picture is previewed, the PDF opens (downloads as itself).
 */
async function vendorAttachments(page: Page) {
  await attach(page, [disguised("devis.pdf")]);
  await expect(page.getByText("Le contenu de « devis.pdf » n'est pas un format accepté ici.", { exact: false })).toBeVisible();
  await attach(page, [{ name: "video-visite.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(16 * 1024 * 1024, 1) }]);
  await expect(
    page.getByText("« video-visite.pdf » est trop volumineux : 15 Mo au maximum pour ce type de fichier."),
  ).toBeVisible();
  await attach(page, [await photo("salle-de-reception.jpg", { r: 196, g: 160, b: 112 }), pdfFile("brochure-2027.pdf")]);
  await expect(page.getByText("salle-de-reception.jpg", { exact: true })).toBeVisible();
  await expect(page.getByText("brochure-2027.pdf", { exact: true })).toBeVisible();
  await page.getByLabel("Votre message").fill("Voici la salle et notre brochure.");
  await page.getByRole("button", { name: "Envoyer" }).click();
  const preview = page.getByRole("img", { name: "Image salle-de-reception.jpg" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "brochure-2027.pdf" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe("brochure-2027.pdf");
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
}

/** The couple answers with files from their page: a disguised one is refused keeping their text; then a photo and a PDF. */
async function coupleAttachments(couplePage: Page) {
  await couplePage.getByLabel("Votre réponse").fill("Et voici notre plan de table.");
  await couplePage.getByLabel("Joindre des fichiers").setInputFiles([disguised("plan-de-table.pdf")]);
  await couplePage.getByRole("button", { name: "Envoyer" }).click();
  await expect(couplePage.getByRole("alert")).toContainText(
    "Le contenu de « plan-de-table.pdf » n'est pas un format accepté ici.",
  );
  await expect(couplePage.getByLabel("Votre réponse")).toHaveValue("Et voici notre plan de table.");
  await couplePage
    .getByLabel("Joindre des fichiers")
    .setInputFiles([await photo("nous-deux.jpg", { r: 150, g: 110, b: 130 }), pdfFile("plan-de-table.pdf")]);
  await couplePage.getByRole("button", { name: "Envoyer" }).click();
  const preview = couplePage.getByRole("img", { name: "Image jointe : nous-deux.jpg" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The vendor's picture, previewed on their page too.
  await expect(couplePage.getByRole("img", { name: "Image jointe : salle-de-reception.jpg" })).toBeVisible();
  const download = couplePage.waitForEvent("download");
  await couplePage.getByRole("link", { name: "plan-de-table.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("plan-de-table.pdf");
}

/**
 * The vendor writes to a couple from the inbox, the couple opens the private link from the e-mail in
 * another browser and answers, and the vendor sees the answer arrive without reloading.
 */
export async function messagesJourney(page: Page, browser: Browser, device: "desktop" | "phone"): Promise<void> {
  const email = uniqueEmail(`messages.${device}`);
  const coupleEmail = uniqueEmail(`couple.${device}`);
  await accountWithVendor(page.request, email, password, "Domaine des Tilleuls");
  const counterCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/messaging/counter")) counterCalls.push(r.url());
  });
  await logIn(page, email);

  // ---- The inbox, empty: it says where conversations come from.
  if (device === "desktop") {
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Messages" }).click();
  } else {
    await page.goto("/messages");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aucune conversation pour l'instant" })).toBeVisible();

  // ---- A couple as a client, then « Écrire » on their page.
  await page.goto("/clients");
  await page.getByRole("button", { name: "Nouveau client" }).first().click();
  const panel = page.getByRole("dialog", { name: "Nouveau client" });
  await panel.getByLabel("Prénom").fill("Léa");
  await panel.getByLabel("Nom", { exact: true }).fill("Martin");
  await panel.getByLabel("Email").fill(coupleEmail);
  await panel.getByLabel("Téléphone").fill("0612345678");
  await panel.getByRole("button", { name: "Ajouter le client" }).click();
  await expect(panel).toBeHidden();
  await page.getByRole("link", { name: "Léa Martin" }).first().click();
  await page.getByRole("link", { name: "Écrire" }).click();
  await expect(page).toHaveURL(/\/messages\?client=/);
  await expect(page.getByText("Aucun message pour l'instant : écrivez le premier.")).toBeVisible();

  // An empty message is refused, in French.
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("Le message est vide.")).toBeVisible();

  // ---- A predefined message, inserted with the couple's first name.
  await page.getByRole("button", { name: "Messages prédéfinis" }).click();
  await page.getByRole("menuitem", { name: "Gérer les messages prédéfinis" }).click();
  const dialog = page.getByRole("dialog", { name: "Messages prédéfinis" });
  await dialog.getByLabel("Titre").fill("Visite");
  await dialog.getByLabel("Texte").fill("Bonjour {prenom}, quand souhaitez-vous visiter le domaine ?");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(dialog.getByText("Visite", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await page.getByRole("button", { name: "Messages prédéfinis" }).click();
  await page.getByRole("menuitem", { name: "Visite" }).click();
  await expect(page.getByLabel("Votre message")).toHaveValue("Bonjour Léa, quand souhaitez-vous visiter le domaine ?");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("Bonjour Léa, quand souhaitez-vous visiter le domaine ?").last()).toBeVisible();
  await expect(page.getByLabel("Votre message")).toHaveValue("");
  if (device === "desktop") await vendorAttachments(page);

  // ---- The couple reads the e-mail, opens their private link in their own browser and answers.
  const mail = await waitForMail(page, coupleEmail, "Nouveau message de Domaine des Tilleuls");
  const link = /https?:\/\/\S+\/conversation\/[a-f0-9]{64}/.exec(mail.text)?.[0] as string;
  expect(link).toBeTruthy();
  // The vendor goes back to the list meanwhile: the answer must reach it without a reload.
  if (device === "desktop") await page.goto("/messages");
  else await page.getByRole("button", { name: "Retour aux conversations" }).click();
  const list = page.getByRole("list", { name: "Conversations" });
  const lastSent =
    device === "desktop" ? "Voici la salle et notre brochure." : "Bonjour Léa, quand souhaitez-vous visiter le domaine ?";
  await expect(list.getByText(`Vous : ${lastSent}`)).toBeVisible();

  const couple = await browser.newContext({
    ...(device === "phone" ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}),
    locale: "fr-FR",
  });
  const couplePage = await couple.newPage();
  await couplePage.goto(new URL(link).pathname);
  await expect(couplePage.getByRole("heading", { name: "Votre conversation avec Domaine des Tilleuls" })).toBeVisible();
  await expect(couplePage.getByText("Bonjour Léa, quand souhaitez-vous visiter le domaine ?")).toBeVisible();
  await couplePage.getByLabel("Votre réponse").fill("Merci ! <b>Samedi</b> nous irait très bien.");
  await couplePage.getByRole("button", { name: "Envoyer" }).click();
  await expect(couplePage.getByText("Merci ! <b>Samedi</b> nous irait très bien.")).toBeVisible();
  if (device === "desktop") await coupleAttachments(couplePage);
  await expectAccessible(couplePage);
  await screenshot(couplePage, `messages-couple-${device}`);
  // A guessed link: a French page, nothing else.
  await couplePage.goto(`/conversation/${"0".repeat(64)}`);
  await expect(couplePage.getByRole("heading", { name: "Conversation introuvable" })).toBeVisible();
  await couple.close();

  // ---- Live: the answer, unread, tops the vendor's list, and the navigation counts it (read every 10 s at most).
  const lastAnswer = device === "desktop" ? "Et voici notre plan de table." : "Merci ! <b>Samedi</b> nous irait très bien.";
  await expect(list.getByText(lastAnswer)).toBeVisible({ timeout: 15_000 });
  await expect(list.getByText("Non lue")).toBeVisible();
  if (device === "desktop") {
    // A new account is of the 'neither' tier (trial or free): its counter is 0 without asking the server (part 1 §6).
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
    expect(counterCalls).toEqual([]);
  }
  if (device === "desktop") {
    // Filtered by the event's status: none has had a quote yet; the filter stays in the address.
    await page.getByRole("combobox", { name: "Statut de l'événement" }).click();
    await page.getByRole("option", { name: "Devis envoyés" }).click();
    await expect(page.getByText("Aucune conversation à ce statut.")).toBeVisible();
    await expect(page).toHaveURL(/statut=QUOTE_SENT/);
    await page.getByRole("combobox", { name: "Statut de l'événement" }).click();
    await page.getByRole("option", { name: "Tous les statuts" }).click();
    await expect(list.getByText(lastAnswer)).toBeVisible();
  }
  await expectAccessible(page);
  await screenshot(page, `messages-list-${device}`);

  // ---- Opened, it is read: the answer shows as text, and the counter goes.
  await list.getByRole("button", { name: /Léa Martin/ }).click();
  await expect(page.getByText("Merci ! <b>Samedi</b> nous irait très bien.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Événement" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, `messages-thread-${device}`);

  if (device === "desktop") {
    // ---- By e-mail too: the couple answers the notification from their mailbox; the reply reaches the open
    // thread live, without the quoted history or the signature.
    expect(mail.replyTo).toMatch(/^reply\+[a-f0-9]{64}@/);
    await replyByEmail(
      mail.replyTo as string,
      coupleEmail,
      "Parfait, nous viendrons samedi à 15 h.\n\n-- \nLéa Martin\n06 12 34 56 78\n\n" +
        "Le ven. 27 nov. 2026 à 10:12, Domaine des Tilleuls <contact@domaine-des-tilleuls.fr> a écrit :\n" +
        "> Bonjour Léa, quand souhaitez-vous visiter le domaine ?\n",
    );
    // Both in the open thread and as the list's latest message.
    await expect(page.getByText("Parfait, nous viendrons samedi à 15 h.")).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByText(/a écrit :/)).toHaveCount(0);
    await expect(page.getByText("06 12 34 56 78")).toHaveCount(0);
  }

  // ---- Archived, it leaves the list and waits among the archived ones.
  await page.getByRole("button", { name: "Archiver" }).click();
  await expect(page.getByText("Conversation archivée.")).toBeVisible();
}
