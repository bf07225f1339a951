import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-tasks@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-tasks@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
});
afterAll(async () => {
  await t.close();
});

const unknownId = "0b7e2f6c-1c1f-4d7a-9d65-0c5b0a3f9e21";
type Board = {
  boardId: string;
  name: string;
  eventId: string | null;
  lists: {
    listId: string;
    name: string;
    position: number;
    tasks: {
      taskId: string;
      name: string;
      position: number;
      dueDate?: string | null;
      sendStatus?: string;
      listIdDone?: string;
    }[];
  }[];
};

type Reply = Awaited<ReturnType<ReturnType<typeof asVendor>["get"]>>;
/** JSON as inject answers it: untyped. */
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked by the assertions, not by types
type Json = any;
/** The parsed answer of a call that must succeed. */
async function ok<T = Json>(res: Reply): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const newBoard = async (name = "Mariages", as = a): Promise<Board> => ok(await as.post("/task/board/create", { name }));
const addTask = async (board: Board, listIndex: number, task: Record<string, unknown>, as = a) =>
  ok<Json>(await as.post("/task/task/create", { boardId: board.boardId, listId: board.lists[listIndex]?.listId, ...task }));
const names = (board: Board) => board.lists.map((l) => `${l.name}: ${l.tasks.map((t) => `${t.name}@${t.position}`).join(",")}`);
const email = { from: "contact@chateau-alice.fr", fromName: "Château Alice", object: "Bonjour {{client}}", body: "<p>Menu</p>" };

describe("boards", () => {
  it("creates a board with the default lists, renames it, lists it and reads it", async () => {
    const board = await newBoard("Mariage type");
    expect(board.lists.map((l) => [l.name, l.position])).toEqual([
      ["À faire", 0],
      ["En cours", 1],
      ["Fait", 2],
    ]);
    expect(board.eventId).toBeNull();
    const renamed: Board = await ok(await a.post("/task/board/update", { boardId: board.boardId, name: "Mariage classique" }));
    expect(renamed.name).toBe("Mariage classique");
    const read: Board = await ok(await a.get("/task/board", { boardId: board.boardId }));
    expect(read).toEqual(renamed);
    const list = await ok<{ boards: { boardId: string; listCount: number }[] }>(await a.get("/task/boards"));
    expect(list.boards.find((x) => x.boardId === board.boardId)).toMatchObject({ listCount: 3 });
    const custom: Board = await ok(await a.post("/task/board/create", { name: "Séminaire", lists: ["Avant", "Après"] }));
    expect(custom.lists.map((l) => l.name)).toEqual(["Avant", "Après"]);
  });

  it("refuses a board without name with a French message", async () => {
    const res = await a.post("/task/board/create", { name: "  " });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Le nom du tableau est requis.");
  });

  it("duplicates lists and tasks under a new name, and deletes a board", async () => {
    const board = await newBoard("Source");
    await addTask(board, 0, { name: "Choisir le menu", items: [{ description: "Entrée" }] });
    await addTask(board, 1, { name: "Confirmer les horaires", numberOfDays: 7 });
    const copy: Board = await ok(await a.post("/task/board/duplicate", { boardId: board.boardId, name: "Copie" }));
    expect(copy.boardId).not.toBe(board.boardId);
    expect(copy.name).toBe("Copie");
    expect(names(copy)).toEqual(["À faire: Choisir le menu@0", "En cours: Confirmer les horaires@0", "Fait: "]);
    expect(copy.lists[0]?.listId).not.toBe(board.lists[0]?.listId);
    const deleted = await a.post("/task/board/delete", { boardId: board.boardId });
    expect(await ok(deleted)).toEqual({ boardId: board.boardId });
    expect((await a.get("/task/board", { boardId: board.boardId })).statusCode).toBe(404);
    // The copy is its own.
    expect((await a.get("/task/board", { boardId: copy.boardId })).statusCode).toBe(200);
  });
});

