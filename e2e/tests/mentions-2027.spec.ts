import { test } from "@playwright/test";
import { mentionsJourney } from "./mentions-2027-journey.ts";

test.describe("the 2027 mentions, from the screens", () => {
  test("the vendor opts for VAT on debits, and a business client's SIREN is asked before its invoice is issued", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await mentionsJourney(page, request, "desktop");
  });
});
