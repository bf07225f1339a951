import { test } from "@playwright/test";
import { messagesJourney } from "./messages-journey.ts";

test("messages on a phone: list, then thread with a back button; the couple's page fits the screen", async ({
  page,
  browser,
}) => {
  await messagesJourney(page, browser, "phone");
});
