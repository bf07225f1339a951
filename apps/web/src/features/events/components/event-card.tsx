import type { Event, EventStatusConfig } from "@cortege/domain";
import { useDraggable } from "@dnd-kit/core";
import { useTranslation } from "react-i18next";
import { BoardCardFrame } from "../../../components/board/board-card-frame.tsx";
import { ChangeStatusMenu } from "./change-status-menu.tsx";
import { EventCardContent } from "./event-card-content.tsx";

type EventCardProps = {
  event: Event;
  statuses: readonly EventStatusConfig[];
  onMove: (event: Event, status: string) => void;
};

export type DraggedEvent = { event: Event };

/**
 * A card of the board. The whole card follows the mouse or a long press; the grip is the keyboard's
 * handle (Space to lift, arrows to change column, Space to drop), so the card's own links and buttons
 * stay ordinary controls.
 */
export function EventCard({ event, statuses, onMove }: EventCardProps) {
  const { t } = useTranslation("events");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: event.eventId,
    data: { event } satisfies DraggedEvent,
  });
  return (
    <BoardCardFrame
      drag={{ setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging }}
      gripRole={t("board.draggable")}
      gripLabel={t("board.moveCard", { name: event.eventName })}
      data={{ "data-event-id": event.eventId }}
      actions={
        <ChangeStatusMenu
          eventName={event.eventName}
          current={event.status}
          statuses={statuses}
          onChange={(status) => onMove(event, status)}
        />
      }
    >
      <EventCardContent event={event} />
    </BoardCardFrame>
  );
}
