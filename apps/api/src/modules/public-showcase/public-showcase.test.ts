import { nextMonths, parisDate } from "@cortege/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../test/media-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { completeShowcase } from "./showcase-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let carol: VendorSession;
let aliceSlug: string;
let bobSlug: string;
let alicePhotos: string[];
let bobPhoto: string;
const HOSTILE = `</script><script>alert("vitrine")</script><img src=x onerror=alert(1)>`;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const html = { accept: "text/html,application/xhtml+xml", "user-agent": BROWSER };

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const validRequest = {
  firstname: "Léa",
  lastname: "Martin",
  email: "lea.martin@exemple.fr",
  phone: "06 12 34 56 78",
  date: "2030-06-15",
  month: "",
  guestsCount: "120",
  message: "Bonjour, nous aimerions visiter votre domaine pour notre mariage.",
  site_web: "",
};
const post = (slug: string, fields: Record<string, string>, ip = "10.0.0.1", headers: Record<string, string> = html) =>
  t.app.inject({
    method: "POST",
    url: `/prestataires/${slug}/demande`,
    remoteAddress: ip,
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    payload: form(fields),
  });
const counts = async (vendorId: string) => {
  const q = async (table: string) =>
    Number((await t.database.pool.query(`SELECT count(*) AS n FROM ${table} WHERE vendor_id = $1`, [vendorId])).rows[0].n);
  return {
    clients: await q("clients"),
    events: await q("events"),
    conversations: await q("conversations"),
    messages: await q("messages"),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-page@exemple.fr", "Château des Lys");
  bob = await signUpVendor(t, "bob-page@exemple.fr", "Moulin Bob");
  carol = await signUpVendor(t, "carol-page@exemple.fr", "Manoir Carol");
  ({ photoIds: alicePhotos } = await completeShowcase(t, alice));
  const a = asVendor(t, alice);
  await a.post("/vendor/reception-venue/update", {
    weddingShowcase: {
      catchphrase: `Un château ${HOSTILE}`,
      description: "Une orangerie de 300 m².\n\nUn parc de 4 hectares.",
      tags: [],
    },
    socials: [{ type: "INSTAGRAM", url: "https://instagram.com/chateaudeslys" }],
    isAvailibilityCalendar: true,
  });
  const cover = alicePhotos[3] as string;
  expect(
    (await a.post("/vendor/medias/update", { medias: [{ filename: cover, title: "Le parc au printemps", isCover: true }] }))
      .statusCode,
  ).toBe(200);
  await a.post("/vendor/faq/update", { qas: [{ question: `Peut-on danser ? ${HOSTILE}`, answer: "Jusqu'à 2 h du matin." }] });
  await a.post("/vendor/promotions/create", {
    title: "Hiver -15 %",
    description: "Pour les mariages de décembre à février.",
    endDate: "2099-02-28",
  });
  await a.post("/vendor/promotions/create", { title: "Offre passée", startDate: "2020-01-01", endDate: "2020-02-01" });
  await a.post("/vendor/team-members/create", { firstname: "Anne", lastname: "Roy", position: "Gérante" });
  const lodging = await a.post("/vendor/accommodation/create", {
    name: "Les Dépendances",
    rooms: [
      { name: "Chambre 1", beds: [{ bedType: "KING", numberOfBeds: 1 }] },
      { name: "Chambre 2", beds: [{ bedType: "SINGLE", numberOfBeds: 2 }] },
    ],
    amenities: ["WIFI"],
    checkInStartTime: "16:00",
    checkOutTime: "11:00",
  });
  expect(lodging.statusCode, lodging.body).toBe(200);
  // The 15th of next month (Paris): always within the months the page shows, never past.
  const nextMonth = nextMonths(parisDate(new Date()), 2)[1] as string;
  await a.post("/vendor/availabilities/create", { dates: [`${nextMonth}-15`] });
  expect((await a.post("/vendor/publish", { isPublished: true })).statusCode).toBe(200);
  aliceSlug = (await a.get("/vendor")).json().slug;

  await completeShowcase(t, bob);
  bobPhoto = await uploadFile(t, bob, "Medias", "bob.png");
  expect((await asVendor(t, bob).post("/vendor/publish", { isPublished: true })).statusCode).toBe(200);
  bobSlug = (await asVendor(t, bob).get("/vendor")).json().slug;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("GET /prestataires/:slug", () => {
  it("renders the page: title, description, canonical, Open Graph, JSON-LD, cover first, sections", async () => {
    const res = await t.app.inject({ method: "GET", url: `/prestataires/${aliceSlug}`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const body = res.body;
    expect(body).toContain("<title>Château des Lys · Lieu de réception à Blois | Cortège</title>");
    expect(body).toMatch(/<meta name="description" content="Un château &lt;\/script&gt;/);
    expect(body).toContain(`<link rel="canonical" href="http://localhost:80/prestataires/${aliceSlug}">`);
    expect(body).toContain('<meta property="og:title" content="Château des Lys">');
    expect(body).toContain(
      `<meta property="og:image" content="http://localhost:80/prestataires/${aliceSlug}/medias/${alicePhotos[3]}/large">`,
    );
    // The cover opens the hero and the gallery.
    expect(body.indexOf(`/medias/${alicePhotos[3]}/large`)).toBeLessThan(body.indexOf(`/medias/${alicePhotos[0]}/`));
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1] as string;
    const data = JSON.parse(ld);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "EventVenue",
      name: "Château des Lys",
      address: { "@type": "PostalAddress", streetAddress: "1 allée des Tilleuls", postalCode: "41000", addressLocality: "Blois" },
      geo: { "@type": "GeoCoordinates", latitude: 47.5861, longitude: 1.3359 },
      priceRange: "À partir de 4\u00a0500\u00a0€",
      maximumAttendeeCapacity: 220,
      sameAs: ["https://chateau.example", "https://instagram.com/chateaudeslys"],
    });
    for (const text of [
      "L&#39;Orangerie",
      "Assis : 40 à 180 personnes",
      "Les Dépendances",
      "4\u00a0couchages",
      "2\u00a0chambres",
      "Arrivée dès 16:00",
      "Départ avant 11:00",
      "Hiver -15 %",
      "Anne Roy",
      "Gérante",
      "Disponibilités",
    ]) {
      expect(body).toContain(text);
    }
    expect(body).not.toContain("Offre passée");
    expect(body).toContain('<td class="off"><span class="visually-hidden">Indisponible le </span>15</td>');
    expect(body).toContain('action="/prestataires/' + aliceSlug + '/demande#demande"');
  });

  it("escapes hostile text everywhere, the JSON-LD block included", async () => {
    const res = await t.app.inject({ method: "GET", url: `/prestataires/${aliceSlug}`, headers: html });
    expect(res.body).not.toContain("<script>alert");
    expect(res.body).not.toContain("<img src=x");
    expect(res.body).toContain("Peut-on danser ? &lt;/script&gt;&lt;script&gt;alert(&quot;vitrine&quot;)");
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1] as string;
    expect(ld).not.toContain("<");
    expect(JSON.parse(ld).description).toBe("Une orangerie de 300 m².\n\nUn parc de 4 hectares.");
    // Scripts stay 'self' only; the JSON-LD block is data, which the policy does not run.
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("answers 404 to an unknown or an unpublished slug: a French page for browsers, the wire shape otherwise", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/prestataires/nulle-part", headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
    expect(unknown.body).toContain("Page introuvable");
    const carolSlug = (await asVendor(t, carol).get("/vendor")).json().slug;
    const unpublished = await t.app.inject({ method: "GET", url: `/prestataires/${carolSlug}`, headers: html });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.body).not.toContain("Manoir Carol");
    const thanks = await t.app.inject({ method: "GET", url: `/prestataires/${carolSlug}/merci`, headers: html });
    expect(thanks.statusCode).toBe(404);
    const api = await t.app.inject({ method: "GET", url: "/prestataires/nulle-part" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  });

  it("serves the stylesheet with a year of cache", async () => {
    const page = await t.app.inject({ method: "GET", url: `/prestataires/${aliceSlug}`, headers: html });
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1] as string;
    const css = await t.app.inject({ method: "GET", url: href });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const font = /url\("([^"]+\.woff2)"\)/.exec(css.body)?.[1] as string;
    expect((await t.app.inject({ method: "GET", url: font })).headers["content-type"]).toBe("font/woff2");
  });
});

describe("GET /prestataires/:slug/medias/:mediaId/:variant", () => {
  it("streams a published vendor's WebP variant without a session, cached long", async () => {
    for (const variant of ["large", "thumbnail"]) {
      const res = await t.app.inject({ method: "GET", url: `/prestataires/${aliceSlug}/medias/${alicePhotos[0]}/${variant}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    }
  });

  it("answers 404 to another vendor's media, an unpublished vendor, an unknown variant", async () => {
    const foreign = await t.app.inject({ method: "GET", url: `/prestataires/${aliceSlug}/medias/${bobPhoto}/large` });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/prestataires/${bobSlug}/medias/${bobPhoto}/original` })).statusCode).toBe(
      404,
    );
    await asVendor(t, bob).post("/vendor/publish", { isPublished: false });
    expect((await t.app.inject({ method: "GET", url: `/prestataires/${bobSlug}/medias/${bobPhoto}/large` })).statusCode).toBe(
      404,
    );
    await asVendor(t, bob).post("/vendor/publish", { isPublished: true });
    expect((await t.app.inject({ method: "GET", url: `/prestataires/${bobSlug}/medias/${bobPhoto}/large` })).statusCode).toBe(
      200,
    );
  });
});