describe("lists", () => {
  it("creates, updates (with notifications, default 0 days), moves and deletes a list", async () => {
    const board = await newBoard("Listes");
    const created = await ok<{ listId: string; position: number; notificationDaysBefore: number; enableNotifications: boolean }>(
      await a.post("/task/list/create", { boardId: board.boardId, name: "Urgent", position: 0 }),
    );
    expect(created).toMatchObject({ position: 0, notificationDaysBefore: 0, enableNotifications: false });
    const updated = await ok<{ name: string; enableNotifications: boolean; notificationDaysBefore: number }>(
      await a.post("/task/list/update", {
        boardId: board.boardId,
        listId: created.listId,
        name: "Très urgent",
        enableNotifications: true,
        notificationDaysBefore: 3,
        position: 3,
      }),
    );
    expect(updated).toMatchObject({ name: "Très urgent", enableNotifications: true, notificationDaysBefore: 3 });
    let read: Board = await ok(await a.get("/task/board", { boardId: board.boardId }));
    expect(read.lists.map((l) => `${l.name}@${l.position}`)).toEqual(["À faire@0", "En cours@1", "Fait@2", "Très urgent@3"]);
    const firstListId = read.lists[0]?.listId;
    expect(await ok(await a.post("/task/list/delete", { boardId: board.boardId, listId: firstListId }))).toEqual({
      boardId: board.boardId,
      listId: firstListId,
    });
    read = await ok(await a.get("/task/board", { boardId: board.boardId }));
    expect(read.lists.map((l) => `${l.name}@${l.position}`)).toEqual(["En cours@0", "Fait@1", "Très urgent@2"]);
  });

  it("refuses a list without name and a list of another board", async () => {
    const board = await newBoard("Listes 2");
    const noName = await a.post("/task/list/create", { boardId: board.boardId, name: "" });
    expect(noName.json().message).toBe("Le nom de la liste est requis.");
    const other = await newBoard("Autre");
    const wrong = await a.post("/task/list/update", { boardId: other.boardId, listId: board.lists[0]?.listId, name: "x" });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("Liste introuvable.");
  });
});

