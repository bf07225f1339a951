import { test } from "@playwright/test";
import { type MarketplaceAStandIn, startMarketplaceAStandIn } from "../../apps/api/src/test/marketplace-a-stand-in.ts";
import { type MarketplaceBStandIn, startMarketplaceBStandIn } from "../../apps/api/src/test/marketplace-b-stand-in.ts";
import { marketplaceBAndForwardedMailJourney, marketplacesJourney } from "./marketplaces-journey.ts";

// As playwright.config.ts sets them: the stand-ins on E2E_PORT + 1200 and + 1201, the server's SMTP receiver on + 1202.
const port = Number(process.env.E2E_PORT ?? 3100);
const marketplaceStandInPorts = { A: port + 1200, B: port + 1201 };
const inboundSmtpPort = port + 1202;

let standIn: MarketplaceAStandIn;
let standInB: MarketplaceBStandIn;
test.beforeAll(async () => {
  standIn = await startMarketplaceAStandIn({ port: marketplaceStandInPorts.A });
  standInB = await startMarketplaceBStandIn({ port: marketplaceStandInPorts.B });
});
test.afterAll(async () => {
  await standIn.close();
  await standInB.close();
});

test("marketplaces: connect A and B, their leads as conversations and requests received, answer, change the status, the sync brings the next live; a forwarded lead e-mail opens a conversation", async ({
  page,
}) => {
  const delay = await marketplacesJourney(page, standIn, "desktop");
  // The sync delay (MARKETPLACE_SYNC_SECONDS=5 in this run, delivered by the live stream), copied to bench/results.md.
  process.stdout.write(`marketplace sync delay: ${delay} ms\n`);
  await marketplaceBAndForwardedMailJourney(page, standInB, inboundSmtpPort);
});
