import { addDays, parisInstantOf } from "@cortege/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type DemoPhoto, demoLogo, demoPhotos } from "./demo-photos.ts";
import type { BlogService } from "./modules/blog/blog.service.ts";
import { seedDemoArticles } from "./modules/blog/demo-articles.ts";
import type { MarketplacesService } from "./modules/marketplaces/marketplaces.service.ts";
import type { UsersService } from "./modules/users/users.service.ts";

/** What the seed needs of the users service: a confirmed account, or null when it exists already. */
type DemoUsers = {
  ensureDemoAccount: (email: string, password: string) => ReturnType<UsersService["ensureDemoAccount"]> | Promise<unknown>;
};

export const DEMO_EMAIL = "demo@cortege.fr";
export const DEMO_PASSWORD = "demo-cortege-2026";

/**
 * On an empty database, a confirmed account with one venue, so that `npm start` shows a working app.
 * Everything after the account is written through the API's own calls (app.inject, as the demo user):
 * the same zod schemas, services and rules as a vendor's clicks, so the demo can never hold what the API
 * refuses or cannot answer. A call the API refuses stops the seed with its message.
 */
export async function seedDemoAccount(
  app: FastifyInstance,
  users: DemoUsers,
  now = new Date(),
  /** The blog's authoring: the demo's published articles for vendors (the dashboard's latest articles). */
  blog?: Pick<BlogService, "create" | "setStatus">,
  /** The marketplaces' mirror: the demo's leads of marketplaces A and B, with no connection (never a real site). */
  marketplaces?: Pick<MarketplacesService, "mirrorLeads">,
): Promise<{ email: string; password: string } | null> {
  const user = await users.ensureDemoAccount(DEMO_EMAIL, DEMO_PASSWORD);
  if (!user) return null;
  const login = await app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  const { token } = ok<{ token: string }>("user/login", login);
  const api = demoApi(app, token);
  const { vendorId } = await api.post<{ vendorId: string }>("/vendor/create", {
    vendorType: "RECEPTION_VENUE",
    company: { corporateName: "Domaine des Tilleuls SAS", tradeName: "Domaine des Tilleuls" },
  });
  const as = api.forVendor(vendorId);
  await seedShowcase(as);
  const catalogue = await seedCatalogue(as);
  await seedSeason(as, catalogue, parisDay(now));
  await seedAgenda(as, parisDay(now));
  await seedBooks(as, parisDay(now));
  await seedConversations(app, as);
  if (marketplaces) await seedMarketplaceLeads(marketplaces, as, vendorId, now);
  if (blog) {
    const me = await api.get<{ userId: string }>("/user", {});
    await seedDemoArticles(blog, me.userId);
  }
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}

type Json = Record<string, unknown>;

/**
 * The books (« Comptabilité »): the season's payments are already there (recording them made their incomes);
 * a few categorised expenses of this month give the VAT screen both sides.
 */
async function seedBooks(as: As, today: string): Promise<void> {
  const config = await as.get<{ categories: { categoryId: string; code: string }[] }>("/transaction/config", {});
  const category = (code: string) => config.categories.find((c) => c.code === code)?.categoryId ?? null;
  const expenses: [string, number, number, string, string][] = [
    ["Fleurs du Marché – compositions", -36000, -6000, "OPS_SUPPLIES", "BANK_TRANSFER"],
    ["TotalEnergies – gazole", -7200, -1200, "TRV_FUEL", "CREDIT_CARD"],
    ["Assurance multirisque", -18000, 0, "FIX_INSURANCE", "BANK_TRANSFER"],
  ];
  for (const [label, ttc, vat, code, paymentMethod] of expenses) {
    await as.post("/transaction/create", {
      label,
      amount: ttc,
      transactionDate: today,
      transactionType: "EXPENSE",
      paymentMethod,
      allocations: [
        {
          label,
          amount: ttc - vat,
          totalTaxDetails: vat === 0 ? [] : [{ taxType: "TAX_20", taxAmount: vat }],
          categoryId: category(code),
          allocationDate: today,
        },
      ],
    });
  }
}

