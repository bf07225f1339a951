import { commonErrorCodes, userMessages } from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.ts";

declare const vendorIdBrand: unique symbol;
/**
 * A vendor id the tenancy guard has resolved and checked against the caller's memberships.
 * Only `tenantOf` (from the request context) and `trustedVendorId` (server-side sources: a row,
 * a job, a published slug) make one, so that a service asking for a `VendorId` cannot be handed
 * a string read from the client's input.
 */
export type VendorId = string & { readonly [vendorIdBrand]: true };

/**
 * For ids the server itself holds (a row's vendor_id, a job's payload, a slug looked up), never
 * for anything read from a request: the static tenancy test refuses such reads.
 */
export const trustedVendorId = (id: string): VendorId => id as VendorId;

/**
 * The vendor a vendor route acts for, as the guard resolved it. Throws (500) on a route that did
 * not declare `access: "vendor"`: such a route has no tenant, and a handler must not invent one.
 */
export function tenantOf(request: FastifyRequest): VendorId {
  const vendorId = request.vendorId;
  if (request.routeOptions.config.access !== "vendor" || vendorId === null) {
    throw new AppError(500, commonErrorCodes.INTERNAL, userMessages.unexpected);
  }
  return vendorId;
}

/**
 * The input without the vendor it names: the guard has already checked that name against the
 * context, and a service must take the vendor from `tenantOf`, not from the client's fields.
 */
export function withoutVendorId<T extends { vendorId?: unknown }>(input: T): Omit<T, "vendorId"> {
  const { vendorId: _checkedByTheGuard, ...rest } = input;
  return rest;
}

/**
 * A service as a vendor route sees it: each method whose first parameter is the vendor (a string, or
 * an input object carrying `vendorId`) asks for the guard's `VendorId` there, so that a handler passing
 * a string read from the request does not compile. Other modules keep calling the service itself.
 * `Unscoped` names the methods whose first string is something else (a search term…).
 */
export type TenantScoped<S, Unscoped extends keyof S = never> = {
  [K in keyof S]: K extends Unscoped
    ? S[K]
    : S[K] extends (vendorId: string, ...rest: infer R) => infer T
      ? (vendorId: VendorId, ...rest: R) => T
      : S[K] extends (input: infer I extends { vendorId: string }, ...rest: infer R) => infer T
        ? (input: Omit<I, "vendorId"> & { vendorId: VendorId }, ...rest: R) => T
        : S[K];
};
