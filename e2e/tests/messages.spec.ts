import { test } from "@playwright/test";
import { messagesJourney } from "./messages-journey.ts";

test("messages: the vendor writes, the couple answers from their private link and by e-mail, the answers arrive live", async ({
  page,
  browser,
}) => {
  // Two browsers, files of up to 16 MB sent and refused: longer than the default on a shared CI machine.
  test.setTimeout(180_000);
  await messagesJourney(page, browser, "desktop");
});
