import "../assets/fonts/fonts.css";
import "./login-entry.css";
import "../lib/i18n/i18n.ts";
import { isSessionValid } from "@cortege/api-client";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { leaveStartupNotice } from "../components/startup-notice.ts";
import { paths, withEmail } from "../config/paths.ts";
import { LightLogin } from "../features/users/components/light-login.tsx";
import { i18n } from "../lib/i18n/i18n.ts";
import { sessionStore } from "../lib/session/api.ts";
import { readLoginLocationState } from "../lib/session/login-location-state.ts";

/**
 * /connexion's own page (login.html, served by the API for GET /connexion): the login form alone, without MUI, the
 * router or the back office (issue 26: ≤ 120 kB gz before the first render on a phone). Signed in, the visitor goes
 * to the back office with a page load; a link to another public screen starts the back office in this same page.
 */
const container = document.getElementById("root");
if (!container) throw new Error("login.html has no #root element");

// What the SPA handed to /connexion before a reload (react-router keeps a location's state in history.state.usr).
const { from, email } = readLoginLocationState((window.history.state as { usr?: unknown } | null)?.usr);
const goToApp = () => window.location.replace(from ?? paths.home);

/** Starts the back office here, at `to`: what this page's form learnt stays in memory (pending confirmation). */
function openInApp(to: string): void {
  // Before the app's code runs: its router reads the address once, when its module is evaluated.
  window.history.pushState(null, "", to);
  import("./start-app.tsx").then(
    ({ startApp }) => {
      root.unmount();
      startApp(container as HTMLElement);
    },
    // The app's code could not be fetched (a deployment, the network): the page itself then.
    () => window.location.assign(to),
  );
}

const root = createRoot(container);
if (isSessionValid(sessionStore)) {
  // Already signed in (another tab, a bookmark): the public pages are for signed-out visitors.
  goToApp();
} else {
  root.render(
    <StrictMode>
      <LightLogin
        initialEmail={email}
        navigate={openInApp}
        onCodeResent={(address) => {
          leaveStartupNotice(i18n.t("auth:confirm.resent"));
          openInApp(withEmail(paths.confirmEmail, address));
        }}
        onSignedIn={goToApp}
      />
    </StrictMode>,
  );
}