describe("tasks", () => {
  it("creates the three types, with the spec's message for a missing name", async () => {
    const board = await newBoard("Types");
    const refused = await a.post("/task/task/create", { boardId: board.boardId, listId: board.lists[0]?.listId, name: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Le libellé est requis.");
    const base = await addTask(board, 0, { name: "Dégustation", items: [{ description: "Vins", completed: true }] });
    expect(base).toMatchObject({ type: "BASE_TASK", items: [{ description: "Vins", completed: true }], position: 0 });
    const scheduled = await addTask(board, 0, {
      type: "SCHEDULED_EMAIL",
      name: "Formulaire menu",
      ...email,
      emails: ["Couple@Exemple.fr"],
      dueDate: "2099-06-12",
      listIdDone: board.lists[2]?.listId,
    });
    expect(scheduled).toMatchObject({
      type: "SCHEDULED_EMAIL",
      emails: ["couple@exemple.fr"],
      dueDate: "2099-06-12T07:00:00.000Z",
      // A board of the vendor's own, tied to no event and no template: its dated e-mail is scheduled.
      sendStatus: "SCHEDULED",
      sentAt: null,
      position: 1,
    });
    const deposit = await addTask(board, 1, {
      type: "SECURITY_DEPOSIT_REQUEST",
      name: "Caution",
      ...email,
      amount: 1500,
    });
    expect(deposit).toMatchObject({
      type: "SECURITY_DEPOSIT_REQUEST",
      amount: 1500,
      depositStatus: "TO_REQUEST",
      sendStatus: "UNSCHEDULED",
    });
    const noAmount = await a.post("/task/task/create", {
      boardId: board.boardId,
      listId: board.lists[0]?.listId,
      type: "SECURITY_DEPOSIT_REQUEST",
      name: "Caution",
      ...email,
    });
    expect(noAmount.json().message).toBe("Le montant doit être supérieur à 0 €, avec au plus 2 décimales.");
  });

  it("sanitises the e-mail body and refuses a done list of another board", async () => {
    const board = await newBoard("Corps");
    const other = await newBoard("Autre corps");
    const task = await addTask(board, 0, {
      type: "SCHEDULED_EMAIL",
      name: "Script",
      ...email,
      body: '<p onclick="x()">Bonjour<script>alert(1)</script> <a href="javascript:x">lien</a></p>',
    });
    expect(task.body).toBe("<p>Bonjour <a>lien</a></p>");
    const wrong = await a.post("/task/task/create", {
      boardId: board.boardId,
      listId: board.lists[0]?.listId,
      type: "SCHEDULED_EMAIL",
      name: "x",
      ...email,
      listIdDone: other.lists[2]?.listId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("La liste « Fait » doit être une liste de ce tableau.");
  });

  it("updates a task (deposit kept in part, with a reason) and changes its type", async () => {
    const board = await newBoard("Mises à jour");
    const deposit = await addTask(board, 0, { type: "SECURITY_DEPOSIT_REQUEST", name: "Caution", ...email, amount: 800 });
    const fields = { boardId: board.boardId, listId: board.lists[0]?.listId, taskId: deposit.taskId };
    const noReason = await a.post("/task/task/update", {
      ...fields,
      type: "SECURITY_DEPOSIT_REQUEST",
      name: "Caution",
      ...email,
      amount: 800,
      depositStatus: "PARTLY_KEPT",
      keptAmount: 120,
    });
    expect(noReason.json().message).toBe("Le motif de la retenue est requis.");
    const kept = await ok(
      await a.post("/task/task/update", {
        ...fields,
        type: "SECURITY_DEPOSIT_REQUEST",
        name: "Caution",
        ...email,
        amount: 800,
        depositStatus: "PARTLY_KEPT",
        keptAmount: 120.5,
        keptReason: "Nappe brûlée",
      }),
    );
    expect(kept).toMatchObject({ depositStatus: "PARTLY_KEPT", keptAmount: 120.5, keptReason: "Nappe brûlée" });
    const base = await ok(await a.post("/task/task/update", { ...fields, name: "Simple tâche" }));
    expect(base).toMatchObject({ type: "BASE_TASK", name: "Simple tâche", items: [] });
    expect(base).not.toHaveProperty("amount");
    const wrongList = await a.post("/task/task/update", { ...fields, listId: board.lists[1]?.listId, name: "x" });
    expect(wrongList.statusCode).toBe(404);
    expect(wrongList.json().message).toBe("Tâche introuvable.");
  });

  it("moves tasks between and within lists, renumbering from 0, and answers the board", async () => {
    const board = await newBoard("Déplacements");
    const t1 = await addTask(board, 0, { name: "Un" });
    const t2 = await addTask(board, 0, { name: "Deux" });
    await addTask(board, 0, { name: "Trois" });
    await addTask(board, 1, { name: "Quatre" });
    const move = (task: { taskId: string }, from: number, to: number, position?: number) =>
      a.post("/task/task/move", {
        boardId: board.boardId,
        listId: board.lists[from]?.listId,
        taskId: task.taskId,
        newListId: board.lists[to]?.listId,
        ...(position === undefined ? {} : { position }),
      });
    let moved: Board = await ok(await move(t1, 0, 1, 0));
    expect(names(moved)).toEqual(["À faire: Deux@0,Trois@1", "En cours: Un@0,Quatre@1", "Fait: "]);
    moved = await ok(await move(t2, 0, 0, 5));
    expect(names(moved)).toEqual(["À faire: Trois@0,Deux@1", "En cours: Un@0,Quatre@1", "Fait: "]);
    moved = await ok(await move(t2, 0, 2));
    expect(names(moved)).toEqual(["À faire: Trois@0", "En cours: Un@0,Quatre@1", "Fait: Deux@0"]);
    // The task is no longer in the list named.
    expect((await move(t2, 0, 1)).statusCode).toBe(404);
  });

  it("deletes a task and closes the gap", async () => {
    const board = await newBoard("Suppression");
    const t1 = await addTask(board, 0, { name: "Un" });
    await addTask(board, 0, { name: "Deux" });
    const res = await a.post("/task/task/delete", { boardId: board.boardId, listId: board.lists[0]?.listId, taskId: t1.taskId });
    expect(await ok(res)).toEqual({ boardId: board.boardId, listId: board.lists[0]?.listId, taskId: t1.taskId });
    const read: Board = await ok(await a.get("/task/board", { boardId: board.boardId }));
    expect(names(read)[0]).toBe("À faire: Deux@0");
    const again = await a.post("/task/task/delete", {
      boardId: board.boardId,
      listId: board.lists[0]?.listId,
      taskId: t1.taskId,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("templates and event boards", () => {
  it("gives a new event the board of its type's template with due dates from its date, and follows a date change", async () => {
    const template = await newBoard("Modèle mariage");
    await addTask(template, 0, { name: "Envoyer le formulaire menu", numberOfDays: 60 });
    await addTask(template, 0, {
      type: "SECURITY_DEPOSIT_REQUEST",
      name: "Demander la caution",
      ...email,
      amount: 1000,
      numberOfDays: 30,
      listIdDone: template.lists[2]?.listId,
    });
    const fallback = await newBoard("Modèle par défaut");
    const config = await ok(
      await a.post("/task/board/config/update", {
        boardTemplates: [{ boardId: template.boardId, eventType: "WEDDING" }],
        defaultBoardId: fallback.boardId,
      }),
    );
    expect(config).toEqual({
      boardTemplates: [{ boardId: template.boardId, eventType: "WEDDING" }],
      defaultBoardId: fallback.boardId,
    });
    expect(await ok(await a.get("/task/board/config"))).toEqual(config);

    const event = await ok<{ eventId: string }>(await a.post("/event/create", { eventName: "Mariage Roy", date: "2027-06-12" }));
    const board: Board = await ok(await a.get("/task/board/event", { eventId: event.eventId }));
    expect(board.eventId).toBe(event.eventId);
    expect(board.name).toBe("Mariage Roy");
    const [menu, caution] = board.lists[0]?.tasks ?? [];
    expect(menu).toMatchObject({ name: "Envoyer le formulaire menu", dueDate: "2027-04-13T07:00:00.000Z" });
    expect(caution).toMatchObject({ name: "Demander la caution", dueDate: "2027-05-13T07:00:00.000Z", sendStatus: "SCHEDULED" });
    // The done list points into the copy, not into the template.
    expect(caution?.listIdDone).toBe(board.lists[2]?.listId);

    const moved = await a.post("/event/update", { eventId: event.eventId, eventName: "Mariage Roy", date: "2027-07-10" });
    expect(moved.statusCode, moved.body).toBe(200);
    const after: Board = await ok(await a.get("/task/board/event", { eventId: event.eventId }));
    expect(after.lists[0]?.tasks.map((x) => x.dueDate)).toEqual(["2027-05-11T07:00:00.000Z", "2027-06-10T07:00:00.000Z"]);
    const undated = await a.post("/event/update", { eventId: event.eventId, eventName: "Mariage Roy" });
    expect(undated.statusCode).toBe(200);
    const none: Board = await ok(await a.get("/task/board/event", { eventId: event.eventId }));
    expect(none.lists[0]?.tasks.map((x) => [x.dueDate, x.sendStatus ?? null])).toEqual([
      [null, null],
      [null, "UNSCHEDULED"],
    ]);

    // Another type takes the default board; event boards are listed only on demand.
    const seminar = await ok<{ eventId: string }>(
      await a.post("/event/create", { eventName: "Séminaire", eventType: "SEMINAR" }),
    );
    const seminarBoard: Board = await ok(await a.get("/task/board/event", { eventId: seminar.eventId }));
    expect(seminarBoard.lists.map((l) => l.name)).toEqual(fallback.lists.map((l) => l.name));
    const free = await ok<{ boards: { boardId: string }[] }>(await a.get("/task/boards"));
    expect(free.boards.some((x) => x.boardId === seminarBoard.boardId)).toBe(false);
    const all = await ok<{ boards: { boardId: string }[] }>(await a.get("/task/boards", { includeEventBoards: "true" }));
    expect(all.boards.some((x) => x.boardId === seminarBoard.boardId)).toBe(true);

    // An event's board cannot be a template; a second board for the same event is refused.
    const refused = await a.post("/task/board/config/update", {
      boardTemplates: [{ boardId: board.boardId, eventType: "BIRTHDAY" }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Un modèle doit être un tableau qui n'est lié à aucun événement.");
    const twice = await a.post("/task/board/create", { name: "Bis", eventId: event.eventId });
    expect(twice.statusCode).toBe(400);
  });

  it("gives an event without template nor default board the default lists", async () => {
    const ownEvent = await ok<{ eventId: string }>(
      await b.post("/event/create", { eventName: "Anniversaire", eventType: "BIRTHDAY" }),
    );
    const board: Board = await ok(await b.get("/task/board/event", { eventId: ownEvent.eventId }));
    expect(board.lists.map((l) => l.name)).toEqual(["À faire", "En cours", "Fait"]);
  });
});

describe("another vendor's rows answer 404", () => {
  it("on every call naming Alice's board, list, task or event with Bob's vendor", async () => {
    const board = await newBoard("Secret d'Alice");
    const task = await addTask(board, 0, { name: "Tâche secrète" });
    const event = await ok<{ eventId: string }>(await a.post("/event/create", { eventName: "Mariage secret" }));
    const ids = { boardId: board.boardId, listId: board.lists[0]?.listId as string };
    const calls: [string, Awaited<ReturnType<typeof b.get>>][] = [
      ["GET board", await b.get("/task/board", { boardId: board.boardId })],
      ["GET board/event", await b.get("/task/board/event", { eventId: event.eventId })],
      ["board/update", await b.post("/task/board/update", { ...ids, name: "x" })],
      ["board/delete", await b.post("/task/board/delete", { boardId: board.boardId })],
      ["board/duplicate", await b.post("/task/board/duplicate", { boardId: board.boardId, name: "x" })],
      ["board/create on event", await b.post("/task/board/create", { name: "x", eventId: event.eventId })],
      ["board/config/update", await b.post("/task/board/config/update", { defaultBoardId: board.boardId })],
      ["list/create", await b.post("/task/list/create", { boardId: board.boardId, name: "x" })],
      ["list/update", await b.post("/task/list/update", { ...ids, name: "x" })],
      ["list/delete", await b.post("/task/list/delete", ids)],
      ["task/create", await b.post("/task/task/create", { ...ids, name: "x" })],
      ["task/update", await b.post("/task/task/update", { ...ids, taskId: task.taskId, name: "x" })],
      ["task/delete", await b.post("/task/task/delete", { ...ids, taskId: task.taskId })],
      ["task/move", await b.post("/task/task/move", { ...ids, taskId: task.taskId, newListId: ids.listId })],
    ];
    for (const [name, res] of calls) {
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain("secret");
    }
    // Naming Alice's vendor is refused by the tenancy guard.
    const guard = await t.app.inject({
      method: "GET",
      url: "/api/task/boards",
      query: { vendorId: alice.vendorId },
      headers: { authorization: `Bearer ${bob.session.token}` },
    });
    expect(guard.statusCode).toBe(404);
    expect((await b.get("/task/boards")).json().boards.some((x: { boardId: string }) => x.boardId === board.boardId)).toBe(false);
    // Nothing of Alice's changed.
    const read: Board = await ok(await a.get("/task/board", { boardId: board.boardId }));
    expect(names(read)[0]).toBe("À faire: Tâche secrète@0");
    expect(read.name).toBe("Secret d'Alice");
    expect(await ok(await b.get("/task/board/config"))).toEqual({ boardTemplates: [], defaultBoardId: null });
  });

  it("refuses an unknown id with 404", async () => {
    expect((await a.get("/task/board", { boardId: unknownId })).statusCode).toBe(404);
    expect((await a.get("/task/board/event", { eventId: unknownId })).statusCode).toBe(404);
  });
});
