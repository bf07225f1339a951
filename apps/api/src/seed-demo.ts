import { randomUUID } from "node:crypto";
import {
  addDays,
  checkMandatoryMentions,
  DEFAULT_LATE_PAYMENT_PENALTIES,
  DEFAULT_LIST_NAMES,
  type DocumentLine,
  defaultNumberFormats,
  depositInvoice,
  derivedDueInstant,
  documentTotals,
  type NumberingState,
  nextDocumentNumber,
  paymentDueDate,
  type QuoteType,
  type SellerIdentity,
  subtractBreakdown,
  sumBreakdowns,
  type TaxBreakdown,
  totalsOf,
  type VatCode,
  vatLabels,
} from "@cortege/domain";
import { eq, sql } from "drizzle-orm";
import {
  clients,
  documentCounters,
  documentLines,
  documentLinks,
  documents,
  events,
  products,
  taskBoards,
  taskLists,
  tasks,
  vendors,
} from "./db/schema/index.ts";
import { defaultQuoteConfig } from "./modules/documents/documents.service.ts";
import { TASK_EMAIL_QUEUE, taskEmailQueueSettings } from "./modules/tasks/task-email.job.ts";
import type { UsersService } from "./modules/users/users.service.ts";
import { createVendorsRepository } from "./modules/vendors/vendors.repository.ts";
import type { Db } from "./platform/db/database.ts";
import { createJobQueue, inJobTransaction, type JobTx } from "./platform/jobs/job-queue.ts";

export const DEMO_EMAIL = "demo@cortege.fr";
export const DEMO_PASSWORD = "demo-cortege-2026";

/**
 * On an empty database, a confirmed account with one venue, so `npm start` shows a working app: the
 * venue's company complete enough to issue documents, a small catalogue, a couple whose wedding is
 * booked (quote accepted, deposit invoice paid, final invoice in draft) and the wedding's task board.
 */
export async function seedDemoAccount(users: UsersService, db: Db): Promise<{ email: string; password: string } | null> {
  const user = await users.ensureDemoAccount(DEMO_EMAIL, DEMO_PASSWORD);
  if (!user) return null;
  const vendor = await createVendorsRepository(db).create(
    user.id,
    "RECEPTION_VENUE",
    { corporateName: "Domaine des Tilleuls SAS", tradeName: "Domaine des Tilleuls", type: "COMPANY" },
    "domaine-des-tilleuls",
  );
  await seedDemoVenue(db, vendor.vendorId, new Date());
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}

const venueAddress = { street: "12 allée des Tilleuls", postalCode: "37210", city: "Vouvray", countryCode: "FR" };
// A made-up company with check digits that pass (SIREN and SIRET Luhn, VAT key).
const demoCompany = {
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
  contact: { firstname: "Camille", lastname: "Martin", email: DEMO_EMAIL, address: venueAddress },
} as const;
const seller: SellerIdentity = { ...demoCompany, address: venueAddress };

const catalogue: { name: string; ref: string; productType: string; unitType: string; tax: VatCode; priceCents: number }[] = [
  {
    name: "Location du domaine (week-end)",
    ref: "LOC-001",
    productType: "BNC",
    unitType: "PACKAGE",
    tax: "TAX_20",
    priceCents: 650_000,
  },
  {
    name: "Menu de mariage (entrée, plat, dessert)",
    ref: "RES-001",
    productType: "BIC_1",
    unitType: "PERSON",
    tax: "TAX_10",
    priceCents: 8_500,
  },
  {
    name: "Cocktail vin d'honneur (8 pièces)",
    ref: "RES-002",
    productType: "BIC_1",
    unitType: "PERSON",
    tax: "TAX_10",
    priceCents: 1_800,
  },
  {
    name: "Forfait champagne (1 coupe par invité)",
    ref: "BOI-001",
    productType: "BIC_1",
    unitType: "PERSON",
    tax: "TAX_20",
    priceCents: 1_200,
  },
  { name: "Brunch du lendemain", ref: "RES-003", productType: "BIC_1", unitType: "PERSON", tax: "TAX_10", priceCents: 2_800 },
  { name: "Ménage de fin de séjour", ref: "SER-001", productType: "BNC", unitType: "PACKAGE", tax: "TAX_20", priceCents: 35_000 },
];
/** Quantities of the quote, by catalogue line: the whole venue, 120 guests, 80 at the brunch. */
const quantities = [1, 120, 120, 120, 80, 1];

