import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { DashboardPage } from "./dashboard-page.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const totals = (totalInvoices: number, totalCreditNotes: number) => ({
  totalInvoices,
  totalCreditNotes,
  total: totalInvoices - totalCreditNotes,
});

function WithVendor({ children }: { children: ReactNode }) {
  return useCurrentVendor().currentVendor ? children : null;
}

const answers: Record<string, unknown> = {
  "/vendor/user-vendors": {
    vendors: [{ id: vendorId, tradeName: "Le Moulin", corporateName: "Le Moulin SAS", slug: "le-moulin", logo: null }],
  },
  "/dashboard/ca": {
    basis: "HT",
    asOf: "2026-11-27",
    CAMonth: totals(123_456, 10_000),
    CAYear: totals(4_500_000, 10_000),
    previousYear: { CAMonth: totals(90_000, 0), CAYear: totals(3_000_000, 0) },
    period: {
      from: "2025-12-01",
      to: "2026-11-27",
      totals: totals(4_500_000, 10_000),
      months: [{ month: "2026-11", ...totals(123_456, 10_000) }],
    },
    cashed: {
      month: { received: 64_800, refunded: 0, total: 64_800 },
      year: { received: 2_000_000, refunded: 0, total: 2_000_000 },
      previousYear: { month: { received: 0, refunded: 0, total: 0 }, year: { received: 0, refunded: 0, total: 0 } },
    },
  },
  "/dashboard/pending-documents": {
    quotesAwaiting: { count: 2, totalCents: 540_000 },
    depositsDue: { count: 1, totalCents: 135_020 },
    depositsOverdue: { count: 1, totalCents: 20_000 },
  },
  "/dashboard/events-stats": {
    totalEvents: 2,
    averageGuestCount: 95.5,
    eventTypePercentages: [{ eventType: "WEDDING", count: 2, percentage: 100 }],
    statusDistribution: [{ status: "REQUEST_RECEIVED", count: 2 }],
    mostPopularEvent: "WEDDING",
    busiestMonth: { month: "2027-06", count: 2 },
    sources: [],
    conversion: { total: 2, confirmed: 0, rate: 0 },
    upcomingEvents: [
      {
        eventId: "e1",
        eventName: "Mariage Roy",
        date: "2027-06-12",
        clientId: null,
        clientName: "Léa Roy",
        guestsCount: 120,
        status: "REQUEST_RECEIVED",
        eventType: "WEDDING",
      },
    ],
  },
  "/dashboard/showcase-count": { view: "month", from: "2025-12-01", to: "2026-11-27", periods: [], total: 0 },
};

describe("dashboard page", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        const key = Object.keys(answers).find((k) => url.pathname.endsWith(k));
        if (key) return json(answers[key]);
        if (url.pathname.endsWith("/event/config"))
          return json({ statuses: [{ status: "REQUEST_RECEIVED", name: "Demandes reçues", position: 0, color: "warning" }] });
        return json({});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the revenue HT in French with last year's figure, what waits, the next events, and a chart's figures as a table", async () => {
    renderWithProviders(
      <WithVendor>
        <DashboardPage />
      </WithVendor>,
    );
    const month = await screen.findByRole("region", { name: "Chiffre d'affaires du mois (HT)" });
    expect(month).toHaveTextContent("1 134,56 €");
    expect(month).toHaveTextContent("L'an dernier à la même date : 900,00 €");
    expect(month).toHaveTextContent("dont avoirs : −100,00 €");
    expect(month).toHaveTextContent("Encaissé : 648,00 € TTC (l'an dernier : 0,00 €)");
    const quotes = screen.getByRole("region", { name: "Devis en attente de réponse" });
    expect(within(quotes).getByRole("link", { name: "Voir les devis envoyés" })).toHaveAttribute(
      "href",
      "/ventes/devis?statut=SENT",
    );
    expect(screen.getByRole("region", { name: "Acomptes à encaisser" })).toHaveTextContent("en retard : 200,00 €");
    // The sections below the figures come one commit later (useStagedReveal).
    const upcoming = await screen.findByRole("region", { name: "Prochains événements" });
    expect(upcoming).toHaveTextContent("12 juin 2027");
    expect(upcoming).toHaveTextContent("120 invités");
    expect(screen.getByText("95,5")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Vues de votre vitrine" })).toHaveTextContent("Aucune donnée sur la période.");

    const byMonth = screen.getByRole("region", { name: "Chiffre d'affaires HT par mois" });
    await userEvent.click(within(byMonth).getByRole("button", { name: "Afficher le tableau" }));
    const table = within(byMonth).getByRole("table", { name: "Chiffre d'affaires HT par mois" });
    expect(within(table).getByRole("row", { name: /nov\. 2026/ })).toHaveTextContent("1 134,56 €");
  });
});
