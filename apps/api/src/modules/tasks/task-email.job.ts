import {
  type Event,
  fillTemplate,
  isEmailTaskType,
  moveTask,
  type TemplateValues,
  taskMessages,
  templateVariableLabels,
  unresolvedVariables,
  type Vendor,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { inJobTransaction, type Job, type QueueSettings } from "../../platform/jobs/job-queue.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { OutgoingMailService } from "../outgoing-mail/outgoing-mail.service.ts";
import { htmlToText } from "./email-html.ts";
import type { TaskRow, TasksRepository } from "./tasks.repository.ts";

export const TASK_EMAIL_QUEUE = "task-email";
export type TaskEmailJob = { taskId: string; vendorId: string };

/** 1, 2, 4, 8 then 16 minutes between tries; a job whose worker died is retried after 5 minutes. */
export const taskEmailQueueSettings: QueueSettings = {
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** A failure that another try would not fix (no recipient…): shown on the task at once. */
class PermanentSendError extends Error {}

type Deps = {
  db: Db;
  repo: TasksRepository;
  mailer: Mailer;
  events: { get(vendorId: string, eventId: string): Promise<Event> };
  vendors: { get(vendorId: string): Promise<Vendor> };
  /** Who the message shows as sender and answers to; which recipients it may reach. */
  outgoingMail: OutgoingMailService;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
};

const AMOUNT_VARIABLE = /\{\{\s*montant\s*\}\}/;

/**
 * Sends the e-mail of a SCHEDULED_EMAIL or SECURITY_DEPOSIT_REQUEST task when its job comes due.
 * Exactly once: the task row is locked while sending, only the job named by its `job_id` may send
 * (an edit queues a new job, so an old one does nothing), and `sent_at` is written in the same
 * transaction as the move to `list_id_done`. The board is locked first, in the order every edit takes.
 */
export function createTaskEmailSender({ db, repo, mailer, events, vendors, outgoingMail, log }: Deps) {
  async function compose(row: TaskRow) {
    const board = await repo.board(row.vendorId, row.boardId);
    if (!board) throw new PermanentSendError(taskMessages.templateNeverSends);
    // A template (an event type's, or the default board) never sends; a board of the vendor's own does.
    if (!board.eventId) {
      const config = await repo.config(row.vendorId);
      if (config.defaultBoardId === board.id || config.boardTemplates.some((t) => t.boardId === board.id)) {
        throw new PermanentSendError(taskMessages.templateNeverSends);
      }
    }
    const event = board.eventId ? await events.get(row.vendorId, board.eventId).catch(() => null) : null;
    const vendor = await vendors.get(row.vendorId);
    const values: TemplateValues = {
      clientName: event?.client?.name ?? null,
      eventName: event?.eventName ?? null,
      eventDate: event?.date ?? event?.startDate ?? null,
      vendorName: vendor.company.tradeName,
      amountCents: row.amountCents,
    };
    const clientEmails = (event?.client?.contacts ?? []).map((c) => c.email).filter((e) => e !== "");
    const recipients = [...new Set(row.emails.length > 0 ? row.emails : clientEmails)];
    if (recipients.length === 0) throw new PermanentSendError(taskMessages.noRecipient);
    // Never a message with holes (« Bonjour , ») : a variable without value stops the sending.
    const empty = unresolvedVariables(`${row.object ?? ""} ${row.body ?? ""}`, values);
    if (empty.length > 0) {
      throw new PermanentSendError(taskMessages.unresolvedVariables(empty.map((v) => templateVariableLabels[v])));
    }
    const subject = fillTemplate(row.object ?? "", values, { html: false });
    let html = fillTemplate(row.body ?? "", values, { html: true });
    // A deposit request always says how much is asked, and that it comes back.
    if (row.type === "SECURITY_DEPOSIT_REQUEST" && !AMOUNT_VARIABLE.test(row.body ?? "")) {
      html += `<p>${fillTemplate("Montant de la caution (restituable) : {{montant}}.", values, { html: true })}</p>`;
    }
    return { recipients, subject, html, text: htmlToText(html) };
  }

  return async function handle(job: Job<TaskEmailJob>): Promise<void> {
    const { taskId, vendorId } = job.data;
    try {
      // Read and composed before the transaction: it holds one connection and needs no other.
      const peek = await repo.task(vendorId, taskId);
      if (!peek || peek.jobId !== job.id || peek.sentAt || !isEmailTaskType(peek.type)) return;
      const message = await compose(peek);
      // The task's `from` answers only if it is a confirmed address of the vendor; the name shown is its trade name.
      const sender = await outgoingMail.sender(vendorId, peek.fromEmail);
      const sent = await inJobTransaction(db, async (tx) => {
        await repo.lockBoard(tx.db, peek.boardId);
        const row = await repo.lockTask(tx.db, taskId);
        // Deleted, edited since (another job now owns it) or already sent.
        if (!row || row.jobId !== job.id || row.sentAt || !isEmailTaskType(row.type)) return null;
        // Addresses outside the vendor's clients count against its daily cap (recorded in this transaction).
        const refusal = await outgoingMail.admit(tx.db, vendorId, message.recipients);
        if (refusal) throw new PermanentSendError(refusal.message);
        // The platform's address sends (deliverability); the couple sees the vendor's name and answers the vendor.
        const envelope = {
          ...(sender.fromName ? { fromName: sender.fromName } : {}),
          ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
        };
        await mailer.send({
          to: message.recipients.join(", "),
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...envelope,
        });
        // The copy goes to the vendor's own confirmed address only.
        if (row.sendCopyToSelf && sender.replyTo) {
          await mailer.send({
            to: sender.replyTo,
            subject: `Copie : ${message.subject}`,
            text: message.text,
            html: message.html,
            ...envelope,
          });
        }
        const sentAt = new Date();
        if (row.listIdDone && row.listIdDone !== row.listId) {
          const lists = await repo.lists(row.boardId, tx.db);
          if (lists.some((l) => l.id === row.listIdDone)) {
            const all = await repo.tasks(row.boardId, tx.db);
            const placements = all.map((t) => ({ taskId: t.id, listId: t.listId, position: t.position }));
            await repo.setPlacements(tx.db, moveTask(placements, taskId, row.listIdDone));
          }
        }
        await repo.updateTask(tx.db, taskId, {
          sentAt,
          sendStatus: "SENT",
          sendError: null,
          ...(row.depositStatus === "TO_REQUEST" ? { depositStatus: "REQUESTED" as const } : {}),
        });
        return { sentAt, dueAt: row.dueAt };
      });
      if (sent?.dueAt) {
        log?.info({ taskId, delayMs: sent.sentAt.getTime() - sent.dueAt.getTime() }, "scheduled e-mail sent");
      }
    } catch (error) {
      const permanent = error instanceof PermanentSendError;
      const final = permanent || job.retryCount >= job.retryLimit;
      const reason = permanent
        ? (error as Error).message
        : `Envoi impossible : ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
      await repo.recordSendFailure(taskId, job.id, reason, final).catch(() => {});
      log?.error({ taskId, err: error, final }, "scheduled e-mail failed");
      // pg-boss tries again later (with backoff) unless another try cannot help.
      if (!permanent) throw error;
    }
  };
}
