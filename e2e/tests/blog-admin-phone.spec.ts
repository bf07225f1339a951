import { test } from "@playwright/test";
import { blogAdminJourney } from "./blog-admin-journey.ts";

test("on a phone: an administrator publishes an article, a vendor sees none of the admin screens", async ({ page }) => {
  await blogAdminJourney(page, "phone");
});
