import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { routePages } from "../../apps/web/route-pages.ts";
import { budgets, buildWebInto, checkBudgets, measureRoutes, readRouter } from "./web-budget.ts";

const router = `
const LoginPage = lazy(() => import("../features/users/pages/login-page.tsx").then((m) => ({ default: m.LoginPage })));
const AppLayout = lazy(() => import("./layout/app-layout.tsx").then((m) => ({ default: m.AppLayout })));
const ClientsPage = lazy(() =>
  import("../features/clients/pages/clients-page.tsx").then((m) => ({ default: m.ClientsPage })),
);
const Unused = lazy(() => import("../features/x/pages/unused.tsx").then((m) => ({ default: m.Unused })));
export const router = createBrowserRouter([
  { path: paths.login, element: <LoginPage /> },
  { element: <AppLayout />, children: [{ path: paths.clients, element: (<Only><ClientsPage /></Only>) }] },
]);`;

/** A fake build: files of random bytes (gzip cannot shrink them) and the manifest naming them. */
function fakeDist(sizes: Record<string, number>, manifest: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-budget-test-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, ".vite"));
  for (const [file, size] of Object.entries(sizes)) fs.writeFileSync(path.join(dir, file), crypto.randomBytes(size));
  fs.writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
  return dir;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("route pages read from the router", () => {
  it("finds each lazy page that a route renders, inside or outside the back-office layout", () => {
    expect(routePages(router)).toEqual([
      { name: "LoginPage", module: "src/features/users/pages/login-page.tsx", kind: "public" },
      { name: "ClientsPage", module: "src/features/clients/pages/clients-page.tsx", kind: "back-office" },
    ]);
  });

  it("finds a page loaded by settledLazy through its loader's first import", () => {
    const source = `
const AppLayout = lazy(() => import("./layout/app-layout.tsx").then((m) => ({ default: m.AppLayout })));
const homePage = settledLazy(() =>
  Promise.all([import("../features/dashboard/pages/dashboard-page.tsx"), texts()]).then(([m]) => ({ default: m.DashboardPage })),
);
const HomePage = homePage.Page;
<Route element={<AppLayout />}><Route path={paths.home} element={<HomePage />} /></Route>`;
    expect(routePages(source)).toEqual([
      { name: "HomePage", module: "src/features/dashboard/pages/dashboard-page.tsx", kind: "back-office" },
    ]);
    // One this reading cannot follow is refused, not left out of the budget.
    expect(() => routePages(`${source}\nconst Other = settledLazy(load);`)).toThrow(/lazy pages/);
  });

  it("finds the real router's pages", () => {
    const pages = routePages(readRouter());
    expect(pages.find((p) => p.name === "LoginPage")?.kind).toBe("public");
    expect(pages.filter((p) => p.kind === "back-office").length).toBeGreaterThan(15);
  });
});

describe("weights and budgets", () => {
  const manifest = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"], css: ["assets/index.css"] },
    "_react.js": { file: "assets/react.js" },
    "_editor.js": { file: "assets/editor.js" },
    "src/features/users/pages/login-page.tsx": { file: "assets/login.js", isDynamicEntry: true, imports: ["_react.js"] },
    "src/app/layout/app-layout.tsx": { file: "assets/layout.js", isDynamicEntry: true, imports: ["index.html"] },
    "src/features/clients/pages/clients-page.tsx": {
      file: "assets/clients.js",
      isDynamicEntry: true,
      imports: ["_editor.js", "index.html"],
    },
  };
  const sizes = {
    "assets/index.js": 20_000,
    "assets/index.css": 2_000,
    "assets/react.js": 50_000,
    "assets/login.js": 10_000,
    "assets/layout.js": 30_000,
    "assets/clients.js": 5_000,
    "assets/editor.js": 160_000,
  };

  it("counts what each route loads before it renders, once per file", () => {
    const dir = fakeDist(sizes, manifest);
    dirs.push(dir);
    const [login, clients] = measureRoutes(dir, router);
    // Random bytes: gzip adds a few bytes per file instead of removing any.
    expect(login?.firstGzKb).toBeGreaterThan(82);
    expect(login?.firstGzKb).toBeLessThan(83);
    expect(login?.files).toBe(4);
    expect(clients?.firstGzKb).toBeGreaterThan(267);
    expect(clients?.furtherGzKb).toBeGreaterThan(165);
    expect(clients?.furtherGzKb).toBeLessThan(166);
  });

  it("measures the login page from its own HTML entry when the build has one", () => {
    const withLoginPage = {
      ...manifest,
      "login.html": { file: "assets/login-entry.js", isEntry: true, imports: ["_react.js"], css: ["assets/login.css"] },
    };
    const dir = fakeDist({ ...sizes, "assets/login-entry.js": 3_000, "assets/login.css": 1_000 }, withLoginPage);
    dirs.push(dir);
    const [login, clients] = measureRoutes(dir, router);
    expect(login?.loaded).toEqual(["assets/login-entry.js", "assets/login.css", "assets/react.js"]);
    expect(login?.firstGzKb).toBeGreaterThan(54);
    expect(login?.firstGzKb).toBeLessThan(55);
    // The back office is still measured from the SPA's entry.
    expect(clients?.loaded).toContain("assets/index.js");
  });

  it("fails a route over its budget and names the chunk to blame", () => {
    const dir = fakeDist(sizes, manifest);
    dirs.push(dir);
    const failures = checkBudgets(measureRoutes(dir, router), {
      login: 120,
      publicPage: 120,
      firstBackOffice: 300,
      furtherRoute: 150,
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ route: "ClientsPage", measure: "further route", limitKb: 150 });
    expect(failures[0]?.blame.split(",")[0]).toContain("assets/editor.js");
  });
});

