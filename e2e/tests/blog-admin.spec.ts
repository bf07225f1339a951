import { test } from "@playwright/test";
import { blogAdminJourney } from "./blog-admin-journey.ts";

test("an administrator granted by the command publishes an article that appears on /blog; a vendor sees none of it", async ({
  page,
}) => {
  await blogAdminJourney(page, "desktop");
});
