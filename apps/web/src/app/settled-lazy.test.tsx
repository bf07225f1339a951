import { act, render, screen } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { settledLazy } from "./settled-lazy.ts";

function Home() {
  return <p>Tableau de bord</p>;
}

const screenOf = (Page: ComponentType) => (
  <Suspense fallback={<p>Chargement…</p>}>
    <Page />
  </Suspense>
);

describe("settledLazy", () => {
  it("draws a page whose code has arrived at once, without its fallback", async () => {
    const load = vi.fn(async () => ({ default: Home }));
    const { Page, preload } = settledLazy(load);
    await preload();
    render(screenOf(Page));
    // Synchronously after render: a page that suspended would show its fallback here.
    expect(screen.getByText("Tableau de bord")).toBeInTheDocument();
    expect(screen.queryByText("Chargement…")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches a page not yet preloaded once, showing the fallback meanwhile", async () => {
    let arrive: (module: { default: typeof Home }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Home }>((resolve) => (arrive = resolve)));
    const { Page, preload } = settledLazy(load);
    render(screenOf(Page));
    expect(screen.getByText("Chargement…")).toBeInTheDocument();
    void preload();
    await act(async () => arrive({ default: Home }));
    expect(await screen.findByText("Tableau de bord")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
