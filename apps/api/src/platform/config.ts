import path from "node:path";
import { DEFAULT_STORAGE_QUOTA_MB } from "@cortege/domain";
import { z } from "zod";
import { type BillingSettings, DEFAULT_STRIPE_API_URL } from "./billing-settings.ts";
import { DEFAULT_GOOGLE_API_URL, DEFAULT_GOOGLE_OAUTH_URL, type GoogleSettings } from "./google-settings.ts";
import { repoRoot } from "./paths.ts";
import {
  DEFAULT_ADDRESS_SEARCH_URL,
  DEFAULT_COMPANY_SEARCH_URL,
  type PublicApiSettings,
} from "./public-apis/public-api-settings.ts";
import type { S3Settings } from "./storage/s3-storage.ts";

const booleanish = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  // Loopback unless told otherwise: a server reachable from the network is a deliberate choice (HOST=0.0.0.0).
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Cortège <ne-pas-repondre@cortege.localhost>"),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEMO_ACCOUNT: booleanish.default(true),
  TRUST_PROXY: booleanish.default(false),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_STORAGE_QUOTA_MB),
  COMPANY_SEARCH_API_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_COMPANY_SEARCH_URL),
  ADDRESS_API_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_ADDRESS_SEARCH_URL),
  // Google (calendar sync, Business reviews): on when both the client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_GOOGLE_OAUTH_URL),
  GOOGLE_API_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_GOOGLE_API_URL),
  // Where Google posts calendar change notifications (push channels); polling only when absent.
  GOOGLE_PUSH_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Stripe (subscriptions): on with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; STRIPE_API_URL for the stand-in.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "une clé secrète Stripe (sk_test_… ou sk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "le secret de signature du webhook (whsec_…)")
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_STRIPE_API_URL),
  STRIPE_TEST_CLOCKS: booleanish.default(false),
  // Couples' e-mail replies: Reply-To reply+<token>@INBOUND_MAIL_DOMAIN, received on INBOUND_SMTP_PORT.
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "un nom de domaine, par exemple reponses.exemple.fr")
    .optional(),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Marketplaces A and B (issue 23): each on when its site's address is set (a stand-in in development).
  MARKETPLACE_A_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETPLACE_B_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETPLACE_SYNC_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // Test-only: the notifications' daily run (07:00 Paris) also every this many seconds (the e2e server).
  NOTIFICATIONS_DAILY_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  // The plateforme agréée e-invoices are deposited on (issue 24): on when its address is set; each vendor saves its
  // own API token on the screens, EINVOICE_PA_TOKEN (optional) serves those without one.
  EINVOICE_PA_URL: z.url({ protocol: /^https?$/ }).optional(),
  EINVOICE_PA_TOKEN: z.string().min(1).optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  demoAccount: boolean;
  trustProxy: boolean;
  /** Files go to this bucket when S3_BUCKET is set, to DATA_DIR/files otherwise. */
  s3: S3Settings | undefined;
  storageQuotaBytes: number;
  /** The public company search and address APIs (open, no key): their real URLs unless set. */
  publicApis: PublicApiSettings;
  /** Whether /dev/outbox may be served: see devOutboxAllowed. */
  devOutbox: boolean;
  /** Google's addresses and our OAuth client; undefined (Google off) without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. */
  google: GoogleSettings | undefined;
  /** The couples' reply domain and the port of its SMTP receiver (the receiver runs only with both). */
  inboundMailDomain: string | undefined;
  inboundSmtpPort: number | undefined;
  /** Stripe; undefined (billing not configured) without STRIPE_SECRET_KEY. */
  billing: BillingSettings | undefined;
  /** Marketplaces A and B: their addresses (off when absent) and the seconds between two syncs. */
  marketplaces: { aUrl: string | undefined; bUrl: string | undefined; syncSeconds: number };
  /** Test-only: the notifications' daily run also every this many seconds; undefined in production use. */
  notificationsDailyEverySeconds: number | undefined;
  /** The plateforme agréée (EINVOICE_PA_URL, optional server-wide EINVOICE_PA_TOKEN); undefined without the URL. */
  einvoicing: { url: string; token: string | undefined } | undefined;
};

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost", "::ffff:127.0.0.1"]);

