import {
  type ClientSource,
  type ClientStatus,
  clientSources,
  defaultEventStatuses,
  type EventType,
  eventTypeLabels,
  type SellerIdentity,
  type Social,
  socialNetworks,
  type VendorType,
} from "@cortege/domain";
import { type Faker, fakerFR } from "@faker-js/faker";
import { legalEntityOf } from "../../../apps/api/src/modules/documents/legal-entity.ts";
import { generateCatalogue, type ProductSeed } from "./catalogue.ts";
import {
  type CounterSeed,
  type DocumentEvent,
  type DocumentSeed,
  generateVendorDocuments,
  type LineSeed,
  type LinkSeed,
  type QuoteConfigSeed,
} from "./documents.ts";
import {
  asciiLower,
  frenchAddress,
  frenchPhone,
  noteTemplates,
  personalEmail,
  professionalEventNames,
  sirenSiret,
  tradeName,
  vatNumber,
} from "./french-data.ts";
import { type SeedSize, seedEmail } from "./sizes.ts";
import {
  type BoardConfigSeed,
  type BoardSeed,
  type BoardTemplateSeed,
  generateVendorBoards,
  type ListSeed,
  type TaskSeed,
} from "./task-boards.ts";

export type UserSeed = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  isMultiVendor: boolean;
  groups: string[];
  createdAt: Date;
};
export type VendorSeed = {
  id: string;
  slug: string;
  vendorType: VendorType;
  company: VendorCompany;
  minPrice: string | null;
  isPriceByPerson: boolean;
  socials: Social[];
  website: string | null;
  weddingShowcase: { catchphrase: string; description: string; tags: string[] };
  isPublished: boolean;
  createdAt: Date;
};
/** The vendor's company with what an issued document must print (docs/decisions.md "Documents"). */
export type VendorCompany = {
  corporateName: string;
  tradeName: string;
  type: "COMPANY";
  legalForm: "SAS" | "SARL" | "EURL";
  siren: string;
  siret: string;
  vatNumber: string;
  rcsNumber: string;
  registrationCourt: string;
  shareCapital: number;
  isVatSubject: true;
  contact: { firstname: string; lastname: string; email: string; address: ReturnType<typeof frenchAddress> };
};
export type MemberSeed = { vendorId: string; userId: string; role: string; createdAt: Date };
export type StatusConfigSeed = { vendorId: string; status: string; position: number; name: string; color: string };
type Contact = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  phoneCode: string;
  address: ReturnType<typeof frenchAddress> | null;
};
export type ClientSeed = {
  id: string;
  vendorId: string;
  type: "INDIVIDUAL" | "PROFESSIONAL";
  name: string;
  contacts: Contact[];
  source: ClientSource | null;
  status: ClientStatus;
  note: string | null;
  company: Record<string, unknown> | null;
  isArchived: boolean;
  createdAt: Date;
  /** What the app folds into search_text (clients.repository searchSource). */
  searchSource: string;
};
export type EventSeed = {
  id: string;
  vendorId: string;
  eventName: string;
  note: string | null;
  approximateGuestsCount: number | null;
  guestsCount: number | null;
  date: string | null;
  startDate: string | null;
  endDate: string | null;
  approximateDate: string | null;
  eventType: EventType;
  clientId: string | null;
  status: string;
  isArchived: boolean;
  createdAt: Date;
};
export type NoteSeed = { id: string; vendorId: string; clientId: string; content: string; createdAt: Date };

/** What one account brings: its user, its vendors and everything they hold, in creation order. */
export type AccountSeed = {
  users: UserSeed[];
  vendors: VendorSeed[];
  members: MemberSeed[];
  statusConfigs: StatusConfigSeed[];
  clients: ClientSeed[];
  events: EventSeed[];
  notes: NoteSeed[];
  products: ProductSeed[];
  quoteConfigs: QuoteConfigSeed[];
  documents: DocumentSeed[];
  documentLines: LineSeed[];
  documentLinks: LinkSeed[];
  documentCounters: CounterSeed[];
  taskBoards: BoardSeed[];
  taskLists: ListSeed[];
  tasks: TaskSeed[];
  boardTemplates: BoardTemplateSeed[];
  boardConfigs: BoardConfigSeed[];
};

