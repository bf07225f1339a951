import { and, eq, gt, isNotNull } from "drizzle-orm";
import { calendarAccounts } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

export type CalendarAccount = typeof calendarAccounts.$inferSelect;
type AccountChange = Partial<Omit<CalendarAccount, "vendorId" | "updatedAt">>;

/** The vendor's calendar settings: ICS token, Google link (tokens sealed by the caller). */
export function createCalendarAccountsRepository(db: Db) {
  return {
    async get(vendorId: string): Promise<CalendarAccount | undefined> {
      const [row] = await db.select().from(calendarAccounts).where(eq(calendarAccounts.vendorId, vendorId));
      return row;
    },
    async save(vendorId: string, change: AccountChange): Promise<CalendarAccount> {
      const [row] = await db
        .insert(calendarAccounts)
        .values({ vendorId, ...change })
        .onConflictDoUpdate({ target: calendarAccounts.vendorId, set: { ...change, updatedAt: new Date() } })
        .returning();
      return row as CalendarAccount;
    },
    /** The pending consent of `state`, started after `since`; consumed once. */
    async takeOAuthState(state: string, since: Date): Promise<CalendarAccount | undefined> {
      const [row] = await db
        .update(calendarAccounts)
        .set({ oauthState: null, updatedAt: new Date() })
        .where(and(eq(calendarAccounts.oauthState, state), gt(calendarAccounts.oauthStartedAt, since)))
        .returning();
      return row;
    },
    async byIcsToken(token: string): Promise<CalendarAccount | undefined> {
      const [row] = await db.select().from(calendarAccounts).where(eq(calendarAccounts.icsToken, token));
      return row;
    },
    /** Accounts whose Google calendar is linked and chosen: the ones the minute's job visits. */
    async linked(): Promise<CalendarAccount[]> {
      return db
        .select()
        .from(calendarAccounts)
        .where(and(eq(calendarAccounts.googleStatus, "linked"), isNotNull(calendarAccounts.googleCalendarId)));
    },
    async byChannel(channelId: string): Promise<CalendarAccount | undefined> {
      const [row] = await db.select().from(calendarAccounts).where(eq(calendarAccounts.googleChannelId, channelId));
      return row;
    },
  };
}
export type CalendarAccountsRepository = ReturnType<typeof createCalendarAccountsRepository>;
