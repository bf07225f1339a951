import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchInOwnTask } from "./fetch-in-own-task.ts";

describe("fetchInOwnTask", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts the request in a later task, with what the caller gave, and answers with its response", async () => {
    const response = new Response("{}", { status: 200 });
    const fetch = vi.fn(async () => response);
    vi.stubGlobal("fetch", fetch);
    const init = { method: "POST", body: "{}" };

    const answer = fetchInOwnTask("https://cortege.test/api/x", init);
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();

    expect(await answer).toBe(response);
    expect(fetch).toHaveBeenCalledWith("https://cortege.test/api/x", init);
  });

  it("passes a failed request on to the caller", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(fetchInOwnTask("https://cortege.test/api/x")).rejects.toThrow("Failed to fetch");
  });
});
