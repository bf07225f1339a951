import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // No I/O at all: the machine's ceiling in the load benchmark.
  app.get(
    "/ping",
    { config: { access: "public" }, schema: { tags: ["health"], response: { 200: z.object({ pong: z.literal(true) }) } } },
    async () => ({ pong: true as const }),
  );
  app.get(
    "/health",
    { config: { access: "public" }, schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => {
      await db.execute(sql`SELECT 1`);
      return { status: "ok" as const };
    },
  );
};
