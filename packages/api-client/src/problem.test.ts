import { problemKinds } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { makeProblem } from "./problem.ts";

describe("makeProblem", () => {
  it.each(problemKinds)("%s is temporary exactly when the catalogue says so", (kind) => {
    expect(makeProblem(kind).temporary).toBe(kind === "cannot-connect" || kind === "timeout" || kind === "unknown");
  });

  it("omits absent details instead of setting them to undefined", () => {
    expect(Object.keys(makeProblem("not-found", { status: 404, code: undefined }))).toEqual(["kind", "temporary", "status"]);
  });
});
