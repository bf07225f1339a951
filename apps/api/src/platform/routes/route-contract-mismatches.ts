import type { RouteContract } from "@cortege/domain";
import type { RouteOptions } from "fastify";

/** The services' prefixes a contract's path may sit under (ARCHITECTURE.md "Services and paths"). */
const prefixes = ["/api", "/api/messaging", "/api/notifications", "/api/search"];

const isRouteContract = (value: unknown): value is RouteContract =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RouteContract).method === "string" &&
  typeof (value as RouteContract).path === "string" &&
  typeof (value as RouteContract).response === "object";

/** The exports of a module that are contracts: named `…Contract`, every value a route contract. */
export function contractsOf(exports: Record<string, unknown>): Record<string, Record<string, RouteContract>> {
  const found: Record<string, Record<string, RouteContract>> = {};
  for (const [name, value] of Object.entries(exports)) {
    if (!name.endsWith("Contract") || typeof value !== "object" || value === null) continue;
    const entries = Object.values(value);
    if (entries.length > 0 && entries.every(isRouteContract)) found[name] = value as Record<string, RouteContract>;
  }
  return found;
}

/**
 * What differs between the contracts and the routes Fastify registered: a route missing (method + URL), or a
 * querystring, body or 200 schema that is not the contract's very object (so the web's types are the server's).
 */
export function contractMismatches(
  contracts: Record<string, Record<string, RouteContract>>,
  routes: readonly RouteOptions[],
): string[] {
  const problems: string[] = [];
  for (const [contractName, entries] of Object.entries(contracts)) {
    for (const [name, contract] of Object.entries(entries)) {
      const where = `${contractName}.${name} (${contract.method} ${contract.path})`;
      const urls = prefixes.map((prefix) => `${prefix}/${contract.path}`);
      const candidates = routes.filter(
        (r) => urls.includes(r.url) && [r.method].flat().some((m) => m.toUpperCase() === contract.method),
      );
      if (candidates.length === 0) {
        problems.push(`${where}: no route registered`);
        continue;
      }
      const differences = candidates.map((r) => {
        const schema = (r.schema ?? {}) as { querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
        const wrong: string[] = [];
        if (schema.querystring !== contract.query) wrong.push("querystring");
        if (schema.body !== contract.body) wrong.push("body");
        if (schema.response?.[200] !== contract.response) wrong.push("response 200");
        return wrong;
      });
      if (!differences.some((wrong) => wrong.length === 0)) {
        problems.push(`${where}: registered ${differences[0]?.join(", ")} not the contract's`);
      }
    }
  }
  return problems;
}
