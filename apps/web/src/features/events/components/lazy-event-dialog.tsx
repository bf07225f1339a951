import { type ComponentProps, Suspense } from "react";
import { DialogLoader } from "../../../components/dialog-loader.tsx";
import { lazyWithPreload } from "../../../components/lazy-with-preload.ts";
import type { EventDialog as EventDialogComponent } from "./event-dialog.tsx";

// The event form (react-hook-form, the event and client schemas, the client picker) loads on the first opening,
// not with the list, the event or the client page that offer it (issue 26: each further route ≤ 150 kB gz).
const EventDialog = lazyWithPreload<ComponentProps<typeof EventDialogComponent>>(() =>
  import("./event-dialog.tsx").then((m) => ({ default: m.EventDialog })),
);

/** Starts the download of the event form: on hover or focus of a button that opens it. */
export const preloadEventDialog = EventDialog.preload;

/** EventDialog, fetched when it first opens. */
export function LazyEventDialog(props: ComponentProps<typeof EventDialogComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<DialogLoader onClose={props.onClose} />}>
      <EventDialog {...props} />
    </Suspense>
  );
}
