import { DEFAULT_LIST_NAMES, type DepositStatus, derivedDueInstant, type SendStatus, type TaskType } from "@cortege/domain";
import type { Faker } from "@faker-js/faker";

/**
 * A vendor's task boards: a wedding template (the vendor's default board) and the boards of some of its
 * confirmed events, copied from it as `event/create` does, with lists « À faire », « En cours », « Fait »
 * and tasks of the three types. Due times derive from the event's day (9:00 Paris time). What is past
 * is done: checklists ticked, e-mails sent and moved to the done list, cautions requested, received,
 * returned. What is ahead is open; its e-mails are SCHEDULED but queue no job (docs/decisions.md
 * "Proof harness": the seed never sends mail).
 */

export type BoardSeed = { id: string; vendorId: string; name: string; eventId: string | null; createdAt: Date; updatedAt: Date };
export type ListSeed = {
  id: string;
  vendorId: string;
  boardId: string;
  name: string;
  position: number;
  enableNotifications: boolean;
  notificationDaysBefore: number;
  createdAt: Date;
};
export type TaskSeed = {
  id: string;
  vendorId: string;
  boardId: string;
  listId: string;
  type: TaskType;
  name: string;
  description: string | null;
  dueAt: Date | null;
  numberOfDays: number | null;
  position: number;
  items: { description: string; completed: boolean }[];
  fromEmail: string | null;
  fromName: string | null;
  object: string | null;
  body: string | null;
  emails: string[];
  sendCopyToSelf: boolean;
  filename: string | null;
  listIdDone: string | null;
  amountCents: number | null;
  depositStatus: DepositStatus | null;
  keptAmountCents: number | null;
  keptReason: string | null;
  jobId: null;
  sendStatus: SendStatus | null;
  sendError: null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
export type BoardTemplateSeed = { vendorId: string; eventType: string; boardId: string };
export type BoardConfigSeed = { vendorId: string; defaultBoardId: string };

export type VendorBoards = {
  boards: BoardSeed[];
  lists: ListSeed[];
  tasks: TaskSeed[];
  templates: BoardTemplateSeed[];
  configs: BoardConfigSeed[];
};

export type BoardEvent = { id: string; name: string; day: string; createdAt: Date };

export type BoardOptions = {
  vendorId: string;
  vendorName: string;
  /** The owner's address: e-mail tasks go out "from" it. */
  ownerEmail: string;
  /** Confirmed events with a day; `boards` of them get a board. */
  events: BoardEvent[];
  boards: number;
  now: Date;
  vendorCreated: Date;
};

type TaskPlan = {
  type: TaskType;
  name: string;
  numberOfDays: number;
  description?: string;
  items?: string[];
  object?: string;
  body?: string;
};

const plan: TaskPlan[] = [
  {
    type: "BASE_TASK",
    name: "Visite technique avec les mariés",
    numberOfDays: 60,
    description: "Repérer l'emplacement de la cérémonie, du cocktail et du dîner.",
    items: ["Plan de salle validé", "Accès traiteur vérifié", "Horaires de fin confirmés", "Emplacement du DJ"],
  },
  {
    type: "SCHEDULED_EMAIL",
    name: "Questionnaire de préparation",
    numberOfDays: 45,
    object: "Préparons ensemble votre {{evenement}}",
    body: "<p>Bonjour {{client}},</p><p>Votre {{evenement}} du {{dateEvenement}} approche : voici le questionnaire qui nous aidera à tout préparer.</p><p>À très bientôt,<br>{{prestataire}}</p>",
  },
  {
    type: "SECURITY_DEPOSIT_REQUEST",
    name: "Demande de caution",
    numberOfDays: 15,
    object: "Caution pour votre {{evenement}}",
    body: "<p>Bonjour {{client}},</p><p>Comme prévu au contrat, merci de nous remettre une caution de {{montant}}, rendue après l'événement.</p><p>{{prestataire}}</p>",
  },
  {
    type: "BASE_TASK",
    name: "Confirmer le nombre d'invités",
    numberOfDays: 10,
    items: ["Nombre d'adultes", "Nombre d'enfants", "Régimes particuliers"],
  },
  {
    type: "SCHEDULED_EMAIL",
    name: "Remerciements et demande d'avis",
    numberOfDays: -3,
    object: "Merci pour votre confiance",
    body: "<p>Bonjour {{client}},</p><p>Merci d'avoir choisi {{prestataire}} pour votre {{evenement}}. Un avis de votre part nous aiderait beaucoup.</p>",
  },
];

const keptReasons = ["Casse de vaisselle", "Ménage supplémentaire", "Dégradation du parquet", "Dépassement d'horaire"];

/** The lists and tasks of one board; `day` null for the template (relative due times, nothing scheduled). */
function fillBoard(f: Faker, o: BoardOptions, out: VendorBoards, board: BoardSeed, day: string | null): void {
  const lists = DEFAULT_LIST_NAMES.map(
    (name, position): ListSeed => ({
      id: f.string.uuid(),
      vendorId: o.vendorId,
      boardId: board.id,
      name,
      position,
      enableNotifications: position === 0,
      notificationDaysBefore: position === 0 ? 2 : 0,
      createdAt: board.createdAt,
    }),
  );
  out.lists.push(...lists);
  const [todo, doing, done] = lists as [ListSeed, ListSeed, ListSeed];
  const positions = new Map<string, number>();
  const now = o.now.getTime();
  const eventPast = day !== null && Date.parse(`${day}T23:59:59Z`) < now;
  for (const p of plan) {
    const dueAt = derivedDueInstant(day, p.numberOfDays);
    const past = dueAt !== null && dueAt.getTime() < now;
    const email = p.type !== "BASE_TASK";
    let list = todo;
    if (past) list = email || f.number.float() < 0.85 ? done : doing;
    else if (!email && day !== null && f.number.float() < 0.3) list = doing;
    const position = positions.get(list.id) ?? 0;
    positions.set(list.id, position + 1);
    const sentAt = email && past && dueAt ? new Date(dueAt.getTime() + f.number.int({ min: 1, max: 120 }) * 1000) : null;
    let depositStatus: DepositStatus | null = null;
    let kept: number | null = null;
    let keptReason: string | null = null;
    const amountCents = p.type === "SECURITY_DEPOSIT_REQUEST" ? f.number.int({ min: 5, max: 30 }) * 10_000 : null;
    if (p.type === "SECURITY_DEPOSIT_REQUEST") {
      const r = f.number.float();
      if (!past) depositStatus = "TO_REQUEST";
      else if (!eventPast) depositStatus = r < 0.4 ? "REQUESTED" : "RECEIVED";
      else if (r < 0.72) depositStatus = "RETURNED";
      else if (r < 0.85) {
        depositStatus = "PARTLY_KEPT";
        kept = Math.min(amountCents as number, f.number.int({ min: 5, max: 40 }) * 1000);
        keptReason = f.helpers.arrayElement(keptReasons);
      } else depositStatus = "RECEIVED";
    }
    const checked = (i: number) => past || (day !== null && i === 0 && f.number.float() < 0.5);
    out.tasks.push({
      id: f.string.uuid(),
      vendorId: o.vendorId,
      boardId: board.id,
      listId: list.id,
      type: p.type,
      name: p.name,
      description: p.description ?? null,
      dueAt,
      numberOfDays: p.numberOfDays,
      position,
      items: (p.items ?? []).map((description, i) => ({ description, completed: checked(i) })),
      fromEmail: email ? o.ownerEmail : null,
      fromName: email ? o.vendorName : null,
      object: p.object ?? null,
      body: p.body ?? null,
      emails: [],
      sendCopyToSelf: email && f.number.float() < 0.3,
      filename: null,
      listIdDone: email ? done.id : null,
      amountCents,
      depositStatus,
      keptAmountCents: kept,
      keptReason,
      jobId: null,
      sendStatus: email ? (sentAt ? "SENT" : dueAt ? "SCHEDULED" : "UNSCHEDULED") : null,
      sendError: null,
      sentAt,
      createdAt: board.createdAt,
      updatedAt: sentAt ?? board.createdAt,
    });
  }
}

export function generateVendorBoards(f: Faker, o: BoardOptions): VendorBoards {
  const out: VendorBoards = { boards: [], lists: [], tasks: [], templates: [], configs: [] };
  const template: BoardSeed = {
    id: f.string.uuid(),
    vendorId: o.vendorId,
    name: "Modèle — Mariage",
    eventId: null,
    createdAt: o.vendorCreated,
    updatedAt: o.vendorCreated,
  };
  out.boards.push(template);
  fillBoard(f, o, out, template, null);
  out.templates.push({ vendorId: o.vendorId, eventType: "WEDDING", boardId: template.id });
  out.configs.push({ vendorId: o.vendorId, defaultBoardId: template.id });
  const chosen = f.helpers.arrayElements(o.events, Math.min(o.events.length, o.boards));
  chosen.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const e of chosen) {
    const board: BoardSeed = {
      id: f.string.uuid(),
      vendorId: o.vendorId,
      name: e.name,
      eventId: e.id,
      createdAt: e.createdAt,
      updatedAt: e.createdAt,
    };
    out.boards.push(board);
    fillBoard(f, o, out, board, e.day);
  }
  return out;
}
