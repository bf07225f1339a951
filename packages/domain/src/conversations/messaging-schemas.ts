import { z } from "zod";
import { limitSchema, nextPageSchema, pageSchema, queryBooleanSchema } from "../paging/paging.ts";
import { hasInvalidCharacters, textMessages } from "../text/plain-text.ts";
import { messageSenders } from "./conversation-statuses.ts";
import { messagingMessages as m } from "./messaging-messages.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const conversationId = z.uuid({ error: m.conversationNotFound });
const clientId = z.uuid({ error: m.clientRequired });
const eventId = z.uuid({ error: m.conversationNotFound });

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_MESSAGE_ATTACHMENTS = 10;
export const MAX_PREDEFINED_MESSAGES = 50;

/** Text as typed, HTML included: it is stored and shown as text, never interpreted. */
const messageText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .refine((v) => !hasInvalidCharacters(v), textMessages.invalidCharacter);

/** Conversation fetch (part 1 §7): by client and event; `nextPage` pages the thread back in time. */
export const conversationQuerySchema = z.object({
  vendorId,
  clientId,
  eventId: eventId.optional(),
  nextPage: nextPageSchema,
  limit: limitSchema,
});
export type ConversationQuery = z.output<typeof conversationQuerySchema>;

export const conversationListQuerySchema = z.object({
  vendorId,
  page: pageSchema,
  limit: limitSchema,
  isArchived: queryBooleanSchema.default(false),
  /** Only the conversations whose event is at this pipeline status (not in the spec: the inbox's filter). */
  status: z.string().trim().min(1).max(64).optional(),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

export const conversationSearchQuerySchema = z.object({
  vendorId,
  searchTerm: z.string().max(200, m.searchTooLong).optional(),
  isArchived: queryBooleanSchema.default(false),
});

export const sendMessageSchema = z
  .object({
    vendorId,
    clientId,
    eventId: eventId.nullish().default(null),
    object: messageText(200, m.objectTooLong).default(""),
    body: messageText(MAX_MESSAGE_LENGTH, m.messageTooLong),
    /** Files uploaded to the conversation's Chat folder (presigned-urls then media-library confirm). */
    attachments: z
      .array(z.uuid({ error: m.attachmentNotFound }))
      .max(MAX_MESSAGE_ATTACHMENTS, m.tooManyAttachments)
      .default([]),
  })
  .transform((v) => ({ ...v, body: v.body.trim() }))
  .refine((v) => v.body.length > 0 || v.attachments.length > 0, { message: m.messageEmpty, path: ["body"] });
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

/** The couple's answer on their private page: text, or files alone (`files`: how many are attached). */
export const clientReplySchema = z
  .object({
    body: messageText(MAX_MESSAGE_LENGTH, m.messageTooLong).transform((v) => v.trim()),
    files: z.number().int().min(0).max(MAX_MESSAGE_ATTACHMENTS, m.tooManyAttachments).default(0),
  })
  .refine((v) => v.body.length > 0 || v.files > 0, { message: m.messageEmpty, path: ["body"] });

export const messageAttachmentSchema = z.object({
  fileId: z.string(),
  filename: z.string(),
  fileType: z.string().nullable(),
  size: z.number(),
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  messageId: z.string(),
  sender: z.enum(messageSenders),
  userId: z.string().nullable(),
  object: z.string(),
  body: z.string(),
  timestamp: z.string(),
  attachments: z.array(messageAttachmentSchema),
  /** From the receiver's read marker: no per-message flag is written. */
  isReadByReceiver: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** A list item with the spec's fields (part 1 §3), plus the ids the screens need. */
export const conversationListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string().nullable(),
  eventId: z.string().nullable(),
  senderId: z.string().nullable(),
  receiverId: z.string().nullable(),
  object: z.string(),
  body: z.string(),
  timestamp: z.string(),
  isReadByReceiver: z.boolean(),
  readDate: z.string().nullable(),
  readDateClient: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageSender: z.enum(messageSenders).nullable(),
  /** The client wrote since the vendor last read the conversation. */
  isUnread: z.boolean(),
  eventName: z.string().nullable(),
  eventDate: z.string().nullable(),
  eventApproximateDate: z.string().nullable(),
  clientName: z.string().nullable(),
  approximateGuestsCount: z.number().nullable(),
  guestsCount: z.number().nullable(),
  /** The event's pipeline status when the conversation has an event, else the conversation's own. */
  conversationStatus: z.string(),
  isArchived: z.boolean(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationListItemSchema),
  totalPages: z.number(),
  currentPage: z.number(),
  nextPage: z.number().nullable(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const conversationsResponseSchema = z.object({ conversations: z.array(conversationListItemSchema) });

export const conversationResponseSchema = z.object({
  conversation: conversationListItemSchema.nullable(),
  /** The couple's private page (path on this site), to copy and share; null before the first message. */
  clientLink: z.string().nullable(),
  /** Newest first. */
  messages: z.array(messageSchema),
  nextPage: z.string().nullable(),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const clientLinkRevokeSchema = z.object({ vendorId, conversationId });
export const clientLinkResponseSchema = z.object({ clientLink: z.string() });

/** A couple's private link token: 64 hexadecimal characters. */
export const clientTokenSchema = z.string().regex(/^[a-f0-9]{64}$/, m.conversationNotFound);

export const conversationArchiveSchema = z.object({
  vendorId,
  conversationIds: z.array(conversationId).min(1, m.conversationIdsRequired).max(100, m.tooManyConversationIds),
  /** false brings archived conversations back. */
  isArchived: z.boolean().default(true),
});
export const conversationIdsResponseSchema = z.object({ conversationIds: z.array(z.string()) });

export const predefinedMessageSchema = z.object({
  title: z.string().trim().min(1, m.predefinedTitleRequired).max(100, m.objectTooLong),
  body: messageText(MAX_MESSAGE_LENGTH, m.messageTooLong).refine((v) => v.trim().length > 0, m.predefinedBodyRequired),
});
export type PredefinedMessage = z.infer<typeof predefinedMessageSchema>;
const index = z.number({ error: m.indexInvalid }).int(m.indexInvalid).min(0, m.indexInvalid);
export const predefinedMessageCreateSchema = predefinedMessageSchema.extend({ vendorId });
export const predefinedMessageUpdateSchema = predefinedMessageSchema.extend({ vendorId, index });
export const predefinedMessageDeleteSchema = z.object({ vendorId, index });
export const predefinedMessagesResponseSchema = z.object({ predefinedMessages: z.array(predefinedMessageSchema) });

export const messagingConfigSchema = z.object({
  isEmailNotification: z.boolean(),
  isMarketplaceAConnected: z.boolean(),
  isMarketplaceBConnected: z.boolean(),
});
export type MessagingConfig = z.infer<typeof messagingConfigSchema>;
export const messagingConfigUpdateSchema = messagingConfigSchema.partial().extend({ vendorId });

export const counterResponseSchema = z.object({ counter: z.number() });

export const messagingVendorQuerySchema = z.object({ vendorId });
/** POST stream-ticket: a one-minute ticket that opens the live stream (EventSource sends no header). */
export const streamTicketResponseSchema = z.object({ ticket: z.string() });

/** presigned-urls of the messaging service: the conversation's Chat folder of the media library. */
export const messagingPresignedUrlsSchema = z.object({
  vendorId,
  clientId,
  eventId: eventId.nullish().default(null),
  filenames: z.array(z.string().min(1).max(255)).min(1).max(MAX_MESSAGE_ATTACHMENTS, m.tooManyAttachments),
  sizes: z.array(z.number().int().min(0)),
});