const day = (d: Date) => d.toISOString().slice(0, 10);
const EMPTY: TaxBreakdown = { taxDetails: [], disbursementsCents: 0 };

/** The Saturday on or after a day: weddings are booked on Saturdays. */
function saturdayFrom(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, (6 - weekday + 7) % 7);
}

async function seedDemoVenue(db: Db, vendorId: string, now: Date): Promise<void> {
  const today = day(now);
  const quoteDay = addDays(today, -40);
  const depositDay = addDays(today, -33);
  const weddingDay = saturdayFrom(addDays(today, 150));
  const jobs = createJobQueue(db);
  jobs.define(TASK_EMAIL_QUEUE, taskEmailQueueSettings);
  try {
    await inJobTransaction(db, async (tx) => {
      const t = tx.db;
      await t.update(vendors).set({ company: demoCompany }).where(eq(vendors.id, vendorId));

      const productRows = catalogue.map((p) => ({ id: randomUUID(), vendorId, ...p, category: null }));
      await t.insert(products).values(productRows);

      const clientId = randomUUID();
      const clientAddress = { street: "8 rue Nationale", postalCode: "37000", city: "Tours", countryCode: "FR" };
      const contacts = [
        {
          firstname: "Léa",
          lastname: "Moreau",
          email: "lea.moreau@example.com",
          phone: "0611223344",
          phoneCode: "33",
          address: clientAddress,
        },
        { firstname: "Hugo", lastname: "Bernard", email: "hugo.bernard@example.com", phone: "0655667788", phoneCode: "33" },
      ];
      const clientName = "Léa Moreau et Hugo Bernard";
      const searchSource = [clientName, ...contacts.flatMap((c) => [c.firstname, c.lastname, c.email, c.phone])].join(" ");
      await t.insert(clients).values({
        id: clientId,
        vendorId,
        type: "INDIVIDUAL",
        name: clientName,
        contacts,
        source: "WEBSITE",
        status: "CLIENT",
        note: "Cérémonie laïque dans le parc, vin d'honneur au bord de l'étang.",
        searchText: sql`cortege_normalize(${searchSource})`,
      });
      const eventId = randomUUID();
      const eventName = "Mariage de Léa et Hugo";
      await t.insert(events).values({
        id: eventId,
        vendorId,
        eventName,
        eventType: "WEDDING",
        date: weddingDay,
        approximateGuestsCount: 120,
        guestsCount: 120,
        clientId,
        status: "RESERVATION_CONFIRMED",
        searchText: sql`cortege_normalize(${eventName})`,
      });

      await seedDemoDocuments(tx, { vendorId, clientId, clientName, clientAddress, eventId, productRows, quoteDay, depositDay });
      await seedDemoBoard(tx, jobs, { vendorId, eventId, eventName, weddingDay, depositDay, now });
    });
  } finally {
    await jobs.stop();
  }
}

type DemoDocuments = {
  vendorId: string;
  clientId: string;
  clientName: string;
  clientAddress: { street: string; postalCode: string; city: string };
  eventId: string;
  productRows: ((typeof catalogue)[number] & { id: string })[];
  quoteDay: string;
  depositDay: string;
};

