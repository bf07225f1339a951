import { z } from "zod";
import { pageSchema } from "../paging/paging.ts";
import { hasInvalidCharacters, textMessages } from "../text/plain-text.ts";
import { marketplaceKeys } from "./marketplace-keys.ts";
import { marketplaceMessages as m } from "./marketplace-messages.ts";
import { marketplaceStatuses } from "./marketplace-statuses.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const id = z.uuid({ error: m.conversationNotFound });

export const MAX_MARKETPLACE_MESSAGE_LENGTH = 5000;

/** Login per marketplace {username, password, vendorId} (part 1 §7). */
export const marketplaceLoginSchema = z.object({
  vendorId,
  username: z.string({ error: m.usernameRequired }).trim().min(1, m.usernameRequired).max(200, m.usernameRequired),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200, m.passwordRequired),
});
export type MarketplaceLogin = z.output<typeof marketplaceLoginSchema>;

/** Change-status per marketplace {clientId, eventId, status} (part 1 §7). */
export const marketplaceChangeStatusSchema = z.object({
  vendorId,
  clientId: id,
  eventId: id,
  status: z.enum(marketplaceStatuses, { error: m.statusInvalid }),
});
export type MarketplaceChangeStatus = z.output<typeof marketplaceChangeStatusSchema>;

export const marketplaceListQuerySchema = z.object({ vendorId, page: pageSchema });
export const marketplaceConversationQuerySchema = z.object({ vendorId, clientId: id, eventId: id });
export const marketplaceVendorSchema = z.object({ vendorId });

/** Send-message per marketplace: the body is sent as plain text (HTML stripped). */
export const marketplaceSendSchema = z.object({
  vendorId,
  clientId: id,
  eventId: id,
  body: z
    .string({ error: m.messageRequired })
    .max(MAX_MARKETPLACE_MESSAGE_LENGTH, m.messageTooLong)
    .refine((v) => v.trim().length > 0, m.messageRequired)
    .refine((v) => !hasInvalidCharacters(v), textMessages.invalidCharacter),
});
export type MarketplaceSend = z.output<typeof marketplaceSendSchema>;

/** Marketplace conversation (part 1 §3 Messaging). */
export const marketplaceConversationSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  status: z.enum(marketplaceStatuses),
  message: z.string(),
  link: z.string().nullable(),
  clientId: z.string(),
  eventId: z.string(),
  eventDate: z.string().nullable(),
  numberOfGuests: z.number().nullable(),
  avatarUrl: z.string().nullable(),
  isUnread: z.boolean(),
});
export type MarketplaceConversation = z.infer<typeof marketplaceConversationSchema>;

export const marketplaceListResponseSchema = z.object({
  conversations: z.array(marketplaceConversationSchema),
  totalPages: z.number(),
  currentPage: z.number(),
  nextPage: z.number().nullable(),
});
export type MarketplaceListResponse = z.infer<typeof marketplaceListResponseSchema>;

export const marketplaceMessageSchema = z.object({
  messageId: z.string(),
  sender: z.enum(["VENDOR", "CLIENT"]),
  body: z.string(),
  timestamp: z.string(),
});
export type MarketplaceMessage = z.infer<typeof marketplaceMessageSchema>;

export const marketplaceThreadSchema = z.object({
  conversation: marketplaceConversationSchema,
  messages: z.array(marketplaceMessageSchema),
});
export type MarketplaceThread = z.infer<typeof marketplaceThreadSchema>;

/** A vendor's connection to one marketplace: never its password. */
export const marketplaceConnectionSchema = z.object({
  marketplace: z.enum(marketplaceKeys),
  isAvailable: z.boolean(),
  isConnected: z.boolean(),
  username: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Conversations already received (they stay after a disconnection): the inbox's tab shows while there are some. */
  conversationCount: z.number().int().min(0),
});
export type MarketplaceConnection = z.infer<typeof marketplaceConnectionSchema>;
export const marketplaceConnectionsSchema = z.object({ connections: z.array(marketplaceConnectionSchema) });

/** A forwarded directory e-mail as the vendor sees it: the lead it became, or that it could not be read. */
export const leadMailSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  subject: z.string(),
  source: z.string().nullable(),
  name: z.string().nullable(),
  message: z.string().nullable(),
  clientId: z.string().nullable(),
  eventId: z.string().nullable(),
});
export type LeadMail = z.infer<typeof leadMailSchema>;

/** The vendor's address for forwarded lead e-mails (null when the server receives no mail) and the latest ones. */
export const leadInboxSchema = z.object({ address: z.string().nullable(), mails: z.array(leadMailSchema) });
export type LeadInbox = z.infer<typeof leadInboxSchema>;
export const leadMailOriginalQuerySchema = z.object({ vendorId, id: z.uuid({ error: "E-mail introuvable." }) });
