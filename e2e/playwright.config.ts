import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { pushStandInCertificate } from "../apps/api/src/test/push-service-stand-in.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// Google is a local stand-in (apps/api/src/test/google-stand-in.ts) that the calendar spec starts on this port.
const googleStandIn = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT ?? port + 1000}`;
// Stripe is a local stand-in started with the server (webServer below), E2E_PORT + 1100.
export const stripeStandIn = `http://127.0.0.1:${port + 1100}`;
// Marketplaces A and B are local stand-ins (apps/api/src/test/marketplace-*-stand-in.ts) that the marketplaces spec starts.
const marketplaceStandInPorts = { A: port + 1200, B: port + 1201 };
// A fresh data directory per run: the server starts on an empty embedded PostgreSQL.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "cortege-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// The web push service is a local HTTPS stand-in (apps/api/src/test/push-service-stand-in.ts) that the notifications
// spec starts on E2E_PORT + 1310 with this certificate, made before the server starts so that it trusts it.
const pushStandIn = pushStandInCertificate(path.join(dataDir, "push-stand-in"));

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
  webServer: [
    {
      // The Stripe stand-in (apps/api/src/test/stripe-stand-in.ts): Checkout, portal, invoices, test clocks, signed webhooks.
      command: "node --import tsx ../apps/api/src/test/stripe-stand-in-main.ts",
      url: `${stripeStandIn}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        STRIPE_STAND_IN_PORT: String(port + 1100),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/billing/stripe-webhook`,
        STRIPE_WEBHOOK_SECRET: "whsec_cortege_e2e",
        STRIPE_SECRET_KEY: "sk_test_cortege_stand_in",
      },
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node --import tsx ../apps/api/src/server.ts",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        // Stripe is the local stand-in started beside the server (above); its test clocks move time in the journey.
        STRIPE_SECRET_KEY: "sk_test_cortege_stand_in",
        STRIPE_WEBHOOK_SECRET: "whsec_cortege_e2e",
        STRIPE_API_URL: stripeStandIn,
        STRIPE_TEST_CLOCKS: "true",
        GOOGLE_CLIENT_ID: "cortege-test.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "stand-in-secret",
        GOOGLE_OAUTH_URL: googleStandIn,
        GOOGLE_API_URL: googleStandIn,
        // The stand-in posts calendar change notifications here (push channels), as Google would.
        GOOGLE_PUSH_URL: `${baseURL}/api/calendar/google/notifications`,
        MARKETPLACE_A_URL: `http://127.0.0.1:${marketplaceStandInPorts.A}`,
        MARKETPLACE_B_URL: `http://127.0.0.1:${marketplaceStandInPorts.B}`,
        // New leads within seconds, so that the journey measures the sync as it runs (default 300 s).
        MARKETPLACE_SYNC_SECONDS: "5",
        // Forwarded lead e-mails and couples' e-mail replies: the server's SMTP receiver (the marketplaces spec sends to it).
        INBOUND_MAIL_DOMAIN: "reponses.cortege.test",
        INBOUND_SMTP_PORT: String(port + 1202),
        // The plateforme agréée: a local stand-in (apps/api/src/test/pa-stand-in.ts) the Factur-X spec starts;
        // each vendor links its own account (API token) on the screens.
        EINVOICE_PA_URL: `http://127.0.0.1:${port + 1300}`,
        // Pushes go to the push service stand-in (self-signed); what falls due today is notified within seconds, not at 07:00.
        NODE_EXTRA_CA_CERTS: pushStandIn.certFile,
        NOTIFICATIONS_DAILY_EVERY_SECONDS: "5",
      },
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
