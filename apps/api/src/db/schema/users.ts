import type { Address } from "@cortege/domain";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  firstname: text("firstname"),
  lastname: text("lastname"),
  phone: text("phone"),
  phoneCode: text("phone_code").notNull().default("33"),
  address: jsonb("address").$type<Address | null>(),
  profilePicture: text("profile_picture"),
  loginCount: integer("login_count").notNull().default(0),
  isMultiVendor: boolean("is_multi_vendor").notNull().default(false),
  groups: text("groups").array().notNull().default(sql`'{}'::text[]`),
  customerId: text("customer_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time 6-digit codes: e-mail confirmation, password reset, e-mail change. */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedBy("user_id", () => users.id),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    newEmail: text("new_email"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_codes_user_purpose_idx").on(t.userId, t.purpose, t.createdAt)],
);

/** Opaque refresh tokens, stored hashed; a family is one login, rotated at each use. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedBy("user_id", () => users.id),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_user_idx").on(t.userId)],
);

/** Failed login counters per account and per IP, shared by every API replica. */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
});
