import type { MessagingPersona } from "./messaging-scenarios.ts";
import type { VendorPersona } from "./seeded-setup.ts";
import type { SqlRequest, SqlStatement } from "./sql-load.ts";

// The statements the list routes send, every one of them and in their order, for the same pages as the
// HTTP scenarios (clients.repository.ts `list`; events.service.ts `page`: events.repository.ts `page` then
// the page's clients, clients.repository.ts `getMany`; document-read.ts `listDocuments`: the page with its
// links and status counts; conversations.service.ts `list`: conversations.repository.ts `page` then the
// event cards, events then their clients' names). The tenancy guard's membership question is not among them: it is
// remembered per login (platform/tenancy/remembered-membership.ts). Keep them in step with the repositories.
const CLIENT_COLUMNS = `"id", "seq", "vendor_id", "type", "name", "contacts", "source", "status", "note", "attachments", "company",
  "is_archived", "search_text", "created_at", "updated_at"`;
const CLIENT_LIST_COLUMNS = `"id", "seq", "vendor_id", "type", "name", "contacts", "source", "status", "note", "attachments", "company",
  "is_archived", "created_at", "updated_at"`;
const CLIENT_TOTAL = `(select count(*) from "clients" where ("clients"."vendor_id" = $1 and "clients"."is_archived" = $2))`;
const CLIENT_PAGE_BY_SEQ = `select ${CLIENT_LIST_COLUMNS}, ${CLIENT_TOTAL}
   from "clients" where ("clients"."vendor_id" = $3 and "clients"."is_archived" = $4) order by "clients"."seq" desc limit $5 offset $6`;
const CLIENT_PAGE_BY_NAME = `select ${CLIENT_LIST_COLUMNS.replace(/"(\w+)"/g, '"clients"."$1"')}, ${CLIENT_TOTAL}
   from "clients" inner join (select "id", cortege_normalize("clients"."name") as "name_key", "seq" from "clients"
     where ("clients"."vendor_id" = $3 and "clients"."is_archived" = $4)
     order by cortege_normalize("clients"."name") asc, "clients"."seq" asc limit $5 offset $6) "page"
   on "clients"."id" = "page"."id" order by "name_key" asc, "page"."seq" asc`;

const unreadOn = (a: string) =>
  `(${a}.last_client_message_at is not null and ${a}.last_client_message_at > coalesce(${a}.read_date, '-infinity'::timestamptz))`;
const INBOX_PAGE = `select c.id, c.vendor_id, c.client_id, c.event_id, c.name, c.object, c.status, c.is_archived, c.read_date,
    c.read_date_client, c.last_message_at, c.last_client_message_at, c.last_message_sender, c.last_message_object,
    c.last_message_body,
    (select count(*) from conversations t where t.vendor_id = $1 and t.is_archived = $2) as total
  from (select k.id from conversations k where k.vendor_id = $3 and k.is_archived = $4
        order by ${unreadOn("k")} desc, k.last_message_at desc, k.id desc limit $5 offset $6) p
  join conversations c on c.id = p.id
  order by ${unreadOn("c")} desc, c.last_message_at desc, c.id desc`;

const EVENT_COLUMNS = `"id", "seq", "vendor_id", "event_name", "note", "approximate_guests_count", "guests_count", "date", "start_date",
  "end_date", "approximate_date", "event_type", "client_id", "space_id", "status", "is_archived", "search_text", "created_at", "updated_at"`;
// What a list's line shows (documents.repository.ts `summaryColumns`).
const DOCUMENT_LIST_COLUMNS = `"id", "seq", "name", "quote_type", "status", "client_id", "client_name", "event_id", "date",
  "expiration_date", "issued_date", "due_date", "total_excluding_tax_cents", "total_tax_cents", "total_including_tax_cents",
  "breakdown", "deducted", "is_archived", "created_at", "updated_at"`;

const idsOf = (rows: Record<string, unknown>[], column: string) => [
  ...new Set(rows.map((r) => r[column]).filter((id): id is string => typeof id === "string")),
];

/** clients.repository.ts `getMany` (clients service `findByIds`): the ids as one array parameter; none when no id. */
function clientsByIds(vendorId: string, ids: string[]): SqlStatement | null {
  if (ids.length === 0) return null;
  return {
    text: `select ${CLIENT_COLUMNS} from "clients" where ("clients"."vendor_id" = $1 and "clients"."id" = any($2::uuid[])) order by "clients"."seq" desc`,
    values: [vendorId, ids],
  };
}

