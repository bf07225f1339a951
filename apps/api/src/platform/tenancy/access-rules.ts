import type { AuthContext } from "../auth/access-tokens.ts";

/**
 * Who may call a route. Every route declares one in `config.access`; a route without one is
 * refused at run time and fails the authorization matrix test.
 * - public: anyone; user: a logged-in user acting on their own account;
 * - vendor: a logged-in member of the vendor named by `vendorId` (query or body);
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
    vendorId: string | null;
  }
}