describe("POST /prestataires/:slug/demande", () => {
  it("creates a client, an event in REQUEST_RECEIVED and a conversation holding the message, and e-mails the vendor", async () => {
    const before = await counts(alice.vendorId);
    const res = await post(aliceSlug, validRequest, "10.1.0.1");
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/prestataires/${aliceSlug}/merci`);
    const thanks = await t.app.inject({ method: "GET", url: res.headers.location as string, headers: html });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain("Votre demande a bien été transmise à Château des Lys.");

    expect(await counts(alice.vendorId)).toEqual({
      clients: before.clients + 1,
      events: before.events + 1,
      conversations: before.conversations + 1,
      messages: before.messages + 1,
    });
    const clients = (await asVendor(t, alice).get("/client/list")).json().clients;
    const client = clients.find((c: { name: string }) => c.name === "Léa Martin");
    expect(client).toMatchObject({ source: "MY_PERSONNAL_WEBSITE", type: "INDIVIDUAL" });
    expect(client.contacts[0]).toMatchObject({ firstname: "Léa", lastname: "Martin", email: "lea.martin@exemple.fr" });
    const events = (await asVendor(t, alice).get("/event/status", { status: "REQUEST_RECEIVED" })).json().events;
    expect(events[0]).toMatchObject({
      eventName: "Demande de Léa Martin",
      date: "2030-06-15",
      approximateGuestsCount: 120,
      status: "REQUEST_RECEIVED",
      clientId: client.clientId,
    });
    const conversation = (
      await t.database.pool.query(
        "SELECT c.status, c.client_id, c.event_id, m.body, m.sender FROM conversations c JOIN messages m ON m.conversation_id = c.id WHERE c.vendor_id = $1",
        [alice.vendorId],
      )
    ).rows[0];
    expect(conversation).toEqual({
      status: "REQUEST_RECEIVED",
      client_id: client.clientId,
      event_id: events[0].eventId,
      body: validRequest.message,
      sender: "CLIENT",
    });
    const mail = (await t.mailer.outbox?.list())?.find(
      (m) => m.subject === "Nouvelle demande de Léa Martin depuis votre vitrine",
    );
    expect(mail?.to).toBe("anne@chateau.example");
    expect(mail?.text).toMatch(/Date : \w+ 15 juin 2030/);
    expect(mail?.text).toContain(validRequest.message);
  });

  it("takes the month when the date is not fixed", async () => {
    const res = await post(aliceSlug, { ...validRequest, firstname: "Hugo", date: "", month: "2031-09" }, "10.1.0.2");
    expect(res.statusCode).toBe(303);
    const events = (await asVendor(t, alice).get("/event/status", { status: "REQUEST_RECEIVED" })).json().events;
    expect(events.find((e: { eventName: string }) => e.eventName === "Demande d'Hugo Martin")).toMatchObject({
      date: null,
      approximateDate: "2031-09",
    });
  });

  it("keeps the couple's postal address when given, and refuses a wrong postcode next to its field", async () => {
    const wrong = await post(
      aliceSlug,
      { ...validRequest, firstname: "Inès", street: "5 rue Mercière", postalCode: "6900", city: "Lyon" },
      "10.1.0.5",
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('<span class="error" id="f-postalCode-error">Le code postal doit contenir 5 chiffres.</span>');
    expect(wrong.body).toContain('value="5 rue Mercière"');
    const res = await post(
      aliceSlug,
      { ...validRequest, firstname: "Inès", street: "5 rue Mercière", postalCode: "69002", city: "Lyon" },
      "10.1.0.5",
    );
    expect(res.statusCode, res.body).toBe(303);
    const clients = (await asVendor(t, alice).get("/client/list")).json().clients;
    const client = clients.find((c: { name: string }) => c.name === "Inès Martin");
    expect(client.contacts[0].address).toMatchObject({ street: "5 rue Mercière", postalCode: "69002", city: "Lyon" });
    // Left empty, no address at all.
    const lea = clients.find((c: { name: string }) => c.name === "Léa Martin");
    expect(lea.contacts[0].address).toBeNull();
  });

  it("pretends success to a filled honeypot and stores nothing", async () => {
    const before = await counts(alice.vendorId);
    const mails = (await t.mailer.outbox?.list())?.length;
    const res = await post(aliceSlug, { ...validRequest, site_web: "https://spam.example" }, "10.1.0.3");
    expect(res.statusCode).toBe(303);
    expect(await counts(alice.vendorId)).toEqual(before);
    expect((await t.mailer.outbox?.list())?.length).toBe(mails);
  });

  it("shows the form again with French messages and the typed values, and stores nothing", async () => {
    const before = await counts(alice.vendorId);
    const res = await post(
      aliceSlug,
      { ...validRequest, firstname: "Zoé <b>", email: "zoe@", date: "", guestsCount: "beaucoup" },
      "10.1.0.4",
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("Votre demande n'a pas été envoyée");
    expect(res.body).toContain("Le format de l&#39;email est invalide.");
    expect(res.body).toContain("Indiquez la date de l&#39;événement, ou au moins le mois.");
    expect(res.body).toContain("Le nombre d&#39;invités doit être un nombre entier entre 1 et 100 000.");
    expect(res.body).toContain('value="Zoé &lt;b&gt;"');
    expect(res.body).toContain('value="beaucoup"');
    expect(res.body).toContain(">Bonjour, nous aimerions visiter votre domaine pour notre mariage.</textarea>");
    expect(await counts(alice.vendorId)).toEqual(before);

    const api = await post(aliceSlug, { ...validRequest, message: "" }, "10.1.0.4", {});
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ code: "VALIDATION_FAILED", message: "Écrivez votre message." });
  });

  it("holds back a sixth request within the hour from one address to one vendor, in French; others still pass", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(bobSlug, { ...validRequest, firstname: `Visiteur${i}` }, "10.9.9.9")).statusCode).toBe(303);
    }
    const before = await counts(bob.vendorId);
    const html429 = await post(bobSlug, validRequest, "10.9.9.9");
    expect(html429.statusCode).toBe(429);
    expect(html429.body).toContain("Vous avez envoyé plusieurs demandes en peu de temps.");
    const api429 = await post(bobSlug, validRequest, "10.9.9.9", {});
    expect(api429.json()).toMatchObject({
      statusCode: 429,
      code: "TOO_MANY_REQUESTS",
      message:
        "Vous avez envoyé plusieurs demandes en peu de temps. Merci de patienter une heure avant d'en envoyer une nouvelle.",
    });
    expect(await counts(bob.vendorId)).toEqual(before);
    expect((await post(bobSlug, validRequest, "10.9.9.10")).statusCode).toBe(303);
    expect((await post(aliceSlug, validRequest, "10.9.9.9")).statusCode).toBe(303);
  });

  it("stores exactly five of twenty simultaneous requests from one address, and answers 429 to the others", async () => {
    const before = await counts(alice.vendorId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(aliceSlug, { ...validRequest, firstname: `Rafale${i}` }, "10.7.7.7", {})),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    expect(codes.filter((c) => c !== 429).every((c) => c < 400)).toBe(true);
    expect(results.find((r) => r.statusCode === 429)?.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const after = await counts(alice.vendorId);
    expect(after.events - before.events).toBe(5);
    expect(after.clients - before.clients).toBe(5);
  });

  it("answers 404 for an unpublished vendor and stores nothing", async () => {
    const carolSlug = (await asVendor(t, carol).get("/vendor")).json().slug;
    const before = await counts(carol.vendorId);
    const res = await post(carolSlug, validRequest, "10.1.0.5");
    expect(res.statusCode).toBe(404);
    expect(await counts(carol.vendorId)).toEqual(before);
  });
});

describe("page views", () => {
  const views = (who: VendorSession, from: string, to: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/vendor/showcase/views",
      query: { vendorId: who.vendorId, from, to },
      headers: bearer(who.session),
    });

  it("counts each page view per day, not robots nor images, and answers them to the vendor only", async () => {
    await t.database.pool.query("DELETE FROM showcase_page_views WHERE vendor_id = $1", [bob.vendorId]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    await t.database.pool.query("INSERT INTO showcase_page_views (vendor_id, day, views) VALUES ($1, '2026-01-10', 4)", [
      bob.vendorId,
    ]);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "GET", url: `/prestataires/${bobSlug}`, headers: html });
    await t.app.inject({ method: "GET", url: `/prestataires/${bobSlug}`, headers: { "user-agent": "Googlebot/2.1" } });
    await t.app.inject({ method: "GET", url: `/prestataires/${bobSlug}/medias/${bobPhoto}/large`, headers: html });
    await t.app.inject({ method: "GET", url: "/prestataires/nulle-part", headers: html });

    const res = await views(bob, "2026-01-01", "2027-12-31");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      days: [
        { date: "2026-01-10", views: 4 },
        { date: today, views: 3 },
      ],
      total: 7,
    });
    expect((await views(bob, "2026-01-11", "2027-12-31")).json().total).toBe(3);
  });

  it("refuses another vendor's id with 404, and a reversed range in French", async () => {
    const cross = await t.app.inject({
      method: "GET",
      url: "/api/vendor/showcase/views",
      query: { vendorId: bob.vendorId, from: "2026-01-01", to: "2026-12-31" },
      headers: bearer(alice.session),
    });
    expect(cross.statusCode).toBe(404);
    const reversed = await views(bob, "2026-12-31", "2026-01-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe("La date de fin doit être postérieure ou égale à la date de début.");
  });
});
