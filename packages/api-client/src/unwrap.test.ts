import { describe, expect, it } from "vitest";
import { ApiProblemError } from "./api-problem-error.ts";
import type { Problem } from "./problem.ts";
import { unwrap } from "./unwrap.ts";

describe("unwrap", () => {
  it("returns the data of a success", () => {
    expect(unwrap({ ok: true, data: { vendors: [] } })).toEqual({ vendors: [] });
  });

  it("throws an ApiProblemError carrying the problem and its message", () => {
    const problem: Problem = { kind: "bad-data", temporary: false, message: "Le code doit contenir 6 chiffres.", status: 400 };
    let thrown: unknown;
    try {
      unwrap({ ok: false, problem });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiProblemError);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as ApiProblemError).problem).toBe(problem);
    expect((thrown as ApiProblemError).message).toBe("Le code doit contenir 6 chiffres.");
    expect((thrown as ApiProblemError).name).toBe("ApiProblemError");
  });

  it("uses the kind as the error message when the problem has none", () => {
    expect(() => unwrap({ ok: false, problem: { kind: "timeout", temporary: true } })).toThrow("timeout");
  });
});
