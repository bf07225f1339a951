import { test } from "@playwright/test";
import { mentionsJourney } from "./mentions-2027-journey.ts";

test.describe("the 2027 mentions, from the screens, on a phone", () => {
  test("the debits option, the place of the service and a business client's SIREN asked before issuing", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await mentionsJourney(page, request, "phone");
  });
});
