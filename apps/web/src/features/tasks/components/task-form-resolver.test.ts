import { describe, expect, it } from "vitest";
import { taskFormResolver } from "./task-form-resolver.ts";
import { emptyTaskValues, type TaskFormValues } from "./task-form-values.ts";

const ids = {
  vendorId: "0b0ba2b0-8a54-4b8e-9c38-2a1f2a6f7d10",
  boardId: "0b0ba2b0-8a54-4b8e-9c38-2a1f2a6f7d11",
  listId: "0b0ba2b0-8a54-4b8e-9c38-2a1f2a6f7d12",
};
const resolve = async (values: TaskFormValues) =>
  (await taskFormResolver(ids, { dueDayRequired: "Choisissez la date." })(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })) as { values: Partial<TaskFormValues>; errors: Record<string, unknown> };

describe("taskFormResolver: the server's messages on the editor's fields", () => {
  it("accepts a complete task as typed", async () => {
    const values = { ...emptyTaskValues(), name: "Appeler le DJ" };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it("names the fields of a scheduled e-mail that are missing", async () => {
    const { errors } = await resolve({ ...emptyTaskValues("SCHEDULED_EMAIL"), name: "" });
    expect(errors).toMatchObject({
      name: { message: "Le libellé est requis." },
      from: { message: "L'adresse de l'expéditeur est requise." },
      object: { message: "L'objet de l'email est requis." },
      body: { message: "Le corps de l'email est requis." },
    });
  });

  it("puts a checklist item's message on that item", async () => {
    const { errors } = await resolve({ ...emptyTaskValues(), name: "DJ", items: [{ description: "", completed: false }] });
    expect(errors).toMatchObject({ items: { 0: { description: { message: "Le libellé de l'élément est requis." } } } });
  });

  it("asks for the day when « Une date » is chosen without one", async () => {
    const { errors } = await resolve({ ...emptyTaskValues(), name: "DJ", dueMode: "date", dueDay: null });
    expect(errors).toMatchObject({ dueDay: { message: "Choisissez la date." } });
  });

  it("shows a wrong recipient on the recipients field", async () => {
    const { errors } = await resolve({
      ...emptyTaskValues("SCHEDULED_EMAIL"),
      name: "Menu",
      from: "a@b.fr",
      object: "o",
      body: "<p>b</p>",
      emails: "lea@exemple.fr, pas-une-adresse",
    });
    expect(Object.keys(errors)).toEqual(["emails"]);
  });
});
