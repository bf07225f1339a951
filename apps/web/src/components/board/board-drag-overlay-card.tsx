import Card from "@mui/material/Card";
import type { ReactNode } from "react";

/** The card that follows the pointer while one is held: lifted and a little tilted. */
export function BoardDragOverlayCard({ children }: { children: ReactNode }) {
  return <Card sx={{ p: 1.5, boxShadow: 6, cursor: "grabbing", transform: "rotate(1.5deg)", maxWidth: 320 }}>{children}</Card>;
}
