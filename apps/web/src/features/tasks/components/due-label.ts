import { formatDateWithOrdinal } from "@cortege/domain";
import type { TFunction } from "i18next";
import { dateTimeFormat } from "../../../lib/intl.ts";

/** « 12 juin 2027 à 09:00 »: a due instant in the vendor's clock. */
export function formatDueInstant(instant: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const format = dateTimeFormat(language.startsWith("en") ? "en-GB" : "fr-FR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return formatDateWithOrdinal(format, date);
}

/**
 * When a task is due, said plainly: « 30 jours avant l'événement » (numberOfDays counts days before
 * the event, negative after), with the date it gives once the event has one.
 */
export function dueLabel(
  task: { dueDate: string | null; numberOfDays: number | null },
  t: TFunction<"tasks">,
  language: string,
): string | null {
  const date = task.dueDate ? formatDueInstant(task.dueDate, language) : null;
  if (task.numberOfDays === null) return date;
  const days = task.numberOfDays;
  const relative = days === 0 ? t("due.dayOf") : days > 0 ? t("due.before", { count: days }) : t("due.after", { count: -days });
  return date ? t("due.relativeWithDate", { relative, date }) : relative;
}
