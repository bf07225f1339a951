import type { CompanySearchResult } from "@cortege/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";
import { CompanySearchField } from "./company-search-field.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const durand: CompanySearchResult = {
  corporateName: "EVENEMENTS DURAND",
  tradeName: "DURAND EVENTS",
  type: "COMPANY",
  siren: "732829320",
  siret: "73282932000074",
  nafCode: "82.30Z",
  legalFormCode: "5710",
  legalFormLabel: "SAS, société par actions simplifiée",
  legalForm: "SAS",
  vatNumber: "FR44732829320",
  rnaNumber: null,
  creationDate: "2015-03-01",
  isActive: true,
  addressLabel: "12 RUE DE LA PAIX 75002 PARIS",
  address: {
    street: "12 RUE DE LA PAIX",
    city: "PARIS",
    postalCode: "75002",
    countryCode: "FR",
    department: "75",
    longitude: 2.33,
    latitude: 48.87,
  },
};

describe("company search field", () => {
  let searches: string[];
  let answer: () => Response;
  beforeEach(() => {
    searches = [];
    answer = () => json({ companies: [durand] });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname.endsWith("/vendor/search/company")) {
          searches.push(url.searchParams.get("search") ?? "");
          return answer();
        }
        return json({}, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("searches once typing pauses, lists the register's companies and hands the chosen one over", async () => {
    const onPick = vi.fn();
    renderWithProviders(<CompanySearchField onPick={onPick} />);
    const field = screen.getByLabelText("Rechercher l'entreprise");
    await userEvent.type(field, "du");
    expect(await screen.findByText("Tapez au moins 3 caractères.")).toBeInTheDocument();
    await userEvent.type(field, "rand");
    const option = await screen.findByRole("option", { name: /EVENEMENTS DURAND/ });
    expect(option).toHaveTextContent("SIREN 732 829 320 · SAS, société par actions simplifiée · 75002 PARIS");
    expect(searches).toEqual(["durand"]);
    await userEvent.click(option);
    expect(onPick).toHaveBeenCalledWith(durand);
    expect(screen.getByText(/Informations d'EVENEMENTS DURAND reprises du registre/)).toBeInTheDocument();
  });

  it("says so in French when the register does not answer", async () => {
    answer = () =>
      json(
        {
          statusCode: 503,
          error: "Error",
          code: "COMPANY_SEARCH_UNAVAILABLE",
          message: "Le service de recherche d'entreprises ne répond pas, réessayez dans un instant.",
        },
        503,
      );
    renderWithProviders(<CompanySearchField onPick={() => {}} />);
    await userEvent.type(screen.getByLabelText("Rechercher l'entreprise"), "durand");
    // In the field's hint and in the open list, which does not say « no result ».
    expect(
      await screen.findAllByText("Le service de recherche d'entreprises ne répond pas, réessayez dans un instant."),
    ).toHaveLength(2);
    expect(screen.getByLabelText("Rechercher l'entreprise")).toHaveValue("durand");
  });

  it("never reads as « no result » when the register fails after a first answer", async () => {
    renderWithProviders(<CompanySearchField onPick={() => {}} />);
    const field = screen.getByLabelText("Rechercher l'entreprise");
    await userEvent.type(field, "durand");
    await screen.findByRole("option", { name: /EVENEMENTS DURAND/ });
    answer = () => json({ statusCode: 500, error: "Internal Server Error", message: "Erreur", code: "INTERNAL" }, 500);
    await userEvent.type(field, "x");
    const unavailable = "Le service de recherche d'entreprises ne répond pas, réessayez dans un instant.";
    // In the field's hint and in the open list, instead of the previous companies or « no company ».
    expect((await screen.findAllByText(unavailable)).length).toBe(2);
    expect(screen.queryByRole("option", { name: /EVENEMENTS DURAND/ })).toBeNull();
    expect(screen.queryByText("Aucune entreprise trouvée.")).toBeNull();
  });
});
