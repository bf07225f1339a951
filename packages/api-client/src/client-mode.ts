/** live: real calls; demo and guest: list calls answer empty without touching the network. */
export type ClientMode = "live" | "demo" | "guest";

/** A function lets the app switch mode (e.g. leave the demo) without rebuilding the client. */
export function resolveClientMode(mode: ClientMode | (() => ClientMode) | undefined): ClientMode {
  return typeof mode === "function" ? mode() : (mode ?? "live");
}