/** A quote accepted, its 30 % deposit invoice paid, the final invoice in draft deducting it: amounts by the domain's engine. */
async function seedDemoDocuments(tx: JobTx, o: DemoDocuments): Promise<void> {
  const t = tx.db;
  const { numbering, ...snapshot } = defaultQuoteConfig();
  const engineLines: DocumentLine[] = o.productRows.map((p, i) => ({
    quantityMilli: (quantities[i] ?? 1) * 1000,
    unitBases: [{ group: p.tax, unitCents: p.priceCents }],
  }));
  const quoteTotals = documentTotals(engineLines);
  const quoteBreakdown: TaxBreakdown = { taxDetails: quoteTotals.taxDetails, disbursementsCents: quoteTotals.disbursementsCents };
  const productLines = (documentId: string) =>
    o.productRows.map((p, i) => ({
      vendorId: o.vendorId,
      documentId,
      position: i,
      productId: p.id,
      name: p.name,
      ref: p.ref,
      productType: p.productType,
      unitType: p.unitType,
      tax: p.tax,
      unitPriceCents: p.priceCents,
      unitBases: [{ group: p.tax, unitCents: p.priceCents }],
      quantity: (quantities[i] ?? 1).toFixed(3),
      revenueCents: quoteTotals.lines[i]?.netCents ?? 0,
    }));
  const counters = new Map<QuoteType, NumberingState>();
  const numberOf = (type: QuoteType, date: string) => {
    const next = nextDocumentNumber(
      defaultNumberFormats[type],
      counters.get(type) ?? { counter: 1, lastNumberedDate: null },
      date,
    );
    if (!next.ok) throw new Error(next.message);
    counters.set(type, next.state);
    return next.number;
  };
  const mentions = (
    quoteType: QuoteType,
    date: string,
    dueDate: string | null,
    extra: Partial<Parameters<typeof checkMandatoryMentions>[0]>,
  ) => {
    const check = checkMandatoryMentions({
      quoteType,
      seller,
      isVat: true,
      vatMention: null,
      client: { type: "INDIVIDUAL", name: o.clientName, address: o.clientAddress },
      date,
      dueDate,
      lines: [],
      totalExcludingTaxCents: 0,
      latePaymentPenalties: DEFAULT_LATE_PAYMENT_PENALTIES,
      ...extra,
    });
    if (check.missing.length > 0) throw new Error(`demo ${quoteType}: ${check.missing.map((m) => m.code).join(", ")}`);
    return check.printed;
  };
  const common = {
    vendorId: o.vendorId,
    clientId: o.clientId,
    clientName: o.clientName,
    eventId: o.eventId,
    quoteConfig: snapshot,
    address: null,
  };
  const totalsColumns = (breakdown: TaxBreakdown, deducted: TaxBreakdown) => {
    const due = totalsOf(subtractBreakdown(breakdown, deducted));
    return {
      breakdown,
      deducted,
      totalExcludingTaxCents: due.totalExcludingTaxCents,
      totalTaxCents: due.totalTaxCents,
      totalIncludingTaxCents: due.totalIncludingTaxCents,
    };
  };
  const lineNames = o.productRows.map((p) => ({ name: p.name, group: p.tax }));

  // The quote, accepted.
  const quoteId = randomUUID();
  const quoteName = numberOf("QUOTE", o.quoteDay);
  const expirationDate = addDays(o.quoteDay, 30);
  await t.insert(documents).values({
    ...common,
    id: quoteId,
    quoteType: "QUOTE",
    status: "APPROVED",
    name: quoteName,
    date: o.quoteDay,
    expirationDate,
    ...totalsColumns(quoteBreakdown, EMPTY),
    deposits: [
      { depositType: "PERCENTAGE", depositValue: 30, numberOfDays: 0, dueDate: null },
      { depositType: "PERCENTAGE", depositValue: 70, numberOfDays: 0, dueDate: null },
    ],
    mentions: mentions("QUOTE", o.quoteDay, null, {
      expirationDate,
      lines: lineNames,
      totalExcludingTaxCents: totalsOf(quoteBreakdown).totalExcludingTaxCents,
    }),
    searchText: sql`cortege_normalize(${`${quoteName} ${o.clientName}`})`,
    createdAt: new Date(`${o.quoteDay}T09:30:00Z`),
  });
  await t.insert(documentLines).values(productLines(quoteId));

  // The deposit invoice, 30 % at signature, paid: written as a draft with its lines, then issued, as the
  // service does (an issued document's lines are frozen).
  const deposit = depositInvoice(quoteBreakdown, { depositType: "PERCENTAGE", depositValue: 3000 });
  if (!deposit.ok) throw new Error(deposit.message);
  const depositBreakdown = sumBreakdowns([deposit.breakdown]);
  const depositId = randomUUID();
  await t.insert(documents).values({
    ...common,
    id: depositId,
    quoteType: "DEPOSIT",
    status: "DRAFT",
    isFixedAmount: true,
    ...totalsColumns(depositBreakdown, EMPTY),
    searchText: sql`cortege_normalize(${o.clientName})`,
    createdAt: new Date(`${o.depositDay}T10:00:00Z`),
  });
  const depositLines = depositBreakdown.taxDetails.map((d, i) => ({
    vendorId: o.vendorId,
    documentId: depositId,
    position: i,
    name: `Acompte sur le devis ${quoteName} (TVA ${vatLabels[d.taxType]})`,
    productType: "BNC",
    unitType: "PIECE",
    tax: d.taxType,
    unitPriceCents: d.baseCents,
    unitBases: [{ group: d.taxType, unitCents: d.baseCents }],
    quantity: "1.000",
    revenueCents: d.baseCents,
  }));
  await t.insert(documentLines).values(depositLines);
  await t.insert(documentLinks).values({ vendorId: o.vendorId, documentId: depositId, linkedId: quoteId, relation: "FROM" });
  const depositName = numberOf("DEPOSIT", o.depositDay);
  const depositDue = paymentDueDate(snapshot.paymentTerms, o.depositDay);
  await t
    .update(documents)
    .set({
      status: "PAID",
      name: depositName,
      date: o.depositDay,
      issuedDate: o.depositDay,
      dueDate: depositDue,
      mentions: mentions("DEPOSIT", o.depositDay, depositDue, {
        lines: depositLines.map((l) => ({ name: l.name, group: l.tax })),
        totalExcludingTaxCents: totalsOf(depositBreakdown).totalExcludingTaxCents,
      }),
      searchText: sql`cortege_normalize(${`${depositName} ${o.clientName}`})`,
    })
    .where(eq(documents.id, depositId));

  // The final invoice in draft: the quote's lines minus the deposit, numbered when the vendor issues it.
  const invoiceTotals = documentTotals(engineLines, undefined, [depositBreakdown]);
  const invoiceId = randomUUID();
  await t.insert(documents).values({
    ...common,
    id: invoiceId,
    quoteType: "INVOICE",
    status: "DRAFT",
    ...totalsColumns(
      { taxDetails: invoiceTotals.taxDetails, disbursementsCents: invoiceTotals.disbursementsCents },
      depositBreakdown,
    ),
    searchText: sql`cortege_normalize(${o.clientName})`,
  });
  await t.insert(documentLines).values(productLines(invoiceId));
  await t.insert(documentLinks).values([
    { vendorId: o.vendorId, documentId: invoiceId, linkedId: quoteId, relation: "FROM" },
    { vendorId: o.vendorId, documentId: invoiceId, linkedId: depositId, relation: "DEDUCTS" },
  ]);
  await t.insert(documentCounters).values(
    [...counters].map(([quoteType, state]) => ({
      vendorId: o.vendorId,
      quoteType,
      counter: state.counter,
      lastNumberedDate: state.lastNumberedDate,
    })),
  );
}