function ok<T>(call: string, res: LightMyRequestResponse): T {
  if (res.statusCode < 200 || res.statusCode >= 300) {
    throw new Error(`Compte de démonstration : ${call} a répondu ${res.statusCode} ${res.body.slice(0, 500)}`);
  }
  return (res.body === "" ? null : res.json()) as T;
}

function demoApi(app: FastifyInstance, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const post = async <T = Json>(url: string, payload: Json): Promise<T> =>
    ok<T>(url, await app.inject({ method: "POST", url: `/api${url}`, payload, headers }));
  const get = async <T = Json>(url: string, query: Record<string, string>): Promise<T> =>
    ok<T>(url, await app.inject({ method: "GET", url: `/api${url}`, query, headers }));
  return {
    post,
    get,
    forVendor: (vendorId: string) => ({
      vendorId,
      post: <T = Json>(url: string, payload: Json = {}) => post<T>(url, { vendorId, ...payload }),
      get: <T = Json>(url: string, query: Record<string, string> = {}) => get<T>(url, { vendorId, ...query }),
      /** PUT of an upload URL: the local driver's answers under /api, S3's elsewhere. */
      put: async (url: string, bytes: Buffer) => {
        if (url.startsWith("/")) {
          ok(
            "upload",
            await app.inject({ method: "PUT", url, payload: bytes, headers: { "content-type": "application/octet-stream" } }),
          );
          return;
        }
        const res = await fetch(url, { method: "PUT", body: new Uint8Array(bytes) });
        if (!res.ok) throw new Error(`Compte de démonstration : envoi d'un fichier refusé (${res.status})`);
      },
    }),
  };
}
type As = ReturnType<ReturnType<typeof demoApi>["forVendor"]>;

/** The uploader's three steps (presigned-urls, PUT, confirm): the media library makes the web variants. */
async function upload(as: As, category: string, files: { name: string; bytes: Buffer }[]): Promise<string[]> {
  const { urls } = await as.post<{ urls: { url: string; fileId: string }[] }>("/media-library/presigned-urls", {
    category,
    filenames: files.map((f) => f.name),
    sizes: files.map((f) => f.bytes.length),
  });
  const ids: string[] = [];
  for (const [i, target] of urls.entries()) {
    await as.put(target.url, (files[i] as { bytes: Buffer }).bytes);
    await as.post("/media-library/confirm", { fileId: target.fileId });
    ids.push(target.fileId);
  }
  return ids;
}

/** "Today" for the vendor: Europe/Paris, as every date of the app. */
const parisDay = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);

/** The Saturday on or after a day: weddings are booked on Saturdays. */
function saturdayFrom(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, (6 - weekday + 7) % 7);
}

// The department completes the onboarding's ADDRESS step (part 1 §4).
const venueAddress = {
  street: "12 allée des Tilleuls",
  postalCode: "37210",
  city: "Vouvray",
  department: "37",
  countryCode: "FR",
};
const contact = { firstname: "Camille", lastname: "Martin", email: DEMO_EMAIL, phone: "0247528630", address: venueAddress };

