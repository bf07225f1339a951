import { describe, expect, it } from "vitest";
import { eventCreateSchema, eventDatesQuerySchema, eventUpdateSchema } from "./event-schemas.ts";
import { eventConfigUpdateSchema } from "./event-status-config-schemas.ts";
import { eventVendorLinkSchema } from "./linked-vendor-schemas.ts";

const vendorId = "6f1c2b9e-3a0d-4c39-9a57-2f1d7e0b8c11";
const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("event schemas", () => {
  it("requires a name and defaults the type to WEDDING", () => {
    expect(messagesOf(eventCreateSchema.safeParse({ vendorId, eventName: " " }))).toEqual(["Le nom de l'événement est requis."]);
    expect(eventCreateSchema.parse({ vendorId, eventName: "Mariage Roy" })).toMatchObject({
      eventType: "WEDDING",
      date: null,
      approximateDate: null,
      clientId: null,
    });
    expect(eventCreateSchema.parse({ vendorId, eventName: "x", eventType: "SEMINAR" }).eventType).toBe("SEMINAR");
    expect(eventCreateSchema.parse({ vendorId, eventName: "x", eventType: "PICNIC" }).eventType).toBe("WEDDING");
  });

  it.each([
    [{ date: "2027-06-31" }, ["La date est invalide."]],
    [{ startDate: "2027-06-12", endDate: "2027-06-11" }, ["La date de fin doit être postérieure ou égale à la date de début."]],
    [{ startDate: "2027-06-12", endDate: "2027-06-12" }, []],
    [
      { approximateDate: "été 2027" },
      ["La date approximative doit être une année (2027), un mois (2027-06) ou une saison (2027-SUMMER)."],
    ],
    [{ approximateDate: "2027-SUMMER" }, []],
    [{ guestsCount: -1 }, ["Le nombre d'invités doit être un entier entre 0 et 100 000."]],
    [{ guestsCount: 1.5 }, ["Le nombre d'invités doit être un entier entre 0 et 100 000."]],
    [{ approximateGuestsCount: 120, guestsCount: 118 }, []],
  ])("%j → %j", (fields, expected) => {
    expect(messagesOf(eventCreateSchema.safeParse({ vendorId, eventName: "x", ...fields }))).toEqual(expected);
  });

  it("lets update carry the note, and create ignore it", () => {
    const eventId = "0b7e2f6c-1c1f-4d7a-9d65-0c5b0a3f9e21";
    expect(eventUpdateSchema.parse({ vendorId, eventId, eventName: "x", note: " Visite le 3 " }).note).toBe("Visite le 3");
    expect("note" in eventCreateSchema.parse({ vendorId, eventName: "x", note: "ignored" })).toBe(false);
  });

  it("bounds the dates range to 366 days", () => {
    expect(eventDatesQuerySchema.safeParse({ vendorId, startDate: "2027-01-01", endDate: "2028-01-02" }).success).toBe(true);
    expect(messagesOf(eventDatesQuerySchema.safeParse({ vendorId, startDate: "2027-01-01", endDate: "2028-01-03" }))).toEqual([
      "La période ne peut pas dépasser 366 jours.",
    ]);
  });
});

describe("status config update", () => {
  it.each([
    [{ statuses: [] }, ["Le pipeline doit garder au moins un statut."]],
    [{ statuses: [{ name: "", color: "warning" }] }, ["Le nom du statut est requis."]],
    [
      { statuses: [{ name: "Visite", color: "rose" }] },
      ["La couleur doit être une couleur du thème ou un code hexadécimal (#rrggbb)."],
    ],
    [
      { statuses: [{ name: "Visite", color: "#C0FFEE", notificationDaysBefore: 400 }] },
      ["Le nombre de jours doit être un entier entre 0 et 365."],
    ],
    [
      {
        statuses: [
          { status: "QUOTE_SENT", name: "a", color: "info" },
          { status: "QUOTE_SENT", name: "b", color: "info" },
        ],
      },
      ["Un statut apparaît deux fois."],
    ],
  ])("%j → %j", (body, expected) => {
    expect(messagesOf(eventConfigUpdateSchema.safeParse({ vendorId, ...body }))).toEqual(expected);
  });

  it("defaults the notification settings", () => {
    expect(eventConfigUpdateSchema.parse({ vendorId, statuses: [{ name: "Visite", color: "info" }] }).statuses[0]).toEqual({
      name: "Visite",
      color: "info",
      enableNotifications: false,
      notificationDaysBefore: 30,
    });
  });
});

describe("event-linked vendor", () => {
  const eventId = "0b7e2f6c-1c1f-4d7a-9d65-0c5b0a3f9e21";
  it("requires a company name and checks the website and contact", () => {
    expect(
      messagesOf(
        eventVendorLinkSchema.safeParse({
          vendorId,
          eventId,
          vendorType: "FLORIST",
          companyName: "",
          website: "javascript:alert(1)",
          contact: { firstname: "Léa", lastname: "", email: "lea@fleurs.fr" },
        }),
      ),
    ).toEqual(["Le nom du prestataire est requis.", "L'adresse du site internet est invalide.", "Le nom est requis."]);
    expect(eventVendorLinkSchema.parse({ vendorId, eventId, vendorType: "FLORIST", companyName: "Fleurs" })).toMatchObject({
      website: null,
      contact: null,
      socials: [],
      medias: [],
    });
  });
});