/**
 * The wedding's board: what is done sits in « Fait » (an e-mail sent after the deposit), what is ahead
 * in « À faire » with due times derived from the wedding's day; its e-mails are queued like the service
 * queues them (pg-boss, in this transaction), to the couple's example.com addresses.
 */
async function seedDemoBoard(
  tx: JobTx,
  jobs: ReturnType<typeof createJobQueue>,
  o: { vendorId: string; eventId: string; eventName: string; weddingDay: string; depositDay: string; now: Date },
): Promise<void> {
  const t = tx.db;
  const boardId = randomUUID();
  await t.insert(taskBoards).values({ id: boardId, vendorId: o.vendorId, name: o.eventName, eventId: o.eventId });
  const lists = DEFAULT_LIST_NAMES.map((name, position) => ({ id: randomUUID(), vendorId: o.vendorId, boardId, name, position }));
  await t.insert(taskLists).values(lists);
  const [todo, , done] = lists as [(typeof lists)[0], (typeof lists)[0], (typeof lists)[0]];
  const sentAt = new Date(`${o.depositDay}T08:00:05Z`);
  const email = { fromEmail: DEMO_EMAIL, fromName: "Domaine des Tilleuls", listIdDone: done.id };
  const rows = [
    {
      listId: done.id,
      type: "BASE_TASK",
      name: "Envoyer le contrat de location",
      dueAt: new Date(`${o.depositDay}T08:00:00Z`),
      items: [
        { description: "Contrat signé", completed: true },
        { description: "Acompte reçu", completed: true },
      ],
    },
    {
      listId: done.id,
      type: "SCHEDULED_EMAIL",
      name: "Confirmation de réservation",
      dueAt: new Date(`${o.depositDay}T08:00:00Z`),
      object: "Votre mariage au Domaine des Tilleuls est réservé",
      body: "<p>Bonjour {{client}},</p><p>Nous avons bien reçu votre acompte : le domaine vous est réservé pour le {{dateEvenement}}.</p><p>{{prestataire}}</p>",
      ...email,
      sendStatus: "SENT",
      sentAt,
    },
    {
      listId: todo.id,
      type: "BASE_TASK",
      name: "Visite technique avec les mariés",
      numberOfDays: 60,
      items: [
        { description: "Plan de salle", completed: false },
        { description: "Accès du traiteur", completed: false },
        { description: "Emplacement de la cérémonie", completed: false },
      ],
    },
    {
      listId: todo.id,
      type: "SCHEDULED_EMAIL",
      name: "Questionnaire de préparation",
      numberOfDays: 45,
      object: "Préparons ensemble votre {{evenement}}",
      body: "<p>Bonjour {{client}},</p><p>Votre mariage du {{dateEvenement}} approche : voici le questionnaire qui nous aidera à tout préparer.</p><p>{{prestataire}}</p>",
      ...email,
    },
    {
      listId: todo.id,
      type: "SECURITY_DEPOSIT_REQUEST",
      name: "Demande de caution",
      numberOfDays: 15,
      object: "Caution pour votre {{evenement}}",
      body: "<p>Bonjour {{client}},</p><p>Comme prévu au contrat, merci de nous remettre une caution de {{montant}}, rendue après le week-end.</p>",
      ...email,
      amountCents: 150_000,
      depositStatus: "TO_REQUEST",
    },
    {
      listId: todo.id,
      type: "BASE_TASK",
      name: "Confirmer le nombre d'invités",
      numberOfDays: 10,
      items: [
        { description: "Adultes", completed: false },
        { description: "Enfants", completed: false },
        { description: "Régimes particuliers", completed: false },
      ],
    },
  ];
  const positions = new Map<string, number>();
  for (const row of rows) {
    const position = positions.get(row.listId) ?? 0;
    positions.set(row.listId, position + 1);
    const dueAt = "numberOfDays" in row ? derivedDueInstant(o.weddingDay, row.numberOfDays as number) : row.dueAt;
    const id = randomUUID();
    await t.insert(tasks).values({ id, vendorId: o.vendorId, boardId, ...row, dueAt, position });
    const future = dueAt && dueAt > o.now && row.type !== "BASE_TASK";
    if (future) {
      const jobId = await jobs.send(
        TASK_EMAIL_QUEUE,
        { taskId: id, vendorId: o.vendorId },
        { startAfter: dueAt, singletonKey: id },
        tx,
      );
      await t.update(tasks).set({ jobId, sendStatus: "SCHEDULED" }).where(eq(tasks.id, id));
    }
  }
}
