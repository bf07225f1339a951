export * from "./error-codes.ts";
export * from "./problem-kinds.ts";
export * from "./wire-error.ts";
