import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// Google is a local stand-in (apps/api/src/test/google-stand-in.ts) that the calendar spec starts on this port.
const googleStandIn = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT ?? port + 1000}`;
// A fresh data directory per run: the server starts on an empty embedded PostgreSQL.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "cortege-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests",
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: { baseURL, launchOptions: chromium, locale: "fr-FR", timezoneId: "Europe/Paris", trace: "off" },
  projects: [
    {
      name: "desktop",
      testIgnore: /phone\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 860 }, launchOptions: chromium },
    },
    {
      name: "phone",
      testMatch: /phone\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node --import tsx ../apps/api/src/server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      GOOGLE_CLIENT_ID: "cortege-test.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "stand-in-secret",
      GOOGLE_OAUTH_URL: googleStandIn,
      GOOGLE_API_URL: googleStandIn,
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
