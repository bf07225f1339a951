import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { EinvoicePlatformCard } from "./einvoice-platform-card.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the « Plateforme agréée » card of the invoices list", () => {
  let available: boolean;
  let saved: unknown[];
  let asked: () => number;

  beforeEach(() => {
    saved = [];
    // This test's own count, of the requests for the vendor: rendered alone (without the back office's RequireVendor),
    // the card first asks with no vendor yet.
    let count = 0;
    asked = () => count;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, "http://localhost").pathname.replace(/^\/api\//, "");
        if (path === "vendor/user-vendors") {
          return json({
            vendors: [{ id: vendorId, tradeName: "L'Orangerie", corporateName: "L'Orangerie SAS", slug: "o", logo: null }],
          });
        }
        if (path === "quote/einvoice/platform" && init?.method === "POST") {
          saved.push(JSON.parse(String(init.body)));
          return json({ available: true, configured: true, tokenHint: "…8f2c" });
        }
        if (path === "quote/einvoice/platform") {
          if (new URL(input, "http://localhost").searchParams.get("vendorId") === vendorId) count += 1;
          return json({ available, configured: false, tokenHint: null });
        }
        return json({ statusCode: 404, error: "Not Found", message: "?", code: "NOT_FOUND" }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a blank token in French, then links the account with the token typed", async () => {
    available = true;
    renderWithProviders(<EinvoicePlatformCard />);
    expect(await screen.findByText(/Votre compte n'est pas encore relié/, undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Relier mon compte" }));
    expect(await screen.findByText("Saisissez le jeton d'accès que votre plateforme agréée vous a remis.")).toBeInTheDocument();
    expect(saved).toEqual([]);
    await userEvent.type(screen.getByLabelText("Jeton d'accès à l'API de la plateforme"), "jeton-du-traiteur-8f2c");
    await userEvent.click(screen.getByRole("button", { name: "Relier mon compte" }));
    expect(await screen.findByText("Votre compte est relié (jeton se terminant par …8f2c).")).toBeInTheDocument();
    expect(saved).toEqual([{ vendorId, token: "jeton-du-traiteur-8f2c" }]);
    expect(screen.getByLabelText("Nouveau jeton d'accès")).toHaveValue("");
  });

  it("is not shown when the server has no plateforme agréée", async () => {
    available = false;
    renderWithProviders(<EinvoicePlatformCard />);
    // Once the server has answered (and React has rendered its answer), still no card.
    await vi.waitFor(() => expect(asked()).toBe(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("heading", { name: "Plateforme agréée" })).not.toBeInTheDocument();
  });
});
