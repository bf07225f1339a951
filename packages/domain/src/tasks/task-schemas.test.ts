import { describe, expect, it } from "vitest";
import { taskMessages } from "./messages.ts";
import { boardConfigUpdateSchema, taskCreateSchema } from "./task-schemas.ts";

const ids = {
  vendorId: "0b7e2f6c-1c1f-4d7a-9d65-0c5b0a3f9e21",
  boardId: "1b7e2f6c-1c1f-4d7a-9d65-0c5b0a3f9e21",
  listId: "2b7e2f6c-1c1f-4d7a-9d65-0c5b0a3f9e21",
};
const email = { from: "lys@exemple.fr", object: "Votre caution", body: "<p>Bonjour {{client}}</p>" };
const messagesOf = (input: Record<string, unknown>) => {
  const result = taskCreateSchema.safeParse({ ...ids, ...input });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("task schemas", () => {
  it.each([
    { what: "a name", input: { name: "  " }, messages: [taskMessages.nameRequired] },
    { what: "no name at all", input: {}, messages: [taskMessages.nameRequired] },
    { what: "an unknown type", input: { name: "x", type: "MEETING" }, messages: [taskMessages.typeInvalid] },
    {
      what: "the e-mail fields",
      input: { name: "x", type: "SCHEDULED_EMAIL" },
      messages: [taskMessages.fromRequired, taskMessages.objectRequired, taskMessages.bodyRequired],
    },
    {
      what: "an amount",
      input: { name: "x", type: "SECURITY_DEPOSIT_REQUEST", ...email },
      messages: [taskMessages.amountInvalid],
    },
    {
      what: "an amount with 3 decimals",
      input: { name: "x", type: "SECURITY_DEPOSIT_REQUEST", ...email, amount: 10.005 },
      messages: [taskMessages.amountInvalid],
    },
    {
      what: "a reason to keep part of it",
      input: {
        name: "x",
        type: "SECURITY_DEPOSIT_REQUEST",
        ...email,
        amount: 1000,
        depositStatus: "PARTLY_KEPT",
        keptAmount: 10,
      },
      messages: [taskMessages.keptReasonRequired],
    },
    { what: "an ISO due date", input: { name: "x", dueDate: "12/06/2027" }, messages: [taskMessages.dueDateInvalid] },
    { what: "whole days", input: { name: "x", numberOfDays: 1.5 }, messages: [taskMessages.numberOfDaysInvalid] },
  ])("requires $what", ({ input, messages }) => {
    expect(messagesOf(input)).toEqual(messages);
  });

  it("gives a base task its defaults and reads the amount as cents", () => {
    const base = taskCreateSchema.parse({ ...ids, name: " Choisir le menu " });
    expect(base).toMatchObject({ type: "BASE_TASK", name: "Choisir le menu", items: [], dueDate: null, numberOfDays: null });
    const deposit = taskCreateSchema.parse({
      ...ids,
      name: "Caution",
      type: "SECURITY_DEPOSIT_REQUEST",
      ...email,
      amount: 1500.5,
      dueDate: "2027-06-12",
    });
    expect(deposit).toMatchObject({ amount: 150_050, depositStatus: "TO_REQUEST", from: "lys@exemple.fr" });
    expect(deposit.dueDate?.toISOString()).toBe("2027-06-12T07:00:00.000Z");
  });

  it("refuses two templates for one event type", () => {
    const result = boardConfigUpdateSchema.safeParse({
      vendorId: ids.vendorId,
      boardTemplates: [
        { boardId: ids.boardId, eventType: "WEDDING" },
        { boardId: ids.listId, eventType: "WEDDING" },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(taskMessages.templateTwice);
  });
});
