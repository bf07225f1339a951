import { type ComponentProps, Suspense } from "react";
import { DialogLoader } from "../../../components/dialog-loader.tsx";
import { lazyWithPreload } from "../../../components/lazy-with-preload.ts";
import type { ClientPanel as ClientPanelComponent } from "./client-panel.tsx";

// The client form (react-hook-form, the client, company and contact schemas with libphonenumber-js for the phone
// check, the address and company searches) loads on the first opening, not with the list or the client's page
// (issue 26: each further route ≤ 150 kB gz).
const ClientPanel = lazyWithPreload<ComponentProps<typeof ClientPanelComponent>>(() =>
  import("./client-panel.tsx").then((m) => ({ default: m.ClientPanel })),
);

/** Starts the download of the client form: on hover or focus of a button that opens it. */
export const preloadClientPanel = ClientPanel.preload;

/** ClientPanel, fetched when it first opens. */
export function LazyClientPanel(props: ComponentProps<typeof ClientPanelComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<DialogLoader onClose={props.onClose} />}>
      <ClientPanel {...props} />
    </Suspense>
  );
}
