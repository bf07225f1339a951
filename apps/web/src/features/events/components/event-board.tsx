import type { Event, EventStatusConfig } from "@cortege/domain";
import { type Announcements, DndContext, type DragEndEvent, DragOverlay, type DragStartEvent } from "@dnd-kit/core";
import Box from "@mui/material/Box";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BoardDragOverlayCard } from "../../../components/board/board-drag-overlay-card.tsx";
import { columnKeyboardCoordinates } from "../../../components/board/column-keyboard-coordinates.ts";
import { useBoardSensors } from "../../../components/board/use-board-sensors.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { boardCollisions } from "./board-collisions.ts";
import { BoardColumn, type ColumnTarget } from "./board-column.tsx";
import type { DraggedEvent } from "./event-card.tsx";
import { EventCardContent } from "./event-card-content.tsx";
import { useMoveEvent } from "./use-move-event.ts";

const draggedName = (data: unknown) => (data as DraggedEvent | undefined)?.event.eventName ?? "";
const columnName = (data: unknown) => (data as ColumnTarget | undefined)?.name ?? "";

/**
 * The pipeline board: one column per configured status, in position order. A card is moved with the
 * mouse, a long press, the keyboard, or its « Changer le statut » menu; the server is asked after the
 * card has moved, and the card goes back if it refuses.
 */
export function EventBoard({ statuses }: { statuses: readonly EventStatusConfig[] }) {
  const { t } = useTranslation("events");
  const vendorId = useVendorId();
  const move = useMoveEvent(vendorId);
  const [dragged, setDragged] = useState<Event | null>(null);
  const sensors = useBoardSensors(columnKeyboardCoordinates);

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("board.announce.start", { name: draggedName(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("board.announce.over", { name: draggedName(active.data.current), column: columnName(over.data.current) })
        : t("board.announce.outside", { name: draggedName(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("board.announce.end", { name: draggedName(active.data.current), column: columnName(over.data.current) })
        : t("board.announce.cancel", { name: draggedName(active.data.current) }),
    onDragCancel: ({ active }) => t("board.announce.cancel", { name: draggedName(active.data.current) }),
  };

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current as DraggedEvent | undefined)?.event ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const event = (active.data.current as DraggedEvent | undefined)?.event;
    if (event && over && over.id !== event.status) move(event, String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("board.instructions") } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <Box
        sx={{
          display: "grid",
          gridAutoFlow: "column",
          gridAutoColumns: { xs: "min(84vw, 320px)", md: `minmax(240px, 1fr)` },
          gap: 1.5,
          overflowX: "auto",
          scrollSnapType: { xs: "x mandatory", md: "none" },
          pb: 1,
          alignItems: "stretch",
          minHeight: 360,
        }}
      >
        {statuses.map((status) => (
          <BoardColumn key={status.status} status={status} statuses={statuses} onMove={move} />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <BoardDragOverlayCard>
            <EventCardContent event={dragged} linked={false} />
          </BoardDragOverlayCard>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
