import type { RouteContract } from "@cortege/domain";

type Optional<C, K extends "query" | "body", As extends string> = C extends { readonly [P in K]: infer S }
  ? { [P in As]: S }
  : Record<never, never>;

/** The Fastify schema of a route from its contract (querystring, body, the 200 answer), with its OpenAPI tags. */
export type ContractSchema<C extends RouteContract> = { tags: string[]; response: { 200: C["response"] } } & Optional<
  C,
  "query",
  "querystring"
> &
  Optional<C, "body", "body">;

export function routeSchema<C extends RouteContract>(contract: C, tags: string[]): ContractSchema<C> {
  const schema: Record<string, unknown> = { tags, response: { 200: contract.response } };
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  return schema as ContractSchema<C>;
}

/** The URL Fastify registers a contract under (the API's routes sit at the root, the web adds its base). */
export const routeUrl = (contract: RouteContract): string => `/${contract.path}`;
