import { test } from "@playwright/test";
import { screensJourney } from "./screens-journey.ts";

test.describe("a real vendor's journey, from the screens alone, on a phone", () => {
  test("registration to the credit note received by the couple, on a 375 px phone", async ({ page }) => {
    test.setTimeout(600_000);
    await screensJourney(page, { device: "phone", clientAddressIn: "missing-information-dialog" });
  });
});
