import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { i18n } from "../lib/i18n/i18n.ts";
import { resources } from "../lib/i18n/resources.ts";

// The app fetches a feature's French texts when its screen asks for them (lib/i18n/i18n.ts); components rendered
// alone in a test get every namespace at once.
for (const [namespace, bundle] of Object.entries(resources.fr)) i18n.addResourceBundle("fr", namespace, bundle, true, true);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
