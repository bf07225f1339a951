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

test("marketplaces on a phone: connect A, answer its lead and change its status, list and thread in turn", async ({ page }) => {
  await marketplacesJourney(page, standIn, "phone");
});
