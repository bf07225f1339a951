import { type ProblemKind, temporaryProblemKinds } from "@cortege/domain";

/** What a failed call becomes on the client: the error catalogue of the spec (part 1 §8). */
export type Problem = {
  kind: ProblemKind;
  /** Retrying later may succeed: the UI offers "try again" instead of blaming the input. */
  temporary: boolean;
  message?: string;
  code?: string;
  status?: number;
};

type ProblemDetails = Pick<Problem, "message" | "code" | "status">;

/** Temporariness is derived from the kind so that no call site can contradict the catalogue. */
export function makeProblem(kind: ProblemKind, details: ProblemDetails = {}): Problem {
  const problem: Problem = { kind, temporary: temporaryProblemKinds.includes(kind) };
  if (details.message !== undefined) problem.message = details.message;
  if (details.code !== undefined) problem.code = details.code;
  if (details.status !== undefined) problem.status = details.status;
  return problem;
}