export const emptyAccountSeed = (): AccountSeed => ({
  users: [],
  vendors: [],
  members: [],
  statusConfigs: [],
  clients: [],
  events: [],
  notes: [],
  products: [],
  quoteConfigs: [],
  documents: [],
  documentLines: [],
  documentLinks: [],
  documentCounters: [],
  taskBoards: [],
  taskLists: [],
  tasks: [],
  boardTemplates: [],
  boardConfigs: [],
});

/** The company as the documents' mentions read it (the service's `sellerOf`). */
export function sellerOf(company: VendorCompany): SellerIdentity {
  return {
    corporateName: company.corporateName,
    type: company.type,
    legalForm: company.legalForm,
    siren: company.siren,
    siret: company.siret,
    vatNumber: company.vatNumber,
    rcsNumber: company.rcsNumber,
    registrationCourt: company.registrationCourt,
    shareCapital: company.shareCapital,
    address: company.contact.address,
  };
}

/** A registered company of the vendor's trade name, owner as contact, Luhn-valid SIREN and SIRET. */
export function vendorCompany(
  f: Faker,
  tradeNameValue: string,
  owner: { firstname: string; lastname: string; email: string },
): VendorCompany {
  const legalForm = f.helpers.arrayElement(["SAS", "SARL", "EURL"] as const);
  const ids = sirenSiret(f);
  const address = frenchAddress(f);
  return {
    corporateName: `${tradeNameValue} ${legalForm}`,
    tradeName: tradeNameValue,
    type: "COMPANY",
    legalForm,
    siren: ids.siren,
    siret: ids.siret,
    vatNumber: vatNumber(ids.siren),
    rcsNumber: `RCS ${address.city} ${ids.siren}`,
    registrationCourt: address.city,
    shareCapital: f.helpers.arrayElement([1000, 5000, 10000, 20000, 50000]),
    isVatSubject: true,
    contact: { ...owner, address },
  };
}

const DAY = 86_400_000;
const CUSTOM_STATUS = "CUSTOM_VISITEPREVUE";

const vendorTypeMix: VendorType[] = [
  "RECEPTION_VENUE",
  "RECEPTION_VENUE",
  "RECEPTION_VENUE",
  "CATERING",
  "CATERING",
  "PHOTOGRAPHER",
  "PHOTOGRAPHER",
  "DJ",
  "FLORIST",
  "WEDDING_PLANNER",
  "PASTRY_CHEF",
  "VIDEOGRAPHER",
  "MUSIC_BAND",
  "DECORATOR",
];
const otherEventTypes: EventType[] = ["BIRTHDAY", "BAPTISM", "PRIVATE_PARTY", "FAMILY_REUNION", "COMMUNION", "GALA_DINNER"];
const proEventTypes: EventType[] = ["SEMINAR", "CONFERENCE", "TEAM_BUILDING", "BUSINESS_DINNER", "PRODUCT_LAUNCH", "GALA_DINNER"];

export type GenerateOptions = {
  seed: number;
  /** "Today" of the generated world, fixed so that a seed gives the same rows whatever the day. */
  today: Date;
  /** The first account number (compte-<n>); 1 unless accounts are appended. */
  firstAccount?: number;
  /** When set, the single vendor of the "demo" size goes to this existing account and vendor. */
  demo?: { userId: string; vendorId: string; email: string; company: VendorCompany };
};

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

