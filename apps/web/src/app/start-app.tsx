import "../assets/fonts/fonts.css";
import "../lib/i18n/i18n.ts";
import { applyFrenchZodMessages } from "@cortege/domain";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";

/**
 * Renders the back office into the page: from index.html's entry (main.tsx), and from /connexion's light page when
 * its visitor moves on inside the app (app/login-entry.tsx), without a page load that would forget what the
 * login form learnt (the password kept in memory for the e-mail confirmation).
 */
export function startApp(container: HTMLElement): void {
  // zod's own messages in French in forms (the domain's top-level call does not survive the bundler).
  applyFrenchZodMessages();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