async function seedShowcase(as: As): Promise<void> {
  // A made-up company whose check digits pass (SIREN and SIRET Luhn, VAT key): complete, so documents issue.
  await as.post("/vendor/company/update", {
    corporateName: "Domaine des Tilleuls SAS",
    tradeName: "Domaine des Tilleuls",
    type: "COMPANY",
    legalForm: "SAS",
    siren: "832145676",
    siret: "83214567600017",
    vatNumber: "FR32832145676",
    rcsNumber: "RCS Tours 832 145 676",
    registrationCourt: "Tours",
    shareCapital: 10000,
    isVatSubject: true,
    contact: { firstname: contact.firstname, lastname: contact.lastname, email: DEMO_EMAIL, address: venueAddress },
    address: venueAddress,
  });
  await as.post("/vendor/reception-venue/update", {
    minPrice: 6500,
    website: "https://domaine-des-tilleuls.example.com",
    socials: [{ type: "INSTAGRAM", url: "https://instagram.com/domainedestilleuls" }],
    weddingShowcase: {
      catchphrase: "Un domaine au cœur des vignes de Vouvray",
      description:
        "Une maison de maître du XIXe siècle, son parc de trois hectares, son étang et son orangerie : le Domaine des Tilleuls accueille vos mariages de 30 à 180 invités, du vin d'honneur au brunch du lendemain.",
      tags: ["vignes", "parc", "orangerie", "brunch"],
    },
    contact,
    address: venueAddress,
    minGuestCapacity: 30,
    maxGuestCapacity: 180,
    venueType: "ESTATE",
    locationEnvironment: "COUNTRYSIDE",
    parkingCapacity: 60,
  });
  const [logo] = await upload(as, "VendorLogo", [{ name: "logo-domaine-des-tilleuls.png", bytes: await demoLogo() }]);
  await as.post("/vendor/logo/update", { logo });

  // The showcase photos, then their titles and descriptions (the alt text of the public page) and the cover.
  const photos: DemoPhoto[] = await demoPhotos();
  const ids = await upload(as, "Medias", photos);
  await as.post("/vendor/medias/update", {
    medias: photos.map((p, i) => ({ filename: ids[i], title: p.title, description: p.description, isCover: i === 0 })),
  });

  await as.post("/vendor/space/create", {
    name: "L'Orangerie",
    description: "Une verrière de 1850 ouverte sur le parc, pour les dîners assis.",
    seatingAllowed: true,
    minimumSeatingCapacity: 30,
    maximumSeatingCapacity: 80,
    areaInSquareMeters: 140,
  });
  await as.post("/vendor/space/create", {
    name: "La Grange",
    description: "La grange aux poutres apparentes et sa piste de danse.",
    seatingAllowed: true,
    minimumSeatingCapacity: 60,
    maximumSeatingCapacity: 180,
    areaInSquareMeters: 320,
  });
  await as.post("/vendor/accommodation/create", {
    name: "Les Chambres du Domaine",
    rooms: [
      { name: "Suite nuptiale", beds: [{ bedType: "KING", numberOfBeds: 1 }] },
      { name: "Chambre des Vignes", beds: [{ bedType: "KING", numberOfBeds: 1 }] },
      { name: "Dortoir des témoins", beds: [{ bedType: "BUNK_BED", numberOfBeds: 3 }] },
    ],
    amenities: ["WIFI", "POOL"],
  });
  await as.post("/vendor/promotions/create", {
    title: "Mariage d'hiver : -15 % sur la location",
    description: "Pour les mariages de novembre à mars.",
  });
  await as.post("/vendor/team-members/create", { firstname: "Camille", lastname: "Martin", position: "Gérante" });
  await as.post("/vendor/team-members/create", { firstname: "Julien", lastname: "Lemoine", position: "Maître d'hôtel" });
  await as.post("/vendor/faq/update", {
    qas: [
      { question: "Peut-on venir avec son traiteur ?", answer: "Oui : notre cuisine équipée est à sa disposition." },
      { question: "Jusqu'à quelle heure peut-on danser ?", answer: "Jusqu'à 4 heures, dans la grange insonorisée." },
      { question: "Peut-on dormir sur place ?", answer: "Oui, 12 couchages dans les chambres du domaine." },
    ],
  });
}

type Catalogue = {
  venue: string;
  meal: string;
  cocktail: string;
  champagne: string;
  brunch: string;
  cleaning: string;
  sacem: string;
};