function company(f: Faker, corporateName: string, tradeName: string) {
  const association = f.number.float() < 0.12;
  const ids = sirenSiret(f);
  return {
    corporateName,
    tradeName,
    type: association ? "ASSOCIATION" : "COMPANY",
    // An association that is invoiced has a SIREN too: the e-invoicing reform asks a business client's SIREN.
    siren: ids.siren,
    siret: ids.siret,
    nafCode: association ? null : f.helpers.arrayElement(["7022Z", "7311Z", "6201Z", "4791A", "8230Z", "9499Z"]),
    vatNumber: association ? null : vatNumber(ids.siren),
    rcsNumber: association ? null : `RCS ${f.location.city()} ${ids.siren}`,
    registrationCourt: null,
    rmNumber: null,
    rmDepartment: null,
    shareCapital: association ? null : f.helpers.arrayElement([1000, 5000, 10000, 37000, 100000]),
    mainActivity: null,
    rnaNumber: association ? `W${f.string.numeric({ length: 9, allowLeadingZeros: true })}` : null,
    gusoNumber: null,
    creationDate: isoDay(f.date.between({ from: "1995-01-01", to: "2024-12-31" }).getTime()),
    isVatSubject: !association,
    legalForm: association ? "Association" : f.helpers.arrayElement(["SAS", "SARL", "SASU", "EURL"]),
    contact: null,
  };
}

function contact(f: Faker, n: number, sex?: "female" | "male"): Contact {
  const firstname = f.person.firstName(sex);
  const lastname = f.person.lastName();
  return {
    firstname,
    lastname,
    email: personalEmail(f, firstname, lastname, n),
    phone: frenchPhone(f),
    phoneCode: "33",
    address: f.number.float() < 0.4 ? frenchAddress(f) : null,
  };
}

/** Relative sizes of the vendors: the first `bigVendors` are big, the rest spread around 1; mean 1. */
function vendorWeights(f: Faker, size: SeedSize): number[] {
  const raw = Array.from({ length: size.vendors }, (_, i) => {
    if (i < size.bigVendors) return size.bigWeight * (0.8 + 0.4 * f.number.float());
    if (size.vendors === 1) return 1;
    // log-normal: most vendors small, a long tail
    const u = Math.max(1e-9, f.number.float());
    const v = f.number.float();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.exp(0.6 * normal);
  });
  const mean = raw.reduce((a, b) => a + b, 0) / raw.length;
  return raw.map((w) => w / mean);
}

/**
 * Deterministic for a given seed and `today`: the same accounts, vendors, clients, events and notes,
 * in the same order (so the same `seq` paging order once inserted in an empty database).
 */
