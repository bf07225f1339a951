import type { Event, EventStatusConfig } from "@cortege/domain";
import { useDraggable } from "@dnd-kit/core";
import DragIndicator from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import { useTranslation } from "react-i18next";
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
    <Card
      ref={setNodeRef}
      {...listeners}
      data-event-id={event.eventId}
      sx={{
        p: 1.5,
        pl: 0.5,
        display: "flex",
        gap: 0.5,
        alignItems: "flex-start",
        opacity: isDragging ? 0.35 : 1,
        cursor: "grab",
        touchAction: "manipulation",
        transition: "box-shadow 120ms",
        "&:hover": { boxShadow: 2 },
      }}
    >
      <Box
        ref={setActivatorNodeRef}
        {...attributes}
        aria-roledescription={t("board.draggable")}
        aria-label={t("board.moveCard", { name: event.eventName })}
        sx={{
          display: "inline-flex",
          color: "text.secondary",
          borderRadius: 1,
          p: 0.25,
          mt: 0.25,
          "&:hover": { color: "text.primary" },
        }}
      >
        <DragIndicator fontSize="small" aria-hidden />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <EventCardContent event={event} />
      </Box>
      <ChangeStatusMenu
        eventName={event.eventName}
        current={event.status}
        statuses={statuses}
        onChange={(status) => onMove(event, status)}
      />
    </Card>
  );
}