export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host.trim().toLowerCase()) || /^127\./.test(host.trim());

/**
 * The outbox shows every e-mail, reset codes included, to whoever asks: only a developer's machine
 * may serve it. Any sign of a real deployment turns it off: a non-loopback HOST, NODE_ENV=production,
 * a PUBLIC_URL, a real SMTP server, or a trusted proxy in front.
 */
export function devOutboxAllowed(env: {
  host: string;
  nodeEnv: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  trustProxy: boolean;
}): boolean {
  return isLoopbackHost(env.host) && env.nodeEnv !== "production" && !env.publicUrl && !env.smtpUrl && !env.trustProxy;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad variable stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message} (valeur reçue : ${JSON.stringify(present[String(i.path[0])])})`,
    );
    throw new ConfigError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Configuration invalide :\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: indiquez les deux, ou aucun pour désactiver Google",
    );
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Configuration invalide :\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: indiquez les deux, ou aucun pour les identifiants de la machine",
    );
  }
  if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      "Configuration invalide :\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: indiquez les deux, ou aucun pour désactiver la facturation",
    );
  }
  if (c.STRIPE_TEST_CLOCKS && !c.STRIPE_SECRET_KEY?.includes("_test_")) {
    throw new ConfigError("Configuration invalide :\n  STRIPE_TEST_CLOCKS: réservé à une clé de test (sk_test_…)");
  }
  const base = env.INIT_CWD ?? process.cwd();
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: c.DATA_DIR ? path.resolve(base, c.DATA_DIR) : path.resolve(repoRoot, "data"),
    databaseUrl: c.DATABASE_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    jwtSecret: c.JWT_SECRET,
    publicUrl: c.PUBLIC_URL,
    inboundMailDomain: c.INBOUND_MAIL_DOMAIN,
    inboundSmtpPort: c.INBOUND_SMTP_PORT,
    marketplaces: { aUrl: c.MARKETPLACE_A_URL, bUrl: c.MARKETPLACE_B_URL, syncSeconds: c.MARKETPLACE_SYNC_SECONDS },
    notificationsDailyEverySeconds: c.NOTIFICATIONS_DAILY_EVERY_SECONDS,
    einvoicing: c.EINVOICE_PA_URL ? { url: c.EINVOICE_PA_URL, token: c.EINVOICE_PA_TOKEN } : undefined,
    logLevel: c.LOG_LEVEL,
    demoAccount: c.DEMO_ACCOUNT,
    trustProxy: c.TRUST_PROXY,
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          region: c.S3_REGION,
          endpoint: c.S3_ENDPOINT,
          accessKeyId: c.S3_ACCESS_KEY_ID,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    storageQuotaBytes: c.STORAGE_QUOTA_MB * 1024 * 1024,
    publicApis: { companySearchUrl: c.COMPANY_SEARCH_API_URL, addressSearchUrl: c.ADDRESS_API_URL },
    // The variable as set, not the schema's default: an unset NODE_ENV is a developer's `npm start`.
    devOutbox: devOutboxAllowed({
      host: c.HOST,
      nodeEnv: present.NODE_ENV,
      publicUrl: c.PUBLIC_URL,
      smtpUrl: c.SMTP_URL,
      trustProxy: c.TRUST_PROXY,
    }),
    billing:
      c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: c.STRIPE_SECRET_KEY,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET,
            apiUrl: c.STRIPE_API_URL,
            testClocks: c.STRIPE_TEST_CLOCKS,
          }
        : undefined,
    google:
      c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? {
            clientId: c.GOOGLE_CLIENT_ID,
            clientSecret: c.GOOGLE_CLIENT_SECRET,
            oauthUrl: c.GOOGLE_OAUTH_URL,
            apiUrl: c.GOOGLE_API_URL,
            pushUrl: c.GOOGLE_PUSH_URL,
          }
        : undefined,
  };
}
