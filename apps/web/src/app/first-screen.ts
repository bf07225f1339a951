/**
 * What the back office's first screen needs beyond the entry, named once for the router (which fetches it when the
 * app starts) and for the build (home.html names it in its <head>, so that a phone fetches it with the entry).
 */
// The texts the shell's top bar, banner and badges show come from their features' namespaces.
export const shellNamespaces = ["vendors", "notifications", "subscriptions", "conversations"];
// The home's cards: events, the showcase checklist, the blog.
export const homeNamespaces = ["dashboard", "events", "showcase", "blog"];
/** The modules of the shell and of the home page (paths from apps/web). */
export const firstScreenModules = ["src/app/layout/app-layout.tsx", "src/features/dashboard/pages/dashboard-page.tsx"];
