import { featurePlans, type PaidFeature, type PlanTier } from "@cortege/domain";

/**
 * The calls each paid feature opens (docs/decisions.md "Plans and tiers"): the one list the plan
 * guard stamps as `config.plan` when the routes are registered, so that the owners' route files
 * stay as they are and the table-driven test walks the same list. Left open on purpose: reading a
 * state (Google link status, marketplace connections, an e-invoice's status, the PA account) and
 * undoing a link (Google unlink, marketplace disconnect, removing the PA token), so that a vendor
 * whose plan ended still sees and leaves what they set up.
 */
export const paidRoutes: Record<PaidFeature, readonly string[]> = {
  multiVendor: ["POST /api/vendor/add-vendor"],
  googleSync: [
    "GET /api/vendor/google-auth",
    "GET /api/calendar/google-events/list-calendars",
    "GET /api/calendar/google-events",
    "POST /api/calendar/google-events/create",
    "POST /api/calendar/google-events/update",
    "POST /api/calendar/google-events/delete",
    "POST /api/calendar/google-events/sync",
    "POST /api/vendor/select-google-calendar",
  ],
  eInvoicing: [
    "GET /api/quote/factur-x",
    "GET /api/quote/factur-x/export",
    "GET /api/quote/e-reporting",
    "POST /api/quote/einvoice/submit",
    "POST /api/quote/einvoice/submit-period",
    "POST /api/quote/einvoice/platform",
  ],
  marketplaceInboxes: [
    "POST /api/messaging/marketplace-a/login",
    "GET /api/messaging/marketplace-a/list",
    "GET /api/messaging/marketplace-a/conversation",
    "POST /api/messaging/marketplace-a/send-message",
    "POST /api/messaging/marketplace-a/change-status",
    "POST /api/messaging/marketplace-b/login",
    "GET /api/messaging/marketplace-b/list",
    "GET /api/messaging/marketplace-b/conversation",
    "POST /api/messaging/marketplace-b/send-message",
    "POST /api/messaging/marketplace-b/change-status",
    "GET /api/messaging/lead-inbox",
    "GET /api/messaging/lead-inbox/original",
  ],
};

const planByRoute = new Map<string, PlanTier>(
  Object.entries(paidRoutes).flatMap(([feature, routes]) =>
    routes.map((route) => [route, featurePlans[feature as PaidFeature]] as const),
  ),
);

/** The plan a route needs, if it is one of the paid calls (HEAD answers like its GET). */
export function planOfRoute(method: string, url: string): PlanTier | undefined {
  return planByRoute.get(`${method === "HEAD" ? "GET" : method} ${url}`);
}
