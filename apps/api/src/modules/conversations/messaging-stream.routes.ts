import { conversationsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors/app-error.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { LiveHub } from "./live-hub.ts";
import { signStreamTicket, verifyStreamTicket } from "./stream-ticket.ts";

const HEARTBEAT_MS = 25_000;

/**
 * The live stream of new messages (server-sent events), under /api/messaging. A vendor route signs a
 * one-minute ticket; the stream checks it (EventSource sends no header) and stays open, fed by the hub.
 */
export const messagingStreamRoutes: FastifyPluginAsyncZod<{ hub: LiveHub; secret: string }> = async (app, { hub, secret }) => {
  app.post(
    routeUrl(routes.streamTicket),
    { config: { access: "vendor" }, schema: routeSchema(routes.streamTicket, ["messaging"]) },
    (req) => ({ ticket: signStreamTicket(secret, tenantOf(req), req.auth?.userId ?? "") }),
  );

  // Not in the contract: server-sent events, read by the browser's EventSource.
  app.get(
    "/stream",
    {
      config: { access: "public" },
      schema: { tags: ["messaging"], querystring: z.object({ ticket: z.string().max(300).optional() }) },
    },
    async (req, reply) => {
      const opened = verifyStreamTicket(secret, req.query.ticket ?? "");
      // A public route: a wrong or expired ticket opens nothing (404); the page asks for a new ticket.
      if (!opened) throw new AppError(404, "STREAM_TICKET_INVALID", "Flux introuvable : rechargez la page.");
      // Listening before the stream announces itself: an event stored between the two would be lost to this tab.
      const res = reply.raw;
      const stop = await hub.subscribe(opened.vendorId, (event) => {
        if (event.marketplace) {
          const data = JSON.stringify({ marketplace: event.marketplace, conversationId: event.conversationId });
          res.write(`event: marketplace\ndata: ${data}\n\n`);
          return;
        }
        const name = event.kind === "read" ? "read" : "message";
        res.write(`event: ${name}\ndata: ${JSON.stringify({ conversationId: event.conversationId, sender: event.sender })}\n\n`);
      });
      reply.hijack();
      // The tab may have gone while the listening connection opened.
      if (!req.raw.socket || req.raw.socket.destroyed) {
        stop();
        return;
      }
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      });
      res.write("retry: 5000\n\n");
      const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        stop();
      };
      req.raw.on("close", end);
      res.on("close", end);
    },
  );
};
