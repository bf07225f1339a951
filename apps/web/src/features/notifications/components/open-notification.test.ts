import { describe, expect, it, vi } from "vitest";
import { openNotification } from "./open-notification.ts";

describe("the click rule of a notification", () => {
  it("opens an http(s) address in a new tab without navigating", () => {
    const navigate = vi.fn();
    const open = vi.fn();
    openNotification("https://exemple.fr/avis", navigate, open as unknown as typeof window.open);
    expect(open).toHaveBeenCalledWith("https://exemple.fr/avis", "_blank", "noopener,noreferrer");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("navigates in place to an app path, and ignores a protocol-relative or missing link", () => {
    const navigate = vi.fn();
    const open = vi.fn();
    openNotification("/ventes/devis/abc", navigate, open as unknown as typeof window.open);
    openNotification("//evil.example", navigate, open as unknown as typeof window.open);
    openNotification(null, navigate, open as unknown as typeof window.open);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/ventes/devis/abc");
    expect(open).not.toHaveBeenCalled();
  });
});
