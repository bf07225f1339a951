import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

export const password = "mot-de-passe-du-traiteur";

export async function logIn(page: Page, email: string) {
  await page.goto("/connexion");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/tableau-de-bord/);
}

/** A day and a clock time in Paris, as the browser (Europe/Paris) shows them, `minutes` from now. */
export function parisDayAndTime(minutes: number): { day: string; time: string; instant: number } {
  const instant = Date.now() + minutes * 60_000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, instant };
}

export const listRegion = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Creates a board from the boards screen and lands on it. */
export async function createBoard(page: Page, name: string) {
  await page.getByRole("button", { name: "Nouveau tableau" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nouveau tableau" });
  await dialog.getByRole("button", { name: "Créer le tableau" }).click();
  await expect(dialog.getByText("Le nom du tableau est requis.")).toBeVisible();
  await dialog.getByLabel("Nom du tableau").fill(name);
  await dialog.getByRole("button", { name: "Créer le tableau" }).click();
  await expect(page).toHaveURL(/\/taches\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

export type EmailTask = {
  name: string;
  due: { day: string; time: string };
  from: string;
  to: string;
  objectStart: string;
  bodyText: string;
  listDone: string;
};

/**
 * Fills the editor of a new scheduled e-mail the way a vendor would: the spec's message first, then
 * the fields, variables inserted with the chips. Leaves the editor open (for a screenshot).
 */
export async function fillScheduledEmail(page: Page, task: EmailTask): Promise<Locator> {
  const editor = page.getByRole("dialog", { name: "Nouvelle tâche" });
  await editor.getByRole("button", { name: "Créer la tâche" }).click();
  await expect(editor.getByText("Le libellé est requis.")).toBeVisible();
  await choose(page, editor, "Type de tâche", "Email programmé");
  const emailEditor = page.getByRole("dialog", { name: "Nouvel email programmé" });
  await emailEditor.getByRole("textbox", { name: "Libellé" }).fill(task.name);
  await emailEditor.getByRole("button", { name: "Une date" }).click();
  await emailEditor.getByRole("textbox", { name: "Date", exact: true }).fill(task.due.day);
  await emailEditor.getByRole("textbox", { name: "Heure", exact: true }).fill(task.due.time);
  await emailEditor.getByRole("textbox", { name: "Adresse de l'expéditeur" }).fill(task.from);
  await emailEditor.getByRole("textbox", { name: "Nom de l'expéditeur" }).fill("Traiteur des Tilleuls");
  await emailEditor.getByRole("textbox", { name: "Destinataires" }).fill(task.to);
  await emailEditor.getByRole("textbox", { name: "Objet" }).fill(task.objectStart);
  await emailEditor
    .getByRole("group", { name: "Insérer dans l'objet :" })
    .getByRole("button", { name: "Nom du prestataire" })
    .click();
  const body = emailEditor.getByRole("textbox", { name: /Message/ });
  await body.click();
  await page.keyboard.type(task.bodyText);
  await emailEditor.getByRole("button", { name: "Gras" }).click();
  await page.keyboard.type(" À très bientôt, ");
  await emailEditor
    .getByRole("group", { name: "Insérer dans le message :" })
    .getByRole("button", { name: "Nom du prestataire" })
    .click();
  await expect(body).toContainText("{{prestataire}}");
  await choose(page, emailEditor, "Une fois envoyé, ranger dans", task.listDone);
  return emailEditor;
}

type OutboxMessage = { id: string; to: string; subject: string; date: string; text: string };

/** Waits for the message the worker sends, as a tester reads the local outbox. */
export async function sentMessage(request: APIRequestContext, to: string, timeout = 120_000): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get("/dev/outbox")).json()) as { messages: OutboxMessage[] };
        found = messages.find((m) => m.to.includes(to));
        return found !== undefined;
      },
      { timeout, intervals: [500] },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** The task as the API answers it, to read when it was due and when it left. */
export async function taskFromApi(request: APIRequestContext, email: string, boardId: string, name: string) {
  const login = await (await request.post("/api/user/login", { data: { email, password } })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const vendors = await (await request.get("/api/vendor/user-vendors", { headers })).json();
  const board = await (
    await request.get("/api/task/board", { headers, params: { vendorId: vendors.vendors[0].id, boardId } })
  ).json();
  type SentTask = { name: string; dueDate: string; sentAt: string | null; updatedAt: string; listName: string };
  const lists = board.lists as { name: string; tasks: Omit<SentTask, "listName">[] }[];
  const tasks: SentTask[] = lists.flatMap((l) => l.tasks.map((t) => ({ ...t, listName: l.name })));
  return tasks.find((t) => t.name === name) as SentTask;
}