describe("the web app's real build", () => {
  it("stays within the budgets on every route", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-web-budget-"));
    dirs.push(dir);
    buildWebInto(dir);
    const weights = measureRoutes(dir, readRouter());
    const failures = checkBudgets(weights).map(
      (f) => `${f.route} ${f.measure}: ${f.gzKb} kB gz > ${f.limitKb} kB; heaviest: ${f.blame}`,
    );
    expect(failures).toEqual([]);
    const login = weights.find((w) => w.route === "LoginPage");
    expect(login?.firstGzKb).toBeLessThanOrEqual(budgets.login);
    // The rich-text editor (TipTap) is fetched when a task's e-mail is edited, not with any screen; English too.
    for (const w of weights) {
      expect(w.loaded.filter((f) => /email-body-editor|resources-en/.test(f))).toEqual([]);
    }
    const read = (files: string[] = []) =>
      files
        .filter((f) => f.endsWith(".js"))
        .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
        .join("\n");
    // zod's own messages stay French in the browser: its French locale is in what the SPA's forms load (a
    // package-level `sideEffects` entry once let the bundler drop it silently).
    expect(read(weights.find((w) => w.route === "RegisterPage")?.loaded)).toContain("invalide : ");
    // The login page is its own light HTML page: none of MUI, and zod's mini build only (the domain's login schema).
    const loginCode = read(login?.loaded);
    expect(login?.loaded.some((f) => /^assets\/login-[\w-]+\.js$/.test(f))).toBe(true);
    expect(loginCode).not.toContain("MuiButton");
    expect(loginCode).not.toContain("invalide : ");

    const contents = new Map<string, string>();
    const codeOf = (w: (typeof weights)[number]) =>
      w.loaded
        .filter((f) => f.endsWith(".js"))
        .map((f) => {
          let text = contents.get(f);
          if (text === undefined) {
            text = fs.readFileSync(path.join(dir, f), "utf8");
            contents.set(f, text);
          }
          return text;
        })
        .join("\n");
    // The heavy pieces come with the screens that show them, not with the others: the charts (MUI X) with the
    // dashboard and the statistics, the calendar (FullCalendar) with the agenda.
    const heavy = [
      // The dashboard draws its bars itself since MUI X Charts (~95 kB gz) left the app: no screen loads it again.
      { piece: "charts", marker: "MuiChartsSurface", routes: [] as string[] },
      { piece: "calendar", marker: "fc-daygrid", routes: ["AgendaPage"] },
      // The phone metadata (libphonenumber-js, ~30 kB gz) comes with the forms holding a phone field that open with
      // their screen (the showcase's company, the account, the public pages' forms), not with lists or dialogs.
      {
        piece: "phone metadata",
        marker: "country_calling_codes",
        routes: [
          "RegisterPage",
          "ConfirmEmailPage",
          "ForgotPasswordPage",
          "ResetPasswordPage",
          "WelcomePage",
          "AccountPage",
          "CompanyPage",
          // The statuses page reads the event schemas, which hold the client schema and its contacts.
          "EventStatusesPage",
        ],
      },
    ];
    const misplaced = weights.flatMap((w) =>
      heavy.filter((h) => !h.routes.includes(w.route) && codeOf(w).includes(h.marker)).map((h) => `${w.route}: ${h.piece}`),
    );
    expect(misplaced).toEqual([]);
    // The home after signing in (issue 26 item 3) stays light: 311 kB gz when its charts left its first load, 283
    // when its cards' blog constant stopped pulling zod's classic build (blog-constants.ts).
    expect(weights.find((w) => w.route === "DashboardPage")?.firstGzKb).toBeLessThanOrEqual(290);
    // French texts per namespace: the login page carries none of the showcase's or the clients' texts.
    expect(loginCode).not.toContain("Ce que les couples lisent en premier");
    expect(loginCode).not.toContain("Les couples et les entreprises avec qui vous travaillez.");
  }, 240_000);
});
