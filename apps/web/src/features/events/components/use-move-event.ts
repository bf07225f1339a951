import type { Event } from "@cortege/domain";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useUpdateEventStatus } from "../api/use-update-event-status.ts";

/** Moves an event to another status, and says so in French when the server refuses and the card goes back. */
export function useMoveEvent(vendorId: string): (event: Event, status: string) => void {
  const { t } = useTranslation("events");
  const notify = useNotify();
  const message = useProblemMessage();
  const { mutate } = useUpdateEventStatus(vendorId);
  return useCallback(
    (event: Event, status: string) =>
      mutate(
        { event, status },
        { onError: (error) => notify(t("board.moveFailed", { name: event.eventName, reason: message(error) }), "error") },
      ),
    [mutate, notify, t, message],
  );
}
