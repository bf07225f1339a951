import { foldAccents } from "../text/fold-accents.ts";

/** The 26 event types of the spec (part 1 §3), in its order. */
export const eventTypes = [
  "WEDDING",
  "CONFERENCE",
  "SEMINAR",
  "MEETING",
  "PRODUCT_LAUNCH",
  "TRADE_SHOW",
  "TEAM_BUILDING",
  "BUSINESS_DINNER",
  "TRAINING_SESSION",
  "PRESS_CONFERENCE",
  "BIRTHDAY",
  "FAMILY_REUNION",
  "BAPTISM",
  "COMMUNION",
  "PRIVATE_PARTY",
  "BABY_SHOWER",
  "CULTURAL_CELEBRATION",
  "RELIGIOUS_CELEBRATION",
  "CONCERT",
  "PRIVATE_SHOW",
  "GALA_DINNER",
  "WORKSHOP",
  "NETWORKING_EVENT",
  "CORPORATE_RETREAT",
  "OTHER",
  "FESTIVAL",
] as const;
export type EventType = (typeof eventTypes)[number];

export const DEFAULT_EVENT_TYPE: EventType = "WEDDING";

export const eventTypeLabels: Record<EventType, string> = {
  WEDDING: "Mariage",
  CONFERENCE: "Conférence",
  SEMINAR: "Séminaire",
  MEETING: "Réunion",
  PRODUCT_LAUNCH: "Lancement de produit",
  TRADE_SHOW: "Salon professionnel",
  TEAM_BUILDING: "Team building",
  BUSINESS_DINNER: "Dîner d'affaires",
  TRAINING_SESSION: "Formation",
  PRESS_CONFERENCE: "Conférence de presse",
  BIRTHDAY: "Anniversaire",
  FAMILY_REUNION: "Réunion de famille",
  BAPTISM: "Baptême",
  COMMUNION: "Communion",
  PRIVATE_PARTY: "Soirée privée",
  BABY_SHOWER: "Baby shower",
  CULTURAL_CELEBRATION: "Célébration culturelle",
  RELIGIOUS_CELEBRATION: "Célébration religieuse",
  CONCERT: "Concert",
  PRIVATE_SHOW: "Spectacle privé",
  GALA_DINNER: "Dîner de gala",
  WORKSHOP: "Atelier",
  NETWORKING_EVENT: "Soirée de networking",
  CORPORATE_RETREAT: "Séminaire résidentiel",
  OTHER: "Autre",
  FESTIVAL: "Festival",
};

/** Unknown types fall back to the default, like every enumeration of the spec (part 1 §5). */
export function toEventType(value: unknown): EventType {
  return (eventTypes as readonly unknown[]).includes(value) ? (value as EventType) : DEFAULT_EVENT_TYPE;
}

/**
 * The types whose French label contains the query, ignoring accents and case ("seminaire" finds
 * "Séminaire" and "Séminaire résidentiel"); an empty query gives every type, in the spec's order.
 */
export function searchEventTypes(query: string, labels: Record<EventType, string> = eventTypeLabels): EventType[] {
  const needle = foldAccents(query.trim());
  if (needle === "") return [...eventTypes];
  return eventTypes.filter((type) => foldAccents(labels[type]).includes(needle) || foldAccents(type).includes(needle));
}
