import { type APIRequestContext, expect as baseExpect, type CDPSession, type Page, test } from "@playwright/test";
import { type PushServiceStandIn, startPushServiceStandIn } from "../../apps/api/src/test/push-service-stand-in.ts";
import { type VendorApi, vendorApi } from "./clients-events-seed.ts";
import { newCompanyIdentifiers } from "./company-identifiers.ts";
import { pageScreenshot } from "./documents-seed.ts";
import { parisYear } from "./paris-time.ts";
import { registerOnScreens } from "./screens-journey.ts";
import { expectAccessible, screenshot, uniqueEmail } from "./support.ts";
import { createBoard, listRegion, parisDayAndTime } from "./tasks-journey.ts";

/**
 * Issue 21's « Done when », through the screens: a new vendor chooses its channels in « Notifications », then
 * sees a quote signed, a deposit falling due and a task due arrive once each in the app (bell and page), in its
 * mailbox (the server's outbox) and as a push, and nothing on a channel it turned off.
 *
 * Push: headless Chromium cannot subscribe (its push service is Google's, « Registration failed - permission
 * denied » without it), so the page's PushManager.subscribe answers a subscription of the local push service
 * stand-in made with the page's own applicationServerKey (the server's VAPID key); everything else is the app's
 * code: the permission (granted to the context), the service worker, the endpoint sent to the API, the server's
 * signed and encrypted message, which the stand-in checks (VAPID, key of the subscription) and decrypts as the
 * browser would, then hands to the service worker with CDP's ServiceWorker.deliverPushMessage, as Chromium's push
 * client does; the notification shown is read back with registration.getNotifications().
 */

// The machine the journeys run on is shared: a screen may take more than the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
const password = "un-mot-de-passe-solide";
/** The push service stand-in beside the e2e server (playwright.config.ts: E2E_PORT + 1310, its certificate). */
const pushPort = Number(process.env.E2E_PORT ?? 3100) + 1310;

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

/** The panel's fade finished: a screenshot shows it, not half of it over the page. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

type OutboxEntry = { id: string; to: string; subject: string; text: string };
async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const { messages } = (await (await request.get("/dev/outbox")).json()) as { messages: OutboxEntry[] };
  return messages.filter((m) => m.to.includes(to));
}
/** How many times a subject is in the vendor's mailbox (a digest carries several). */
const inMailbox = async (request: APIRequestContext, to: string, subject: string) =>
  (await mailsTo(request, to)).filter((m) => m.text.includes(subject)).length;

/** A PDF as a couple's scanner would make it (one empty page). */
const signedPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function setUpCompany(api: VendorApi): Promise<void> {
  const company = newCompanyIdentifiers();
  await api.post("/vendor/company/update", {
    corporateName: "Domaine des Cloches SAS",
    tradeName: "Domaine des Cloches",
    type: "COMPANY",
    legalForm: "SAS",
    ...company,
    rcsNumber: `RCS Lyon ${company.siren}`,
    registrationCourt: "Lyon",
    shareCapital: 10000,
    contact: {
      firstname: "Claire",
      lastname: "Dumas",
      email: "contact@cloches.example.fr",
      phoneCode: "+33",
      address: { street: "12 chemin des Vignes", postalCode: "69380", city: "Lozanne" },
    },
  });
  await api.post("/client/individual/create", {
    contacts: [
      {
        firstname: "Camille",
        lastname: "Lefèvre",
        email: uniqueEmail("camille"),
        phone: "0612345678",
        address: { street: "3 allée des Tilleuls", postalCode: "69003", city: "Lyon" },
      },
    ],
  });
  await api.post("/product/create", { product: { name: "Location de la salle", price: 2000, unitType: "DAY" } });
}

/** What the browser's push client does with a message of the push service: the service worker's push event. */
async function deliverToServiceWorker(cdp: CDPSession, registrationId: string, payload: string, origin: string) {
  // An idle worker may have been stopped meanwhile: started first, as the browser does for a push.
  await cdp.send("ServiceWorker.startWorker", { scopeURL: `${origin}/` });
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: payload });
}

