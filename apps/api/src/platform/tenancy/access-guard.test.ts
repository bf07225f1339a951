import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../test/media-fixtures.ts";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";
import { type AccessRule, accessRules } from "./access-rules.ts";

let t: TestApp;
let alice: Session;
let bob: Session;
let aliceVendorId: string;
let bobVendorId: string;
/** Carol holds two vendors: C1 and C2 (multi-vendor account). */
let carol: Session;
let carolFirstVendorId: string;
let carolSecondVendorId: string;
/** Dave's token carries the `admin` group; he is a member of no vendor. */
let dave: Session;
/** Rows of Carol's second vendor, which her calls naming the first one must never reach. */
let secondIds: VendorRows;
/** Rows of Carol's first vendor: the own half of "one foreign id among own ones". */
let firstIds: VendorRows;
/** Rows of Alice's vendor: the victim of the placement matrix. */
let aliceIds: VendorRows;
const SECRET = "Secret-Deux";
const ALICE_SECRET = "Secret-Alice";

/** One row of every kind a vendor owns that a request can name by id. */
type VendorRows = {
  clientId: string;
  eventId: string;
  quickNoteId: string;
  productId: string;
  quoteId: string;
  boardId: string;
  listId: string;
  taskId: string;
  spaceId: string;
  accommodationId: string;
  promotionId: string;
  teamMemberId: string;
  questionId: string;
  availabilityId: string;
  linkedVendorId: string;
  fileId: string;
  mediaFilename: string;
};

/** Makes, through the real calls, one row of each kind in `vendorId`, every text carrying `secret`. */
async function seedVendor(session: Session, vendorId: string, secret: string): Promise<VendorRows> {
  const call = async (method: "GET" | "POST", url: string, fields: Record<string, unknown>) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(session),
      ...(method === "GET"
        ? { query: { vendorId, ...(fields as Record<string, string>) } }
        : { payload: { vendorId, ...fields } }),
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const post = (url: string, fields: Record<string, unknown>) => call("POST", url, fields);
  const ascii = secret.toLowerCase().replace(/[^a-z]/g, "");
  const client = await post("/client/individual/create", {
    contacts: [{ firstname: "Zoé", lastname: secret, email: `zoe.${ascii}@exemple.fr`, phone: "0612345678" }],
  });
  const clientId = client.clientId as string;
  const space = await post("/vendor/space/create", { name: `Salle ${secret}` });
  const event = await post("/event/create", { eventName: `Mariage ${secret}`, clientId, spaceId: space.spaceId });
  const note = await post("/quick-note/create", { clientId, content: `Note ${secret}` });
  const product = await post("/product/create", { product: { name: `Formule ${secret}`, price: 100 } });
  const quote = await post("/quote/create", {
    quoteType: "QUOTE",
    quote: { clientId },
    products: [{ productId: product.productId, quantity: 1 }],
  });
  const board = await call("GET", "/task/board/event", { eventId: event.eventId });
  const listId = board.lists[0]?.listId as string;
  const task = await post("/task/task/create", { boardId: board.boardId, listId, name: `Tâche ${secret}` });
  const accommodation = await post("/vendor/accommodation/create", { name: `Gîte ${secret}` });
  const promotion = await post("/vendor/promotions/create", {
    title: `Promotion ${secret}`,
    startDate: "2026-01-05",
    endDate: "2026-03-31",
  });
  const member = await post("/vendor/team-members/create", { firstname: "Élise", lastname: secret });
  const faq = await post("/vendor/faq/update", { qas: [{ question: `Question ${secret} ?`, answer: "Oui." }] });
  const availabilities = await post("/vendor/availabilities/create", { dates: ["2026-06-20"] });
  const linked = await post("/event/vendor/link", {
    eventId: event.eventId,
    vendorType: "FLORIST",
    companyName: `Fleurs ${secret}`,
  });
  const mediaFilename = `${ascii}.png`;
  const fileId = await uploadFile(t, { session, vendorId }, "Medias", mediaFilename);
  return {
    clientId,
    eventId: event.eventId,
    quickNoteId: note.quickNoteId,
    productId: product.productId,
    quoteId: quote.id,
    boardId: board.boardId,
    listId,
    taskId: task.taskId,
    spaceId: space.spaceId,
    accommodationId: accommodation.accommodationId,
    promotionId: promotion.promotionId,
    teamMemberId: member.teamMemberId,
    questionId: faq.qas[0].questionId,
    availabilityId: availabilities.availabilities[0].availabilityId,
    linkedVendorId: linked.vendorId,
    fileId,
    mediaFilename,
  };
}

const PASSWORD = "motdepasse-solide";
const emailOf = new Map<string, string>();

/**
 * Some `user` routes end the caller's session (logout, and whatever a future route revokes): after a
 * call to one of them, the persona signs in again, in place, so that the matrix keeps testing tenancy
 * rather than an expired token.
 */
