import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useUploadsInProgress } from "./use-uploads-in-progress.ts";

describe("useUploadsInProgress", () => {
  it("is busy while any picture travels, and free once all have arrived or gone", () => {
    const { result } = renderHook(() => useUploadsInProgress());
    expect(result.current.busy).toBe(false);
    act(() => result.current.report("room-1", true));
    act(() => result.current.report("room-2", true));
    expect(result.current.busy).toBe(true);
    act(() => result.current.report("room-1", false));
    expect(result.current.busy).toBe(true);
    act(() => result.current.report("room-2", false));
    expect(result.current.busy).toBe(false);
  });

  it("ignores a repeated report", () => {
    const { result } = renderHook(() => useUploadsInProgress());
    act(() => result.current.report("image", false));
    expect(result.current.busy).toBe(false);
    act(() => result.current.report("image", true));
    act(() => result.current.report("image", true));
    act(() => result.current.report("image", false));
    expect(result.current.busy).toBe(false);
  });
});
