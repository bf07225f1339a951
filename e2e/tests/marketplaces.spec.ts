import { test } from "@playwright/test";
import { type MarketplaceAStandIn, startMarketplaceAStandIn } from "../../apps/api/src/test/marketplace-a-stand-in.ts";
import { marketplacesJourney } from "./marketplaces-journey.ts";

let standIn: MarketplaceAStandIn;
test.beforeAll(async () => {
  standIn = await startMarketplaceAStandIn({ port: Number(process.env.E2E_PORT ?? 3100) + 1200 });
});
test.afterAll(async () => {
  await standIn.close();
});

test("marketplaces: connect A, its lead as a conversation and a request received, answer, change the status, the sync brings the next", async ({
  page,
}) => {
  const delay = await marketplacesJourney(page, standIn, "desktop");
  // The sync delay (MARKETPLACE_SYNC_SECONDS=5 in this run), copied to bench/results.md.
  process.stdout.write(`marketplace sync delay: ${delay} ms\n`);
});
