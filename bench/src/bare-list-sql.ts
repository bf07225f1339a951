import type { MessagingPersona } from "./messaging-scenarios.ts";
import type { VendorPersona } from "./seeded-setup.ts";
import type { SqlRequest } from "./sql-load.ts";

// The statements the list routes send (apps/api/src/modules/clients/clients.repository.ts `list`,
// apps/api/src/modules/conversations/conversations.repository.ts `page`), for the same pages as the
// HTTP scenarios: keep them in step with the repositories when those change.
const CLIENT_COLUMNS = `"id", "vendor_id", "seq", "type", "name", "contacts", "source", "status", "note", "attachments", "company",
  "is_archived", "search_text", "created_at", "updated_at"`;
const clientPage = (order: string) =>
  `select ${CLIENT_COLUMNS}, (select count(*) from "clients" where ("clients"."vendor_id" = $1 and "clients"."is_archived" = $2))
   from "clients" where ("clients"."vendor_id" = $3 and "clients"."is_archived" = $4) order by ${order} limit $5 offset $6`;

const UNREAD = `(c.last_client_message_at is not null and c.last_client_message_at > coalesce(c.read_date, '-infinity'::timestamptz))`;
const INBOX_PAGE = `select p.*, m.sender as m_sender, m.object as m_object, m.body as m_body, m.created_at as m_created_at,
    (select count(*) from conversations t where t.vendor_id = $1 and t.is_archived = $2) as total
  from (select c.id, c.vendor_id, c.client_id, c.event_id, c.name, c.object, c.status, c.is_archived, c.read_date,
          c.read_date_client, c.last_message_at, c.last_client_message_at, ${UNREAD} as unread
        from conversations c where c.vendor_id = $3 and c.is_archived = $4
        order by ${UNREAD} desc, c.last_message_at desc, c.id desc limit $5 offset $6) p
  left join lateral (select sender, object, body, created_at from messages
                     where vendor_id = p.vendor_id and conversation_id = p.id order by seq desc limit 1) m on true
  order by p.unread desc, p.last_message_at desc, p.id desc`;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Twins of seededRequests' clientList / clientListDeep and messagingRequests' listFirst / listDeep (same pages). */
export function bareListSql(personas: VendorPersona[], inbox: MessagingPersona) {
  return {
    clientList: (i: number): SqlRequest[] => {
      const p = pick(personas, i);
      return [{ text: clientPage(`"clients"."seq" desc`), values: [p.vendorId, false, p.vendorId, false, 25, 0] }];
    },
    clientListDeep: (i: number): SqlRequest[] => {
      const p = pick(personas, i);
      const pages = Math.max(1, Math.floor(p.clients / 25));
      const offset = ((i * 7919) % pages) * 25;
      return [
        {
          text: clientPage(`cortege_normalize("clients"."name") asc, "clients"."seq" asc`),
          values: [p.vendorId, false, p.vendorId, false, 25, offset],
        },
      ];
    },
    inboxFirst: (): SqlRequest[] => [{ text: INBOX_PAGE, values: [inbox.vendorId, false, inbox.vendorId, false, 25, 0] }],
    inboxDeep: (i: number): SqlRequest[] => {
      const offset = ((i * 7919) % inbox.listPages) * 25;
      return [{ text: INBOX_PAGE, values: [inbox.vendorId, false, inbox.vendorId, false, 25, offset] }];
    },
  };
}
