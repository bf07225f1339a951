/** The error catalogue of the spec (part 1 §8): what a failed call becomes on the client. */
export const problemKinds = [
  "cannot-connect",
  "timeout",
  "server",
  "unknown",
  "bad-data",
  "unauthorized",
  "forbidden",
  "not-found",
  "rejected",
] as const;
export type ProblemKind = (typeof problemKinds)[number];

/** Kinds the spec marks as temporary: retrying later may succeed. */
export const temporaryProblemKinds: readonly ProblemKind[] = ["cannot-connect", "timeout", "unknown"];

export const UNKNOWN_ERROR_MESSAGE = "Erreur inconnue";
