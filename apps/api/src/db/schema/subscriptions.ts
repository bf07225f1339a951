import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { users } from "./users.ts";

/** The Stripe customer of a user, its test clock (test mode only) and whether it ever had a trial. */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    testClockId: text("test_clock_id"),
    hasHadTrial: boolean("has_had_trial").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("billing_customers_customer_key").on(t.customerId)],
);

export type StoredDiscount = {
  coupon: string;
  percentOff: number | null;
  amountOff: number | null;
  duration: string;
  valid: boolean;
  end: string | null;
};

/** The local copy of a Stripe subscription, kept by webhooks; `object_time` orders late events out. */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    customerId: text("customer_id").notNull(),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    priceId: text("price_id").notNull(),
    tier: text("tier").$type<"essential" | "premium">().notNull(),
    status: text("status").notNull(),
    interval: text("interval").notNull(),
    intervalCount: integer("interval_count").notNull().default(1),
    quantity: integer("quantity").notNull().default(1),
    amount: integer("amount").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    trialStart: timestamp("trial_start", { withTimezone: true }),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    hasPaymentMethod: boolean("has_payment_method").notNull().default(false),
    discount: jsonb("discount").$type<StoredDiscount | null>(),
    objectTime: bigint("object_time", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_subscriptions_user_idx").on(t.userId, t.status)],
);

/** The local copy of the user's Stripe invoices (their PDF stays at Stripe). */
export const billingInvoices = pgTable(
  "billing_invoices",
  {
    id: text("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    customerId: text("customer_id").notNull(),
    subscriptionId: text("subscription_id"),
    number: text("number"),
    status: text("status").notNull(),
    total: integer("total").notNull(),
    currency: text("currency").notNull().default("eur"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueDate: timestamp("due_date", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    pdfUrl: text("pdf_url"),
    paymentMethod: text("payment_method"),
    objectTime: bigint("object_time", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_invoices_user_idx").on(t.userId, t.issuedAt)],
);

/** Webhook events already handled: Stripe may deliver one twice. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