async function keepSignedIn(session: Session | null, route: { config?: unknown }): Promise<void> {
  if (!session || (route.config as { access?: string } | undefined)?.access !== "user") return;
  const still = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(session) });
  if (still.statusCode !== 401) return;
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: emailOf.get(session.userId), password: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  Object.assign(session, login.json());
}

/**
 * A digest of every row of the vendor, in every table that has a `vendor_id` column (found in the
 * catalogue, so that a new table is covered without editing this test), and of the vendor row itself.
 */
async function fingerprint(vendorId: string): Promise<string> {
  const tables = await t.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'vendor_id' ORDER BY table_name`,
  );
  expect(tables.rows.length).toBeGreaterThan(20);
  const parts: string[] = [];
  let rows = 0;
  for (const { table_name: table } of [{ table_name: "vendors" }, ...tables.rows]) {
    const column = table === "vendors" ? "id" : "vendor_id";
    const res = await t.database.pool.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${table}" x WHERE ${column} = $1`,
      [vendorId],
    );
    rows += res.rows[0].n;
    parts.push(`${table}:${res.rows[0].n}:${res.rows[0].h}`);
  }
  // A vendor with nothing in it would make "unchanged" trivially true.
  expect(rows).toBeGreaterThan(20);
  return parts.join(",");
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, "alice@exemple.fr");
  bob = await signUp(t, "bob@exemple.fr");
  const create = (s: Session, tradeName: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/vendor/create",
      headers: bearer(s),
      payload: { vendorType: "RECEPTION_VENUE", company: { corporateName: `${tradeName} SAS`, tradeName } },
    });
  aliceVendorId = (await create(alice, "Château Alice")).json().vendorId;
  bobVendorId = (await create(bob, "Moulin Bob")).json().vendorId;

  carol = await signUp(t, "carol@exemple.fr");
  carolFirstVendorId = (await create(carol, "Manoir Premier")).json().vendorId;
  const added = await t.app.inject({
    method: "POST",
    url: "/api/vendor/add-vendor",
    headers: bearer(carol),
    payload: {
      vendorType: "RECEPTION_VENUE",
      company: { corporateName: `Domaine ${SECRET} SAS`, tradeName: `Domaine ${SECRET}` },
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  carolSecondVendorId = added.json().vendorId;
  secondIds = await seedVendor(carol, carolSecondVendorId, SECRET);
  aliceIds = await seedVendor(alice, aliceVendorId, ALICE_SECRET);
  // The first vendor has rows of its own, so that its lists are not trivially empty.
  firstIds = await seedVendor(carol, carolFirstVendorId, "Premier-Un");

  const daveSignUp = await signUp(t, "dave@exemple.fr");
  await t.database.pool.query("UPDATE users SET groups = '{admin}' WHERE id = $1", [daveSignUp.userId]);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: "dave@exemple.fr", password: PASSWORD },
  });
  dave = login.json() as Session;
  for (const [session, email] of [
    [alice, "alice@exemple.fr"],
    [bob, "bob@exemple.fr"],
    [carol, "carol@exemple.fr"],
    [dave, "dave@exemple.fr"],
  ] as const) {
    emailOf.set(session.userId, email);
  }
});
afterAll(async () => {
  await t.close();
});

// HEAD routes are generated by Fastify from their GET twin and share its rule.
const appRoutes = () => t.routes.filter((r) => r.method !== "HEAD" && !(Array.isArray(r.method) && r.method.includes("HEAD")));
const methodOf = (r: { method: string | string[] }) => (Array.isArray(r.method) ? r.method[0] : r.method) as "GET" | "POST";
const urlOf = (r: { url: string }) => r.url.replace(/:(\w+)/g, "x").replace("*", "x");

