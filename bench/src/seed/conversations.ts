import pg from "pg";
import { seedEmail } from "./sizes.ts";

/** The messaging load (issue 17): one vendor with 2,000 conversations of 200 messages each. */
export const MESSAGING_SEED = { conversations: 2000, messagesPerConversation: 200 } as const;

export type MessagingSeedReport = { vendorId: string; conversations: number; messages: number; seconds: number | null };

/**
 * Gives the largest seeded vendor (compte-1's) its inbox: conversations about its clients and their events,
 * each with a thread alternating couple and vendor, ~1 in 8 unread, ~1 in 20 archived. Written in SQL with
 * generate_series (400,000 rows in a few seconds); skipped when the vendor already has them, so a kept
 * BENCH_DATA_DIR is reused.
 */
export async function seedConversations(url: string, size = MESSAGING_SEED): Promise<MessagingSeedReport> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const vendor = await db.query<{ vendor_id: string }>(
      `SELECT m.vendor_id FROM vendor_members m JOIN users u ON u.id = m.user_id
        WHERE u.email = $1 ORDER BY m.created_at LIMIT 1`,
      [seedEmail(1)],
    );
    const vendorId = vendor.rows[0]?.vendor_id;
    if (!vendorId) throw new Error("messaging seed: no seeded vendor (compte-1)");
    const existing = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM conversations WHERE vendor_id = $1", [
      vendorId,
    ]);
    const had = existing.rows[0]?.n ?? 0;
    if (had >= size.conversations) {
      const count = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM messages WHERE vendor_id = $1", [vendorId]);
      return { vendorId, conversations: had, messages: count.rows[0]?.n ?? 0, seconds: null };
    }
    const started = performance.now();
    await db.query("BEGIN");
    await db.query("SET LOCAL synchronous_commit = off");
    // One conversation per event (its client's), newest activity spread over the last 400 days.
    const conv = await db.query(
      `INSERT INTO conversations (vendor_id, client_id, event_id, name, object, status, origin, is_archived,
                                  last_message_at, created_at, updated_at)
       SELECT e.vendor_id, e.client_id, e.id, c.name, 'Demande depuis votre vitrine', e.status, 'SHOWCASE',
              (row_number() OVER () % 20 = 0),
              now() - (row_number() OVER ()) * interval '4 hours 47 minutes',
              now() - interval '420 days', now()
         FROM events e JOIN clients c ON c.id = e.client_id
        WHERE e.vendor_id = $1 AND e.client_id IS NOT NULL AND NOT e.is_archived
        ORDER BY e.created_at DESC
        LIMIT $2`,
      [vendorId, size.conversations - had],
    );
    // 200 messages each, 3 hours apart, ending at the conversation's last activity; the couple writes the odd ones.
    await db.query(
      `INSERT INTO messages (vendor_id, conversation_id, sender, user_id, object, body, attachments, created_at)
       SELECT c.vendor_id, c.id, CASE WHEN g % 2 = 1 THEN 'CLIENT' ELSE 'VENDOR' END, NULL, '',
              CASE WHEN g % 2 = 1
                   THEN 'Bonjour, merci pour votre réponse. Nous serions ' || (60 + g % 90) || ' invités ; pouvez-vous nous dire ce qui est compris dans la formule ? (message ' || g || ')'
                   ELSE 'Bonjour, avec plaisir : la formule comprend la salle, le mobilier et le service jusqu''à 2 h. Je vous envoie le devis détaillé. (message ' || g || ')'
              END,
              '[]'::jsonb,
              c.last_message_at - ($2::int - g) * interval '3 hours'
         FROM conversations c CROSS JOIN generate_series(1, $2::int) AS g
        WHERE c.vendor_id = $1`,
      [vendorId, size.messagesPerConversation],
    );
    // Read markers as the app keeps them: the last message's side, and 1 in 8 left unread by the vendor.
    await db.query(
      `UPDATE conversations c SET
          last_client_message_at = x.last_client, last_vendor_message_at = x.last_vendor, last_message_at = x.last_at,
          read_date = CASE WHEN hashtext(c.id::text) % 8 = 0 THEN x.last_client - interval '1 day' ELSE x.last_at END,
          read_date_client = x.last_vendor
         FROM (SELECT conversation_id, max(created_at) AS last_at,
                      max(created_at) FILTER (WHERE sender = 'CLIENT') AS last_client,
                      max(created_at) FILTER (WHERE sender = 'VENDOR') AS last_vendor
                 FROM messages WHERE vendor_id = $1 GROUP BY conversation_id) x
        WHERE c.id = x.conversation_id`,
      [vendorId],
    );
    // The latest message's copy on the conversation, as the app writes it with each message (migration 0037).
    await db.query(
      `UPDATE conversations c SET last_message_seq = m.seq, last_message_sender = m.sender, last_message_object = m.object,
              last_message_body = m.body
         FROM (SELECT DISTINCT ON (conversation_id) conversation_id, seq, sender, object, body
                 FROM messages WHERE vendor_id = $1 ORDER BY conversation_id, seq DESC) m
        WHERE c.id = m.conversation_id`,
      [vendorId],
    );
    await db.query("COMMIT");
    await db.query("VACUUM (ANALYZE) conversations, messages");
    const count = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM messages WHERE vendor_id = $1", [vendorId]);
    return {
      vendorId,
      conversations: had + (conv.rowCount ?? 0),
      messages: count.rows[0]?.n ?? 0,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await db.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}
