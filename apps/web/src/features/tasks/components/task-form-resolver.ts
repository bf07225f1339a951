import { taskCreateSchema } from "@cortege/domain";
import type { FieldErrors, Resolver } from "react-hook-form";
import { type TaskFormValues, taskBody } from "./task-form-values.ts";

/** The form field that shows a message of the schema, named by the path of the sent body. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, index, leaf] = path.map(String);
  if (head === "dueDate") return "dueDay";
  if (head === "emails") return "emails";
  if (head === "items" && index !== undefined && leaf !== undefined) return `items.${index}.${leaf}`;
  return head ?? "root";
}

/**
 * Validates what will be sent with the domain schema the server uses (its French messages), for the
 * board and list the task belongs to.
 */
export function taskFormResolver(
  ids: { vendorId: string; boardId: string; listId: string },
  messages: { dueDayRequired: string },
): Resolver<TaskFormValues> {
  return async (values) => {
    const result = taskCreateSchema.safeParse({ ...ids, ...taskBody(values) });
    // « Une date » chosen but left empty would silently save a task without one.
    const dayMissing = values.dueMode === "date" && !values.dueDay;
    if (result.success && !dayMissing) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    if (dayMissing) errors.dueDay = { type: "required", message: messages.dueDayRequired };
    for (const issue of result.error?.issues ?? []) {
      const field = fieldOf(issue.path);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    // react-hook-form reads nested errors (items.0.description) as objects.
    const nested: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(errors)) {
      const parts = field.split(".");
      let at = nested;
      for (const part of parts.slice(0, -1)) {
        at[part] ??= {};
        at = at[part] as Record<string, unknown>;
      }
      at[parts.at(-1) as string] = error;
    }
    return { values: {}, errors: nested as FieldErrors<TaskFormValues> };
  };
}