describe("authorization matrix", () => {
  it("every route declares who may call it", () => {
    const undeclared = appRoutes()
      .filter((r) => !accessRules.includes(r.config?.access as never))
      .map((r) => `${methodOf(r)} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(appRoutes().length).toBeGreaterThan(15);
  });

  it("answers 401 to an anonymous caller on every protected route", async () => {
    const protectedRoutes = appRoutes().filter((r) => !["public", "dev"].includes(r.config?.access as string));
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const method = methodOf(route);
      const res = await t.app.inject({
        method,
        url: `${urlOf(route)}?vendorId=${aliceVendorId}`,
        ...(method === "POST" ? { payload: { vendorId: aliceVendorId } } : {}),
      });
      expect(res.statusCode, `${method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: "UNAUTHENTICATED" });
    }
  });

  it("answers 404 to a user acting on another vendor, and serves the owner", async () => {
    const vendorRoutes = appRoutes().filter((r) => r.config?.access === "vendor");
    expect(vendorRoutes.length).toBeGreaterThan(0);
    for (const route of vendorRoutes) {
      const method = methodOf(route);
      const call = (s: Session, vendorId: string) =>
        t.app.inject({
          method,
          url: `${urlOf(route)}?vendorId=${vendorId}`,
          headers: bearer(s),
          ...(method === "POST" ? { payload: { vendorId } } : {}),
        });
      const cross = await call(bob, aliceVendorId);
      expect(cross.statusCode, `${method} ${route.url} as bob on alice`).toBe(404);
      expect(cross.body).not.toContain("Château Alice");
      expect((await call(alice, aliceVendorId)).statusCode, `${method} ${route.url} as alice`).not.toBe(404);
    }
  });

  it("lists only the caller's own vendors", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/vendor/user-vendors", headers: bearer(bob) });
    expect(res.json().vendors.map((v: { id: string }) => v.id)).toEqual([bobVendorId]);
  });

  it("refuses admin routes to a non-admin", async () => {
    const adminRoutes = appRoutes().filter((r) => r.config?.access === "admin");
    for (const route of adminRoutes) {
      const res = await t.app.inject({ method: methodOf(route), url: urlOf(route), headers: bearer(alice) });
      expect(res.statusCode).toBe(403);
    }
  });
  // What each persona gets on a route, by the route's declared access rule. "passes" means the guard
  // lets the call through (the handler may still refuse the made-up input with a 400 or its own 404).
  type Persona = "anonymous" | "owner" | "otherOwner" | "multiVendorOnOther" | "admin";
  type Outcome = "passes" | 401 | 403 | 404;
  const matrix: Record<AccessRule, Record<Persona, Outcome>> = {
    public: { anonymous: "passes", owner: "passes", otherOwner: "passes", multiVendorOnOther: "passes", admin: "passes" },
    dev: { anonymous: "passes", owner: "passes", otherOwner: "passes", multiVendorOnOther: "passes", admin: "passes" },
    user: { anonymous: 401, owner: "passes", otherOwner: "passes", multiVendorOnOther: "passes", admin: "passes" },
    // Admins do not bypass tenancy: vendor data is reached through vendor membership only.
    vendor: { anonymous: 401, owner: "passes", otherOwner: 404, multiVendorOnOther: 404, admin: 404 },
    admin: { anonymous: 401, owner: 403, otherOwner: 403, multiVendorOnOther: 403, admin: "passes" },
  };

  it("gives every persona the declared answer on every route (Alice's vendor named in each call)", async () => {
    const sessions: Record<Persona, Session | null> = {
      anonymous: null,
      owner: alice,
      otherOwner: bob,
      multiVendorOnOther: carol,
      admin: dave,
    };
    const failures: string[] = [];
    let checked = 0;
    for (const route of appRoutes()) {
      const access = route.config?.access as AccessRule;
      const method = methodOf(route);
      for (const [persona, session] of Object.entries(sessions) as [Persona, Session | null][]) {
        const expected = matrix[access][persona];
        const res = await t.app.inject({
          method,
          url: `${urlOf(route)}?vendorId=${aliceVendorId}`,
          headers: session ? bearer(session) : {},
          ...(method === "POST" ? { payload: { vendorId: aliceVendorId } } : {}),
        });
        checked++;
        await keepSignedIn(session, route);
        const tenancy404 = res.statusCode === 404 && res.body.includes("Prestataire introuvable");
        const passed = res.statusCode !== 401 && res.statusCode !== 403 && !tenancy404;
        const ok = expected === "passes" ? passed : res.statusCode === expected && (expected !== 404 || tenancy404);
        if (!ok) failures.push(`${method} ${route.url} as ${persona}: ${res.statusCode}, expected ${expected}`);
        if (persona !== "owner" && access === "vendor" && res.body.includes("Château Alice")) {
          failures.push(`${method} ${route.url} as ${persona} leaked Alice's vendor`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(appRoutes().length * 5);
  });

  // ——— Every place a vendor id can travel ———
  // A request names its vendor in the query, the body, both (equal) or both (different). GET bodies are
  // not read by the server (Fastify parses none), so on a GET the query is the only place that counts.
  type Placement = "query only" | "body only" | "both equal" | "own/other" | "other/own" | "both own, different";
  const placements: Placement[] = ["query only", "body only", "both equal", "own/other", "other/own"];
  type Expected = "passes" | "mismatch" | "unnamed" | 401 | 403 | 404;

  it("gives every persona the rule's answer for every placement of the vendor id, and leaks nothing of Alice's", async () => {
    type Cast = { session: Session | null; memberOf: string[]; target: string; other: string };
    const cast: Record<Persona, Cast> = {
      anonymous: { session: null, memberOf: [], target: aliceVendorId, other: bobVendorId },
      // The owner's "other" is a vendor she does not hold: naming it next to her own must not pass either.
      owner: { session: alice, memberOf: [aliceVendorId], target: aliceVendorId, other: bobVendorId },
      otherOwner: { session: bob, memberOf: [bobVendorId], target: aliceVendorId, other: bobVendorId },
      multiVendorOnOther: {
        session: carol,
        memberOf: [carolFirstVendorId, carolSecondVendorId],
        target: aliceVendorId,
        other: carolFirstVendorId,
      },
      admin: { session: dave, memberOf: [], target: aliceVendorId, other: bobVendorId },
    };
    const where = (placement: Placement, { target, other }: Cast): { query?: string; body?: string } => {
      switch (placement) {
        case "query only":
          return { query: target };
        case "body only":
          return { body: target };
        case "both equal":
          return { query: target, body: target };
        case "own/other":
          return { query: other, body: target };
        case "other/own":
          return { query: target, body: other };
        case "both own, different":
          // Carol holds both: the membership check alone would let either through.
          return { query: carolFirstVendorId, body: carolSecondVendorId };
      }
    };
    // The rule of docs/decisions.md ("Tenancy"), written out: what the guard must answer.
    const expectedOf = (access: AccessRule, method: string, persona: Persona, named: { query?: string; body?: string }) => {
      if (access !== "vendor") return matrix[access][persona] as Expected;
      if (persona === "anonymous") return 401;
      const read = [named.query, method === "GET" ? undefined : named.body].filter((v): v is string => v !== undefined);
      if (read.length === 0) return "unnamed";
      if (new Set(read).size > 1) return "mismatch";
      if (!cast[persona].memberOf.includes(read[0] as string)) return 404;
      // A POST's body must carry its vendorId (the wire contract): naming it in the query only is a 400.
      return method === "POST" && named.body === undefined ? "unnamed" : "passes";
    };
    const aliceLeaks = [ALICE_SECRET, "Château Alice", ...Object.values(aliceIds)];
    const failures: string[] = [];
    const counts = new Map<string, { checked: number; succeeded: number }>();
    let checked = 0;
    const run = async (route: (typeof t.routes)[number], persona: Persona, placement: Placement) => {
      const access = route.config?.access as AccessRule;
      const method = methodOf(route);
      const named = where(placement, cast[persona]);
      const session = cast[persona].session;
      const res = await t.app.inject({
        method,
        url: `${urlOf(route)}${named.query ? `?vendorId=${named.query}` : ""}`,
        headers: session ? bearer(session) : {},
        ...(method === "POST" ? { payload: named.body ? { vendorId: named.body } : {} } : {}),
      });
      checked++;
      await keepSignedIn(session, route);
      const count = counts.get(placement) ?? { checked: 0, succeeded: 0 };
      count.checked++;
      if (res.statusCode < 300) count.succeeded++;
      counts.set(placement, count);
      const expected = expectedOf(access, method, persona, named);
      const code = res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined;
      const tenancy404 = res.statusCode === 404 && res.body.includes("Prestataire introuvable");
      const passed = ![401, 403].includes(res.statusCode) && !tenancy404 && code !== "VENDOR_MISMATCH" && res.statusCode < 500;
      const ok =
        expected === "passes"
          ? passed
          : expected === "mismatch"
            ? res.statusCode === 400 && code === "VENDOR_MISMATCH"
            : expected === "unnamed"
              ? res.statusCode === 400 || tenancy404
              : res.statusCode === expected && (expected !== 404 || tenancy404);
      const label = `${method} ${route.url} as ${persona}, ${placement}`;
      if (!ok) failures.push(`${label}: ${res.statusCode} ${code ?? ""}, expected ${expected}`);
      if (!cast[persona].memberOf.includes(aliceVendorId)) {
        // An admin route exists to list every vendor by name (docs/decisions.md "Administrators"): there, and only
        // as an admin, the vendor's trade name is not a leak; its rows' texts and ids still are.
        const allowed = access === "admin" && persona === "admin" ? ["Château Alice"] : [];
        const leaked = aliceLeaks.filter((s) => !allowed.includes(s) && res.body.includes(s));
        if (leaked.length > 0) failures.push(`${label}: showed Alice's ${leaked.join(", ")}`);
      }
    };

    const before = await fingerprint(aliceVendorId);
    const secondBefore = await fingerprint(carolSecondVendorId);
    // Everyone but the owner first, then the owner, whose own calls may change her rows.
    const intruders: Persona[] = ["anonymous", "otherOwner", "multiVendorOnOther", "admin"];
    for (const route of appRoutes()) {
      for (const persona of intruders) for (const placement of placements) await run(route, persona, placement);
      await run(route, "multiVendorOnOther", "both own, different");
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(aliceVendorId)).toBe(before);
    // Carol's mismatched calls (first vendor in the query, second in the body) changed neither.
    expect(await fingerprint(carolSecondVendorId)).toBe(secondBefore);
    for (const route of appRoutes()) for (const placement of placements) await run(route, "owner", placement);
    expect(failures).toEqual([]);

    const personas = intruders.length + 1;
    expect(checked).toBe(appRoutes().length * (personas * placements.length + 1));
    const vendorRoutes = appRoutes().filter((r) => r.config?.access === "vendor").length;
    process.stdout.write(
      `placement matrix: ${appRoutes().length} routes (${vendorRoutes} vendor routes) × ${personas} personas × ${placements.length} placements` +
        ` + ${appRoutes().length} "both own, different" = ${checked} calls; 2xx per placement: ${[...counts]
          .map(([p, c]) => `${p} ${c.succeeded}/${c.checked}`)
          .join(", ")}\n`,
    );
  }, 240_000);

  it("keeps a call on the vendor it names: another vendor's ids nested in an own request answer 404 and change nothing", async () => {
    const other = secondIds;
    const { clientId, eventId, quoteId, boardId, listId, productId, mediaFilename } = other;
    // Every id field a route may read, all pointing into Carol's second vendor.
    const ids: Record<string, unknown> = {
      clientId,
      clientIds: [clientId],
      eventId,
      eventIds: [eventId],
      quickNoteId: other.quickNoteId,
      quoteId,
      quoteIds: [quoteId],
      quotesToArchive: [quoteId],
      quotesToDelete: [quoteId],
      boardId,
      listId,
      taskId: other.taskId,
      newListId: listId,
      listIdDone: listId,
      productId,
      productIds: [productId],
      spaceId: other.spaceId,
      accommodationId: other.accommodationId,
      promotionId: other.promotionId,
      teamMemberId: other.teamMemberId,
      availabilitiesId: [other.availabilityId],
      linkedVendorId: other.linkedVendorId,
      fileId: other.fileId,
      filenames: [mediaFilename],
      category: "ClientDrive",
    };
    // Extra fields that make each write otherwise valid, so that only the foreign ids can stop it.
    const extra: Record<string, Record<string, unknown>> = {
      "/api/client/update/status": { status: "LOST" },
      "/api/event/status/update": { status: "REFUSED" },
      "/api/event/create": { eventName: "Intrusion" },
      "/api/event/update": { eventName: "Intrusion" },
      "/api/event/vendor/link": { vendorType: "FLORIST", companyName: "Intrusion" },
      "/api/event/vendor/link/update": { vendorType: "FLORIST", companyName: "Intrusion" },
      "/api/quick-note/create": { content: "Intrusion" },
      "/api/quick-note/update": { content: "Intrusion" },
      "/api/quote/create": { quoteType: "QUOTE", quote: { clientId, eventId }, products: [{ productId, quantity: 1 }] },
      "/api/quote/update": { quoteType: "QUOTE", quote: { clientId }, products: [{ productId, quantity: 1 }] },
      "/api/quote/sign": { filename: "intrusion.pdf" },
      "/api/quote/status": { quoteType: "QUOTE", status: "REFUSED" },
      "/api/quote/duplicate": { quoteType: "QUOTE", quoteTypeDestination: "QUOTE" },
      "/api/quote/send-email": { quoteType: "QUOTE", emails: ["intrus@exemple.fr"], subject: "Intrusion", body: "Intrusion" },
      "/api/quote/archive": { quoteType: "QUOTE" },
      "/api/quote/delete": { quoteType: "QUOTE" },
      "/api/task/board/create": { name: "Intrusion" },
      "/api/task/board/update": { name: "Intrusion" },
      "/api/task/board/duplicate": { name: "Intrusion" },
      "/api/task/board/config/update": { defaultBoardId: boardId },
      "/api/task/list/create": { name: "Intrusion" },
      "/api/task/list/update": { name: "Intrusion" },
      "/api/task/task/create": { name: "Intrusion" },
      "/api/task/task/update": { name: "Intrusion" },
      "/api/client/individual/update": {
        contacts: [{ firstname: "Intrus", lastname: "Intrus", email: "intrus@exemple.fr", phone: "0612345678" }],
      },
      "/api/product/update": { product: { productId, name: "Intrusion", price: 1 } },
      "/api/vendor/space/update": { name: "Intrusion" },
      "/api/vendor/accommodation/update": { name: "Intrusion" },
      "/api/vendor/promotions/update": { title: "Intrusion", startDate: "2026-01-05", endDate: "2026-03-31" },
      "/api/vendor/team-members/update": { firstname: "Intrus", lastname: "Intrus" },
      "/api/vendor/faq/update": { qas: [{ questionId: other.questionId, question: "Intrusion ?", answer: "Oui." }] },
      // Showcase photos are named by their file id.
      "/api/vendor/medias/update": { medias: [{ filename: other.fileId, title: "Intrusion" }] },
      "/api/vendor/medias/delete": { medias: [other.fileId] },
      "/api/media-library/presigned-urls": { filenames: ["intrusion.png"], sizes: [10] },
      // Document folders: the second vendor's client and quote as the folder's client and owner.
      "/api/media-library/copy-folder": { category: "Quote", id: quoteId },
      "/api/media-library/delete-folder": { category: "QuoteTmp" },
    };
    // Routes that act on a row by id: naming one's own vendor with another vendor's row is "not found"
    // (404; for products the spec's 400 PRODUCT_NOT_FOUND).
    const mustBeNotFound = [
      "GET /api/client",
      "GET /api/quick-note",
      "GET /api/quick-note/list",
      "GET /api/event",
      "GET /api/event/list/client",
      "GET /api/event/vendors",
      "POST /api/client/update/status",
      "POST /api/client/delete",
      "POST /api/client/archive",
      "POST /api/client/individual/update",
      "POST /api/event/status/update",
      "POST /api/event/archive",
      "POST /api/event/create",
      "POST /api/event/update",
      "POST /api/quick-note/create",
      "POST /api/quick-note/update",
      "POST /api/quick-note/delete",
      "GET /api/quote",
      "GET /api/quote/client/list",
      "POST /api/quote/create",
      "POST /api/quote/update",
      "POST /api/quote/status",
      "POST /api/quote/sign",
      "POST /api/quote/duplicate",
      "POST /api/quote/archive",
      "POST /api/quote/delete",
      "POST /api/quote/list/linked",
      "GET /api/quote/pdf",
      "POST /api/quote/send-email",
      "GET /api/task/board",
      "GET /api/task/board/event",
      "POST /api/task/board/create",
      "POST /api/task/board/update",
      "POST /api/task/board/delete",
      "POST /api/task/board/duplicate",
      "POST /api/task/board/config/update",
      "POST /api/task/list/create",
      "POST /api/task/list/update",
      "POST /api/task/list/delete",
      "POST /api/task/task/create",
      "POST /api/task/task/update",
      "POST /api/task/task/delete",
      "POST /api/task/task/move",
      "GET /api/product",
      "POST /api/product/update",
      "POST /api/product/duplicate",
      "GET /api/vendor/space",
      "POST /api/vendor/space/update",
      "POST /api/vendor/space/delete",
      "GET /api/vendor/accommodation",
      "POST /api/vendor/accommodation/update",
      "POST /api/vendor/accommodation/delete",
      "POST /api/vendor/promotions/update",
      "POST /api/vendor/promotions/delete",
      "POST /api/vendor/team-members/update",
      "POST /api/vendor/team-members/delete",
      "POST /api/vendor/faq/update",
      "POST /api/vendor/medias/update",
      "POST /api/product/delete",
      "POST /api/event/vendor/link",
      "POST /api/event/vendor/link/update",
      "GET /api/event/vendor/link/remove",
      "POST /api/media-library/confirm",
      "POST /api/media-library/presigned-urls",
      "POST /api/media-library/urls",
      "POST /api/media-library/urls-from-folder",
      "POST /api/media-library/reorder",
      "POST /api/media-library/delete",
      "POST /api/media-library/copy-folder",
      "POST /api/media-library/delete-folder",
      "POST /api/client/ids",
      "POST /api/vendor/medias/delete",
      "POST /api/vendor/availabilities/delete",
    ];
    const leaks = [SECRET, ...Object.values(other)];
    const attackers: { name: string; session: Session; vendorId: string }[] = [
      // Carol is a member of both vendors: only the ids' own checks keep her call on the one it names.
      { name: "carol on her first vendor", session: carol, vendorId: carolFirstVendorId },
      { name: "bob on his vendor", session: bob, vendorId: bobVendorId },
    ];
    const before = await fingerprint(carolSecondVendorId);
    const vendorRoutes = appRoutes().filter((r) => r.config?.access === "vendor");
    const seen = new Set<string>();
    const failures: string[] = [];
    let checked = 0;
    let notFound = 0;
    for (const route of vendorRoutes) {
      const method = methodOf(route);
      const key = `${method} ${route.url}`;
      seen.add(key);
      // A GET names its vendor in the query; a POST in the body, alone or with the same one in the query.
      const inQuery = method === "GET" ? [true] : [false, true];
      for (const attacker of attackers) {
        for (const alsoInQuery of inQuery) {
          const fields = { vendorId: attacker.vendorId, ...ids, ...extra[route.url] };
          const query =
            method === "GET"
              ? (Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === "string")) as Record<string, string>)
              : alsoInQuery
                ? { vendorId: attacker.vendorId }
                : undefined;
          const res = await t.app.inject({
            method,
            url: urlOf(route),
            headers: bearer(attacker.session),
            ...(query ? { query } : {}),
            ...(method === "POST" ? { payload: fields } : {}),
          });
          checked++;
          // Products keep the spec's answer to an unknown id (part 2 §4): bad-data "Product not found".
          const unknown = res.statusCode === 404 || (res.statusCode === 400 && res.json().code === "PRODUCT_NOT_FOUND");
          if (unknown) notFound++;
          const label = `${key} as ${attacker.name}${method === "POST" ? (alsoInQuery ? ", query and body" : ", body") : ""}`;
          const leaked = leaks.filter((s) => res.body.includes(s));
          if (leaked.length > 0) failures.push(`${label}: showed the second vendor's ${leaked.join(", ")} (${res.statusCode})`);
          if (mustBeNotFound.includes(key) && !unknown) {
            failures.push(`${label}: ${res.statusCode}, expected not found: ${res.body.slice(0, 160)}`);
          }
          if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // A route of this list that disappears or is renamed must be looked at again.
    expect(mustBeNotFound.filter((k) => !seen.has(k))).toEqual([]);
    expect(await fingerprint(carolSecondVendorId)).toBe(before);
    process.stdout.write(
      `nested foreign ids: ${vendorRoutes.length} vendor routes × ${attackers.length} attackers, ${checked} calls, ` +
        `${notFound} answered not found (${mustBeNotFound.length} routes must), 0 leaks, second vendor's rows unchanged\n`,
    );

    // Naming the second vendor, of which she is a member, serves the same rows.
    const own = await t.app.inject({
      method: "GET",
      url: "/api/client",
      query: { vendorId: carolSecondVendorId, clientId },
      headers: bearer(carol),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(SECRET);
    const ownEvent = await t.app.inject({
      method: "GET",
      url: "/api/event",
      query: { vendorId: carolSecondVendorId, eventId },
      headers: bearer(carol),
    });
    expect(ownEvent.statusCode).toBe(200);
  }, 240_000);

  it("refuses an own request with one foreign id among own ones, and changes neither vendor", async () => {
    const own = firstIds;
    const f = secondIds;
    const intrusion = { name: "Intrusion" };
    // Each call names Carol's first vendor and its rows, except for one id of her second vendor.
    const cases: { name: string; method?: "GET" | "POST"; url: string; fields: Record<string, unknown> }[] = [
      {
        name: "event's space",
        url: "/event/create",
        fields: { eventName: "Intrusion", clientId: own.clientId, spaceId: f.spaceId },
      },
      {
        name: "event's client",
        url: "/event/update",
        fields: { eventId: own.eventId, eventName: "Intrusion", clientId: f.clientId },
      },
      {
        name: "event's space (update)",
        url: "/event/update",
        fields: { eventId: own.eventId, eventName: "Intrusion", clientId: own.clientId, spaceId: f.spaceId },
      },
      {
        name: "quote's event",
        url: "/quote/create",
        fields: {
          quoteType: "QUOTE",
          quote: { clientId: own.clientId, eventId: f.eventId },
          products: [{ productId: own.productId, quantity: 1 }],
        },
      },
      {
        name: "quote's product",
        url: "/quote/create",
        fields: { quoteType: "QUOTE", quote: { clientId: own.clientId }, products: [{ productId: f.productId, quantity: 1 }] },
      },
      {
        name: "quote's client (update)",
        url: "/quote/update",
        fields: {
          quoteType: "QUOTE",
          quoteId: own.quoteId,
          quote: { clientId: f.clientId },
          products: [{ productId: own.productId, quantity: 1 }],
        },
      },
      {
        name: "quote's product (update)",
        url: "/quote/update",
        fields: {
          quoteType: "QUOTE",
          quoteId: own.quoteId,
          quote: { clientId: own.clientId },
          products: [{ productId: f.productId, quantity: 1 }],
        },
      },
      {
        name: "quote's client (status)",
        url: "/quote/status",
        fields: { quoteType: "QUOTE", quoteId: own.quoteId, clientId: f.clientId, status: "REFUSED" },
      },
      {
        name: "quote's client (sign)",
        url: "/quote/sign",
        fields: { quoteId: own.quoteId, clientId: f.clientId, filename: "intrusion.pdf" },
      },
      {
        name: "task's list",
        url: "/task/task/create",
        fields: { boardId: own.boardId, listId: f.listId, ...intrusion },
      },
      {
        name: "task's board",
        url: "/task/task/create",
        fields: { boardId: f.boardId, listId: own.listId, ...intrusion },
      },
      {
        name: "task's new list",
        url: "/task/task/move",
        fields: { boardId: own.boardId, listId: own.listId, taskId: own.taskId, newListId: f.listId, position: 0 },
      },
      {
        name: "list of another board",
        url: "/task/list/update",
        fields: { boardId: own.boardId, listId: f.listId, ...intrusion },
      },
      { name: "board's event", url: "/task/board/create", fields: { eventId: f.eventId, ...intrusion } },
      { name: "default board", url: "/task/board/config/update", fields: { boardTemplates: [], defaultBoardId: f.boardId } },
      {
        name: "FAQ question",
        url: "/vendor/faq/update",
        fields: {
          qas: [
            { questionId: own.questionId, question: "Intrusion ?", answer: "Oui." },
            { questionId: f.questionId, question: "Intrusion ?", answer: "Oui." },
          ],
        },
      },
      { name: "clients", url: "/client/archive", fields: { clientIds: [own.clientId, f.clientId], isArchived: true } },
      { name: "clients (read)", url: "/client/ids", fields: { clientIds: [own.clientId, f.clientId] } },
      { name: "events", url: "/event/archive", fields: { eventIds: [own.eventId, f.eventId], isArchived: true } },
      { name: "products", url: "/product/delete", fields: { productIds: [own.productId, f.productId] } },
      {
        name: "quotes (archive)",
        url: "/quote/archive",
        fields: { quoteType: "QUOTE", quotesToArchive: [own.quoteId, f.quoteId], isArchived: true },
      },
      { name: "quotes (delete)", url: "/quote/delete", fields: { quoteType: "QUOTE", quotesToDelete: [own.quoteId, f.quoteId] } },
      { name: "quotes (linked)", url: "/quote/list/linked", fields: { quoteIds: [own.quoteId, f.quoteId] } },
      {
        name: "availabilities",
        url: "/vendor/availabilities/delete",
        fields: { availabilitiesId: [own.availabilityId, f.availabilityId] },
      },
      { name: "showcase photos", url: "/vendor/medias/delete", fields: { medias: [own.fileId, f.fileId] } },
      {
        name: "showcase photos (update)",
        url: "/vendor/medias/update",
        fields: { medias: [{ filename: own.fileId }, { filename: f.fileId }] },
      },
      {
        name: "linked vendor",
        url: "/event/vendor/link/update",
        fields: { eventId: own.eventId, linkedVendorId: f.linkedVendorId, vendorType: "FLORIST", companyName: "Intrusion" },
      },
      {
        name: "linked vendor (remove)",
        method: "GET",
        url: "/event/vendor/link/remove",
        fields: { eventId: own.eventId, linkedVendorId: f.linkedVendorId },
      },
    ];
    const firstBefore = await fingerprint(carolFirstVendorId);
    const secondBefore = await fingerprint(carolSecondVendorId);
    const failures: string[] = [];
    for (const { name, method = "POST", url, fields } of cases) {
      const res = await t.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(carol),
        ...(method === "GET"
          ? { query: { vendorId: carolFirstVendorId, ...(fields as Record<string, string>) } }
          : { payload: { vendorId: carolFirstVendorId, ...fields } }),
      });
      const unknown = res.statusCode === 404 || (res.statusCode === 400 && res.json().code === "PRODUCT_NOT_FOUND");
      if (!unknown) failures.push(`${method} ${url} with another vendor's ${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.body.includes(SECRET)) failures.push(`${method} ${url} with another vendor's ${name}: showed its data`);
    }
    expect(failures).toEqual([]);
    // Refused means refused: the caller's own rows did not change either.
    expect(await fingerprint(carolFirstVendorId)).toBe(firstBefore);
    expect(await fingerprint(carolSecondVendorId)).toBe(secondBefore);
    process.stdout.write(`one foreign id among own ones: ${cases.length} calls, all not found, both vendors unchanged\n`);
  });

  it("refuses two different vendors in one request with a French message, whoever holds them", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/client/individual/create?vendorId=${carolFirstVendorId}`,
      headers: bearer(carol),
      payload: {
        vendorId: carolSecondVendorId,
        contacts: [{ firstname: "Jean", lastname: "Double", email: "jean@exemple.fr", phone: "0612345678" }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "La requête désigne deux prestataires différents.",
      code: "VENDOR_MISMATCH",
    });
    const repeated = await t.app.inject({
      method: "GET",
      url: `/api/client/list?vendorId=${carolFirstVendorId}&vendorId=${carolSecondVendorId}`,
      headers: bearer(carol),
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().code).toBe("VENDOR_MISMATCH");
    // The same vendor in both places, whatever the case of its UUID, is one vendor.
    const same = await t.app.inject({
      method: "POST",
      url: `/api/client/ids?vendorId=${carolSecondVendorId.toUpperCase()}`,
      headers: bearer(carol),
      payload: { vendorId: carolSecondVendorId, clientIds: [secondIds.clientId] },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.body).toContain(SECRET);
  });

  it("lists both vendors of a multi-vendor account, and none to an admin who is a member of none", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/vendor/user-vendors", headers: bearer(carol) });
    expect(
      res
        .json()
        .vendors.map((v: { id: string }) => v.id)
        .sort(),
    ).toEqual([carolFirstVendorId, carolSecondVendorId].sort());
    const admin = await t.app.inject({ method: "GET", url: "/api/vendor/user-vendors", headers: bearer(dave) });
    expect(admin.json().vendors).toEqual([]);
  });
});
