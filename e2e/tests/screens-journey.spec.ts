import { test } from "@playwright/test";
import { screensJourney } from "./screens-journey.ts";

test.describe("a real vendor's journey, from the screens alone", () => {
  test("registration to the credit note received by the couple, on a desktop", async ({ page }) => {
    test.setTimeout(480_000);
    await screensJourney(page, { device: "desktop", clientAddressIn: "client-panel" });
  });
});
