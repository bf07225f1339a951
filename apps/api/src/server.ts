import path from "node:path";
import { buildApp } from "./app.ts";
import { resolveVapidKeys } from "./modules/notifications/vapid-keys.ts";
import { resolveJwtSecret } from "./platform/auth/secrets.ts";
import { ConfigError, loadConfig } from "./platform/config.ts";
import { DataDirLockedError, lockDataDir } from "./platform/data-dir-lock.ts";
import { ensureDatabaseExists, migrateDatabase, openDatabase } from "./platform/db/database.ts";
import { startEmbeddedPostgres } from "./platform/db/embedded-postgres.ts";
import { createOutboxMailer, createSmtpMailer } from "./platform/mail/mailer.ts";
import { webDistDir } from "./platform/paths.ts";
import { createStorage } from "./platform/storage/create-storage.ts";
import { seedDemoAccount } from "./seed-demo.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);
/** pg-boss waits up to 15 s for a job in progress; PostgreSQL's fast shutdown takes a few seconds. */
const STOP_DEADLINE_MS = 45_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = await lockDataDir(config.dataDir);
  const cleanups: Array<() => Promise<void> | void> = [releaseLock];
  let stopping = false;
  /**
   * Graceful: the HTTP server stops taking requests and lets the ones in flight finish, app.close()
   * stops the job queue (pg-boss waits for the jobs in progress), then the pool closes and the embedded
   * PostgreSQL shuts down cleanly, and the lock goes last. Exit code 0 only when all of it went well.
   */
  async function stop(code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    // Something stuck must not keep the process (and its data directory) forever.
    setTimeout(() => {
      process.stderr.write("Arrêt trop long : sortie forcée.\n");
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    let failed = false;
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        failed = true;
        process.stderr.write(`Arrêt : ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
    process.exit(failed && code === 0 ? 1 : code);
  }
  // embedded-postgres hooks these signals at import to stop PostgreSQL at once and exit 143, racing
  // the requests still in flight and the job queue: this process stops everything itself, in order.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => void stop(0));
  }

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const log = { info: say, warn: say };
      const embedded = await startEmbeddedPostgres(path.join(config.dataDir, "pg"), log);
      cleanups.push(() => embedded.stop());
      await ensureDatabaseExists(embedded.url("postgres"), "cortege");
      databaseUrl = embedded.url("cortege");
    }
    const database = openDatabase(databaseUrl);
    cleanups.push(() => database.close());
    await migrateDatabase(database.db);

    const mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, "outbox"), config.mailFrom);
    cleanups.push(() => mailer.close());

    const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
    const storage = createStorage(config, jwtSecret);
    cleanups.push(() => storage.close());

    const { app, users, blog, marketplaces, startWorkers } = await buildApp({
      db: database.db,
      mailer,
      jwtSecret,
      storage,
      storageQuotaBytes: config.storageQuotaBytes,
      publicApis: config.publicApis,
      logLevel: config.logLevel,
      trustProxy: config.trustProxy,
      webDistDir,
      publicUrl: config.publicUrl,
      inboundMailDomain: config.inboundMailDomain,
      ...(config.inboundMailDomain && config.inboundSmtpPort !== undefined
        ? {
            inboundMail: {
              port: config.inboundSmtpPort,
              host: config.host,
              baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
            },
          }
        : {}),
      devOutbox: config.devOutbox,
      google: config.google,
      billing: config.billing,
      marketplaces: config.marketplaces,
      // Web push: the VAPID key pair is generated once into DATA_DIR (subscriptions are bound to it).
      notifications: {
        vapid: resolveVapidKeys(config.dataDir, config.publicUrl ?? "mailto:ne-pas-repondre@cortege.localhost"),
        dailyEverySeconds: config.notificationsDailyEverySeconds,
      },
      einvoicing: config.einvoicing,
    });
    cleanups.push(async () => {
      // close() ends the idle keep-alive connections only once; one whose request was still in flight
      // becomes idle afterwards and would hold the close until its keep-alive timeout (72 s).
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    });
    // The demo is written through the API's own calls (app.inject) before the port opens: nobody, and no
    // health check, sees a half-written demo.
    if (config.demoAccount) {
      const demo = await seedDemoAccount(app, users, new Date(), blog, marketplaces);
      if (demo) say(`Compte de démonstration créé : ${demo.email} / ${demo.password}`);
    }
    await app.listen({ host: config.host, port: config.port });
    // Scheduled e-mails of task boards; app.close() stops the workers and waits for a send in progress.
    await startWorkers();

    say(`Cortège est prêt : ${config.publicUrl ?? `http://localhost:${config.port}`}`);
    if (mailer.outbox && config.devOutbox) {
      say(`Emails envoyés (mode local) : http://localhost:${config.port}/dev/outbox`);
    } else if (mailer.outbox) {
      // A reachable server must not show its e-mails (reset codes) to the world; they stay on disk.
      say(`Emails écrits dans ${path.join(config.dataDir, "outbox")} (configurez SMTP_URL pour les envoyer).`);
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    await stop(1);
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
