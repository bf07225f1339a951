import { ApiProblemError } from "./api-problem-error.ts";
import type { Result } from "./result.ts";

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  throw new ApiProblemError(result.problem);
}
