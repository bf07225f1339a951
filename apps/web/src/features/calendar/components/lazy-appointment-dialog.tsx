import { type ComponentProps, Suspense } from "react";
import { DialogLoader } from "../../../components/dialog-loader.tsx";
import { lazyWithPreload } from "../../../components/lazy-with-preload.ts";
import type { AppointmentDialog as AppointmentDialogComponent } from "./appointment-dialog.tsx";

// The appointment form (react-hook-form, its schema, the client picker) loads on the first opening, not with the
// calendar (issue 26: each further route ≤ 150 kB gz).
const AppointmentDialog = lazyWithPreload<ComponentProps<typeof AppointmentDialogComponent>>(() =>
  import("./appointment-dialog.tsx").then((m) => ({ default: m.AppointmentDialog })),
);

/** Starts the download of the appointment form: on hover or focus of a button that opens it. */
export const preloadAppointmentDialog = AppointmentDialog.preload;

/** AppointmentDialog, fetched when it first opens. */
export function LazyAppointmentDialog(props: ComponentProps<typeof AppointmentDialogComponent>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<DialogLoader onClose={props.onClose} />}>
      <AppointmentDialog {...props} />
    </Suspense>
  );
}