/** The sequence number in an events `nextPage` cursor (platform/paging/cursor.ts). */
const seqOf = (cursor: string) => Number(Buffer.from(cursor, "base64url").toString("utf8").slice("c1.".length));

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Twins of seededRequests' clientList / clientListDeep / eventPage / quoteList and messagingRequests' listFirst / listDeep (same pages). */
export function bareListSql(personas: VendorPersona[], inbox: MessagingPersona) {
  // The inbox page, then its event cards: events.service `cards` (the events' card columns, then their clients' names).
  const inboxPage = (offset: number): SqlRequest[] => [
    // Named as the route names them (built-queries.ts PLANNED_ONCE): planned once per connection.
    { name: "inbox_page", text: INBOX_PAGE, values: [inbox.vendorId, false, inbox.vendorId, false, 25, offset] },
    ([page = []]) => {
      const ids = idsOf(page, "event_id");
      if (ids.length === 0) return null;
      return {
        name: "event_cards",
        text: `select "id", "event_name", "date", "approximate_date", "approximate_guests_count", "guests_count", "status", "client_id"
          from "events" where ("events"."vendor_id" = $1 and "events"."id" in (select unnest($2::uuid[])))`,
        values: [inbox.vendorId, ids],
      };
    },
    ([, events = []]) => {
      const ids = idsOf(events, "client_id");
      if (ids.length === 0) return null;
      return {
        name: "client_names",
        text: `select "id", "name" from "clients" where ("clients"."vendor_id" = $1 and "clients"."id" = any($2::uuid[]))`,
        values: [inbox.vendorId, ids],
      };
    },
  ];
  return {
    clientList: (i: number): SqlRequest[] => {
      const p = pick(personas, i);
      return [{ text: CLIENT_PAGE_BY_SEQ, values: [p.vendorId, false, p.vendorId, false, 25, 0] }];
    },
    clientListDeep: (i: number): SqlRequest[] => {
      const p = pick(personas, i);
      const pages = Math.max(1, Math.floor(p.clients / 25));
      const offset = ((i * 7919) % pages) * 25;
      return [{ text: CLIENT_PAGE_BY_NAME, values: [p.vendorId, false, p.vendorId, false, 25, offset] }];
    },
    eventPage: (i: number): SqlRequest[] => {
      const p = pick(personas, i);
      const cursor = pick(p.eventCursors, i >> 3);
      const page: SqlStatement =
        cursor === undefined
          ? {
              text: `select ${EVENT_COLUMNS} from "events" where ("events"."vendor_id" = $1 and "events"."is_archived" = $2) order by "events"."seq" desc limit $3`,
              values: [p.vendorId, false, 26],
            }
          : {
              text: `select ${EVENT_COLUMNS} from "events" where ("events"."vendor_id" = $1 and "events"."is_archived" = $2 and "events"."seq" < $3) order by "events"."seq" desc limit $4`,
              values: [p.vendorId, false, seqOf(cursor), 26],
            };
      return [page, ([rows = []]) => clientsByIds(p.vendorId, idsOf(rows.slice(0, 25), "client_id"))];
    },
    quoteList: (i: number): SqlRequest[] => {
      const p = pick(personas, i);
      const where = `("documents"."vendor_id" = $1 and "documents"."quote_type" = $2 and "documents"."is_archived" = $3)`;
      return [
        {
          // The page, each row with its linked documents' ids, its status counts riding on its rows
          // (documents.repository.ts `list`).
          text: `select ${DOCUMENT_LIST_COLUMNS}, (select coalesce(json_agg(distinct case when l.document_id = "documents"."id"
              then l.linked_id else l.document_id end), '[]') from "document_links" l
              where l.vendor_id = "documents"."vendor_id" and (l.document_id = "documents"."id" or l.linked_id = "documents"."id")),
            (select coalesce(json_agg(json_build_array(s.status, s.n, s.ht, s.ttc) order by s.status), '[]')
              from (select "status" as status, count(*) as n, coalesce(sum("total_excluding_tax_cents"), 0) as ht,
                coalesce(sum("total_including_tax_cents"), 0) as ttc from "documents" where ${where} group by "status") s)
            from "documents" where ${where.replace("$1", "$4").replace("$2", "$5").replace("$3", "$6")} order by "documents"."seq" desc limit $7`,
          values: [p.vendorId, "QUOTE", false, p.vendorId, "QUOTE", false, 26],
        },
      ];
    },
    inboxFirst: (): SqlRequest[] => inboxPage(0),
    inboxDeep: (i: number): SqlRequest[] => inboxPage(((i * 7919) % inbox.listPages) * 25),
  };
}
