export * from "./users.ts";
export * from "./vendors.ts";
