import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type Database, openDatabase } from "../../platform/db/database.ts";
import { createSmtpMailer } from "../../platform/mail/mailer.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

/** Every message the SMTP server accepted, by envelope recipient, with the time it arrived. */
type Received = { to: string[]; data: string; at: number };
const received: Received[] = [];
/** Tries refused by the SMTP server, with their times. */
const refusedTries: number[] = [];
let server: SMTPServer;
let smtpUrl: string;
let t: TestApp;
let a: ReturnType<typeof asVendor>;
let board: { boardId: string; lists: { listId: string }[] };
let eventId: string;
let clientId: string;

const jobs = { pollingIntervalSeconds: 0.5, taskEmailQueue: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false } };

/** Another server process on the same database: its own pool, its own SMTP connection, its own workers. */
type Instance = { database: Database; close: () => Promise<void> };
async function startInstance(): Promise<Instance> {
  const url = (t.database.pool.options as { connectionString: string }).connectionString;
  const database = openDatabase(url, 4);
  const mailer = createSmtpMailer(smtpUrl, "Cortège <bonjour@cortege.fr>");
  const { app, startWorkers } = await buildApp({
    db: database.db,
    mailer,
    jwtSecret: "test-secret-".padEnd(48, "x"),
    logLevel: "silent",
    storage: t.storage,
    jobs,
  });
  await app.ready();
  await startWorkers();
  return {
    database,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
    },
  };
}

const messagesTo = (address: string) => received.filter((m) => m.to.includes(address));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TaskState = { send_status: string; sent_at: Date | null; due_at: Date; list_id: string; send_error: string | null };
async function stateOf(taskId: string): Promise<TaskState> {
  const res = await t.database.pool.query("SELECT send_status, sent_at, due_at, list_id, send_error FROM tasks WHERE id = $1", [
    taskId,
  ]);
  return res.rows[0] as TaskState;
}
async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`not reached within ${timeoutMs} ms`);
}

