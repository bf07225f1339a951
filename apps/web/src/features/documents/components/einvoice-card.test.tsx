import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { EinvoiceCard } from "./einvoice-card.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const quoteId = "5f0c7e1a-8d2b-4c3e-9a1f-2b3c4d5e6f70";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const issued = { quoteId, quoteType: "INVOICE" as const, status: "SENT" as const, originalSha256: "ab".repeat(32) };
const deposited = {
  status: "DEPOSEE",
  platformId: "flow-1",
  reason: null,
  submittedAt: "2026-11-27T09:00:00.000Z",
  statusAt: "2026-11-27T09:00:00.000Z",
};

describe("the e-invoice card of an issued invoice", () => {
  let configured: boolean;
  let submitted: unknown[];

  beforeEach(() => {
    submitted = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, "http://localhost");
        const path = url.pathname.replace(/^\/api\//, "");
        if (path === "vendor/user-vendors") {
          return json({
            vendors: [{ id: vendorId, tradeName: "L'Orangerie", corporateName: "L'Orangerie SAS", slug: "o", logo: null }],
          });
        }
        if (path === "quote/einvoice/status") return json({ submission: null, platformConfigured: configured });
        if (path === "quote/einvoice/submit") {
          submitted.push(JSON.parse(String(init?.body)));
          return json({ submission: deposited, platformConfigured: true });
        }
        return json({ statusCode: 404, error: "Not Found", message: "?", code: "NOT_FOUND" }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("deposits the invoice on the plateforme agréée and shows the status it answered", async () => {
    configured = true;
    renderWithProviders(<EinvoiceCard document={issued} />);
    await userEvent.click(await screen.findByRole("button", { name: "Déposer sur la plateforme agréée" }, { timeout: 5000 }));
    expect(await screen.findByText("Déposée")).toBeInTheDocument();
    expect(submitted).toEqual([{ vendorId, quoteType: "INVOICE", quoteId }]);
    expect(screen.queryByRole("button", { name: "Déposer sur la plateforme agréée" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Télécharger le XML Factur-X" })).toBeInTheDocument();
  });

  it("offers no deposit without a platform, and says how to send the files", async () => {
    configured = false;
    renderWithProviders(<EinvoiceCard document={issued} />);
    expect(await screen.findByText(/Votre compte de plateforme agréée n'est pas relié/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Déposer sur la plateforme agréée" })).not.toBeInTheDocument();
  });

  it("is not shown on a draft", () => {
    configured = true;
    renderWithProviders(<EinvoiceCard document={{ ...issued, status: "DRAFT", originalSha256: null }} />);
    expect(screen.queryByRole("heading", { name: "Facture électronique (Factur-X)" })).not.toBeInTheDocument();
  });
});
