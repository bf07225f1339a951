import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

type BoardColumnFrameProps = {
  title: string;
  /** The column's colour: its border when a card is over it, and a top band with `band`. */
  accent: string;
  band?: boolean;
  /** Before and after the title (a colour dot; a count, a spinner, a menu). */
  titleStart?: ReactNode;
  titleEnd?: ReactNode;
  /** The droppable's ref, on the whole column or on its list of cards only. */
  dropRef: (element: HTMLElement | null) => void;
  dropOn: "column" | "list";
  isOver: boolean;
  /** data-* attributes that name the column. */
  data: Record<`data-${string}`, string>;
  /** The cards, each in its own <li>, and whatever the list says when it has none or is loading. */
  children: ReactNode;
  /** Under the list: « Charger plus », « Ajouter une tâche »… */
  footer?: ReactNode;
};

/** One column of a board: a titled section whose list of cards is a place to drop a card. */
export function BoardColumnFrame(props: BoardColumnFrameProps) {
  const { title, accent, band = false, isOver, dropRef, dropOn } = props;
  const headingId = useId();
  return (
    <Box
      ref={dropOn === "column" ? dropRef : undefined}
      component="section"
      aria-labelledby={headingId}
      {...props.data}
      sx={{
        display: "flex",
        flexDirection: "column",
        minWidth: 0,
        borderRadius: 2,
        border: 1,
        borderColor: isOver ? accent : "divider",
        ...(band ? { borderTop: `4px solid ${accent}` } : {}),
        bgcolor: isOver ? alpha(accent, 0.08) : "rgba(255, 253, 249, 0.6)",
        transition: "background-color 120ms, border-color 120ms",
        scrollSnapAlign: "start",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.75, pl: 1.5, pr: 0.5, pt: 1.25, pb: 0.75 }}>
        {props.titleStart}
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontWeight: 600, fontSize: "0.95rem", flexGrow: 1, overflowWrap: "anywhere" }}
        >
          {title}
        </Typography>
        {props.titleEnd}
      </Box>
      <Box
        ref={dropOn === "list" ? dropRef : undefined}
        component="ul"
        aria-labelledby={headingId}
        sx={{
          listStyle: "none",
          m: 0,
          px: 1,
          pb: 1,
          display: "grid",
          // A long chip wraps inside the card instead of widening the column.
          gridTemplateColumns: "minmax(0, 1fr)",
          gap: 1,
          alignContent: "start",
          flexGrow: 1,
          minHeight: 96,
        }}
      >
        {props.children}
      </Box>
      {props.footer}
    </Box>
  );
}

/** A column's line of text where cards would be (empty, or what went wrong). */
export function BoardColumnNote({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ color: "text.secondary", fontSize: "0.875rem", textAlign: "center", py: 3, px: 1 }}>
      {children}
    </Box>
  );
}
