import { describe, expect, it } from "vitest";
import { fillPredefinedMessage } from "./predefined-message-variables.ts";

describe("predefined message variables", () => {
  it.each([
    ["Bonjour {prenom},", { prenom: "Anne" }, "Bonjour Anne,"],
    [
      "Votre mariage du {date_evenement} pour {invites} invités",
      { date_evenement: "12 juin 2027", invites: "120" },
      "Votre mariage du 12 juin 2027 pour 120 invités",
    ],
    ["{nom_client} et {nom_client}", { nom_client: "Anne Roy" }, "Anne Roy et Anne Roy"],
    ["Date : {date_evenement}", { date_evenement: null }, "Date : {date_evenement}"],
    ["Inconnue : {autre}", { prenom: "Anne" }, "Inconnue : {autre}"],
    ["Sans variable", {}, "Sans variable"],
  ])("fills %j", (template, values, expected) => {
    expect(fillPredefinedMessage(template, values)).toBe(expected);
  });
});
