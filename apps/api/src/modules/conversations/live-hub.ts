import pg from "pg";
import type { Db } from "../../platform/db/database.ts";

/**
 * A new message of one side, or the couple having read the thread (`kind: "read"`); with `marketplace`,
 * a lead or message the sync brought into that marketplace's inbox (its conversation id there).
 */
export type LiveEvent = {
  vendorId: string;
  conversationId: string;
  sender: "VENDOR" | "CLIENT";
  kind?: "message" | "read";
  marketplace?: "A" | "B";
};
type Listener = (event: LiveEvent) => void;

/** The PostgreSQL channel; the conversations repository notifies on it in the writing transaction. */
export const LIVE_CHANNEL = "messaging";
const CHANNEL = LIVE_CHANNEL;

/**
 * New messages reach every API instance through PostgreSQL's LISTEN/NOTIFY: the conversations repository
 * calls pg_notify in the transaction that stores the message (so a showcase request is announced when it
 * commits, never before); each instance holds one dedicated connection (opened with the first subscriber)
 * that listens and hands the vendor's events to its open streams.
 */
export function createLiveHub({ db, log }: { db: Db; log: { warn(obj: unknown, msg: string): void } }) {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;

  function dispatch(payload: string | undefined) {
    if (!payload) return;
    try {
      const event = JSON.parse(payload) as LiveEvent;
      for (const listener of listeners.get(event.vendorId) ?? []) listener(event);
    } catch (error) {
      log.warn({ err: error }, "messaging live: unreadable notification");
    }
  }

  function listen(): Promise<void> {
    if (listening) return listening;
    listening = (async () => {
      // drizzle keeps its pool as $client: the listener connects where the app does.
      const pool = (db as unknown as { $client: pg.Pool }).$client;
      const own = new pg.Client({ connectionString: pool.options.connectionString });
      own.on("notification", (message) => dispatch(message.payload));
      own.on("error", (error) => {
        // A lost connection: the next subscriber opens a new one; open streams reconnect by themselves.
        log.warn({ err: error }, "messaging live: listening connection lost");
        client = null;
        listening = null;
      });
      await own.connect();
      await own.query(`LISTEN ${CHANNEL}`);
      client = own;
    })().catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  return {
    /** Listens for a vendor's events; the returned function stops. */
    async subscribe(vendorId: string, listener: Listener): Promise<() => void> {
      if (closed) throw new Error("live hub closed");
      await listen();
      const set = listeners.get(vendorId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(vendorId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(vendorId);
      };
    },

    async close(): Promise<void> {
      closed = true;
      listeners.clear();
      await client?.end().catch(() => {});
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
