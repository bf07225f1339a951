import type { Problem } from "./problem.ts";

/** Carries the problem intact for code that prefers exceptions (e.g. TanStack Query's queryFn). */
export class ApiProblemError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.message ?? problem.kind);
    this.name = "ApiProblemError";
    this.problem = problem;
  }
}
