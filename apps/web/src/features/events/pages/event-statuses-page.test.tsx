import { defaultEventStatuses, eventMessages } from "@cortege/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { EventStatusesPage } from "./event-statuses-page.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const oneEvent = { eventId: "e1", eventName: "Mariage Roy", status: "REFUSED" };

describe("event statuses page", () => {
  let updates: unknown[];

  beforeEach(() => {
    updates = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, "http://localhost");
        const path = url.pathname.replace(/^\/api\//, "");
        if (path === "vendor/user-vendors") {
          return json({
            vendors: [{ id: vendorId, tradeName: "Le Moulin", corporateName: "Le Moulin SAS", slug: "m", logo: null }],
          });
        }
        if (path === "event/config") return json({ statuses: defaultEventStatuses() });
        if (path === "event/status") {
          // Only « Refusés » still holds an event (an archived one).
          const holds = url.searchParams.get("status") === "REFUSED" && url.searchParams.get("isArchived") === "true";
          return json({ events: holds ? [oneEvent] : [], nextPage: null });
        }
        if (path === "event/config/update") {
          const body = JSON.parse(String(init?.body));
          updates.push(body);
          return json({ statuses: defaultEventStatuses() });
        }
        return json({ statusCode: 404, error: "Not Found", message: "?", code: "NOT_FOUND" }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks where the events of a removed status go, appends a new status with the 30-day default, reorders and saves", async () => {
    renderWithProviders(<EventStatusesPage />, { route: "/evenements/statuts" });
    const list = await screen.findByRole("list", { name: "Statuts, dans l'ordre" });
    expect(
      within(list)
        .getAllByLabelText("Nom du statut")
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(["Demandes reçues", "Devis envoyés", "Réservations confirmées", "Refusés"]);

    await userEvent.click(screen.getByRole("button", { name: "Supprimer « Refusés »" }));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer « Refusés » ?" });
    await userEvent.click(within(dialog).getByLabelText("Déplacer les événements vers"));
    await userEvent.click(await screen.findByRole("option", { name: "Devis envoyés" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(screen.queryByDisplayValue("Refusés")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Ajouter un statut" }));
    const names = within(list).getAllByLabelText("Nom du statut");
    expect(names).toHaveLength(4);
    const days = within(list).getAllByLabelText("Jours avant l'événement");
    expect(days[3]).toHaveValue("30");
    await userEvent.type(names[3] as HTMLElement, "Visite du lieu");
    await userEvent.click(screen.getByRole("button", { name: "Monter « Visite du lieu »" }));

    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Statuts enregistrés.")).toBeInTheDocument();
    expect(updates).toEqual([
      {
        vendorId,
        statuses: [
          {
            status: "REQUEST_RECEIVED",
            name: "Demandes reçues",
            color: "warning",
            enableNotifications: false,
            notificationDaysBefore: 30,
          },
          {
            status: "QUOTE_SENT",
            name: "Devis envoyés",
            color: "secondary",
            enableNotifications: false,
            notificationDaysBefore: 30,
          },
          { name: "Visite du lieu", color: "error", enableNotifications: false, notificationDaysBefore: 30 },
          {
            status: "RESERVATION_CONFIRMED",
            name: "Réservations confirmées",
            color: "success",
            enableNotifications: false,
            notificationDaysBefore: 30,
          },
        ],
        moveEventsTo: { REFUSED: "QUOTE_SENT" },
      },
    ]);
  });

  it("removes a status without events at once, and refuses a status without a name with the domain's message", async () => {
    renderWithProviders(<EventStatusesPage />, { route: "/evenements/statuts" });
    await screen.findByRole("list", { name: "Statuts, dans l'ordre" });

    await userEvent.click(screen.getByRole("button", { name: "Supprimer « Devis envoyés »" }));
    expect(await screen.findByRole("button", { name: "Supprimer « Réservations confirmées »" })).toBeInTheDocument();
    expect(screen.queryByDisplayValue("Devis envoyés")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Ajouter un statut" }));
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText(eventMessages.statusNameRequired)).toBeInTheDocument();
    expect(updates).toEqual([]);
  });
});
