import { commonErrorCodes, userMessages } from "@cortege/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AccessTokens } from "../auth/access-tokens.ts";
import { AppError, notFound, unauthorized } from "../errors/app-error.ts";
import { accessRules } from "./access-rules.ts";

export type VendorMembership = (userId: string, vendorId: string) => Promise<boolean>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function vendorIdOf(request: FastifyRequest): unknown {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.vendorId;
  if (fromQuery !== undefined) return fromQuery;
  const body = request.body;
  return body && typeof body === "object" ? (body as Record<string, unknown>).vendorId : undefined;
}

/** The one tenancy guard (ARCHITECTURE.md, "Tenancy"): another tenant's vendor answers 404. */
export function registerAccessGuard(app: FastifyInstance, tokens: AccessTokens, isMember: VendorMembership): void {
  app.decorateRequest("auth", null);
  app.decorateRequest("vendorId", null);

  app.addHook("onRequest", async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access || !accessRules.includes(access)) {
      throw new AppError(500, commonErrorCodes.INTERNAL, userMessages.unexpected);
    }
    if (access === "public" || access === "dev") return;
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : null;
    const auth = token ? await tokens.verify(token) : null;
    if (!auth) throw unauthorized(commonErrorCodes.UNAUTHENTICATED, userMessages.sessionExpired);
    request.auth = auth;
    if (access === "admin" && !auth.groups.includes("admin")) {
      throw new AppError(403, commonErrorCodes.FORBIDDEN, "Accès réservé aux administrateurs.");
    }
  });

  // Before validation too: someone else's vendor answers 404 whatever the rest of the request,
  // so that a non-member learns nothing from validation messages.
  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config.access !== "vendor") return;
    const vendorId = vendorIdOf(request);
    if (typeof vendorId !== "string" || !UUID.test(vendorId)) return;
    const auth = request.auth;
    if (!auth || !(await isMember(auth.userId, vendorId))) throw notFound("Prestataire introuvable.");
    request.vendorId = vendorId;
  });

  // After validation, so that vendorId is read from the parsed query or body.
  app.addHook("preHandler", async (request) => {
    if (request.routeOptions.config.access !== "vendor") return;
    const vendorId = vendorIdOf(request);
    if (typeof vendorId !== "string" || !UUID.test(vendorId)) throw notFound("Prestataire introuvable.");
    if (request.vendorId === vendorId) return;
    const auth = request.auth;
    if (!auth || !(await isMember(auth.userId, vendorId))) throw notFound("Prestataire introuvable.");
    request.vendorId = vendorId;
  });
}
