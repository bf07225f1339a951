/** The six views of part 2 §2 (today is the toolbar's button, on every view). */
export const agendaViews = ["multiMonthYear", "dayGridMonth", "timeGridWeek", "timeGridDay", "listWeek"] as const;
export type AgendaView = (typeof agendaViews)[number];

export const isAgendaView = (value: string | null): value is AgendaView =>
  value !== null && (agendaViews as readonly string[]).includes(value);

/** A phone opens on the list: a month grid is unreadable at 375 px. */
export const defaultAgendaView = (isPhone: boolean): AgendaView => (isPhone ? "listWeek" : "dayGridMonth");

/** The agenda's sources, each with its filter. */
export const agendaSources = ["appointments", "weddings", "availability", "google"] as const;
export type AgendaSource = (typeof agendaSources)[number];
