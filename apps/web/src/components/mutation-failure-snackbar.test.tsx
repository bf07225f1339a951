import { useMutation } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/providers.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { useCurrentVendor } from "../lib/session/use-current-vendor.ts";
import { ProblemAlert } from "./problem/problem-alert.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const otherId = "5d0c7a3e-8f0e-4c7b-9f1e-2a6b7c8d9e01";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const refusal = "Ce changement est refusé par le serveur.";

function Providers({ children }: { children: ReactNode }) {
  return (
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <VendorReady>{children}</VendorReady>
      </MemoryRouter>
    </AppProviders>
  );
}
/** The hooks run inside the back office, once the vendor is known. */
function VendorReady({ children }: { children: ReactNode }) {
  return useCurrentVendor().currentVendor ? children : null;
}

// Every file of a feature's api folder, with its source to find the mutation hooks.
const modules = import.meta.glob<Record<string, unknown>>("../features/*/api/*.{ts,tsx}", { eager: true });
const sources = import.meta.glob<string>("../features/*/api/*.{ts,tsx}", { eager: true, query: "?raw", import: "default" });
const mutationFiles = Object.keys(sources).filter((path) => !/\.test\./.test(path) && sources[path]?.includes("useMutation("));
const hooks = mutationFiles.flatMap((path) =>
  Object.entries(modules[path] ?? {})
    .filter(([name, value]) => /^use[A-Z]/.test(name) && typeof value === "function")
    .map(([name, hook]) => ({ path, name, hook: hook as (...args: string[]) => unknown })),
);

/** A screen that shows its own failure. */
function Form() {
  const save = useMutation({
    mutationFn: async () => {
      throw new Error("refused");
    },
  });
  return (
    <>
      <button type="button" onClick={() => save.mutate()}>
        Enregistrer
      </button>
      <ProblemAlert error={save.error} />
    </>
  );
}

describe("every mutation shows its failure", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname.endsWith("/vendor/user-vendors")) {
          return json({
            vendors: [{ id: vendorId, tradeName: "Le Moulin", corporateName: "Le Moulin SAS", slug: "m", logo: null }],
          });
        }
        return json({ statusCode: 400, error: "Bad Request", message: refusal, code: "VALIDATION_FAILED" }, 400);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("finds the mutation hooks of every feature", () => {
    expect(mutationFiles.length).toBeGreaterThan(50);
    // Each file that calls useMutation exports at least one hook the walk below exercises.
    for (const path of mutationFiles)
      expect(
        hooks.some((h) => h.path === path),
        path,
      ).toBe(true);
  });

  it.each(hooks.map((h) => [`${h.path.replace("../features/", "")} ${h.name}`, h] as const))(
    "%s: a failed call is shown to the user",
    async (_label, { hook }) => {
      const { result } = renderHook(() => hook(vendorId, otherId, otherId), { wrapper: Providers });
      await waitFor(() => expect(result.current).not.toBeNull());
      const mutation = result.current as { mutate?: (variables: unknown) => void } | null;
      // A query hook exported next to a mutation (a settings read) has nothing to fail here.
      if (typeof mutation?.mutate !== "function") return;
      act(() => mutation.mutate?.({ vendorId, clientId: otherId, quoteId: otherId, body: {}, ids: [otherId] }));
      const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
      expect(alert.textContent?.trim()).not.toBe("");
    },
  );

  it("says nothing more when the screen shows the failure itself", async () => {
    render(
      <Providers>
        <Form />
      </Providers>,
    );
    const button = await screen.findByRole("button", { name: "Enregistrer" });
    act(() => button.click());
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});
