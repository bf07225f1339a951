import { randomBytes } from "node:crypto";

/** A couple's request as a wedding directory keeps it: the couple, the wedding, the thread. */
export type StandInLead = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  eventDate: string | null;
  guests: number | null;
  /** The directory's own status vocabulary is mapped by each stand-in's wire format. */
  status: "PENDING" | "BOOKED" | "PROCESSED" | "REFUSED";
  messages: { id: string; from: "couple" | "vendor"; text: string; sentAt: string }[];
  updatedAt: string;
};

export type StandInAccount = { password: string; leads: StandInLead[] };

/**
 * What both marketplace stand-ins simulate beside their wire format: accounts, sessions that expire,
 * a rate limit (429 Retry-After) and an outage. Tests and the dev command drive it through these methods.
 */
export function createStandInState(options: { pageSize?: number } = {}) {
  const accounts = new Map<string, StandInAccount>();
  const sessions = new Map<string, string>();
  let rateLimited = 0;
  let retryAfterSeconds = 30;
  let down = false;
  let counter = 0;
  const requests: { method: string; path: string }[] = [];
  const nextId = (prefix: string) => `${prefix}${(++counter).toString().padStart(5, "0")}`;

  return {
    pageSize: options.pageSize ?? 10,
    requests,
    addAccount(username: string, password: string) {
      accounts.set(username, { password, leads: [] });
    },
    account: (username: string) => accounts.get(username),
    /** A new request in the vendor's directory inbox; answers its id. */
    addLead(username: string, lead: Omit<StandInLead, "id" | "messages" | "updatedAt" | "status"> & { message: string }) {
      const account = accounts.get(username);
      if (!account) throw new Error(`no stand-in account ${username}`);
      const now = new Date().toISOString();
      const id = nextId("L");
      const { message, ...rest } = lead;
      account.leads.unshift({
        ...rest,
        id,
        status: "PENDING",
        updatedAt: now,
        messages: [{ id: nextId("M"), from: "couple", text: message, sentAt: now }],
      });
      return id;
    },
    addMessage(lead: StandInLead, from: "couple" | "vendor", text: string) {
      const message = { id: nextId("M"), from, text, sentAt: new Date().toISOString() };
      lead.messages.push(message);
      lead.updatedAt = message.sentAt;
      return message;
    },
    openSession(username: string, password: string): string | null {
      if (accounts.get(username)?.password !== password) return null;
      const token = randomBytes(16).toString("hex");
      sessions.set(token, username);
      return token;
    },
    userOf: (token: string | undefined) => (token ? (sessions.get(token) ?? null) : null),
    /** Every open session ends: the next call answers as an expired session. */
    expireSessions: () => sessions.clear(),
    /** The next `count` calls answer 429 with Retry-After. */
    rateLimit(count: number, retryAfter = 30) {
      rateLimited = count;
      retryAfterSeconds = retryAfter;
    },
    setDown: (value: boolean) => {
      down = value;
    },
    /** Counts the request and answers what the simulated trouble wants answered, if any. */
    gate(method: string, path: string): { status: 503 } | { status: 429; retryAfter: number } | null {
      requests.push({ method, path });
      if (down) return { status: 503 };
      if (rateLimited > 0) {
        rateLimited -= 1;
        return { status: 429, retryAfter: retryAfterSeconds };
      }
      return null;
    },
    page<T>(items: T[], page: number) {
      const totalPages = Math.max(1, Math.ceil(items.length / this.pageSize));
      return { items: items.slice((page - 1) * this.pageSize, page * this.pageSize), totalPages };
    },
  };
}
export type StandInState = ReturnType<typeof createStandInState>;
