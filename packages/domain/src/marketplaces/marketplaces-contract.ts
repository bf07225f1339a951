import { route } from "../routes/route-contract.ts";
import { type MarketplaceSlug, marketplaceSlugs } from "./marketplace-keys.ts";
import {
  leadInboxSchema,
  marketplaceChangeStatusSchema,
  marketplaceConnectionsSchema,
  marketplaceConversationQuerySchema,
  marketplaceConversationSchema,
  marketplaceListQuerySchema,
  marketplaceListResponseSchema,
  marketplaceLoginSchema,
  marketplaceSendSchema,
  marketplaceThreadSchema,
  marketplaceVendorSchema,
} from "./marketplace-schemas.ts";

/** The same six calls for each marketplace, under its slug (/api/messaging/marketplace-a/login…). */
const perMarketplace = <const S extends MarketplaceSlug>(slug: S) => ({
  login: route({ method: "POST", path: `${slug}/login`, body: marketplaceLoginSchema, response: marketplaceConnectionsSchema }),
  disconnect: route({
    method: "POST",
    path: `${slug}/disconnect`,
    body: marketplaceVendorSchema,
    response: marketplaceConnectionsSchema,
  }),
  list: route({
    method: "GET",
    path: `${slug}/list`,
    query: marketplaceListQuerySchema,
    response: marketplaceListResponseSchema,
  }),
  conversation: route({
    method: "GET",
    path: `${slug}/conversation`,
    query: marketplaceConversationQuerySchema,
    response: marketplaceThreadSchema,
  }),
  sendMessage: route({
    method: "POST",
    path: `${slug}/send-message`,
    body: marketplaceSendSchema,
    response: marketplaceThreadSchema,
  }),
  changeStatus: route({
    method: "POST",
    path: `${slug}/change-status`,
    body: marketplaceChangeStatusSchema,
    response: marketplaceConversationSchema,
  }),
});

/** Each marketplace's calls by its key: the API registers both from here, the web calls the one of its tab. */
export const marketplaceRoutesByKey = { A: perMarketplace(marketplaceSlugs.A), B: perMarketplace(marketplaceSlugs.B) } as const;
export type MarketplaceCall = keyof (typeof marketplaceRoutesByKey)["A"];
/** One call of either marketplace (the same schemas, the path of one slug or the other). */
export type MarketplaceRoute<K extends MarketplaceCall> = (typeof marketplaceRoutesByKey)[keyof typeof marketplaceRoutesByKey][K];

const a = marketplaceRoutesByKey.A;
const b = marketplaceRoutesByKey.B;

/**
 * The marketplaces module's routes in the messaging service (flat, one entry per registered route): the vendor's
 * connections, each marketplace's six calls and the lead inbox. Not here: a lead e-mail's original (.eml file).
 */
export const marketplacesContract = {
  connections: route({
    method: "GET",
    path: "marketplaces",
    query: marketplaceVendorSchema,
    response: marketplaceConnectionsSchema,
  }),
  loginA: a.login,
  disconnectA: a.disconnect,
  listA: a.list,
  conversationA: a.conversation,
  sendMessageA: a.sendMessage,
  changeStatusA: a.changeStatus,
  loginB: b.login,
  disconnectB: b.disconnect,
  listB: b.list,
  conversationB: b.conversation,
  sendMessageB: b.sendMessage,
  changeStatusB: b.changeStatus,
  leadInbox: route({ method: "GET", path: "lead-inbox", query: marketplaceVendorSchema, response: leadInboxSchema }),
} as const;
