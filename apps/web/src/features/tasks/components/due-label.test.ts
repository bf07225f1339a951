import i18next from "i18next";
import { describe, expect, it } from "vitest";
import fr from "../../../locales/fr/tasks.json";
import { dueLabel } from "./due-label.ts";

const i18n = i18next.createInstance();
await i18n.init({ lng: "fr", resources: { fr: { tasks: fr } }, defaultNS: "tasks", interpolation: { escapeValue: false } });
const t = i18n.getFixedT("fr", "tasks");

describe("dueLabel: the due time said plainly", () => {
  it.each([
    [30, "30 jours avant l'événement"],
    [1, "1 jour avant l'événement"],
    [0, "Le jour de l'événement"],
    [-2, "2 jours après l'événement"],
  ])("%i days", (numberOfDays, expected) => {
    expect(dueLabel({ dueDate: null, numberOfDays }, t as never, "fr")).toBe(expected);
  });

  it("adds the date once the event gives one", () => {
    const label = dueLabel({ dueDate: "2027-05-13T07:00:00.000Z", numberOfDays: 30 }, t as never, "fr");
    expect(label).toMatch(/^30 jours avant l'événement \(13 mai 2027 à \d{2}:00\)$/);
  });

  it("nothing when the task has no due time", () => {
    expect(dueLabel({ dueDate: null, numberOfDays: null }, t as never, "fr")).toBeNull();
  });
});
