import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

function Broken(): never {
  throw new Error("chunk gone");
}

function Screens() {
  const [path, setPath] = useState("/casse");
  return (
    <>
      <button type="button" onClick={() => setPath("/clients")}>
        Clients
      </button>
      <RouteErrorBoundary resetKey={path}>{path === "/casse" ? <Broken /> : <p>La liste des clients</p>}</RouteErrorBoundary>
    </>
  );
}

describe("RouteErrorBoundary", () => {
  it("shows the reload screen for a screen that throws, and the next screen once the vendor moves on", async () => {
    // React reports the caught error on the console: expected here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      renderWithProviders(<Screens />);
      expect(await screen.findByText("Cette page n'a pas pu être chargée.")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
      screen.getByRole("button", { name: "Clients" }).click();
      expect(await screen.findByText("La liste des clients")).toBeInTheDocument();
      expect(screen.queryByText("Cette page n'a pas pu être chargée.")).not.toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});
