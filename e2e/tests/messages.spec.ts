import { test } from "@playwright/test";
import { messagesJourney } from "./messages-journey.ts";

test("messages: the vendor writes, the couple answers from their private link, the answer arrives live", async ({
  page,
  browser,
}) => {
  await messagesJourney(page, browser, "desktop");
});
