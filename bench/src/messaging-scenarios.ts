import pg from "pg";
import type { LoadRequest } from "./load-generator.ts";
import type { VendorPersona } from "./seeded-setup.ts";

/** The inbox of the vendor seeded with 2,000 conversations × 200 messages, and where its threads page. */
export type MessagingPersona = {
  token: string;
  vendorId: string;
  conversations: { clientId: string; eventId: string }[];
  /** Thread pages: a conversation and a `nextPage` cursor (undefined: its newest page). */
  threadPages: { clientId: string; eventId: string; nextPage: string | undefined }[];
  listPages: number;
};

const PAGE = 25;

export async function loadMessagingPersona(
  databaseUrl: string,
  vendorId: string,
  personas: VendorPersona[],
): Promise<MessagingPersona> {
  const persona = personas.find((p) => p.vendorId === vendorId);
  if (!persona) throw new Error("messaging bench: the seeded inbox's vendor did not log in");
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const conv = await db.query<{ id: string; client_id: string; event_id: string }>(
      `SELECT id, client_id, event_id FROM conversations WHERE vendor_id = $1 AND NOT is_archived ORDER BY last_message_at DESC`,
      [vendorId],
    );
    // 100 conversations spread over the inbox, each read back 8 pages deep (its seq at every 25th message).
    const sample = conv.rows.filter((_, i) => i % Math.max(1, Math.floor(conv.rows.length / 100)) === 0).slice(0, 100);
    const threadPages: MessagingPersona["threadPages"] = [];
    for (const c of sample) {
      const seqs = await db.query<{ seq: string }>(
        `SELECT seq FROM messages WHERE vendor_id = $1 AND conversation_id = $2 ORDER BY seq DESC OFFSET ${PAGE - 1} LIMIT 200`,
        [vendorId, c.id],
      );
      const cursors = seqs.rows.filter((_, i) => i % PAGE === 0).map((r) => r.seq);
      for (const nextPage of [undefined, ...cursors.slice(0, 7)]) {
        threadPages.push({ clientId: c.client_id, eventId: c.event_id, nextPage });
      }
    }
    return {
      token: persona.token,
      vendorId,
      conversations: conv.rows.map((r) => ({ clientId: r.client_id, eventId: r.event_id })),
      threadPages,
      listPages: Math.max(1, Math.ceil(conv.rows.length / PAGE)),
    };
  } finally {
    await db.end();
  }
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** The inbox's reads as the screen makes them. */
export function messagingRequests(p: MessagingPersona) {
  const headers = { authorization: `Bearer ${p.token}` };
  const get = (path: string, query: Record<string, string | undefined>): LoadRequest => {
    const q = new URLSearchParams({ vendorId: p.vendorId });
    for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, v);
    return { method: "GET", path: `/api/messaging/${path}?${q}`, headers };
  };
  return {
    listFirst: () => get("list", { page: "1", limit: String(PAGE) }),
    listDeep: (i: number) => get("list", { page: String(1 + ((i * 7919) % p.listPages)), limit: String(PAGE) }),
    // Older pages only: the newest page moves the vendor's read marker (a write), measured by the next one.
    threadOlder: (i: number) => {
      const older = p.threadPages.filter((t) => t.nextPage !== undefined);
      const t = pick(older, i * 13);
      return get("conversation", { clientId: t.clientId, eventId: t.eventId, nextPage: t.nextPage, limit: String(PAGE) });
    },
    threadOpen: (i: number) => {
      const t = pick(p.conversations, i * 17);
      return get("conversation", { clientId: t.clientId, eventId: t.eventId, limit: String(PAGE) });
    },
    counter: () => get("counter", {}),
  };
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))] as number;
}

/** An open tab's stream: resolves each conversation id as its `message` event arrives. */
async function openStream(port: number, p: MessagingPersona, onEvent: (conversationId: string) => void) {
  const ticketRes = await fetch(`http://127.0.0.1:${port}/api/messaging/stream-ticket`, {
    method: "POST",
    headers: { authorization: `Bearer ${p.token}`, "content-type": "application/json" },
    body: JSON.stringify({ vendorId: p.vendorId }),
  });
  const { ticket } = (await ticketRes.json()) as { ticket: string };
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/messaging/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => {
    opened = resolve;
  });
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        opened();
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split("\n").find((l) => l.startsWith("data: "));
          if (frame.includes("event: message") && data)
            onEvent((JSON.parse(data.slice(6)) as { conversationId: string }).conversationId);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await ready;
  return () => abort.abort();
}

export type DeliveryResult = {
  sends: number;
  tabs: number;
  delivered: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/**
 * Live delivery to another tab: `tabs` streams stay open (the vendor's other tabs and a colleague's);
 * one message at a time is sent with send-message, and the time from the send's start to the event's
 * arrival on every open stream is recorded (what a second tab waits before it refetches).
 */
export async function measureLiveDelivery(port: number, p: MessagingPersona, sends = 200, tabs = 3): Promise<DeliveryResult> {
  const waiting = new Map<string, { started: number; left: number; done: () => void }>();
  const latencies: number[] = [];
  const stops: (() => void)[] = [];
  for (let t = 0; t < tabs; t++) {
    stops.push(
      await openStream(port, p, (conversationId) => {
        const w = waiting.get(conversationId);
        if (!w) return;
        latencies.push(performance.now() - w.started);
        w.left -= 1;
        if (w.left === 0) w.done();
      }),
    );
  }
  let delivered = 0;
  try {
    for (let i = 0; i < sends; i++) {
      const c = pick(p.conversations, i * 31 + 7);
      const res0 = await fetch(
        `http://127.0.0.1:${port}/api/messaging/conversation?${new URLSearchParams({ vendorId: p.vendorId, clientId: c.clientId, eventId: c.eventId, limit: "1" })}`,
        { headers: { authorization: `Bearer ${p.token}` } },
      );
      const { conversation } = (await res0.json()) as { conversation: { id: string } };
      const arrived = new Promise<void>((resolve) => {
        waiting.set(conversation.id, { started: performance.now(), left: tabs, done: resolve });
      });
      const res = await fetch(`http://127.0.0.1:${port}/api/messaging/send-message`, {
        method: "POST",
        headers: { authorization: `Bearer ${p.token}`, "content-type": "application/json" },
        body: JSON.stringify({
          vendorId: p.vendorId,
          clientId: c.clientId,
          eventId: c.eventId,
          body: `Bonjour, voici les horaires de la visite (envoi ${i + 1}).`,
        }),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`send-message → ${res.status}`);
      const timeout = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), 5000));
      if ((await Promise.race([arrived, timeout])) !== "late") delivered++;
      waiting.delete(conversation.id);
    }
  } finally {
    for (const stop of stops) stop();
  }
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    sends,
    tabs,
    delivered,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
