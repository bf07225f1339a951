import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every call to an admin route: who (user id and e-mail at the time), what (method and route), on
 * what (vendor or article id), the answer's status, when. No foreign key: the trail outlives accounts.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id"),
    email: text("email"),
    action: text("action").notNull(),
    target: text("target"),
    statusCode: integer("status_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc()),
    index("admin_audit_log_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);
