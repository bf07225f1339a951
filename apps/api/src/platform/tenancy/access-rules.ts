import type { AuthContext } from "../auth/access-tokens.ts";
import type { VendorId } from "./vendor-context.ts";

/**
 * Who may call a route. Every route declares one in `config.access`; a route without one is
 * refused at run time and fails the authorization matrix test.
 * - public: anyone; user: a logged-in user acting on their own account;
 * - vendor: a logged-in member of the vendor named by `vendorId` (query and/or body, the same one
 *   wherever it is named); handlers read it with `tenantOf(request)`, never from the input;
 * - admin: a user whose token carries the `admin` group; dev: embedded-mode tooling only.
 */
export const accessRules = ["public", "user", "vendor", "admin", "dev"] as const;
export type AccessRule = (typeof accessRules)[number];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set by the tenancy guard on vendor routes only; read it through `tenantOf`. */
    vendorId: VendorId | null;
  }
}
