import { ApiProblemError, type Problem } from "@cortege/api-client";

/** The spec's problem behind a failed query or mutation; anything else (a bug) counts as a server error. */
export function problemOf(error: unknown): Problem {
  if (error instanceof ApiProblemError) return error.problem;
  return { kind: "server", temporary: false };
}