async function seedCatalogue(as: As): Promise<Catalogue> {
  await as.post("/product/config/update", {
    categories: ["Location", "Restauration", "Boissons", "Services", "Débours", "Formules"],
  });
  const create = async (product: Json) => (await as.post<{ productId: string }>("/product/create", { product })).productId;
  const venue = await create({
    name: "Location du domaine (week-end)",
    ref: "LOC-001",
    category: "Location",
    productType: "BNC",
    unitType: "PACKAGE",
    tax: "TAX_20",
    price: 6500,
    description: "Le parc, l'orangerie et la grange du vendredi 14 h au dimanche 18 h.",
  });
  const meal = await create({
    name: "Menu de mariage (entrée, plat, dessert)",
    ref: "RES-001",
    category: "Restauration",
    productType: "BIC_1",
    unitType: "PERSON",
    tax: "TAX_10",
    price: 85,
  });
  const cocktail = await create({
    name: "Cocktail vin d'honneur (8 pièces)",
    ref: "RES-002",
    category: "Restauration",
    productType: "BIC_1",
    unitType: "PERSON",
    tax: "TAX_10",
    price: 18,
  });
  const champagne = await create({
    name: "Forfait champagne (1 coupe par invité)",
    ref: "BOI-001",
    category: "Boissons",
    productType: "BIC_1",
    unitType: "PERSON",
    tax: "TAX_20",
    price: 12,
  });
  const brunch = await create({
    name: "Brunch du lendemain",
    ref: "RES-003",
    category: "Restauration",
    productType: "BIC_1",
    unitType: "PERSON",
    tax: "TAX_10",
    price: 28,
  });
  const cleaning = await create({
    name: "Ménage de fin de séjour",
    ref: "SER-001",
    category: "Services",
    productType: "BNC",
    unitType: "PACKAGE",
    tax: "TAX_20",
    price: 350,
  });
  const sacem = await create({
    name: "Droits SACEM (refacturés au réel)",
    ref: "DEB-001",
    category: "Débours",
    productType: "DEBOUR",
    unitType: "PACKAGE",
    price: 180,
  });
  await create({
    name: "Formule réception (cocktail, dîner, champagne)",
    ref: "FOR-001",
    category: "Formules",
    unitType: "PERSON",
    childIds: [
      { id: cocktail, quantity: 1 },
      { id: meal, quantity: 1 },
      { id: champagne, quantity: 1 },
    ],
  });
  return { venue, meal, cocktail, champagne, brunch, cleaning, sacem };
}

type Couple = {
  first: [string, string];
  second: [string, string];
  city: { street: string; postalCode: string; city: string };
  phone: string;
  source: string;
};

/** A couple as a client: two contacts, the first with the address that invoices print. */
async function createCouple(as: As, c: Couple, status: string, note: string | null): Promise<{ clientId: string; name: string }> {
  const email = (p: [string, string]) =>
    `${p[0]}.${p[1]}@example.com`
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "");
  const res = await as.post<{ clientId: string; name: string }>("/client/individual/create", {
    contacts: [
      {
        firstname: c.first[0],
        lastname: c.first[1],
        email: email(c.first),
        phone: c.phone,
        address: { ...c.city, countryCode: "FR" },
      },
      { firstname: c.second[0], lastname: c.second[1], email: email(c.second), phone: `07${c.phone.slice(2)}` },
    ],
    source: c.source,
    status,
    note,
  });
  return res;
}

type Wedding = {
  couple: Couple;
  /** Days from today to the wedding (negative: already celebrated). */
  inDays: number;
  guests: number;
  eventStatus: "REQUEST_RECEIVED" | "QUOTE_SENT" | "RESERVATION_CONFIRMED" | "REFUSED";
  clientStatus: "PROSPECT" | "IN_DISCUSSION" | "CLIENT" | "LOST";
  documents: "none" | "draft" | "sent" | "rejected" | "booked" | "completed";
  note?: string;
  brunch?: number;
};

