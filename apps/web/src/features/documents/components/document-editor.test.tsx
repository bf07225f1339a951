import { documentMessages } from "@cortege/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { DocumentEditor } from "./document-editor.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const client = { clientId: "6f1c1e1a-0d8e-4a8e-9a41-1c4d3c9f7b10", name: "Camille Lefèvre" };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const product = (productId: string, name: string, price: number, tax: "TAX_10" | "TAX_20") => ({
  productId,
  name,
  ref: null,
  productType: "BNC",
  unitType: "PERSON",
  description: null,
  price,
  priceTTC: price,
  tax,
  taxLines: [{ tax, base: price, amount: 0 }],
  category: null,
  image: null,
  unitSold: 0,
  revenue: 0,
  childIds: [],
  parentId: null,
  children: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const catalogue = [
  product("11111111-1111-4111-8111-111111111111", "Menu Tradition", 68, "TAX_10"),
  product("22222222-2222-4222-8222-222222222222", "Location de la salle", 2800, "TAX_20"),
];

/** « 8 409,60 € » as Intl writes it (narrow no-break spaces). */
const euros = (text: string) => new RegExp(`^${text.replace(/ /g, "[\\s\\u202f\\u00a0]")}$`);

describe("the document editor", () => {
  let creates: unknown[];

  beforeEach(() => {
    creates = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, "http://localhost").pathname.replace(/^\/api\//, "");
        if (path === "vendor/user-vendors") {
          return json({
            vendors: [{ id: vendorId, tradeName: "L'Orangerie", corporateName: "L'Orangerie SAS", slug: "o", logo: null }],
          });
        }
        if (path === "product/list") return json({ products: catalogue });
        if (path === "event/list/client") return json({ events: [], nextPage: null });
        if (path === "quote/create") {
          creates.push(JSON.parse(String(init?.body)));
          return json({ statusCode: 500, error: "Internal Server Error", message: "boom" }, 500);
        }
        return json({ statusCode: 404, error: "Not Found", message: "?", code: "NOT_FOUND" }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  // Pasted rather than typed key by key: the whole form follows every key, which is slow in jsdom.
  async function fill(field: HTMLElement, text: string) {
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(text);
  }

  async function addProduct(name: string) {
    await fill(screen.getByRole("combobox", { name: "Ajouter un produit du catalogue" }), name);
    await userEvent.click(await screen.findByRole("option", { name: new RegExp(name) }));
  }

  it("says what is missing in the spec's words, and sends nothing", async () => {
    renderWithProviders(<DocumentEditor quoteType="QUOTE" />);
    await userEvent.click(await screen.findByRole("button", { name: "Créer le devis" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(documentMessages.clientRequired)).toBeInTheDocument();
    expect(within(alert).getByText(documentMessages.productsRequired)).toBeInTheDocument();
    expect(creates).toEqual([]);
  });

  it("computes the totals with the domain engine as the lines are typed, and keeps them after a failed save", async () => {
    renderWithProviders(<DocumentEditor quoteType="QUOTE" initialClient={client} />);
    await addProduct("Menu Tradition");
    await fill(screen.getByRole("textbox", { name: "Quantité — Menu Tradition" }), "80");
    await addProduct("Location de la salle");
    await fill(screen.getByLabelText("Valeur de la remise"), "10");
    expect(screen.getByTestId("total-ht")).toHaveTextContent(euros("7 416,00 €"));
    expect(screen.getByTestId("vat-TAX_10")).toHaveTextContent(euros("489,60 €"));
    expect(screen.getByTestId("vat-TAX_20")).toHaveTextContent(euros("504,00 €"));
    expect(screen.getByTestId("total-ttc")).toHaveTextContent(euros("8 409,60 €"));

    await userEvent.click(screen.getByRole("button", { name: "Créer le devis" }));
    expect(await screen.findByText(documentMessages.saveFailed)).toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({
      vendorId,
      quoteType: "QUOTE",
      quote: { clientId: client.clientId, globalDiscountType: "PERCENTAGE", globalDiscountValue: 10 },
      products: [
        { productId: catalogue[0]?.productId, quantity: 80, position: 0, unitPrice: 68 },
        { productId: catalogue[1]?.productId, quantity: 1, position: 1, unitPrice: 2800 },
      ],
    });
    // Everything typed is still there.
    expect(screen.getByRole("textbox", { name: "Quantité — Menu Tradition" })).toHaveValue("80");
    expect(screen.getByLabelText("Valeur de la remise")).toHaveValue("10");
    expect(screen.getByRole("combobox", { name: "Client" })).toHaveValue(client.name);
    expect(screen.getByTestId("total-ttc")).toHaveTextContent(euros("8 409,60 €"));
  }, 60_000);
});
