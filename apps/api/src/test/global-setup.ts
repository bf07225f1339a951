import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../platform/db/database.ts";
import { startEmbeddedPostgres } from "../platform/db/embedded-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * One real PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL), with a migrated
 * template database; each test file clones it, so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopServer: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-test-"));
    const quiet = { info: () => {}, warn: (m: string) => process.stderr.write(`${m}\n`) };
    const server = await startEmbeddedPostgres(path.join(dir, "pg"), quiet);
    adminUrl = server.url("postgres");
    stopServer = server.stop;
  }
  const templateDb = `cortege_template_${process.pid}`;
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${templateDb}`);
  await admin(adminUrl, `CREATE DATABASE ${templateDb}`);
  const database = openDatabase(withDatabase(adminUrl, templateDb), 2);
  await migrateDatabase(database.db);
  await database.close();
  project.provide("adminUrl", adminUrl);
  project.provide("templateDb", templateDb);

  return async () => {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => {});
    if (stopServer) await stopServer();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}

export { admin, withDatabase };