const season: Wedding[] = [
  {
    couple: {
      first: ["Chloé", "Petit"],
      second: ["Thomas", "Dubois"],
      city: { street: "4 rue Colbert", postalCode: "37000", city: "Tours" },
      phone: "0611223301",
      source: "MARIAGE_NET",
    },
    inDays: -70,
    guests: 110,
    eventStatus: "RESERVATION_CONFIRMED",
    clientStatus: "CLIENT",
    documents: "completed",
    note: "Brunch annulé pour 20 invités : avoir émis sur la facture de solde.",
    brunch: 60,
  },
  {
    couple: {
      first: ["Léa", "Moreau"],
      second: ["Hugo", "Bernard"],
      city: { street: "8 rue Nationale", postalCode: "37000", city: "Tours" },
      phone: "0611223344",
      source: "MY_PERSONNAL_WEBSITE",
    },
    inDays: 150,
    guests: 120,
    eventStatus: "RESERVATION_CONFIRMED",
    clientStatus: "CLIENT",
    documents: "booked",
    note: "Cérémonie laïque dans le parc, vin d'honneur au bord de l'étang.",
    brunch: 80,
  },
  {
    couple: {
      first: ["Manon", "Laurent"],
      second: ["Julien", "Roux"],
      city: { street: "15 quai de la Loire", postalCode: "41000", city: "Blois" },
      phone: "0622334455",
      source: "WORD_OF_MOUTH",
    },
    inDays: 200,
    guests: 90,
    eventStatus: "QUOTE_SENT",
    clientStatus: "IN_DISCUSSION",
    documents: "sent",
  },
  {
    couple: {
      first: ["Camille", "Girard"],
      second: ["Antoine", "Fournier"],
      city: { street: "22 boulevard Béranger", postalCode: "37000", city: "Tours" },
      phone: "0633445566",
      source: "BRIDEBOOK",
    },
    inDays: 235,
    guests: 150,
    eventStatus: "QUOTE_SENT",
    clientStatus: "IN_DISCUSSION",
    documents: "sent",
    brunch: 100,
  },
  {
    couple: {
      first: ["Sarah", "Lefèvre"],
      second: ["Nicolas", "Mercier"],
      city: { street: "3 place du Martroi", postalCode: "45000", city: "Orléans" },
      phone: "0644556677",
      source: "MILLE_UNE_SALLES",
    },
    inDays: 270,
    guests: 70,
    eventStatus: "REQUEST_RECEIVED",
    clientStatus: "PROSPECT",
    documents: "draft",
    note: "Souhaitent visiter un samedi matin.",
  },
  {
    couple: {
      first: ["Inès", "Garnier"],
      second: ["Lucas", "Faure"],
      city: { street: "27 rue de la Paix", postalCode: "75002", city: "Paris" },
      phone: "0655667788",
      source: "ABC_SALLES",
    },
    inDays: 310,
    guests: 130,
    eventStatus: "REQUEST_RECEIVED",
    clientStatus: "PROSPECT",
    documents: "none",
  },
  {
    couple: {
      first: ["Emma", "Chevalier"],
      second: ["Maxime", "Blanc"],
      city: { street: "9 rue du Commerce", postalCode: "49100", city: "Angers" },
      phone: "0666778899",
      source: "OTHER",
    },
    inDays: 180,
    guests: 160,
    eventStatus: "REFUSED",
    clientStatus: "LOST",
    documents: "rejected",
    note: "Ont choisi un domaine plus proche d'Angers.",
  },
];

/**
 * A season of weddings across the whole pipeline. The past one is created before the board template
 * (its board keeps the default lists: no e-mail of the past is sent); the upcoming ones get the wedding
 * template's tasks, due relative to their day.
 */
async function seedSeason(as: As, catalogue: Catalogue, today: string): Promise<void> {
  const past = season.filter((w) => w.inDays < 0);
  const upcoming = season.filter((w) => w.inDays >= 0);
  for (const wedding of past) await seedWedding(as, catalogue, today, wedding);
  await seedBoardTemplate(as);
  for (const wedding of upcoming) await seedWedding(as, catalogue, today, wedding);
  // A board of the venue's own, out of any event: what a vendor prepares between two seasons.
  type Board = { boardId: string; lists: { listId: string }[] };
  const own = await as.post<Board>("/task/board/create", { name: "Préparer la saison 2027" });
  const [todo, doing, done] = own.lists;
  const task = (listId: string | undefined, fields: Json) =>
    as.post("/task/task/create", { boardId: own.boardId, listId, ...fields });
  await task(todo?.listId, {
    name: "Mettre à jour les tarifs 2027",
    items: [
      { description: "Location du domaine", completed: false },
      { description: "Menus du traiteur", completed: false },
    ],
  });
  await task(todo?.listId, { name: "Commander les nouvelles guirlandes lumineuses" });
  await task(doing?.listId, {
    name: "Préparer le salon du mariage de Tours",
    items: [
      { description: "Réserver le stand", completed: true },
      { description: "Imprimer les plaquettes", completed: false },
    ],
  });
  await task(done?.listId, { name: "Faire repeindre les volets de l'orangerie" });
}

