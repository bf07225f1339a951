import { expect, type Page, type Response, test } from "@playwright/test";
import { screenshot } from "./support.ts";

/**
 * The demo account, as a curious vendor opens it first: every screen of the router (apps/web/src/app/
 * router.tsx, paths.ts) with every API call answering 2xx, no console error, no error page, no CSP
 * violation; the PDF preview of an issued invoice shows in its frame.
 */
const DEMO = { email: "demo@cortege.fr", password: "demo-cortege-2026" };

/** Every static screen behind the login; the ones with an id are added from the demo's data. */
const staticRoutes = [
  "/compte",
  "/compte/abonnement",
  "/compte/notifications",
  "/notifications",
  "/tableau-de-bord",
  "/statistiques",
  "/evenements",
  "/evenements/statuts",
  "/clients",
  "/messages",
  "/messages/marketplace-a",
  "/messages/marketplace-b",
  "/agenda",
  "/avis",
  "/vitrine/informations",
  "/vitrine/entreprise",
  "/vitrine/media",
  "/vitrine/salles",
  "/vitrine/disponibilites",
  "/vitrine/faq",
  "/vitrine/hebergements",
  "/vitrine/promotions",
  "/vitrine/equipe",
  "/catalogue",
  "/ventes/parametres",
  "/ventes/devis",
  "/ventes/factures",
  "/ventes/acomptes",
  "/ventes/avoirs",
  "/comptabilite",
  "/comptabilite?vue=rapprochement",
  "/comptabilite?vue=tva",
  "/ventes/devis/nouveau",
  "/taches",
  "/taches/modeles",
];

type Problems = { api: string[]; console: string[]; csp: string[] };

