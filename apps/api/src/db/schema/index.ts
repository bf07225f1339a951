export * from "./clients.ts";
export * from "./events.ts";
export * from "./media-library.ts";
export * from "./products.ts";
export * from "./quick-notes.ts";
export * from "./users.ts";
export * from "./vendors.ts";
