import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { problemOf } from "./problem/problem-of.ts";
import { wasErrorShown } from "./problem/shown-errors.ts";
import { useProblemMessage } from "./problem/use-problem-message.ts";
import { useNotify } from "./use-notify.ts";

/** Long enough for the screen that ran the mutation to render its error, short enough to feel immediate. */
export const UNSHOWN_FAILURE_DELAY_MS = 300;

/**
 * The fallback that keeps any change from failing silently: when a mutation fails and no screen has
 * shown its message shortly after (a form's alert, a dialog, a snackbar of its own), the message is
 * shown in an error snackbar. A mutation whose failure is deliberately silent says so with
 * `meta: { silentFailure: true }`. A lapsed session is left to the redirect to /connexion.
 */
export function MutationFailureSnackbar() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (event.mutation.meta?.silentFailure === true) return;
      const error = event.action.error;
      if (problemOf(error).kind === "unauthorized") return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!wasErrorShown(error)) notify(problemMessage(error), "error");
      }, UNSHOWN_FAILURE_DELAY_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [queryClient, notify, problemMessage]);
  return null;
}