function watch(page: Page): Problems {
  const problems: Problems = { api: [], console: [], csp: [] };
  page.on("response", (res: Response) => {
    const url = new URL(res.url());
    const status = res.status();
    if (!url.pathname.startsWith("/api/")) {
      // A page, script, picture or file that failed: named here, the console only says « 404 ».
      if (status >= 400) problems.console.push(`${page.url()}: ${res.request().method()} ${url.pathname} → ${status}`);
      return;
    }
    if ((status < 200 || status >= 300) && status !== 304) {
      problems.api.push(`${res.request().method()} ${url.pathname}${url.search} → ${status}`);
    }
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.console.push(`${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.console.push(`${page.url()}: ${error.message}`));
  return problems;
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // Loaders only: a gauge (storage used) is a progressbar with a value and stays.
  await expect(page.locator("[role=progressbar]:not([aria-valuenow])")).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoErrorPage(page: Page, route: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Page introuvable" }), route).toHaveCount(0);
  await expect(page.getByText("Cette page n'a pas pu être chargée."), route).toHaveCount(0);
  await expect(page.getByText("Une erreur est survenue"), route).toHaveCount(0);
}

test.describe("the demo account", () => {
  test.beforeEach(async ({ page }) => {
    // CSP violations are not always console errors: the page records every one it sees.
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener("securitypolicyviolation", (e) => {
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
  });

  test("opens every screen with every API call answering 2xx, and previews an issued invoice's PDF", async ({ page }) => {
    test.setTimeout(300_000);
    const problems = watch(page);

    await page.goto("/connexion");
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/tableau-de-bord$/);

    // The ids of the screens with a parameter, read as the app reads them.
    const login = await (await page.request.post("/api/user/login", { data: DEMO })).json();
    const headers = { authorization: `Bearer ${login.token}` };
    const api = async <T>(url: string, query: Record<string, string> = {}): Promise<T> => {
      const res = await page.request.get(`/api${url}`, { headers, params: { vendorId, ...query } });
      expect(res.ok(), url).toBe(true);
      return (await res.json()) as T;
    };
    let vendorId = "";
    vendorId = (await api<{ vendors: { id: string }[] }>("/vendor/user-vendors")).vendors[0]?.id as string;
    const { events } = await api<{ events: { eventId: string }[] }>("/event/list");
    const { clients } = await api<{ clients: { clientId: string }[] }>("/client/list");
    const docs = async (quoteType: string) =>
      (await api<{ quotes: { quoteId: string; status: string }[] }>("/quote/list", { quoteType })).quotes;
    const [quotes, invoices, deposits, credits] = await Promise.all(
      ["QUOTE", "INVOICE", "DEPOSIT", "CREDIT_NOTE"].map((type) => docs(type)),
    );
    const { boards } = await api<{ boards: { boardId: string }[] }>("/task/boards", { includeEventBoards: "true" });
    const paid = invoices?.find((i) => i.status === "PAID");
    expect(events.length).toBeGreaterThan(5);
    expect(paid).toBeTruthy();

    const routes = [
      ...staticRoutes,
      ...events.slice(0, 3).map((e) => `/evenements/${e.eventId}`),
      ...clients.slice(0, 3).map((c) => `/clients/${c.clientId}`),
      ...(quotes ?? []).slice(0, 2).map((q) => `/ventes/devis/${q.quoteId}`),
      ...(invoices ?? []).map((q) => `/ventes/factures/${q.quoteId}`),
      ...(deposits ?? []).slice(0, 1).map((q) => `/ventes/acomptes/${q.quoteId}`),
      ...(credits ?? []).map((q) => `/ventes/avoirs/${q.quoteId}`),
      ...boards.slice(0, 2).map((b) => `/taches/${b.boardId}`),
    ];
    for (const route of routes) {
      await page.goto(route);
      await settle(page);
      await expectNoErrorPage(page, route);
    }

    // The showcase photos come from vendor/medias: titled tiles, the description as the picture's alt text,
    // editable in a dialog that shows what is stored.
    await page.goto("/vitrine/media");
    await settle(page);
    await expect(
      page.getByRole("img", { name: "La maison de maître vue du parc, les vignes en contrebas, à l'heure dorée." }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Actions pour Le domaine au coucher du soleil" }).click();
    await page.getByRole("menuitem", { name: "Modifier le titre et la description" }).click();
    const details = page.getByRole("dialog");
    await expect(details.getByLabel("Titre")).toHaveValue("Le domaine au coucher du soleil");
    await details.getByRole("button", { name: "Annuler" }).click();
    await expect(details).toBeHidden();

    // The PDF preview of the issued invoice: the frame shows the blob, the CSP lets it in.
    await page.goto(`/ventes/factures/${paid?.quoteId}`);
    await settle(page);
    await page.getByRole("button", { name: "Aperçu PDF" }).click();
    const dialog = page.getByRole("dialog");
    const frame = dialog.locator("iframe[data-testid=pdf-preview-frame]");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", /^blob:/);
    // The framed document is the PDF itself (Chromium's viewer), not an error page.
    await expect.poll(() => page.frames().some((f) => f.url().startsWith("blob:")), { timeout: 10_000 }).toBe(true);
    const box = await frame.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(300);
    // The framed document is the PDF itself, which Chromium hands to its viewer (not a blocked-frame page).
    const pdfFrame = page.frames().find((f) => f.url().startsWith("blob:"));
    await expect
      .poll(() => pdfFrame?.evaluate(() => document.contentType).catch((e: Error) => e.message))
      .toBe("application/pdf");
    await page.waitForTimeout(4000);
    await page.screenshot({ path: "../docs/screenshots/demo-pdf-preview.png" });
    problems.csp.push(...(await cspViolations(page)));
    await dialog.getByRole("button", { name: "Fermer" }).click();

    expect(problems.api, "API calls that did not answer 2xx").toEqual([]);
    expect(problems.console, "console errors").toEqual([]);
    expect(problems.csp, "CSP violations").toEqual([]);
  });

  test("screenshots of the demo's main screens, desktop and 375 px", async ({ page }) => {
    test.setTimeout(300_000);
    const problems = watch(page);
    await page.goto("/connexion");
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/tableau-de-bord$/);
    const screens: [string, string][] = [
      ["tableau-de-bord", "/tableau-de-bord"],
      ["statistiques", "/statistiques?du=2026-01-01&au=2026-12-31"],
      ["evenements", "/evenements"],
      ["clients", "/clients"],
      ["vitrine-media", "/vitrine/media"],
      ["vitrine-entreprise", "/vitrine/entreprise"],
      ["factures", "/ventes/factures"],
      ["devis", "/ventes/devis"],
      ["catalogue", "/catalogue"],
      ["taches", "/taches"],
    ];
    for (const [viewport, suffix] of [
      [{ width: 1366, height: 860 }, ""],
      [{ width: 375, height: 812 }, "-phone"],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [name, route] of screens) {
        await page.goto(route);
        await settle(page);
        // Photos fade in once decoded.
        await page.waitForTimeout(400);
        await screenshot(page, `demo-${name}${suffix}`);
      }
      // A demo marketplace lead, received without a connection: its thread reads, the reply asks to connect.
      await page.goto("/messages/marketplace-a");
      await page
        .getByRole("list", { name: "Marketplace A" })
        .getByRole("button", { name: /Pauline Mercier/ })
        .click();
      await expect(page.getByText("Marketplace non connectée : connectez votre compte pour répondre")).toBeVisible();
      await settle(page);
      await screenshot(page, `marketplaces-demo-thread-${suffix ? "phone" : "desktop"}`);
    }
    expect(problems.api).toEqual([]);
    expect(problems.console).toEqual([]);
  });
});