export function* generateAccounts(size: SeedSize, options: GenerateOptions): Generator<AccountSeed> {
  const f = fakerFR;
  f.seed(options.seed);
  const today = options.today.getTime();
  const firstDay = Date.UTC(2021, 0, 4);
  const weights = vendorWeights(f, size);
  let account = (options.firstAccount ?? 1) - 1;
  let v = 0;
  while (v < size.vendors) {
    account++;
    // compte-2 always holds two vendors (when there are enough), so a multi-vendor account is known.
    let holds = 1;
    if (account === 2 && size.vendors >= 3) holds = 2;
    else if (f.number.float() < size.multiVendorShare) holds = f.number.float() < 0.8 ? 2 : 3;
    holds = Math.min(holds, size.vendors - v);

    const seed: AccountSeed = emptyAccountSeed();
    const sex = f.helpers.arrayElement(["female", "male"] as const);
    const firstname = f.person.firstName(sex);
    const lastname = f.person.lastName();
    const userCreated = new Date(firstDay + f.number.int({ min: 0, max: 400 }) * DAY);
    const userId = options.demo?.userId ?? f.string.uuid();
    if (!options.demo) {
      seed.users.push({
        id: userId,
        email: seedEmail(account),
        firstname,
        lastname,
        phone: frenchPhone(f),
        isMultiVendor: holds > 1,
        groups: [f.number.float() < 0.6 ? "premium" : "essential"],
        createdAt: userCreated,
      });
    }
    for (let k = 0; k < holds; k++, v++) {
      const vendorType = v === 0 ? "RECEPTION_VENUE" : f.helpers.arrayElement(vendorTypeMix);
      const name = tradeName(f, vendorType);
      const vendorId = options.demo?.vendorId ?? f.string.uuid();
      const vendorCreated = new Date(userCreated.getTime() + k * 30 * DAY);
      const customPipeline = f.number.float() < 0.1;
      const ownerEmail = options.demo?.email ?? seedEmail(account);
      const vendorCompanyValue = options.demo?.company ?? vendorCompany(f, name, { firstname, lastname, email: ownerEmail });
      if (!options.demo) {
        seed.vendors.push({
          id: vendorId,
          slug: `${asciiLower(name)}-${v + 1}`,
          vendorType,
          company: vendorCompanyValue,
          minPrice: f.number.float() < 0.7 ? String(f.number.int({ min: 3, max: 150 }) * 100) : null,
          isPriceByPerson: vendorType === "CATERING",
          socials: socialNetworks.map((type) => ({
            type,
            url: type === "INSTAGRAM" && f.number.float() < 0.7 ? `https://instagram.com/${asciiLower(name)}` : "",
          })),
          website: f.number.float() < 0.6 ? `https://www.${asciiLower(name)}.fr` : null,
          weddingShowcase: { catchphrase: f.company.catchPhrase(), description: "", tags: [] },
          isPublished: f.number.float() < 0.5,
          createdAt: vendorCreated,
        });
        seed.members.push({ vendorId, userId, role: "owner", createdAt: vendorCreated });
        if (customPipeline) {
          const statuses: { status: string; name: string; color: string }[] = defaultEventStatuses();
          statuses.splice(1, 0, { status: CUSTOM_STATUS, name: "Visite prévue", color: "info" });
          statuses.forEach((s, i) => {
            seed.statusConfigs.push({ vendorId, status: s.status, position: i + 1, name: s.name, color: s.color });
          });
        }
      }
      generateVendorRows(f, seed, {
        vendorId,
        weight: weights[v] ?? 1,
        size,
        from: Math.max(vendorCreated.getTime(), firstDay),
        today,
        customPipeline: customPipeline && !options.demo,
        vendorType: options.demo ? "RECEPTION_VENUE" : vendorType,
        company: vendorCompanyValue,
        ownerEmail,
        vendorCreated,
      });
    }
    yield seed;
  }
}