async function scheduleEmail(name: string, to: string, dueDate: Date | string, extra: Record<string, unknown> = {}) {
  const res = await a.post("/task/task/create", {
    boardId: board.boardId,
    listId: board.lists[0]?.listId,
    type: "SCHEDULED_EMAIL",
    name,
    from: "contact@chateau-lys.fr",
    object: `Rappel ${name}`,
    body: "<p>Bonjour {{client}}</p>",
    emails: [to],
    dueDate: typeof dueDate === "string" ? dueDate : dueDate.toISOString(),
    listIdDone: board.lists[2]?.listId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { taskId: string; dueDate: string };
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refuse")) {
        refusedTries.push(Date.now());
        callback(new Error("Boîte inexistante"));
      } else callback();
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  // The app serving the calls runs no worker: sending is the job of the instances started below.
  t = await createTestApp({ jobs });
  const vendor = await signUpVendor(t, "lys-jobs@exemple.fr", "Château des Lys");
  a = asVendor(t, vendor);
  const client = await a.post("/client/individual/create", {
    contacts: [{ firstname: "Anne", lastname: "Roy", email: "anne.roy@exemple.fr", phone: "0612345678" }],
  });
  expect(client.statusCode, client.body).toBe(200);
  clientId = client.json().clientId;
  const event = await a.post("/event/create", { eventName: "Mariage Roy", date: "2027-06-12", clientId });
  expect(event.statusCode, event.body).toBe(200);
  eventId = event.json().eventId;
  board = (await a.get("/task/board/event", { eventId })).json();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("scheduled e-mails on the durable job queue", () => {
  it("sends each e-mail once with two workers running, at its due time, then moves it to the done list", async () => {
    const w1 = await startInstance();
    const w2 = await startInstance();
    try {
      const now = Date.now();
      const tasks = await Promise.all([
        scheduleEmail("passé 1", "passe-1@exemple.fr", new Date(now - 60_000), { fromName: "Chateau des Lys" }),
        scheduleEmail("passé 2", "passe-2@exemple.fr", new Date(now - 3_600_000)),
        scheduleEmail("passé 3", "passe-3@exemple.fr", "2020-01-15"),
        scheduleEmail("bientôt 1", "bientot-1@exemple.fr", new Date(now + 2_000)),
        scheduleEmail("bientôt 2", "bientot-2@exemple.fr", new Date(now + 3_000)),
        scheduleEmail("bientôt 3", "bientot-3@exemple.fr", new Date(now + 4_000)),
      ]);
      const addresses = ["passe-1", "passe-2", "passe-3", "bientot-1", "bientot-2", "bientot-3"].map((x) => `${x}@exemple.fr`);
      await waitFor(
        async () => (await Promise.all(tasks.map((x) => stateOf(x.taskId)))).every((s) => s.sent_at !== null),
        20_000,
      );
      // Let both workers poll a few more times: nothing more may leave.
      await sleep(1_500);
      for (const address of addresses) expect(messagesTo(address), address).toHaveLength(1);
      const delays: number[] = [];
      for (const [index, task] of tasks.entries()) {
        const state = await stateOf(task.taskId);
        expect(state.send_status).toBe("SENT");
        expect(state.list_id).toBe(board.lists[2]?.listId);
        if (index >= 3) {
          const arrived = messagesTo(addresses[index] as string)[0]?.at as number;
          expect(arrived).toBeGreaterThanOrEqual(state.due_at.getTime());
          delays.push((state.sent_at as Date).getTime() - state.due_at.getTime());
        }
      }
      process.stdout.write(`[task e-mails] delay due → sent with 2 workers (ms): ${delays.join(", ")}\n`);
      expect(Math.max(...delays)).toBeLessThan(5_000);
      // Variables are filled at send time.
      expect(messagesTo("passe-1@exemple.fr")[0]?.data).toContain("Bonjour Anne Roy");
      // Sent under the vendor's trade name (not the task's fromName), answered to the vendor's confirmed
      // account address (the task's `from` is not one).
      const sent = messagesTo("passe-1@exemple.fr")[0]?.data ?? "";
      expect(sent).toMatch(/^From: =\?UTF-8\?Q\?Ch=C3=A2teau_des_Lys\?= <bonjour@cortege\.fr>/m);
      expect(sent).toMatch(/^Reply-To: lys-jobs@exemple\.fr/m);
      expect(sent).not.toContain("contact@chateau-lys.fr");
    } finally {
      await w1.close();
      await w2.close();
    }
  }, 40_000);

  it("keeps the e-mails due while no server runs and sends them once after a restart", async () => {
    const beforeRestart = received.length;
    const first = await startInstance();
    const due = await scheduleEmail("pendant l'arrêt", "arret@exemple.fr", new Date(Date.now() + 2_500));
    await first.close(); // the server stops before the due time
    await sleep(3_500);
    expect(messagesTo("arret@exemple.fr")).toHaveLength(0);
    expect((await stateOf(due.taskId)).send_status).toBe("SCHEDULED");
    const restarted = await startInstance();
    const twin = await startInstance();
    const started = Date.now();
    try {
      await waitFor(async () => (await stateOf(due.taskId)).sent_at !== null, 15_000);
      await sleep(1_500);
      expect(messagesTo("arret@exemple.fr")).toHaveLength(1);
      process.stdout.write(`[task e-mails] sent ${Date.now() - started} ms after the restart\n`);
      // Nothing sent before the restart left a second time.
      expect(received.length).toBe(beforeRestart + 1);
    } finally {
      await restarted.close();
      await twin.close();
    }
  }, 40_000);

  it("reschedules an edited e-mail and cancels a deleted one", async () => {
    const worker = await startInstance();
    try {
      const edited = await scheduleEmail("modifié", "modifie@exemple.fr", new Date(Date.now() + 1_500));
      const later = new Date(Date.now() + 4_000);
      const update = await a.post("/task/task/update", {
        boardId: board.boardId,
        listId: board.lists[0]?.listId,
        taskId: edited.taskId,
        type: "SCHEDULED_EMAIL",
        name: "modifié",
        from: "contact@chateau-lys.fr",
        object: "Rappel modifié",
        body: "<p>Nouveau texte</p>",
        emails: ["modifie@exemple.fr"],
        dueDate: later.toISOString(),
        listIdDone: board.lists[2]?.listId,
      });
      expect(update.statusCode, update.body).toBe(200);
      const deleted = await scheduleEmail("supprimé", "supprime@exemple.fr", new Date(Date.now() + 1_500));
      const del = await a.post("/task/task/delete", {
        boardId: board.boardId,
        listId: board.lists[0]?.listId,
        taskId: deleted.taskId,
      });
      expect(del.statusCode).toBe(200);
      await sleep(2_500);
      // The first due time has passed: the old job did nothing.
      expect(messagesTo("modifie@exemple.fr")).toHaveLength(0);
      await waitFor(async () => (await stateOf(edited.taskId)).sent_at !== null, 10_000);
      const [message] = messagesTo("modifie@exemple.fr");
      expect(message?.data).toContain("Nouveau texte");
      expect(message?.at).toBeGreaterThanOrEqual(later.getTime());
      await sleep(1_000);
      expect(messagesTo("modifie@exemple.fr")).toHaveLength(1);
      expect(messagesTo("supprime@exemple.fr")).toHaveLength(0);
    } finally {
      await worker.close();
    }
  }, 30_000);

  it("follows the event date: a due time derived from it moves with it", async () => {
    const worker = await startInstance();
    try {
      // 1 day after the event; the event is then moved to yesterday + 2 s, so the e-mail is due now.
      const task = await scheduleEmail("relatif", "relatif@exemple.fr", "2027-06-01", { numberOfDays: -1, dueDate: null });
      expect((await stateOf(task.taskId)).due_at.toISOString()).toBe("2027-06-13T07:00:00.000Z");
      const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
      // event/update replaces the event: the client is sent again.
      const moved = await a.post("/event/update", { eventId, eventName: "Mariage Roy", date: yesterday, clientId });
      expect(moved.statusCode, moved.body).toBe(200);
      await waitFor(async () => (await stateOf(task.taskId)).sent_at !== null, 10_000);
      expect(messagesTo("relatif@exemple.fr")).toHaveLength(1);
    } finally {
      await worker.close();
    }
  }, 30_000);

  it("retries a failed send with its delay, then shows the reason on the task", async () => {
    const worker = await startInstance();
    try {
      const task = await scheduleEmail("refusé", "refuse@exemple.fr", new Date(Date.now() - 1_000));
      await waitFor(async () => (await stateOf(task.taskId)).send_status === "FAILED", 20_000);
      const state = await stateOf(task.taskId);
      expect(state.sent_at).toBeNull();
      expect(state.list_id).toBe(board.lists[0]?.listId);
      expect(state.send_error).toMatch(/^Envoi impossible : .*Boîte inexistante/);
      const read = await a.get("/task/board", { boardId: board.boardId });
      const shown = read.json().lists[0].tasks.find((x: { taskId: string }) => x.taskId === task.taskId);
      expect(shown).toMatchObject({ sendStatus: "FAILED", sentAt: null });
      expect(shown.sendError).toContain("Boîte inexistante");
      // The first try and retryLimit (2) more, each at least retryDelay (1 s) after the previous one.
      expect(refusedTries).toHaveLength(3);
      for (let i = 1; i < refusedTries.length; i++) {
        expect((refusedTries[i] as number) - (refusedTries[i - 1] as number)).toBeGreaterThanOrEqual(900);
      }

      // Without any recipient (none on the task, no event client) another try cannot help: failed at once.
      const clientless = await a.post("/event/create", { eventName: "Sans client", date: "2027-07-03" });
      const free = (await a.get("/task/board/event", { eventId: clientless.json().eventId })).json();
      const lonely = await a.post("/task/task/create", {
        boardId: free.boardId,
        listId: free.lists[0].listId,
        type: "SCHEDULED_EMAIL",
        name: "Personne",
        from: "contact@chateau-lys.fr",
        object: "Rien",
        body: "<p>Rien</p>",
        dueDate: new Date(Date.now() - 1_000).toISOString(),
      });
      expect(lonely.statusCode, lonely.body).toBe(200);
      await waitFor(async () => (await stateOf(lonely.json().taskId)).send_status === "FAILED", 10_000);
      expect((await stateOf(lonely.json().taskId)).send_error).toBe(
        "Aucun destinataire : ajoutez une adresse email à la tâche ou un client avec une adresse à l'événement.",
      );
    } finally {
      await worker.close();
    }
  }, 30_000);

  it("is no relay: outside addresses within a daily cap, clients' contacts always, Reply-To and copy only to a confirmed address", async () => {
    const worker = await startInstance();
    try {
      const vendor = await signUpVendor(t, "relais@exemple.fr", 'Relais "Fleuri" <faux@banque.fr>\r\nBcc: x@y.fr');
      const r = asVendor(t, vendor);
      const client = await r.post("/client/individual/create", {
        contacts: [{ firstname: "Paul", lastname: "Vidal", email: "Paul.Vidal@exemple.fr", phone: "0612345679" }],
      });
      expect(client.statusCode, client.body).toBe(200);
      // Only an event's board sends.
      const wedding = await r.post("/event/create", { eventName: "Mariage Vidal", date: "2027-08-21" });
      const free = (await r.get("/task/board/event", { eventId: wedding.json().eventId })).json();
      const send = async (name: string, emails: string[], extra: Record<string, unknown> = {}) => {
        const res = await r.post("/task/task/create", {
          boardId: free.boardId,
          listId: free.lists[0].listId,
          type: "SCHEDULED_EMAIL",
          name,
          from: "usurpe@banque.fr",
          object: name,
          body: "<p>Bonjour</p>",
          emails,
          dueDate: new Date(Date.now() - 1_000).toISOString(),
          ...extra,
        });
        expect(res.statusCode, res.body).toBe(200);
        const taskId = res.json().taskId as string;
        await waitFor(async () => ["SENT", "FAILED"].includes((await stateOf(taskId)).send_status), 10_000);
        return stateOf(taskId);
      };
      const outside = Array.from({ length: 20 }, (_, i) => `invite-${i}@ailleurs.fr`);
      expect((await send("vingt", outside, { sendCopyToSelf: true })).send_status).toBe("SENT");
      const [first] = messagesTo("invite-0@ailleurs.fr");
      // The trade name, cleaned of what could forge headers; the request's `from` is nowhere.
      expect(first?.data).toMatch(/^From: "?Relais Fleuri faux banque\.fr Bcc: x y\.fr"? <bonjour@cortege\.fr>/m);
      expect(first?.data).toMatch(/^Reply-To: relais@exemple\.fr/m);
      expect(first?.data).not.toMatch(/^Bcc:/im);
      expect(first?.data).not.toContain("usurpe@banque.fr");
      expect(messagesTo("relais@exemple.fr")).toHaveLength(1);
      expect(messagesTo("usurpe@banque.fr")).toHaveLength(0);

      // A 21st outside address the same day: failed with a French reason, nothing leaves.
      const over = await send("de trop", ["nouveau@ailleurs.fr", "paul.vidal@exemple.fr"]);
      expect(over.send_status).toBe("FAILED");
      expect(over.send_error).toBe(
        "Limite d'envoi atteinte : pas plus de 20 adresses hors de vos fiches clients par jour. Ajoutez ces destinataires à une fiche client, ou réessayez demain.",
      );
      expect(messagesTo("nouveau@ailleurs.fr")).toHaveLength(0);
      expect(messagesTo("paul.vidal@exemple.fr")).toHaveLength(0);
      // The client's contact (any case) and the addresses already counted today still go.
      expect((await send("client", ["PAUL.VIDAL@exemple.fr"])).send_status).toBe("SENT");
      expect((await send("déjà comptées", outside.slice(0, 5))).send_status).toBe("SENT");
      expect(messagesTo("invite-4@ailleurs.fr")).toHaveLength(2);
      const counted = await t.database.pool.query("SELECT count(*)::int AS n FROM outside_mail_recipients WHERE vendor_id = $1", [
        vendor.vendorId,
      ]);
      expect(counted.rows[0].n).toBe(20);
    } finally {
      await worker.close();
    }
  }, 40_000);

  it("never sends from a template board, nor with a variable left without value", async () => {
    const worker = await startInstance();
    try {
      // A template board: its e-mail has a date and a recipient, yet is never scheduled nor sent.
      const template = (await a.post("/task/board/create", { name: "Modèle mariage (e-mails)" })).json();
      const made = await a.post("/task/board/config/update", { boardTemplates: [], defaultBoardId: template.boardId });
      expect(made.statusCode, made.body).toBe(200);
      const inTemplate = await a.post("/task/task/create", {
        boardId: template.boardId,
        listId: template.lists[0].listId,
        type: "SCHEDULED_EMAIL",
        name: "Relance modèle",
        from: "contact@chateau-lys.fr",
        object: "Bonjour {{client}}",
        body: "<p>Bonjour {{client}}</p>",
        emails: ["modele@exemple.fr"],
        dueDate: new Date(Date.now() - 1_000).toISOString(),
      });
      expect(inTemplate.statusCode, inTemplate.body).toBe(200);
      expect((await stateOf(inTemplate.json().taskId)).send_status).toBe("UNSCHEDULED");

      // On an event without date, {{dateEvenement}} has no value: the e-mail stays unsent and says why.
      const undated = await a.post("/event/create", { eventName: "Mariage sans date", clientId });
      const undatedBoard = (await a.get("/task/board/event", { eventId: undated.json().eventId })).json();
      const holed = await a.post("/task/task/create", {
        boardId: undatedBoard.boardId,
        listId: undatedBoard.lists[0].listId,
        type: "SCHEDULED_EMAIL",
        name: "Rappel date",
        from: "contact@chateau-lys.fr",
        object: "Votre mariage du {{dateEvenement}}",
        body: "<p>Bonjour {{client}}, rendez-vous le {{dateEvenement}}.</p>",
        emails: ["trou@exemple.fr"],
        dueDate: new Date(Date.now() - 1_000).toISOString(),
      });
      expect(holed.statusCode, holed.body).toBe(200);
      await waitFor(async () => (await stateOf(holed.json().taskId)).send_status === "FAILED", 10_000);
      expect((await stateOf(holed.json().taskId)).send_error).toBe(
        "E-mail non envoyé : Date de l'événement sans valeur. Complétez l'événement, puis reprogrammez l'e-mail.",
      );
      await sleep(1_500);
      expect(messagesTo("trou@exemple.fr")).toEqual([]);
      expect(messagesTo("modele@exemple.fr")).toEqual([]);
    } finally {
      await worker.close();
    }
  }, 30_000);

  it("asks for the refundable amount in a deposit request, filled at send time", async () => {
    const worker = await startInstance();
    try {
      const res = await a.post("/task/task/create", {
        boardId: board.boardId,
        listId: board.lists[0]?.listId,
        type: "SECURITY_DEPOSIT_REQUEST",
        name: "Caution",
        amount: 1500,
        from: "contact@chateau-lys.fr",
        object: "Caution pour {{evenement}}",
        body: "<p>Bonjour {{client}}, voici la demande de caution de {{prestataire}}.</p>",
        dueDate: new Date(Date.now() - 1_000).toISOString(),
        listIdDone: board.lists[2]?.listId,
      });
      expect(res.statusCode, res.body).toBe(200);
      const taskId = res.json().taskId as string;
      await waitFor(async () => (await stateOf(taskId)).sent_at !== null, 10_000).catch(async (e) => {
        throw new Error(`${e.message}: ${JSON.stringify(await stateOf(taskId))}`);
      });
      // No e-mail on the task: the event's client receives it.
      const [message] = messagesTo("anne.roy@exemple.fr");
      expect(message).toBeDefined();
      const text = decodeQuotedPrintable(message?.data ?? "");
      expect(text).toContain("Bonjour Anne Roy, voici la demande de caution de Château des Lys.");
      expect(text).toContain("Montant de la caution (restituable) : 1 500,00 €.");
      const read = await a.get("/task/board", { boardId: board.boardId });
      const done = read.json().lists[2].tasks.find((x: { taskId: string }) => x.taskId === taskId);
      expect(done).toMatchObject({ depositStatus: "REQUESTED", sendStatus: "SENT" });
    } finally {
      await worker.close();
    }
  }, 30_000);
});

function decodeQuotedPrintable(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] as string, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
