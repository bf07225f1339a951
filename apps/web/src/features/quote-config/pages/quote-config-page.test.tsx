import { defaultNumberFormats, quoteConfigFieldsSchema, quoteTypes } from "@cortege/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { QuoteConfigPage } from "./quote-config-page.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const config = () => ({
  ...quoteConfigFieldsSchema.parse({}),
  numbering: Object.fromEntries(quoteTypes.map((t) => [t, { ...defaultNumberFormats[t], counter: 1, locked: false }])),
});

describe("billing settings: the debits option", () => {
  let updates: { config: Record<string, unknown> }[];
  let stored: Record<string, unknown>;

  beforeEach(() => {
    updates = [];
    stored = config();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, "http://localhost").pathname.replace(/^\/api\//, "");
        if (path === "vendor/user-vendors") {
          return json({
            vendors: [{ id: vendorId, tradeName: "Le Moulin", corporateName: "Le Moulin SAS", slug: "m", logo: null }],
          });
        }
        if (path === "quote/config") return json(stored);
        if (path === "quote/config/update") {
          const body = JSON.parse(String(init?.body));
          updates.push(body);
          stored = { ...stored, ...body.config };
          return json(stored);
        }
        return json({ statusCode: 404, error: "Not Found", message: "?", code: "NOT_FOUND" }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("turns the option on with its explanation, saves it, and hides it when VAT is off", async () => {
    renderWithProviders(<QuoteConfigPage />, { route: "/parametres/facturation" });
    const option = await screen.findByRole("switch", { name: "Option pour le paiement de la taxe d'après les débits" });
    expect(option).not.toBeChecked();
    expect(option).toHaveAccessibleDescription(/Ne concerne que les prestations de services/);

    await userEvent.click(option);
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Paramètres de facturation enregistrés.")).toBeInTheDocument();
    expect(updates.at(-1)?.config).toMatchObject({ isVat: true, vatOnDebits: true });

    // Without VAT there is no tax to pay on debits: the option goes, and is sent off.
    await userEvent.click(screen.getByRole("switch", { name: "Je facture la TVA" }));
    expect(screen.queryByRole("switch", { name: /d'après les débits/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await vi.waitFor(() => expect(updates).toHaveLength(2));
    expect(updates.at(-1)?.config).toMatchObject({ isVat: false, vatOnDebits: false });
  });
});
