import type { Event, EventStatusConfig } from "@cortege/domain";
import { useDroppable } from "@dnd-kit/core";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { alpha, useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { useEventsByStatus } from "../api/use-events-by-status.ts";
import { EventCard } from "./event-card.tsx";
import { statusColor } from "./status-color.ts";

type BoardColumnProps = {
  status: EventStatusConfig;
  statuses: readonly EventStatusConfig[];
  onMove: (event: Event, status: string) => void;
};

export type ColumnTarget = { name: string };

/** One status of the pipeline: its events a page at a time, and a place to drop a card. */
export function BoardColumn({ status, statuses, onMove }: BoardColumnProps) {
  const { t } = useTranslation("events");
  const theme = useTheme();
  const headingId = useId();
  const color = statusColor(theme, status.color);
  const { setNodeRef, isOver } = useDroppable({ id: status.status, data: { name: status.name } satisfies ColumnTarget });
  const query = useEventsByStatus(status.status);
  const events = query.data?.pages.flatMap((p) => p.events) ?? [];

  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-status={status.status}
      sx={{
        display: "flex",
        flexDirection: "column",
        minWidth: 0,
        borderRadius: 2,
        border: 1,
        borderColor: isOver ? color : "divider",
        borderTop: `4px solid ${color}`,
        bgcolor: isOver ? alpha(color, 0.08) : "rgba(255, 253, 249, 0.6)",
        transition: "background-color 120ms, border-color 120ms",
        scrollSnapAlign: "start",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 1.5, pt: 1.5, pb: 1 }}>
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: color, flexShrink: 0 }} />
        <Typography id={headingId} component="h2" sx={{ fontWeight: 600, fontSize: "0.95rem", flexGrow: 1 }}>
          {status.name}
        </Typography>
        {query.isFetching && !query.isFetchingNextPage ? <CircularProgress size={14} aria-label={t("board.refreshing")} /> : null}
      </Box>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          listStyle: "none",
          m: 0,
          px: 1,
          pb: 1,
          display: "grid",
          gap: 1,
          alignContent: "start",
          flexGrow: 1,
          minHeight: 120,
        }}
      >
        {events.map((event) => (
          <li key={event.eventId}>
            <EventCard event={event} statuses={statuses} onMove={onMove} />
          </li>
        ))}
        {query.isPending ? (
          <Box component="li" sx={{ display: "grid", placeItems: "center", py: 3 }}>
            <CircularProgress size={24} aria-label={t("board.loading", { name: status.name })} />
          </Box>
        ) : null}
        {query.isSuccess && events.length === 0 ? (
          <Box component="li" sx={{ color: "text.secondary", fontSize: "0.875rem", textAlign: "center", py: 3, px: 1 }}>
            {t("board.emptyColumn")}
          </Box>
        ) : null}
      </Box>
      {query.isError && !query.data ? (
        <Box sx={{ px: 1, pb: 1 }}>
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </Box>
      ) : null}
      {query.hasNextPage ? (
        <Box sx={{ px: 1, pb: 1.5 }}>
          <Button fullWidth size="small" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t("loadMore")}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
