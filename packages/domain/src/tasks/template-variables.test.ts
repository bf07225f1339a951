import { describe, expect, it } from "vitest";
import { fillTemplate, formatLongDateFr, type TemplateValues, unresolvedVariables } from "./template-variables.ts";

const values: TemplateValues = {
  clientName: "Anne Roy et Paul Martin",
  eventName: "Mariage Roy-Martin",
  eventDate: "2027-06-12",
  vendorName: "Château des Lys",
  amountCents: 150_050,
};

describe("fillTemplate fills the variables at send time", () => {
  it.each([
    { template: "Bonjour {{client}}", expected: "Bonjour Anne Roy et Paul Martin" },
    { template: "{{ evenement }} le {{dateEvenement}}", expected: "Mariage Roy-Martin le 12 juin 2027" },
    { template: "Caution de {{montant}} pour {{prestataire}}", expected: "Caution de 1 500,50 € pour Château des Lys" },
    { template: "{{inconnue}} reste", expected: "{{inconnue}} reste" },
    { template: "sans variable", expected: "sans variable" },
    { template: "{{client}}{{client}}", expected: "Anne Roy et Paul MartinAnne Roy et Paul Martin" },
  ])("$template", ({ template, expected }) => {
    expect(fillTemplate(template, values, { html: false })).toBe(expected);
  });

  it("leaves a value it does not know empty", () => {
    const none: TemplateValues = { clientName: null, eventName: null, eventDate: null, vendorName: null, amountCents: null };
    expect(fillTemplate("[{{client}}|{{dateEvenement}}|{{montant}}]", none, { html: false })).toBe("[||]");
  });

  it("escapes values in HTML, not in text", () => {
    const tricky = { ...values, clientName: "<b>Roy</b> & fils" };
    expect(fillTemplate("<p>{{client}}</p>", tricky, { html: true })).toBe("<p>&#60;b&#62;Roy&#60;/b&#62; &#38; fils</p>");
    expect(fillTemplate("{{client}}", tricky, { html: false })).toBe("<b>Roy</b> & fils");
  });

  it.each([
    { day: "2027-06-12", text: "12 juin 2027" },
    { day: "2027-05-01", text: "1er mai 2027" },
    { day: "2027-08-15", text: "15 août 2027" },
    { day: "2027-12-31", text: "31 décembre 2027" },
  ])("writes $day as « $text »", ({ day, text }) => {
    expect(formatLongDateFr(day)).toBe(text);
  });
});

describe("unresolvedVariables: what would be sent empty", () => {
  const none: TemplateValues = { clientName: null, eventName: null, eventDate: null, vendorName: "Lys", amountCents: null };
  it.each([
    ["Bonjour {{client}}, le {{ dateEvenement }} approche ({{client}}).", none, ["client", "dateEvenement"]],
    ["Bonjour {{client}}", values, []],
    ["{{prestataire}} {{inconnu}}", none, []],
    ["Caution : {{montant}}", { ...values, amountCents: null }, ["montant"]],
    ["Sans variable", none, []],
  ] as const)("%s", (template, given, expected) => {
    expect(unresolvedVariables(template, given)).toEqual(expected);
  });
});
