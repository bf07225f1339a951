import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import DragIndicator from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import type { CSSProperties, ReactNode } from "react";

type BoardCardFrameProps = {
  /** What useDraggable or useSortable gave the card. */
  drag: {
    setNodeRef: (element: HTMLElement | null) => void;
    setActivatorNodeRef: (element: HTMLElement | null) => void;
    listeners: DraggableSyntheticListeners;
    attributes: DraggableAttributes;
    isDragging: boolean;
  };
  /** The grip's words for a screen reader: its role (« déplaçable ») and what it moves. */
  gripRole: string;
  gripLabel: string;
  /** data-* attributes that name the card (tests and the board's own lookups). */
  data: Record<`data-${string}`, string>;
  /** A sortable card's moving transform. */
  style?: CSSProperties;
  /** The card's menu, on the right. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * A card of a board. The whole card follows the mouse or a long press; the grip is the keyboard's handle
 * (Space to lift, arrows to move, Space to drop), so that the card's own links and buttons stay ordinary
 * controls; its menu moves it too, for phones.
 */
export function BoardCardFrame({ drag, gripRole, gripLabel, data, style, actions, children }: BoardCardFrameProps) {
  return (
    <Card
      ref={drag.setNodeRef}
      {...drag.listeners}
      {...data}
      style={style}
      sx={{
        p: 1.25,
        pl: 0.5,
        display: "flex",
        gap: 0.5,
        alignItems: "flex-start",
        opacity: drag.isDragging ? 0.35 : 1,
        cursor: "grab",
        touchAction: "manipulation",
        transition: "box-shadow 120ms",
        "&:hover": { boxShadow: 2 },
      }}
    >
      <Box
        ref={drag.setActivatorNodeRef}
        {...drag.attributes}
        aria-roledescription={gripRole}
        aria-label={gripLabel}
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
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      {actions}
    </Card>
  );
}
