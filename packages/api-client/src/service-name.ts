/** The four services of the spec; the client takes one base URL for each (ARCHITECTURE.md). */
export type ServiceName = "main" | "messaging" | "notifications" | "search";
