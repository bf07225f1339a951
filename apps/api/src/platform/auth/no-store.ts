import type { FastifyInstance } from "fastify";

const PRIVATE_ACCESS = new Set(["user", "vendor", "admin", "dev"]);

/**
 * Answers about an account must never be kept by a browser or a shared cache (a back button after
 * logout, a proxy): every answer of a route that needs a session, to a request carrying a token, or
 * of the account calls (login and refresh answer tokens) is sent with `Cache-Control: no-store`.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    const access = request.routeOptions.config?.access;
    const url = request.url;
    if (
      (access !== undefined && PRIVATE_ACCESS.has(access)) ||
      request.headers.authorization !== undefined ||
      url === "/api/user" ||
      url.startsWith("/api/user/") ||
      url.startsWith("/api/user?")
    ) {
      reply.header("Cache-Control", "no-store");
    }
  });
}
