import { presignedUrlsResponseSchema } from "../media-library/media-library-schemas.ts";
import { route } from "../routes/route-contract.ts";
import {
  clientLinkResponseSchema,
  clientLinkRevokeSchema,
  conversationArchiveSchema,
  conversationIdsResponseSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  conversationSearchQuerySchema,
  conversationsResponseSchema,
  counterResponseSchema,
  messagingConfigSchema,
  messagingConfigUpdateSchema,
  messagingPresignedUrlsSchema,
  messagingVendorQuerySchema,
  predefinedMessageCreateSchema,
  predefinedMessageDeleteSchema,
  predefinedMessagesResponseSchema,
  predefinedMessageUpdateSchema,
  sendMessageSchema,
  streamTicketResponseSchema,
} from "./messaging-schemas.ts";

/**
 * The conversations module's JSON routes in the messaging service (part 1 §7 Messaging, under /api/messaging): the
 * API registers these schemas, the web types its calls with them. Not here: the live stream (server-sent events,
 * opened by EventSource with its ticket) and the couple's conversation page (HTML, GET and form POST).
 */
export const conversationsContract = {
  conversation: route({
    method: "GET",
    path: "conversation",
    query: conversationQuerySchema,
    response: conversationResponseSchema,
  }),
  list: route({ method: "GET", path: "list", query: conversationListQuerySchema, response: conversationListResponseSchema }),
  search: route({ method: "GET", path: "search", query: conversationSearchQuerySchema, response: conversationsResponseSchema }),
  sendMessage: route({ method: "POST", path: "send-message", body: sendMessageSchema, response: conversationResponseSchema }),
  predefinedMessages: route({
    method: "GET",
    path: "predefined-messages",
    query: messagingVendorQuerySchema,
    response: predefinedMessagesResponseSchema,
  }),
  createPredefinedMessage: route({
    method: "POST",
    path: "predefined-messages/create",
    body: predefinedMessageCreateSchema,
    response: predefinedMessagesResponseSchema,
  }),
  updatePredefinedMessage: route({
    method: "POST",
    path: "predefined-messages/update",
    body: predefinedMessageUpdateSchema,
    response: predefinedMessagesResponseSchema,
  }),
  deletePredefinedMessage: route({
    method: "POST",
    path: "predefined-messages/delete",
    body: predefinedMessageDeleteSchema,
    response: predefinedMessagesResponseSchema,
  }),
  presignedUrls: route({
    method: "POST",
    path: "presigned-urls",
    body: messagingPresignedUrlsSchema,
    response: presignedUrlsResponseSchema,
  }),
  archive: route({ method: "POST", path: "archive", body: conversationArchiveSchema, response: conversationIdsResponseSchema }),
  revokeClientLink: route({
    method: "POST",
    path: "client-link/revoke",
    body: clientLinkRevokeSchema,
    response: clientLinkResponseSchema,
  }),
  config: route({ method: "GET", path: "config", query: messagingVendorQuerySchema, response: messagingConfigSchema }),
  updateConfig: route({
    method: "POST",
    path: "config/update",
    body: messagingConfigUpdateSchema,
    response: messagingConfigSchema,
  }),
  counter: route({ method: "GET", path: "counter", query: messagingVendorQuerySchema, response: counterResponseSchema }),
  resetCounter: route({
    method: "POST",
    path: "counter/reset",
    body: messagingVendorQuerySchema,
    response: counterResponseSchema,
  }),
  streamTicket: route({
    method: "POST",
    path: "stream-ticket",
    body: messagingVendorQuerySchema,
    response: streamTicketResponseSchema,
  }),
} as const;
