import { taskCreateSchema } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import {
  emptyTaskValues,
  insertAtCursor,
  localInstant,
  splitEmails,
  taskBody,
  taskValues,
  variableToken,
} from "./task-form-values.ts";

describe("insertAtCursor: a variable chip typed into the subject", () => {
  it.each([
    ["at the cursor", "Bonjour !", 8, 8, "Bonjour {{client}}!", 18],
    ["replacing the selection", "Bonjour Madame !", 8, 14, "Bonjour {{client}} !", 18],
    ["at the end when the field was never focused", "Bonjour ", null, null, "Bonjour {{client}}", 18],
    ["into an empty field", "", 0, 0, "{{client}}", 10],
    ["clamped past the end", "abc", 10, 12, "abc{{client}}", 13],
  ] as const)("%s", (_, text, start, end, expected, cursor) => {
    expect(insertAtCursor(text, start, end, variableToken("client"))).toEqual({ text: expected, cursor });
  });
});

describe("taskBody: what the editor sends", () => {
  const ids = {
    vendorId: "0b0ba2b0-8a54-4b8e-9c38-2a1f2a6f7d10",
    boardId: "0b0ba2b0-8a54-4b8e-9c38-2a1f2a6f7d11",
    listId: "0b0ba2b0-8a54-4b8e-9c38-2a1f2a6f7d12",
  };

  it("a relative due time goes as numberOfDays only", () => {
    const body = taskBody({ ...emptyTaskValues(), name: "Menu", dueMode: "relative", numberOfDays: 30, dueDay: "2027-01-01" });
    expect(body).toMatchObject({ numberOfDays: 30, dueDate: null });
  });

  it("a date and a time go as an ISO instant the server accepts", () => {
    const body = taskBody({ ...emptyTaskValues(), name: "Menu", dueMode: "date", dueDay: "2027-06-12", dueTime: "14:30" });
    expect(body.dueDate).toBe(new Date("2027-06-12T14:30:00").toISOString());
    expect(taskCreateSchema.safeParse({ ...ids, ...body }).success).toBe(true);
  });

  it("a scheduled e-mail sends its e-mail fields, not a checklist", () => {
    const body = taskBody({
      ...emptyTaskValues("SCHEDULED_EMAIL"),
      name: "Choix du menu",
      from: "contact@tilleuls.fr",
      object: "Votre menu, {{client}}",
      body: "<p>Bonjour</p>",
      emails: "lea@exemple.fr, hugo@exemple.fr;\nmaman@exemple.fr",
      listIdDone: ids.listId,
      items: [{ description: "x", completed: false }],
    });
    expect(body).not.toHaveProperty("items");
    expect(body.emails).toEqual(["lea@exemple.fr", "hugo@exemple.fr", "maman@exemple.fr"]);
    expect(body.listIdDone).toBe(ids.listId);
    expect(taskCreateSchema.safeParse({ ...ids, ...body }).success).toBe(true);
  });

  it("a caution sends euros; a kept amount only when partly kept", () => {
    const values = {
      ...emptyTaskValues("SECURITY_DEPOSIT_REQUEST"),
      name: "Caution",
      from: "contact@tilleuls.fr",
      object: "Caution",
      body: "<p>{{montant}}</p>",
      amount: "1 500,50",
      keptAmount: "200",
      keptReason: "Casse",
    };
    expect(taskBody(values)).toMatchObject({ amount: 1500.5, keptAmount: null, keptReason: null });
    expect(taskBody({ ...values, depositStatus: "PARTLY_KEPT" })).toMatchObject({ keptAmount: 200, keptReason: "Casse" });
  });

  it("an amount that cannot be read is refused with the schema's message", () => {
    const body = taskBody({
      ...emptyTaskValues("SECURITY_DEPOSIT_REQUEST"),
      name: "C",
      from: "a@b.fr",
      object: "o",
      body: "b",
      amount: "mille",
    });
    const result = taskCreateSchema.safeParse({ ...ids, ...body });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain("amount");
  });

  it("an empty name says the spec's message", () => {
    const result = taskCreateSchema.safeParse({ ...ids, ...taskBody(emptyTaskValues()) });
    expect(result.error?.issues[0]?.message).toBe("Le libellé est requis.");
  });
});

describe("taskValues: the editor filled from a saved task", () => {
  it("a caution comes back in French euros with its state", () => {
    const values = taskValues(
      {
        taskId: "t",
        boardId: "b",
        listId: "l",
        name: "Caution",
        description: null,
        dueDate: null,
        numberOfDays: 30,
        position: 0,
        createdAt: "",
        updatedAt: "",
        type: "SECURITY_DEPOSIT_REQUEST",
        from: "a@b.fr",
        fromName: null,
        object: "o",
        body: "<p>b</p>",
        emails: ["x@y.fr"],
        sendCopyToSelf: true,
        filename: null,
        listIdDone: null,
        sendStatus: "UNSCHEDULED",
        sendError: null,
        sentAt: null,
        amount: 1500.5,
        depositStatus: "PARTLY_KEPT",
        keptAmount: 200,
        keptReason: "Casse",
      },
      "fr",
    );
    expect(values).toMatchObject({
      dueMode: "relative",
      numberOfDays: 30,
      amount: "1500,50",
      keptAmount: "200,00",
      emails: "x@y.fr",
    });
  });

  it("a dated task comes back as the vendor's day and time", () => {
    const instant = new Date("2027-06-12T14:30:00").toISOString();
    const base = taskValues(
      {
        taskId: "t",
        boardId: "b",
        listId: "l",
        name: "Appeler le DJ",
        description: "avant midi",
        dueDate: instant,
        numberOfDays: null,
        position: 0,
        createdAt: "",
        updatedAt: "",
        type: "BASE_TASK",
        items: [{ description: "Playlist", completed: true }],
      },
      "fr",
    );
    expect(base).toMatchObject({
      dueMode: "date",
      dueDay: "2027-06-12",
      dueTime: "14:30",
      items: [{ description: "Playlist", completed: true }],
    });
  });
});

describe("small helpers", () => {
  it("splitEmails drops the empty pieces", () => {
    expect(splitEmails(" a@b.fr ,, c@d.fr ")).toEqual(["a@b.fr", "c@d.fr"]);
  });
  it("localInstant refuses what is not a day and a time", () => {
    expect(localInstant("2027-06-12", "9h")).toBeNull();
    expect(localInstant("12/06/2027", "09:00")).toBeNull();
  });
});
