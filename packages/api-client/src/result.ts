import type { Problem } from "./problem.ts";

/** Calls never throw: callers must look at the outcome, and forms keep their values on failure. */
export type Result<T> = { ok: true; data: T } | { ok: false; problem: Problem };

export function success<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function failure<T>(problem: Problem): Result<T> {
  return { ok: false, problem };
}