async function seedBoardTemplate(as: As): Promise<void> {
  type Board = { boardId: string; lists: { listId: string }[] };
  const template = await as.post<Board>("/task/board/create", { name: "Modèle mariage" });
  const [todo, , done] = template.lists;
  const task = (fields: Json) => as.post("/task/task/create", { boardId: template.boardId, listId: todo?.listId, ...fields });
  const email = { from: DEMO_EMAIL, fromName: "Domaine des Tilleuls", listIdDone: done?.listId };
  await task({
    name: "Visite technique avec les mariés",
    numberOfDays: 60,
    items: [
      { description: "Plan de salle", completed: false },
      { description: "Accès du traiteur", completed: false },
      { description: "Emplacement de la cérémonie", completed: false },
    ],
  });
  await task({
    type: "SCHEDULED_EMAIL",
    name: "Questionnaire de préparation",
    numberOfDays: 45,
    object: "Préparons ensemble votre {{evenement}}",
    body: "<p>Bonjour {{client}},</p><p>Votre mariage du {{dateEvenement}} approche : voici le questionnaire qui nous aidera à tout préparer.</p><p>{{prestataire}}</p>",
    ...email,
  });
  await task({
    type: "SECURITY_DEPOSIT_REQUEST",
    name: "Demande de caution",
    numberOfDays: 15,
    amount: 1500,
    object: "Caution pour votre {{evenement}}",
    body: "<p>Bonjour {{client}},</p><p>Comme prévu au contrat, merci de nous remettre une caution de {{montant}}, rendue après le week-end.</p>",
    ...email,
  });
  await task({
    name: "Confirmer le nombre d'invités",
    numberOfDays: 10,
    items: [
      { description: "Adultes", completed: false },
      { description: "Enfants", completed: false },
      { description: "Régimes particuliers", completed: false },
    ],
  });
  await as.post("/task/board/config/update", { boardTemplates: [{ boardId: template.boardId, eventType: "WEDDING" }] });
}

type Created = { id: string; name: string | null; quote: { quoteId: string } };

async function seedWedding(as: As, c: Catalogue, today: string, w: Wedding): Promise<void> {
  const client = await createCouple(as, w.couple, w.clientStatus, w.note ?? null);
  const eventName = `Mariage de ${w.couple.first[0]} et ${w.couple.second[0]}`;
  const date = saturdayFrom(addDays(today, w.inDays));
  const fields = {
    eventName,
    eventType: "WEDDING",
    date,
    approximateGuestsCount: w.guests,
    guestsCount: w.eventStatus === "RESERVATION_CONFIRMED" ? w.guests : null,
    clientId: client.clientId,
    status: w.eventStatus,
  };
  const event = await as.post<{ eventId: string }>("/event/create", fields);
  // The note is the event's own (event/create leaves it out, as the spec says).
  if (w.note) await as.post("/event/update", { ...fields, eventId: event.eventId, note: w.note });
  if (w.documents === "none") return;

  const products = [
    { productId: c.venue, quantity: 1 },
    { productId: c.cocktail, quantity: w.guests },
    { productId: c.meal, quantity: w.guests },
    { productId: c.champagne, quantity: w.guests },
    ...(w.brunch ? [{ productId: c.brunch, quantity: w.brunch }] : []),
    { productId: c.cleaning, quantity: 1 },
    { productId: c.sacem, quantity: 1 },
  ];
  const quote = await as.post<Created>("/quote/create", {
    quoteType: "QUOTE",
    quote: {
      clientId: client.clientId,
      eventId: event.eventId,
      expirationDate: addDays(today, 30),
      deposits: [
        { depositType: "PERCENTAGE", depositValue: 30, numberOfDays: 0 },
        { depositType: "PERCENTAGE", depositValue: 70, numberOfDays: 30 },
      ],
    },
    products,
  });
  const status = (quoteType: string, quoteId: string, s: string) =>
    as.post<{ name: string | null }>("/quote/status", { quoteType, quoteId, status: s });
  if (w.documents === "draft") return;
  await status("QUOTE", quote.id, "SENT");
  if (w.documents === "sent") return;
  if (w.documents === "rejected") {
    await status("QUOTE", quote.id, "REJECTED");
    return;
  }
  await as.post("/quote/sign", { quoteId: quote.id, filename: `devis-signe-${w.couple.first[1].toLowerCase()}.pdf` });

  // The chain: 30 % deposit invoice issued and paid, then the final invoice deducting it.
  const deposit = await as.post<Created>("/quote/duplicate", {
    quoteType: "QUOTE",
    quoteTypeDestination: "DEPOSIT",
    quoteId: quote.id,
  });
  await status("DEPOSIT", deposit.id, "SENT");
  // Paid as a vendor records it: a payment of what remains; PAID follows from the payments.
  const payRemaining = async (quoteId: string, method: string) => {
    const owed = await as.get<{ remaining: number }>("/quote/payments", { quoteId });
    await as.post("/quote/payments/create", { quoteId, date: today, amount: owed.remaining, method });
  };
  await payRemaining(deposit.id, "BANK_TRANSFER");
  const invoice = await as.post<Created>("/quote/duplicate", {
    quoteType: "QUOTE",
    quoteTypeDestination: "INVOICE",
    quoteId: quote.id,
  });
  if (w.documents === "booked") return;
  await status("INVOICE", invoice.id, "SENT");
  // 20 brunches cancelled after the wedding: a credit note of their amount, issued, then the rest paid.
  await as
    .post<Created>("/quote/duplicate", {
      quoteType: "INVOICE",
      quoteTypeDestination: "CREDIT_NOTE",
      quoteId: invoice.id,
      amount: 616,
    })
    .then((credit) => status("CREDIT_NOTE", credit.id, "SENT"));
  await payRemaining(invoice.id, "CHECK");
}

