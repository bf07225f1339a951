import { commonErrorCodes, userMessages, vendorMessages } from "@cortege/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AccessTokens } from "../auth/access-tokens.ts";
import { AppError, badRequest, notFound, unauthorized } from "../errors/app-error.ts";
import { accessRules } from "./access-rules.ts";
import { rememberMemberships } from "./remembered-membership.ts";
import { trustedVendorId } from "./vendor-context.ts";

export type VendorMembership = (userId: string, vendorId: string) => Promise<boolean>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every place a request can name its vendor. The wire contract puts it in the query (GET) or the body (POST). */
function namedVendors(request: FastifyRequest): unknown[] {
  const named: unknown[] = [];
  const add = (value: unknown) => {
    if (value === undefined) return;
    // `?vendorId=a&vendorId=b` arrives as an array: each element is one more place.
    if (Array.isArray(value)) named.push(...value);
    else named.push(value);
  };
  const query = request.query;
  if (query && typeof query === "object") add((query as Record<string, unknown>).vendorId);
  const body = request.body;
  if (body && typeof body === "object" && !Array.isArray(body)) add((body as Record<string, unknown>).vendorId);
  return named;
}

/**
 * The one rule (ARCHITECTURE.md and docs/decisions.md, "Tenancy"): every place the request names a
 * vendor must name the same one, else 400 VENDOR_MISMATCH before anything else is looked at.
 * Answers the one vendor (lower-cased), or null when none is named or it is not a UUID.
 */
function resolveVendor(request: FastifyRequest): string | null {
  const named = namedVendors(request);
  if (named.length === 0) return null;
  const keys = named.map((value) => (typeof value === "string" ? value.toLowerCase() : JSON.stringify(value)));
  if (keys.some((key) => key !== keys[0])) {
    throw badRequest(commonErrorCodes.VENDOR_MISMATCH, vendorMessages.vendorMismatch);
  }
  const [first] = named;
  return typeof first === "string" && UUID.test(first) ? first.toLowerCase() : null;
}

/** The one tenancy guard (ARCHITECTURE.md, "Tenancy"): another tenant's vendor answers 404. */
export function registerAccessGuard(app: FastifyInstance, tokens: AccessTokens, membership: VendorMembership): void {
  const isMember = rememberMemberships(membership);
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

  // Before validation: a mismatch is refused, and someone else's vendor answers 404 whatever the
  // rest of the request, so that a non-member learns nothing from validation messages. A vendor id
  // that is not a UUID is left to the route's schema (its French message), then to the check below.
  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config.access !== "vendor") return;
    const vendorId = resolveVendor(request);
    if (vendorId === null) return;
    const auth = request.auth;
    if (!auth || !(await isMember(auth.userId, vendorId))) throw notFound(vendorMessages.vendorNotFound);
    request.vendorId = trustedVendorId(vendorId);
  });

  // After validation, on the parsed query and body: the same rule must still give the same vendor,
  // and a vendor route that reached here without one is refused rather than run without a tenant.
  app.addHook("preHandler", async (request) => {
    if (request.routeOptions.config.access !== "vendor") return;
    const vendorId = resolveVendor(request);
    if (vendorId === null || request.vendorId === null) throw notFound(vendorMessages.vendorNotFound);
    if (vendorId !== request.vendorId) throw badRequest(commonErrorCodes.VENDOR_MISMATCH, vendorMessages.vendorMismatch);
  });
}
