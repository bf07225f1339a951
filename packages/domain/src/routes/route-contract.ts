import type { z } from "zod";

export type RouteMethod = "GET" | "POST";

/**
 * One API route as both sides see it: the API registers its schemas (querystring, body, the 200 answer) from
 * here and the web types its call from here, so a request or an answer cannot drift from what the server
 * validates. The web imports contracts as types only: no schema reaches a bundle through a call.
 */
export type RouteContract = {
  readonly method: RouteMethod;
  /** Relative to the API's base URL, without the leading slash, e.g. "client/list". */
  readonly path: string;
  // zod's core type: a schema written with zod or with zod/mini (the light login page's) fits.
  readonly query?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  readonly response: z.core.$ZodType;
};

/** Keeps the literal method and path of a contract (and checks its shape). */
export const route = <const C extends RouteContract>(contract: C): C => contract;

/** A query string carries text: a flag the schema reads as "true"/"false" may be given as a boolean. */
type QueryValue<V> = V extends "true" | "false" ? V | boolean : V;

/** What the web sends: the input side of the schemas (before defaults and coercion). */
export type RouteQuery<C extends RouteContract> = C["query"] extends z.core.$ZodType
  ? { [K in keyof z.input<C["query"]>]: QueryValue<z.input<C["query"]>[K]> }
  : never;
export type RouteBody<C extends RouteContract> = C["body"] extends z.core.$ZodType ? z.input<C["body"]> : never;
/** What the web receives: the output side of the answer's schema, as the server serialised it. */
export type RouteAnswer<C extends RouteContract> = z.output<C["response"]>;
