import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import {
  calendarMessages,
  type GoogleCalendar,
  type GoogleEventFields,
  type GoogleEventView,
  type GoogleLink,
  googleMessages as gm,
  parisDateOf,
  parisInstantOf,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { AppError, badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { VendorGoogleLink } from "../vendors/vendor-google-link.ts";
import { createCalendarRepository, type PulledEvent, type StoredCalendarEvent } from "./calendar.repository.ts";
import type { AppointmentListener } from "./calendar.service.ts";
import { createCalendarAccountsRepository } from "./calendar-accounts.repository.ts";
import {
  type GoogleClient,
  type GoogleEvent,
  type GoogleEventWrite,
  GoogleGrantRevoked,
  GoogleSyncTokenExpired,
  type GoogleTime,
} from "./google-client.ts";
import type { TokenCipher } from "./token-cipher.ts";

/** A consent must come back within this time. */
const CONSENT_TTL_MS = 15 * 60_000;
/** An access token is refreshed this long before Google's expiry. */
const REFRESH_MARGIN_MS = 60_000;
/** A full sync reads from a year back: older events do not matter to an agenda. */
const FULL_SYNC_DAYS = 365;
/** A push channel is asked for a week (Google's usual maximum for events) and renewed a day before it ends. */
const CHANNEL_TTL_SECONDS = 7 * 86_400;
const CHANNEL_RENEW_BEFORE_MS = 86_400_000;
/** With a live push channel, polling is only a safety net: every 10 minutes instead of every minute. */
const POLL_WITH_PUSH_MS = 10 * 60_000;

type Log = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
type Deps = {
  db: Db;
  client: GoogleClient | null;
  cipher: TokenCipher;
  vendorLink: VendorGoogleLink;
  /** Where Google sends the vendor back: PUBLIC_URL, or the origin of the request that started the link. */
  callbackUrl: (origin: string) => string;
  /** Where Google posts change notifications (GOOGLE_PUSH_URL); no push channels when null. */
  pushUrl?: string | null;
  log: Log;
  now?: () => Date;
};

const codes = {
  notConfigured: "GOOGLE_NOT_CONFIGURED",
  notLinked: "GOOGLE_NOT_LINKED",
  reconnect: "GOOGLE_RECONNECT",
  unavailable: "GOOGLE_UNAVAILABLE",
  calendar: "GOOGLE_CALENDAR_NOT_OFFERED",
} as const;

/** An event Google no longer has (404, or 410 once deleted) answers null. */
async function goneAsNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GoogleSyncTokenExpired || (error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** Google time → our instant; an all-day date starts at midnight in Paris. */
const instantOf = (t: GoogleTime | undefined): string | null =>
  t?.dateTime ? new Date(t.dateTime).toISOString() : t?.date ? parisInstantOf(t.date) : null;

function pulled(event: GoogleEvent): PulledEvent | null {
  const startTime = instantOf(event.start);
  const endTime = instantOf(event.end);
  if (!startTime || !endTime) return null;
  return {
    googleEventId: event.id,
    title: (event.summary ?? "").trim() || "(Sans titre)",
    description: event.description ?? null,
    startTime,
    endTime,
    allDay: Boolean(event.start?.date),
    emails: (event.attendees ?? []).map((a) => a.email).filter(Boolean),
  };
}

/** Our appointment as Google takes it (Paris time zone; an all-day end is the day after, exclusive). */
function written(event: StoredCalendarEvent): GoogleEventWrite {
  const span = event.allDay
    ? { start: { date: parisDateOf(event.startTime) }, end: { date: parisDateOf(event.endTime) } }
    : {
        start: { dateTime: event.startTime, timeZone: "Europe/Paris" },
        end: { dateTime: event.endTime, timeZone: "Europe/Paris" },
      };
  return {
    summary: event.title,
    description: event.description ?? "",
    ...span,
    attendees: event.emails.map((email) => ({ email })),
  };
}

/**
 * The link with the vendor's Google calendar: consent (OAuth 2 + PKCE), sealed tokens refreshed
 * before expiry, our appointments pushed as they change, Google's changes pulled with sync tokens.
 */
export function createGoogleSyncService({
  db,
  client,
  cipher,
  vendorLink,
  callbackUrl,
  pushUrl = null,
  log,
  now = () => new Date(),
}: Deps) {
  const accounts = createCalendarAccountsRepository(db);
  const events = createCalendarRepository(db);

  const google = (): GoogleClient => {
    if (!client) throw new AppError(409, codes.notConfigured, gm.notConfigured);
    return client;
  };

  async function markRevoked(vendorId: string) {
    await accounts.save(vendorId, { googleStatus: "revoked", googleAccessToken: null, googleAccessExpiresAt: null });
    await vendorLink.set(vendorId, {
      isGoogleLinked: false,
      googleCalendarId: (await accounts.get(vendorId))?.googleCalendarId ?? null,
    });
  }

  /** A valid access token: the stored one, or a fresh one from the refresh token. */
  async function accessToken(vendorId: string): Promise<string> {
    const account = await accounts.get(vendorId);
    if (account?.googleStatus === "revoked") throw new AppError(409, codes.reconnect, gm.reconnect);
    if (account?.googleStatus !== "linked" || !account.googleRefreshToken) throw new AppError(409, codes.notLinked, gm.notLinked);
    if (
      account.googleAccessToken &&
      account.googleAccessExpiresAt &&
      account.googleAccessExpiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()
    ) {
      return cipher.open(account.googleAccessToken);
    }
    try {
      const fresh = await google().refresh(cipher.open(account.googleRefreshToken));
      await accounts.save(vendorId, {
        googleAccessToken: cipher.seal(fresh.accessToken),
        googleAccessExpiresAt: fresh.expiresAt,
      });
      return fresh.accessToken;
    } catch (error) {
      if (error instanceof GoogleGrantRevoked) {
        await markRevoked(vendorId);
        throw new AppError(409, codes.reconnect, gm.reconnect);
      }
      throw unavailable(error);
    }
  }

  function unavailable(error: unknown): AppError {
    if (error instanceof AppError) return error;
    log.warn({ err: error }, "google call failed");
    return new AppError(502, codes.unavailable, gm.unavailable);
  }

  /** Runs a Google call with a token; a 401 (token refused early) refreshes once and retries. */
  async function withToken<T>(vendorId: string, work: (token: string) => Promise<T>): Promise<T> {
    const token = await accessToken(vendorId);
    try {
      return await work(token);
    } catch (error) {
      if (error instanceof GoogleSyncTokenExpired) throw error;
      if ((error as { status?: number }).status === 401) {
        await accounts.save(vendorId, { googleAccessExpiresAt: new Date(0) });
        try {
          return await work(await accessToken(vendorId));
        } catch (again) {
          throw again instanceof GoogleSyncTokenExpired ? again : unavailable(again);
        }
      }
      throw unavailable(error);
    }
  }

  async function calendars(vendorId: string): Promise<GoogleCalendar[]> {
    const list = await withToken(vendorId, (token) => google().calendarList(token));
    return (list.items ?? []).flatMap((c) =>
      c.accessRole === "owner" || c.accessRole === "writer"
        ? [{ id: c.id, summary: c.summary ?? c.id, accessRole: c.accessRole }]
        : [],
    );
  }

  /** Pulls Google's changes of the chosen calendar; answers how many entries changed. */
  async function sync(vendorId: string): Promise<{ changed: number; syncedAt: string }> {
    const account = await accounts.get(vendorId);
    const calendarId = account?.googleCalendarId;
    if (!calendarId) throw new AppError(409, codes.notLinked, gm.notLinked);
    let syncToken = account.googleSyncToken;
    let changed = 0;
    const seen = new Set<string>();
    const full = !syncToken;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        let pageToken: string | undefined;
        let next: string | undefined;
        do {
          const from = syncToken ? { syncToken } : { timeMin: new Date(Date.now() - FULL_SYNC_DAYS * 86_400_000).toISOString() };
          const page = await withToken(vendorId, (token) => google().listEvents(token, calendarId, from, pageToken));
          for (const item of page.items ?? []) {
            changed += 1;
            seen.add(item.id);
            const event = item.status === "cancelled" ? null : pulled(item);
            if (event) await events.upsertPulled(vendorId, event);
            else await events.deletePulled(vendorId, item.id);
          }
          pageToken = page.nextPageToken;
          next = page.nextSyncToken;
        } while (pageToken);
        // After a full list, Google's copies that it no longer lists are gone there.
        if (full || attempt > 0) changed += await events.dropGoogleOnlyExcept(vendorId, seen);
        const syncedAt = new Date();
        await accounts.save(vendorId, { googleSyncToken: next ?? null, googleSyncedAt: syncedAt });
        return { changed, syncedAt: syncedAt.toISOString() };
      } catch (error) {
        if (!(error instanceof GoogleSyncTokenExpired) || attempt > 0)
          throw error instanceof GoogleSyncTokenExpired ? unavailable(error) : error;
        // 410 Gone: the token expired; start again with a full sync.
        syncToken = null;
        seen.clear();
      }
    }
    throw unavailable(new Error("unreachable"));
  }

  const view = (e: StoredCalendarEvent): GoogleEventView => ({
    id: e.eventId,
    summary: e.title,
    description: e.description,
    start: e.startTime,
    end: e.endTime,
    allDay: e.allDay,
    attendees: e.emails,
  });
  const eventWrite = (fields: GoogleEventFields) =>
    written({
      title: fields.summary,
      description: fields.description,
      startTime: fields.start,
      endTime: fields.end,
      allDay: fields.allDay,
      emails: fields.attendees,
    } as StoredCalendarEvent);

  /** Google's event stored on our side as Google answered it (the pull that follows finds it unchanged). */
  async function keep(vendorId: VendorId, answer: GoogleEvent): Promise<GoogleEventView> {
    const event = pulled(answer);
    if (!event) throw unavailable(new Error("google answered an event without start or end"));
    await events.upsertPulled(vendorId, event);
    const stored = await events.byGoogleId(vendorId, answer.id);
    if (!stored) throw unavailable(new Error("pulled event not stored"));
    return view(stored);
  }
  async function chosenCalendar(vendorId: VendorId): Promise<string> {
    const account = await accounts.get(vendorId);
    if (account?.googleStatus === "revoked") throw new AppError(409, codes.reconnect, gm.reconnect);
    if (account?.googleStatus !== "linked" || !account.googleCalendarId) throw new AppError(409, codes.notLinked, gm.notLinked);
    return account.googleCalendarId;
  }
  async function googleOwned(vendorId: VendorId, eventId: string) {
    const event = await events.get(vendorId, eventId);
    if (event?.origin !== "google" || !event.googleEventId) throw notFound(calendarMessages.calendarEventNotFound);
    return { ...event, googleEventId: event.googleEventId };
  }

  /** Stops a channel at Google (best effort: an expired one is gone anyway). */
  async function stopChannel(vendorId: string, channel: { id: string; resourceId: string }) {
    await withToken(vendorId, (token) => google().stopChannel(token, channel)).catch((error: unknown) =>
      log.warn({ err: error, vendorId }, "google channel stop failed"),
    );
  }

  /**
   * Opens a push channel on the chosen calendar (events.watch) and stops the one it replaces: Google
   * then posts to GOOGLE_PUSH_URL on each change, with the channel's id and token for us to check.
   */
  async function openChannel(vendorId: string): Promise<void> {
    if (!pushUrl || !client) return;
    const account = await accounts.get(vendorId);
    const calendarId = account?.googleCalendarId;
    if (account?.googleStatus !== "linked" || !calendarId) return;
    const id = randomUUID();
    const token = randomBytes(24).toString("base64url");
    const channel = await withToken(vendorId, (access) =>
      google().watchEvents(access, calendarId, { id, token, address: pushUrl, ttlSeconds: CHANNEL_TTL_SECONDS }),
    );
    const expiresAt = channel.expiration
      ? new Date(Number(channel.expiration))
      : new Date(now().getTime() + CHANNEL_TTL_SECONDS * 1000);
    await accounts.save(vendorId, {
      googleChannelId: id,
      googleChannelResourceId: channel.resourceId,
      googleChannelToken: token,
      googleChannelExpiresAt: expiresAt,
    });
    if (account.googleChannelId && account.googleChannelResourceId) {
      await stopChannel(vendorId, { id: account.googleChannelId, resourceId: account.googleChannelResourceId });
    }
  }

  const channelLive = (account: { googleChannelId: string | null; googleChannelExpiresAt: Date | null }) =>
    Boolean(account.googleChannelId && account.googleChannelExpiresAt && account.googleChannelExpiresAt > now());

  async function pushable(vendorId: VendorId) {
    const account = await accounts.get(vendorId);
    return account?.googleStatus === "linked" && account.googleCalendarId ? account.googleCalendarId : null;
  }

  /** Pushing follows each save; a failure is logged and the next save or the pull catches up. */
  const listener: AppointmentListener = {
    async saved(vendorId, event) {
      const calendarId = await pushable(vendorId);
      if (!calendarId) return;
      try {
        if (event.googleEventId) {
          await withToken(vendorId, (token) =>
            google().patchEvent(token, calendarId, event.googleEventId as string, written(event)),
          );
        } else {
          const created = await withToken(vendorId, (token) => google().insertEvent(token, calendarId, written(event)));
          await events.setGoogleId(vendorId, event.eventId, created.id);
        }
      } catch (error) {
        log.warn({ err: error, vendorId }, "google push failed");
      }
    },
    async deleted(vendorId, event) {
      const calendarId = await pushable(vendorId);
      if (!calendarId || !event.googleEventId) return;
      try {
        await withToken(vendorId, (token) => google().deleteEvent(token, calendarId, event.googleEventId as string));
      } catch (error) {
        log.warn({ err: error, vendorId }, "google delete failed");
      }
    },
  };

  return {
    listener,
    sync,
    calendars,

    async link(vendorId: VendorId): Promise<GoogleLink> {
      const account = await accounts.get(vendorId);
      return {
        configured: client !== null,
        status: account?.googleStatus ?? "none",
        calendarId: account?.googleCalendarId ?? null,
        syncedAt: account?.googleSyncedAt?.toISOString() ?? null,
      };
    },

    /** GET vendor/google-auth: the consent address, with a fresh state and PKCE verifier kept for the callback. */
    async consentUrl(vendorId: VendorId, origin: string): Promise<string> {
      const state = randomBytes(24).toString("base64url");
      const { verifier, challenge } = await google().pkcePair();
      const url = google().consentUrl(state, challenge, callbackUrl(origin));
      await accounts.save(vendorId, { oauthState: state, oauthVerifier: cipher.seal(verifier), oauthStartedAt: new Date() });
      return url;
    },

    /** Google's redirect: the code for tokens, with the verifier of the state it carries. Answers the vendor linked. */
    async callback(state: string, code: string, origin: string): Promise<string> {
      const account = await accounts.takeOAuthState(state, new Date(Date.now() - CONSENT_TTL_MS));
      if (!account?.oauthVerifier) throw badRequest("GOOGLE_LINK_EXPIRED", gm.linkExpired);
      let tokens: Awaited<ReturnType<GoogleClient["exchangeCode"]>>;
      try {
        tokens = await google().exchangeCode(code, cipher.open(account.oauthVerifier), callbackUrl(origin));
      } catch (error) {
        if (error instanceof GoogleGrantRevoked) throw badRequest("GOOGLE_LINK_EXPIRED", gm.linkExpired);
        throw unavailable(error);
      }
      const refreshToken = tokens.refreshToken ?? (account.googleRefreshToken ? cipher.open(account.googleRefreshToken) : null);
      if (!refreshToken) throw unavailable(new Error("no refresh token"));
      await accounts.save(account.vendorId, {
        googleStatus: "linked",
        googleRefreshToken: cipher.seal(refreshToken),
        googleAccessToken: cipher.seal(tokens.accessToken),
        googleAccessExpiresAt: tokens.expiresAt,
        oauthVerifier: null,
      });
      await vendorLink.set(account.vendorId, { isGoogleLinked: true, googleCalendarId: account.googleCalendarId });
      return account.vendorId;
    },

    /** POST vendor/select-google-calendar: only an owner or writer calendar; a full sync follows. */
    async selectCalendar(vendorId: VendorId, calendarId: string): Promise<GoogleLink> {
      const offered = await calendars(vendorId);
      if (!offered.some((c) => c.id === calendarId)) throw badRequest(codes.calendar, gm.calendarNotOffered);
      const account = await accounts.get(vendorId);
      if (account?.googleCalendarId !== calendarId) {
        await events.forgetGoogle(vendorId);
        await accounts.save(vendorId, { googleCalendarId: calendarId, googleSyncToken: null });
      }
      await vendorLink.set(vendorId, { isGoogleLinked: true, googleCalendarId: calendarId });
      await sync(vendorId);
      if (account?.googleCalendarId !== calendarId || !account?.googleChannelId) {
        await openChannel(vendorId).catch((error: unknown) => log.warn({ err: error, vendorId }, "google watch failed"));
      }
      return this.link(vendorId);
    },

    /** POST vendor/remove-google-tokens: revoked at Google (best effort), forgotten here, Google's copies removed. */
    async removeTokens(vendorId: VendorId): Promise<GoogleLink> {
      const account = await accounts.get(vendorId);
      if (client && account?.googleChannelId && account.googleChannelResourceId && account.googleStatus === "linked") {
        await stopChannel(vendorId, { id: account.googleChannelId, resourceId: account.googleChannelResourceId });
      }
      if (client && account?.googleRefreshToken) {
        await client
          .revoke(cipher.open(account.googleRefreshToken))
          .catch((error: unknown) => log.warn({ err: error }, "google revoke failed"));
      }
      await accounts.save(vendorId, {
        googleStatus: "none",
        googleRefreshToken: null,
        googleAccessToken: null,
        googleAccessExpiresAt: null,
        googleCalendarId: null,
        googleSyncToken: null,
        googleSyncedAt: null,
        googleChannelId: null,
        googleChannelResourceId: null,
        googleChannelToken: null,
        googleChannelExpiresAt: null,
      });
      await events.forgetGoogle(vendorId);
      await vendorLink.set(vendorId, { isGoogleLinked: false, googleCalendarId: null });
      return this.link(vendorId);
    },

    /** GET calendar/google-events: Google's events of the chosen calendar, as last synced. */
    async googleEvents(vendorId: VendorId, timeMin: string, timeMax: string): Promise<GoogleEventView[]> {
      const rows = await events.inRange(vendorId, new Date(timeMin), new Date(timeMax), "google");
      return rows.map(view);
    },

    /** POST calendar/google-events/create: written in Google first, then kept here as Google answered it. */
    async createGoogleEvent(vendorId: VendorId, fields: GoogleEventFields): Promise<GoogleEventView> {
      const calendarId = await chosenCalendar(vendorId);
      const created = await withToken(vendorId, (token) => google().insertEvent(token, calendarId, eventWrite(fields)));
      return keep(vendorId, created);
    },
    /** POST calendar/google-events/update: a Google event of the chosen calendar, by our id of it. */
    async updateGoogleEvent(vendorId: VendorId, eventId: string, fields: GoogleEventFields): Promise<GoogleEventView> {
      const calendarId = await chosenCalendar(vendorId);
      const event = await googleOwned(vendorId, eventId);
      const patched = await withToken(vendorId, (token) =>
        goneAsNull(google().patchEvent(token, calendarId, event.googleEventId, eventWrite(fields))),
      );
      if (!patched) {
        // Deleted in Google meanwhile: our copy goes too, and the vendor is told it is gone.
        await events.deletePulled(vendorId, event.googleEventId);
        throw notFound(calendarMessages.calendarEventNotFound);
      }
      return keep(vendorId, patched);
    },
    /** POST calendar/google-events/delete: deleted in Google, then here (already gone there is fine). */
    async deleteGoogleEvent(vendorId: VendorId, eventId: string): Promise<void> {
      const calendarId = await chosenCalendar(vendorId);
      const event = await googleOwned(vendorId, eventId);
      await withToken(vendorId, (token) => goneAsNull(google().deleteEvent(token, calendarId, event.googleEventId)));
      await events.deletePulled(vendorId, event.googleEventId);
    },

    /**
     * Google's push notification (a public call): the channel's id and token must be the ones we
     * opened; then the vendor's calendar is pulled. Answers false for a channel that is not ours.
     */
    async notified(
      headers: { channelId: string; token: string; state: string },
      pulling: (work: Promise<unknown>) => void = (work) => void work,
    ): Promise<boolean> {
      const account = await accounts.byChannel(headers.channelId);
      const expected = Buffer.from(account?.googleChannelToken ?? "");
      const given = Buffer.from(headers.token);
      if (!account || expected.length === 0 || expected.length !== given.length || !timingSafeEqual(expected, given))
        return false;
      // "sync" only says the channel is open; "exists" / "not_exists" say something changed.
      if (headers.state !== "sync") {
        pulling(sync(account.vendorId).catch((error: unknown) => log.warn({ err: error }, "google sync on push failed")));
      }
      return true;
    },

    /**
     * The minute's job: for every linked vendor, a channel opened or renewed a day before it ends,
     * and a pull: each minute without a live channel, every 10 minutes with one (the safety net).
     * One vendor failing does not stop the others.
     */
    async syncAll(): Promise<void> {
      for (const account of await accounts.linked()) {
        const vendorId = account.vendorId;
        if (
          pushUrl &&
          (!account.googleChannelExpiresAt ||
            account.googleChannelExpiresAt.getTime() - CHANNEL_RENEW_BEFORE_MS < now().getTime())
        ) {
          await openChannel(vendorId).catch((error: unknown) => log.warn({ err: error, vendorId }, "google watch failed"));
        }
        const fresh = account.googleSyncedAt && now().getTime() - account.googleSyncedAt.getTime() < POLL_WITH_PUSH_MS;
        if (channelLive(account) && fresh) continue;
        await sync(vendorId).catch((error: unknown) => log.warn({ err: error, vendorId }, "google sync failed"));
      }
    },

    /** A Google call with the vendor's valid access token (refreshed, revocation detected): for the Business Profile. */
    withGoogle: <T>(vendorId: VendorId, work: (client: GoogleClient, token: string) => Promise<T>) =>
      withToken(vendorId, (token) => work(google(), token)),
  };
}
export type GoogleSyncService = ReturnType<typeof createGoogleSyncService>;