function generateVendorRows(
  f: Faker,
  seed: AccountSeed,
  o: {
    vendorId: string;
    weight: number;
    size: SeedSize;
    from: number;
    today: number;
    customPipeline: boolean;
    vendorType: VendorType;
    company: VendorCompany;
    ownerEmail: string;
    vendorCreated: Date;
  },
): void {
  const clientCount = Math.max(3, Math.round(o.size.clientsPerVendor * o.weight));
  const eventCount = Math.max(3, Math.round(o.size.eventsPerVendor * o.weight));
  const noteCount = Math.round(o.size.notesPerVendor * o.weight);
  const span = Math.max(DAY, o.today - o.from);

  // Clients in creation order, more of them recently (a vendor's business grows).
  const clientTimes = Array.from({ length: clientCount }, () => o.from + Math.sqrt(f.number.float()) * span).sort(
    (a, b) => a - b,
  );
  const clients: ClientSeed[] = clientTimes.map((t, i) => {
    const professional = f.number.float() < 0.15;
    let contacts: Contact[];
    let companyValue: Record<string, unknown> | null = null;
    let name: string;
    if (professional) {
      const corporate = f.company.name();
      const trade = corporate.replace(/ (SA|SARL|SAS|EURL|SCA|SCOP|SNC|GIE)$/, "");
      companyValue = company(f, `${corporate}`, trade);
      contacts = [contact(f, i)];
      name = trade;
    } else {
      const couple = f.number.float() < 0.7;
      contacts = couple
        ? [contact(f, i, "female"), contact(f, i + 1, f.number.float() < 0.9 ? "male" : "female")]
        : [contact(f, i)];
      name = contacts.map((c) => `${c.firstname} ${c.lastname}`).join(" et ");
    }
    const parts = [name, companyValue?.corporateName as string | undefined, companyValue?.tradeName as string | undefined];
    for (const c of contacts) parts.push(c.firstname, c.lastname, c.email, c.phone);
    return {
      id: f.string.uuid(),
      vendorId: o.vendorId,
      type: professional ? "PROFESSIONAL" : "INDIVIDUAL",
      name,
      contacts,
      source: f.number.float() < 0.85 ? f.helpers.arrayElement(clientSources) : null,
      status: "PROSPECT",
      note: f.number.float() < 0.2 ? f.helpers.arrayElement(noteTemplates)(f) : null,
      company: companyValue,
      isArchived: false,
      createdAt: new Date(t),
      searchSource: parts.filter((p) => p).join(" "),
    };
  });

  const events: EventSeed[] = [];
  for (let i = 0; i < eventCount; i++) {
    const client = f.number.float() < 0.9 ? f.helpers.arrayElement(clients) : null;
    // Asked for within six weeks of the first contact, never after "today".
    const base = client ? client.createdAt.getTime() : o.from + f.number.float() * span;
    const created = base + f.number.float() * Math.min(45 * DAY, o.today - base);
    const day = Math.floor(created / DAY) * DAY + f.number.int({ min: 45, max: 600 }) * DAY;
    const past = day < o.today;
    let type: EventType;
    if (client?.type === "PROFESSIONAL") type = f.helpers.arrayElement(proEventTypes);
    else type = f.number.float() < 0.8 ? "WEDDING" : f.helpers.arrayElement(otherEventTypes);
    const eventName =
      client?.type === "PROFESSIONAL"
        ? `${f.helpers.arrayElement(professionalEventNames)} ${client.name}`
        : type === "WEDDING"
          ? `Mariage de ${client ? client.contacts.map((c) => c.firstname).join(" et ") : f.person.lastName()}`
          : `${eventTypeLabels[type]} ${client?.contacts[0]?.lastname ?? f.person.lastName()}`;
    const r = f.number.float();
    let status: string;
    if (past) status = r < 0.68 ? "RESERVATION_CONFIRMED" : r < 0.94 ? "REFUSED" : "QUOTE_SENT";
    else if (o.customPipeline && r < 0.12) status = CUSTOM_STATUS;
    else status = r < 0.35 ? "REQUEST_RECEIVED" : r < 0.65 ? "QUOTE_SENT" : r < 0.93 ? "RESERVATION_CONFIRMED" : "REFUSED";
    const shape = f.number.float();
    const approximate = !past && shape < 0.1;
    const multiDay = !approximate && shape > 0.92;
    const year = new Date(day).getUTCFullYear();
    const guests = f.number.int({ min: 20, max: type === "WEDDING" ? 220 : 400 });
    events.push({
      id: f.string.uuid(),
      vendorId: o.vendorId,
      eventName,
      note: f.number.float() < 0.15 ? f.helpers.arrayElement(noteTemplates)(f) : null,
      approximateGuestsCount: guests,
      guestsCount: status === "RESERVATION_CONFIRMED" ? guests - f.number.int({ min: 0, max: 15 }) : null,
      date: approximate || multiDay ? null : isoDay(day),
      startDate: multiDay ? isoDay(day) : null,
      endDate: multiDay ? isoDay(day + f.number.int({ min: 1, max: 2 }) * DAY) : null,
      approximateDate: approximate
        ? f.helpers.arrayElement([
            `${year}`,
            `${year}-${String(new Date(day).getUTCMonth() + 1).padStart(2, "0")}`,
            `${year}-SUMMER`,
          ])
        : null,
      eventType: type,
      clientId: client?.id ?? null,
      status,
      isArchived: past && f.number.float() < 0.3,
      createdAt: new Date(created),
    });
    if (client) {
      // The client's status follows its events: signed → CLIENT, lost → LOST, otherwise in discussion.
      if (status === "RESERVATION_CONFIRMED") client.status = "CLIENT";
      else if (status === "REFUSED" && client.status !== "CLIENT") client.status = "LOST";
      else if (client.status === "PROSPECT" && status !== "REQUEST_RECEIVED") client.status = "IN_DISCUSSION";
    }
  }
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const c of clients)
    if (c.status === "LOST" && c.createdAt.getTime() < o.today - 540 * DAY) c.isArchived = f.number.float() < 0.5;

  const notes: NoteSeed[] = [];
  for (let i = 0; i < noteCount; i++) {
    const client = f.helpers.arrayElement(clients);
    notes.push({
      id: f.string.uuid(),
      vendorId: o.vendorId,
      clientId: client.id,
      content: f.helpers.arrayElement(noteTemplates)(f),
      createdAt: new Date(
        client.createdAt.getTime() + f.number.float() * Math.min(90 * DAY, o.today - client.createdAt.getTime()),
      ),
    });
  }
  notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  seed.clients.push(...clients);
  seed.events.push(...events);
  seed.notes.push(...notes);

  // The catalogue first: quotes are made of its products.
  const catalogueCreated = Math.max(o.vendorCreated.getTime(), o.from);
  const products = generateCatalogue(f, o.vendorId, o.vendorType, catalogueCreated);
  seed.products.push(...products);
  const clientById = new Map(clients.map((c) => [c.id, c]));
  const dayOf = (e: EventSeed) => e.date ?? e.startDate;
  const documentEvents: DocumentEvent[] = [];
  for (const e of events) {
    const c = e.clientId ? clientById.get(e.clientId) : undefined;
    if (!c || e.createdAt.getTime() < catalogueCreated) continue;
    documentEvents.push({
      id: e.id,
      status: e.status,
      day: dayOf(e),
      guests: e.guestsCount ?? e.approximateGuestsCount ?? 80,
      createdAt: e.createdAt,
      client: {
        id: c.id,
        name: c.name,
        type: c.type,
        address: c.contacts[0]?.address ?? null,
        siren: (c.company?.siren as string | null | undefined) ?? null,
      },
    });
  }
  const documents = generateVendorDocuments(f, {
    vendorId: o.vendorId,
    legalEntity: legalEntityOf(o.vendorId, o.company),
    seller: sellerOf(o.company),
    products,
    events: documentEvents,
    quotes: Math.round(o.size.quotesPerVendor * o.weight),
    today: isoDay(o.today),
    vendorCreated: o.vendorCreated,
  });
  seed.quoteConfigs.push(documents.quoteConfig);
  seed.documents.push(...documents.documents);
  seed.documentLines.push(...documents.lines);
  seed.documentLinks.push(...documents.links);
  seed.documentCounters.push(...documents.counters);

  const boards = generateVendorBoards(f, {
    vendorId: o.vendorId,
    vendorName: o.company.tradeName,
    ownerEmail: o.ownerEmail,
    events: events
      .filter((e) => e.status === "RESERVATION_CONFIRMED" && dayOf(e) !== null)
      .map((e) => ({ id: e.id, name: e.eventName, day: dayOf(e) as string, createdAt: e.createdAt })),
    boards: Math.round(o.size.boardsPerVendor * o.weight),
    now: new Date(o.today),
    vendorCreated: o.vendorCreated,
  });
  seed.taskBoards.push(...boards.boards);
  seed.taskLists.push(...boards.lists);
  seed.tasks.push(...boards.tasks);
  seed.boardTemplates.push(...boards.templates);
  seed.boardConfigs.push(...boards.configs);
}
