import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { OriginalFingerprint } from "./original-fingerprint.tsx";
import { OriginalsArchiveCard } from "./originals-archive-card.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the issued originals on the web", () => {
  let archiveCalls: string[];
  let archiveAnswer: () => Response;

  beforeEach(() => {
    archiveCalls = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        const path = url.pathname.replace(/^\/api\//, "");
        if (path === "vendor/user-vendors") {
          return json({
            vendors: [{ id: vendorId, tradeName: "L'Orangerie", corporateName: "L'Orangerie SAS", slug: "o", logo: null }],
          });
        }
        if (path === "quote/originals") {
          archiveCalls.push(url.searchParams.get("vendorId") ?? "");
          return archiveAnswer();
        }
        return json({ statusCode: 404, error: "Not Found", message: "?", code: "NOT_FOUND" }, 404);
      }),
    );
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:archive"), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("downloads the current vendor's ZIP, and says in French why it could not", async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    archiveAnswer = () =>
      new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": 'attachment; filename="documents-emis-2026-11-24.zip"',
        },
      });
    renderWithProviders(<OriginalsArchiveCard />);
    expect(await screen.findByRole("heading", { name: "Vos documents émis" })).toBeInTheDocument();
    // The vendor list must be known before the call names the vendor.
    await vi.waitFor(
      async () => {
        await userEvent.click(screen.getByRole("button", { name: "Télécharger l'archive (ZIP)" }));
        expect(clicked).toHaveBeenCalled();
        // A loaded machine (CI beside other work) may take more than the default second to render and click.
      },
      { timeout: 5000 },
    );
    expect(archiveCalls.at(-1)).toBe(vendorId);

    archiveAnswer = () =>
      json({ statusCode: 404, error: "Not Found", message: "Prestataire introuvable.", code: "NOT_FOUND" }, 404);
    await userEvent.click(screen.getByRole("button", { name: "Télécharger l'archive (ZIP)" }));
    // A 404 is worded by the app, not by the wire.
    expect(await screen.findByRole("alert")).toHaveTextContent("Élément introuvable.");
    clicked.mockRestore();
  });

  it("shows the SHA-256 of the original with its label", () => {
    renderWithProviders(<OriginalFingerprint sha256={"ab12".repeat(16)} />);
    expect(screen.getByText("Empreinte SHA-256 de l'original :")).toBeInTheDocument();
    expect(screen.getByText("ab12".repeat(16))).toBeInTheDocument();
  });
});