type Shown = { title: string; body: string; url: string | null };
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url: string | null } | null)?.url ?? null,
    })),
  ) as Promise<Shown[]>;

let push: PushServiceStandIn;
test.beforeAll(async () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  push = await startPushServiceStandIn({ port: pushPort, certificateDir: `${dataDir}/push-stand-in` });
});
test.afterAll(async () => {
  await push?.close();
});

test.describe("notifications", () => {
  test("a quote signed, a deposit due and a task due arrive once in the app, by e-mail and as a push, only on the chosen channels", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const origin = new URL(baseURL ?? "http://localhost:3100").origin;
    const email = uniqueEmail("notifications");
    const year = parisYear();
    const today = parisDayAndTime(0).day;

    // The browser's push subscription comes from the stand-in (see above); the rest is the app's own code.
    await page.context().grantPermissions(["notifications"], { origin });
    await page.exposeFunction("cortegePushStandInSubscribe", (key: string) => push.subscribe(key));
    await page.addInitScript(() => {
      const toBase64Url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      type Made = { endpoint: string; keys: { p256dh: string; auth: string } };
      const w = window as unknown as { cortegePushStandInSubscribe: (key: string) => Promise<Made> };
      // Kept across reloads, as the browser keeps a subscription.
      const asSubscription = (made: Made) => ({
        endpoint: made.endpoint,
        toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
      });
      const saved = sessionStorage.getItem("push-stand-in-subscription");
      let current: { endpoint: string; toJSON: () => unknown } | null = saved ? asSubscription(JSON.parse(saved)) : null;
      PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription | null;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey;
        if (!key || typeof key === "string") throw new DOMException("applicationServerKey required", "InvalidAccessError");
        const made = await w.cortegePushStandInSubscribe(toBase64Url(new Uint8Array(key as ArrayBuffer)));
        sessionStorage.setItem("push-stand-in-subscription", JSON.stringify(made));
        current = asSubscription(made);
        return current as unknown as PushSubscription;
      };
    });

    // ---- A new vendor, on the screens; the company, a couple and a product as a vendor's first day leaves them.
    await registerOnScreens(page, {
      email,
      password,
      vendorType: ["lieu", /Lieu de réception/],
      corporateName: "Domaine des Cloches SAS",
      tradeName: "Domaine des Cloches",
    });
    await setUpCompany(await vendorApi(request, email, password));
    await page.goto("/tableau-de-bord");
    await expect(bell(page)).toHaveAccessibleName("Notifications");

    // ---- « Notifications »: e-mails at once, this device's push on; every channel on.
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/compte\/notifications/);
    for (const channel of [/Dans l'application/, /Par e-mail/, /Notifications push/]) {
      await expect(page.getByRole("switch", { name: channel })).toBeChecked();
    }
    await page.getByRole("combobox", { name: "Regrouper les e-mails" }).click();
    await page.getByRole("option", { name: "Envoyer chaque notification aussitôt" }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Préférences de notification enregistrées")).toBeVisible();
    await page.getByRole("button", { name: "Recevoir les notifications sur cet appareil" }).click();
    await expect(page.getByText("Cet appareil recevra vos notifications push.")).toBeVisible();
    await expectAccessible(page);
    await pageScreenshot(page, "notifications-settings-desktop");

    // The service worker registered by the page, as CDP sees it (to hand it the push service's messages).
    const cdp = await page.context().newCDPSession(page);
    let registrationId: string | undefined;
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
      const found = e.registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (found) registrationId = found.registrationId;
    });
    await cdp.send("ServiceWorker.enable");
    await expect.poll(() => registrationId).toBeTruthy();

    /** Waits for the push service to take the message of this title (once), hands it to the service worker. */
    const pushed = async (title: string) => {
      await expect.poll(() => push.received.filter((r) => JSON.parse(r.payload).title === title).length).toBe(1);
      const message = push.received.find((r) => JSON.parse(r.payload).title === title);
      await deliverToServiceWorker(cdp, registrationId as string, message?.payload ?? "", origin);
      let shown: Shown | undefined;
      await expect
        .poll(async () => {
          shown = (await shownNotifications(page)).find((n) => n.title === title);
          return shown !== undefined;
        })
        .toBe(true);
      return shown as Shown;
    };
    const mailed = (subject: string) => expect.poll(() => inMailbox(request, email, subject)).toBe(1);

    // ---- The quote, sent, then signed by the couple: their signed copy joined to it.
    await page.goto("/ventes/devis/nouveau");
    await page.getByRole("combobox", { name: "Client" }).fill("Camille");
    await page.getByRole("option", { name: /Camille Lefèvre/ }).click();
    const picker = page.getByRole("combobox", { name: "Ajouter un produit du catalogue" });
    await picker.fill("Location");
    await page.getByRole("option", { name: /Location de la salle/ }).click();
    await page.getByRole("button", { name: "Ajouter un acompte" }).click();
    await page.getByRole("button", { name: "Créer le devis" }).click();
    const quoteName = `D-${year}-00001`;
    await expect(page.getByRole("heading", { name: `Devis ${quoteName}` })).toBeVisible();
    await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
    const send = page.getByRole("dialog", { name: `Envoyer ${quoteName} par e-mail` });
    await send.getByRole("button", { name: "Envoyer" }).click();
    await expect(send).toBeHidden();
    await page.getByLabel("Fichier du devis signé").setInputFiles({
      name: "devis-signe.pdf",
      mimeType: "application/pdf",
      buffer: signedPdf,
    });
    await expect(page.getByText("Signé", { exact: true }).first()).toBeVisible();

    const signed = `Devis signé : ${quoteName}`;
    await expect(bell(page)).toHaveAccessibleName("Notifications : 1 non lue", { timeout: 20_000 });
    await bell(page).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByRole("button", { name: new RegExp(`^${signed}`) })).toHaveCount(1);
    await expect(panel.getByText(/de Camille Lefèvre a été signé le/)).toBeVisible();
    await page.keyboard.press("Escape");
    await mailed(signed);
    const signedPush = await pushed(signed);
    expect(signedPush.body).toMatch(/^Le devis D-\d{4}-00001 de Camille Lefèvre a été signé le /);
    expect(signedPush.url).toMatch(/^\/ventes\/devis\/[0-9a-f-]{36}$/);
    const quoteUrl = page.url();
    expect(quoteUrl.endsWith(signedPush.url ?? "-")).toBe(true);

    // ---- The deposit invoice, issued today: due on receipt, so due today.
    await page.getByRole("button", { name: "Convertir" }).click();
    await page.getByRole("menuitem", { name: "Facture d'acompte" }).click();
    await page
      .getByRole("dialog", { name: "Créer une facture d'acompte" })
      .getByRole("button", { name: "Créer la facture d'acompte" })
      .click();
    await expect(page).toHaveURL(/\/ventes\/acomptes\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Émettre" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Émettre" }).click();
    const depositName = `AC-${year}-00001`;
    await expect(page.getByRole("heading", { name: `Facture d'acompte ${depositName}` })).toBeVisible();
    const depositPath = new URL(page.url()).pathname;

    // ---- A board whose « À faire » list warns on the day, and a task due today.
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Tâches" }).click();
    await createBoard(page, "Préparatifs");
    await page.getByRole("button", { name: "Actions pour la liste À faire" }).click();
    await page.getByRole("menuitem", { name: "Modifier la liste" }).click();
    const listDialog = page.getByRole("dialog", { name: "Modifier la liste" });
    await listDialog.getByLabel("Me prévenir avant l'échéance des tâches").check();
    await expect(listDialog.getByLabel("Nombre de jours avant l'échéance")).toHaveValue("0");
    await listDialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(listDialog).toBeHidden();
    const addTask = async (name: string) => {
      await listRegion(page, "À faire").getByRole("button", { name: "Ajouter une tâche" }).click();
      const editor = page.getByRole("dialog", { name: "Nouvelle tâche" });
      await editor.getByRole("textbox", { name: "Libellé" }).fill(name);
      await editor.getByRole("button", { name: "Une date" }).click();
      await editor.getByRole("textbox", { name: "Date", exact: true }).fill(today);
      await editor.getByRole("textbox", { name: "Heure", exact: true }).fill("23:30");
      await editor.getByRole("button", { name: "Créer la tâche" }).click();
      await expect(editor).toBeHidden();
    };
    await addTask("Confirmer le traiteur");
    const boardPath = new URL(page.url()).pathname;

    // ---- The daily run gives both (the e2e server runs it every few seconds): in the app, by e-mail, as a push.
    const depositDue = `Acompte à échéance : ${depositName}`;
    const taskDue = "Tâche à échéance : Confirmer le traiteur";
    await expect(bell(page)).toHaveAccessibleName("Notifications : 3 non lues", { timeout: 30_000 });
    await mailed(depositDue);
    await mailed(taskDue);
    const depositPush = await pushed(depositDue);
    expect(depositPush.url).toBe(depositPath);
    expect(depositPush.body).toMatch(
      /^L'acompte AC-\d{4}-00001 de Camille Lefèvre de [\d\s\u202f\u00a0]+,\d{2}\s€ est attendu le /,
    );
    expect((await pushed(taskDue)).url).toBe(boardPath);

    // The page lists each once; a click on the deposit's opens it in place and reads it.
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    for (const subject of [signed, depositDue, taskDue]) await expect(page.getByText(subject, { exact: true })).toHaveCount(1);
    await expectAccessible(page);
    await pageScreenshot(page, "notifications-page-desktop");
    await bell(page).click();
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    await settled(page);
    await screenshot(page, "notifications-panel-desktop");
    await page
      .getByRole("dialog", { name: "Notifications" })
      .getByRole("button", { name: new RegExp(`^${depositDue}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${depositPath}$`));
    await expect(bell(page)).toHaveAccessibleName("Notifications : 2 non lues");

    // ---- E-mail turned off: the next task due arrives in the app and as a push, not in the mailbox.
    await page.goto("/compte/notifications");
    await page.getByRole("switch", { name: /Par e-mail/ }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Préférences de notification enregistrées")).toBeVisible();
    await page.goto(boardPath);
    await addTask("Envoyer le plan de table");
    const secondTask = "Tâche à échéance : Envoyer le plan de table";
    await expect(bell(page)).toHaveAccessibleName("Notifications : 3 non lues", { timeout: 30_000 });
    await pushed(secondTask);
    // E-mails leave before push messages in the relay's pass: the push is there, so no e-mail is on its way.
    expect(await inMailbox(request, email, secondTask)).toBe(0);
    // Once each, everywhere.
    for (const subject of [signed, depositDue, taskDue]) expect(await inMailbox(request, email, subject)).toBe(1);
    for (const subject of [signed, depositDue, taskDue, secondTask]) {
      expect(push.received.filter((r) => JSON.parse(r.payload).title === subject)).toHaveLength(1);
    }
    await page.goto("/notifications");
    for (const subject of [signed, depositDue, taskDue, secondTask]) {
      await expect(page.getByText(subject, { exact: true })).toHaveCount(1);
    }

    // ---- Phone width: the page, the panel and the settings fit the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "notifications-page-phone");
    await bell(page).click();
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    await settled(page);
    await screenshot(page, "notifications-panel-phone");
    await page.keyboard.press("Escape");
    await page.goto("/compte/notifications");
    await expect(page.getByRole("switch", { name: /Par e-mail/ })).not.toBeChecked();
    // This device is known as subscribed: the card says so rather than offering it again.
    await expect(page.getByText("Cet appareil recevra vos notifications push.")).toBeVisible();
    await pageScreenshot(page, "notifications-settings-phone");
  });
});