/** A fortnight of appointments on the agenda: visits, a tasting, a team meeting, a wedding fair (all day). */
async function seedAgenda(as: As, today: string): Promise<void> {
  const at = (inDays: number, hour: number, minute = 0) => parisInstantOf(addDays(today, inDays), hour, minute);
  const appointments: Json[] = [
    { title: "Réunion d'équipe", startTime: at(1, 9), endTime: at(1, 10) },
    {
      title: "Visite du domaine — Claire et Hugo",
      description: "Salle des Tilleuls puis l'orangerie ; prévoir le plan de table.",
      startTime: at(2, 10),
      endTime: at(2, 11, 30),
      emails: ["claire.hugo@exemple.fr"],
    },
    { title: "Dégustation du menu", startTime: at(5, 14, 30), endTime: at(5, 16, 30), emails: ["sonia.martin@exemple.fr"] },
    { title: "Salon du mariage de Tours", startTime: at(9, 0), endTime: at(11, 0), allDay: true },
  ];
  for (const appointment of appointments) await as.post("/calendar/events/create", appointment);
}

/**
 * Two conversations in the inbox: the vendor wrote to two couples about their events, and each couple
 * answered from their private page (the public form the e-mailed link opens); one answer is left unread.
 */
async function seedConversations(app: FastifyInstance, as: As): Promise<void> {
  const { events } = await as.get<{ events: { eventId: string; clientId: string | null }[] }>("/event/list", { limit: "50" });
  const withClient = events.filter((e) => e.clientId).slice(0, 2);
  const talks = [
    {
      vendor: "Bonjour, merci pour votre visite samedi ! Je vous envoie comme promis le déroulé type de la journée.",
      couple: "Merci beaucoup ! Est-il possible de prévoir le vin d'honneur dans le parc s'il fait beau ?",
      read: true,
      answer: "Bien sûr : le parc est prévu pour cela, avec un repli sous l'orangerie en cas de pluie.",
    },
    {
      vendor: "Bonjour, votre devis est prêt. Souhaitez-vous que l'on fixe un rendez-vous pour en parler ?",
      couple: "Bonjour, oui avec plaisir. Seriez-vous disponible jeudi en fin de journée ?",
      read: false,
      answer: null,
    },
  ];
  for (const [i, event] of withClient.entries()) {
    const talk = talks[i];
    if (!talk || !event.clientId) continue;
    const ids = { clientId: event.clientId, eventId: event.eventId };
    const sent = await as.post<{ clientLink: string }>("/messaging/send-message", { ...ids, body: talk.vendor });
    const answered = await app.inject({
      method: "POST",
      url: sent.clientLink,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ body: talk.couple }).toString(),
    });
    // The couple's form answers with a redirect to their page (post/redirect/get).
    if (answered.statusCode !== 303) ok("conversation (couple)", answered);
    if (talk.read) await as.get("/messaging/conversation", ids);
    if (talk.answer) await as.post("/messaging/send-message", { ...ids, body: talk.answer });
  }
}

