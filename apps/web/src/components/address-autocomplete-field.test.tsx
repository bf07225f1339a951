import type { AddressSearchResult } from "@cortege/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";
import { AddressAutocompleteField } from "./address-autocomplete-field.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const paix: AddressSearchResult = {
  label: "12 Rue de la Paix 75002 Paris",
  kind: "housenumber",
  banId: "75102_7113_00012",
  cityCode: "75102",
  address: {
    street: "12 Rue de la Paix",
    city: "Paris",
    postalCode: "75002",
    countryCode: "FR",
    department: "75",
    longitude: 2.331469,
    latitude: 48.869418,
  },
};

describe("address autocomplete field", () => {
  let answer: () => Response;
  beforeEach(() => {
    answer = () => json({ addresses: [paix] });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        return url.pathname.endsWith("/address/search") ? answer() : json({}, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("suggests addresses and hands the chosen one over", async () => {
    const onPick = vi.fn();
    renderWithProviders(<AddressAutocompleteField onPick={onPick} />);
    await userEvent.type(screen.getByLabelText("Rechercher une adresse"), "12 rue de la paix");
    await userEvent.click(await screen.findByRole("option", { name: "12 Rue de la Paix 75002 Paris" }));
    expect(onPick).toHaveBeenCalledWith(paix);
  });

  it("says so in French when the service does not answer", async () => {
    answer = () => json({ statusCode: 503, error: "Error", code: "ADDRESS_SEARCH_UNAVAILABLE", message: "x" }, 503);
    renderWithProviders(<AddressAutocompleteField onPick={() => {}} />);
    await userEvent.type(screen.getByLabelText("Rechercher une adresse"), "saumur");
    // In the field's hint and in the open list, which does not say « no result ».
    expect(
      await screen.findAllByText("Le service de recherche d'adresses ne répond pas, réessayez dans un instant."),
    ).toHaveLength(2);
  });
});
