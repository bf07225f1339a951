import { DEFAULT_CONVERSATION_STATUS } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { createConversationsRepository } from "./conversations.repository.ts";

/**
 * Conversations and their messages: storage only for now (the chat screen and the messaging
 * service's calls come with the messaging issue). Built on a transaction when the caller needs the
 * conversation to be created together with other rows.
 */
export function createConversationsService({ db }: { db: Db }) {
  const repo = createConversationsRepository(db);
  return {
    /** A client's first message opens a conversation in REQUEST_RECEIVED. */
    openFromClient(input: {
      vendorId: string;
      clientId: string;
      eventId: string;
      name: string;
      object: string;
      body: string;
      origin: "SHOWCASE";
    }) {
      return repo.insertWithMessage(
        {
          vendorId: input.vendorId,
          clientId: input.clientId,
          eventId: input.eventId,
          name: input.name,
          object: input.object,
          status: DEFAULT_CONVERSATION_STATUS,
          origin: input.origin,
        },
        { sender: "CLIENT", userId: null, object: input.object, body: input.body },
      );
    },
    list: (vendorId: string) => repo.list(vendorId),
    messages: (vendorId: string, conversationId: string) => repo.messages(vendorId, conversationId),
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