/**
 * Leads of marketplaces A and B already in their inboxes (docs/decisions.md « Demo marketplace leads »): handed
 * to the marketplaces' mirror as a sync would store them (client, event « Demande reçue », conversation), with
 * no connection, so the demo never reaches any site and shows both marketplaces as not connected. One is read.
 */
async function seedMarketplaceLeads(
  marketplaces: Pick<MarketplacesService, "mirrorLeads">,
  as: As,
  vendorId: string,
  now: Date,
): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  const lead = (
    id: string,
    couple: { name: string; email: string | null; phone: string | null; eventDate: string; guests: number },
    thread: { sender: "CLIENT" | "VENDOR"; body: string; hoursAgo: number }[],
  ) => {
    const last = thread.at(-1) ?? { body: "", hoursAgo: 0 };
    return {
      conversation: {
        externalId: id,
        ...couple,
        numberOfGuests: couple.guests,
        status: "PENDING" as const,
        lastMessage: last.body,
        lastMessageAt: at(last.hoursAgo),
        link: null,
        avatarUrl: null,
      },
      messages: thread.map((m, i) => ({ externalId: `${id}-${i + 1}`, sender: m.sender, body: m.body, sentAt: at(m.hoursAgo) })),
    };
  };
  const year = Number(now.toISOString().slice(0, 4)) + 1;
  await marketplaces.mirrorLeads(vendorId, "A", [
    lead(
      "demo-a-1",
      {
        name: "Pauline Mercier",
        email: "pauline.mercier@exemple.fr",
        phone: "06 21 43 65 87",
        eventDate: `${year}-06-19`,
        guests: 130,
      },
      [
        {
          sender: "CLIENT",
          body: `Bonjour, le samedi 19 juin ${year} est-il encore libre ? Nous serions environ 130.`,
          hoursAgo: 30,
        },
        { sender: "VENDOR", body: "Bonjour Pauline, oui, la date est libre. Souhaitez-vous visiter le domaine ?", hoursAgo: 26 },
        { sender: "CLIENT", body: "Avec plaisir ! Samedi prochain à 14 h vous conviendrait-il ?", hoursAgo: 3 },
      ],
    ),
    lead(
      "demo-a-2",
      { name: "Antoine Garnier", email: "antoine.garnier@exemple.fr", phone: null, eventDate: `${year}-09-11`, guests: 90 },
      [{ sender: "CLIENT", body: "Bonjour, pourriez-vous nous envoyer vos tarifs pour 90 invités en septembre ?", hoursAgo: 50 }],
    ),
  ]);
  await marketplaces.mirrorLeads(vendorId, "B", [
    lead(
      "demo-b-1",
      { name: "Inès Robin", email: "ines.robin@exemple.fr", phone: "07 45 12 78 90", eventDate: `${year}-07-03`, guests: 160 },
      [{ sender: "CLIENT", body: "Bonjour, proposez-vous l'hébergement des invités sur place ?", hoursAgo: 8 }],
    ),
  ]);
  // Antoine's request was read already (as the vendor opening it).
  const { conversations } = await as.get<{ conversations: { name: string; clientId: string; eventId: string }[] }>(
    "/messaging/marketplace-a/list",
    {},
  );
  const antoine = conversations.find((c) => c.name === "Antoine Garnier");
  if (antoine) await as.get("/messaging/marketplace-a/conversation", { clientId: antoine.clientId, eventId: antoine.eventId });
}
