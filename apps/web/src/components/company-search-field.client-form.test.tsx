import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClientPanel } from "../features/clients/components/client-panel.tsx";
import { useCurrentVendor } from "../lib/session/use-current-vendor.ts";
import { renderWithProviders } from "../test/render-with-providers.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function WithVendor({ children }: { children: ReactNode }) {
  return useCurrentVendor().currentVendor ? children : null;
}

describe("company search in the professional client form", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname.endsWith("/vendor/user-vendors")) {
          return json({
            vendors: [{ id: vendorId, tradeName: "Le Moulin", corporateName: "Le Moulin SAS", slug: "le-moulin", logo: null }],
          });
        }
        if (url.pathname.endsWith("/vendor/search/company")) {
          return json({
            companies: [
              {
                corporateName: "CHATEAU DES TILLEULS",
                tradeName: null,
                type: "COMPANY",
                siren: "552100554",
                siret: "55210055400013",
                nafCode: "68.20B",
                legalFormCode: "5499",
                legalFormLabel: "Société à responsabilité limitée (sans autre indication)",
                legalForm: "SARL",
                vatNumber: null,
                rnaNumber: null,
                creationDate: "1998-06-12",
                isActive: true,
                addressLabel: "LIEU-DIT LES TILLEULS 49400 SAUMUR",
                address: null,
              },
            ],
          });
        }
        return json({ clients: [] });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills the company's fields from the chosen company", async () => {
    renderWithProviders(
      <WithVendor>
        <ClientPanel open onClose={() => {}} />
      </WithVendor>,
    );
    const panel = await screen.findByRole("dialog", { name: "Nouveau client" });
    await userEvent.click(within(panel).getByRole("button", { name: "Professionnel" }));
    await userEvent.type(within(panel).getByLabelText("Rechercher l'entreprise"), "tilleuls");
    await userEvent.click(await screen.findByRole("option", { name: /CHATEAU DES TILLEULS/ }));
    expect(within(panel).getByLabelText("Raison sociale")).toHaveValue("CHATEAU DES TILLEULS");
    expect(within(panel).getByLabelText("Nom commercial")).toHaveValue("CHATEAU DES TILLEULS");
    expect(within(panel).getByLabelText("SIREN")).toHaveValue("552100554");
    expect(within(panel).getByLabelText("SIRET")).toHaveValue("55210055400013");
  });
});
