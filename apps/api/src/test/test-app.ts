import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app.ts";
import { type Database, openDatabase } from "../platform/db/database.ts";
import { createOutboxMailer, type Mailer } from "../platform/mail/mailer.ts";
import type { PublicApiSettings } from "../platform/public-apis/public-api-settings.ts";
import { createLocalStorage } from "../platform/storage/local-storage.ts";
import type { Storage } from "../platform/storage/storage.ts";
import { admin, withDatabase } from "./global-setup.ts";
import { startPublicApiStandIns } from "./public-api-stand-ins.ts";

export type TestApp = {
  app: FastifyInstance;
  routes: RouteOptions[];
  database: Database;
  mailer: Mailer;
  storage: Storage;
  /** Starts the job workers (scheduled e-mails); they stop with close(). */
  startWorkers: () => Promise<void>;
  /** The couples' e-mail reply receiver, when the test asked for it (inboundMailDomain). */
  inboundMailPort: number | null;
  /** The notifications' relay (e-mail digests, push) and daily run, called by tests that move the clock. */
  notificationJobs: { dispatchDue: () => Promise<{ email: number; push: number }>; runDaily: () => Promise<number> };
  /** The marketplaces' service (the demo seed's leads). */
  marketplaces: Awaited<ReturnType<typeof buildApp>>["marketplaces"];
  close: () => Promise<void>;
};

/** A real app on its own clone of the migrated template database, mail written to a temp outbox. */
export async function createTestApp(
  options: {
    mailer?: Mailer;
    storage?: Storage;
    storageQuotaBytes?: number;
    publicApis?: PublicApiSettings;
    jobs?: AppDeps["jobs"];
    /** Starts the SMTP receiver of couples' replies for this domain, on a free port. */
    inboundMailDomain?: string;
    google?: AppDeps["google"];
    /** Stripe (a stand-in started by the test); billing not configured when absent. */
    billing?: AppDeps["billing"];
    notifications?: AppDeps["notifications"];
    marketplaces?: AppDeps["marketplaces"];
    /** A plateforme agréée (a stand-in started by the test); not configured when absent. */
    einvoicing?: AppDeps["einvoicing"];
  } = {},
): Promise<TestApp> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const adminUrl = inject("adminUrl");
  await admin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject("templateDb")}`);
  const database = openDatabase(withDatabase(adminUrl, name), 5);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-outbox-"));
  const mailer = options.mailer ?? createOutboxMailer(outboxDir, "Cortège <test@cortege.localhost>");
  // A local storage in a temp dir unless the test brings its own (and then closes it itself).
  const filesDir = options.storage ? null : fs.mkdtempSync(path.join(os.tmpdir(), "cortege-files-"));
  const storage = options.storage ?? createLocalStorage({ root: filesDir as string, signingSecret: randomBytes(32) });
  // The public APIs answer from local stand-ins unless the test brings its own: no test reaches the internet.
  const standIns = options.publicApis ? null : await startPublicApiStandIns();
  const { app, routes, startWorkers, inboundMailPort, notificationJobs, marketplaces } = await buildApp({
    db: database.db,
    mailer,
    jwtSecret: "test-secret-".padEnd(48, "x"),
    logLevel: "silent",
    storage,
    publicApis: options.publicApis ?? (standIns?.settings as PublicApiSettings),
    ...(options.storageQuotaBytes === undefined ? {} : { storageQuotaBytes: options.storageQuotaBytes }),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.inboundMailDomain
      ? {
          inboundMailDomain: options.inboundMailDomain,
          inboundMail: { port: 0, host: "127.0.0.1", baseUrl: "http://cortege.test" },
        }
      : {}),
    ...(options.google ? { google: options.google } : {}),
    ...(options.billing ? { billing: options.billing } : {}),
    ...(options.notifications ? { notifications: options.notifications } : {}),
    ...(options.marketplaces ? { marketplaces: options.marketplaces } : {}),
    ...(options.einvoicing ? { einvoicing: options.einvoicing } : {}),
  });
  await app.ready();
  return {
    app,
    routes,
    database,
    mailer,
    storage,
    startWorkers,
    inboundMailPort,
    notificationJobs,
    marketplaces,
    async close() {
      await app.close();
      await standIns?.close();
      await database.close().catch(() => {}); // a test may have closed it on purpose
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(outboxDir, { recursive: true, force: true });
      if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The last 6-digit code mailed to this address, read back from the outbox like a user would. */
export async function lastCodeSentTo(mailer: Mailer, email: string): Promise<string> {
  const messages = (await mailer.outbox?.list()) ?? [];
  const message = messages.find((m) => m.to === email);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export type Session = { userId: string; token: string; refreshToken: string };

/** Registers, confirms and logs a user in through the real HTTP calls. */
export async function signUp(t: TestApp, email: string, password = "motdepasse-solide"): Promise<Session> {
  await t.app.inject({ method: "POST", url: "/api/user/register", payload: { email, password } });
  const code = await lastCodeSentTo(t.mailer, email);
  await t.app.inject({ method: "POST", url: "/api/user/register/confirm-email", payload: { email, code } });
  const login = await t.app.inject({ method: "POST", url: "/api/user/login", payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return login.json() as Session;
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });
