import { test } from "@playwright/test";
import { walkFixesJourney } from "./walk-fixes-journey.ts";

test("what the walk found, fixed (1366 px)", async ({ page, request }) => {
  await walkFixesJourney(page, request, "desktop");
});
