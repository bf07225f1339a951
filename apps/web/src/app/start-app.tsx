import "../assets/fonts/fonts.css";
import "../lib/i18n/i18n.ts";
import { applyFrenchZodMessages } from "@cortege/domain";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { firstScreenReady } from "./router.tsx";

/**
 * Renders the back office into the page: from index.html's entry (main.tsx), and from /connexion's light page when
 * its visitor moves on inside the app (app/login-entry.tsx), without a page load that would forget what the
 * login form learnt (the password kept in memory for the e-mail confirmation).
 */
export function startApp(container: HTMLElement): void {
  // zod's own messages in French in forms (the domain's top-level call does not survive the bundler).
  applyFrenchZodMessages();
  const root = createRoot(container);
  // Drawn once the first screen's pages have arrived (fetched beside this code): found there, they render at once
  // instead of through a fallback (settled-lazy.ts). index.html's loader stays on screen until then.
  void firstScreenReady.then(() => {
    // A transition: React renders the first screen in slices and lets the browser paint and answer in between,
    // rather than in one long task (a phone's slower processor would freeze for hundreds of milliseconds).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}
