/**
 * Conversation statuses (part 1 §4): the spec shows only the default, REQUEST_RECEIVED; the others
 * will come with the chat screen.
 */
export const conversationStatuses = ["REQUEST_RECEIVED"] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];
export const DEFAULT_CONVERSATION_STATUS: ConversationStatus = "REQUEST_RECEIVED";

/** Where a conversation started; LEAD_MAIL: a directory's notification the vendor forwarded (issue 23). */
export const conversationOrigins = ["SHOWCASE", "VENDOR", "LEAD_MAIL"] as const;
export type ConversationOrigin = (typeof conversationOrigins)[number];

/** Who wrote a message: the vendor (a user of the back office) or the client (no account). */
export const messageSenders = ["VENDOR", "CLIENT"] as const;
export type MessageSender = (typeof messageSenders)[number];
