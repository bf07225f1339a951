import type { Event, EventStatusConfig } from "@cortege/domain";
import { useDroppable } from "@dnd-kit/core";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useTheme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { BoardColumnFrame, BoardColumnNote } from "../../../components/board/board-column-frame.tsx";
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
  const color = statusColor(theme, status.color);
  const { setNodeRef, isOver } = useDroppable({ id: status.status, data: { name: status.name } satisfies ColumnTarget });
  const query = useEventsByStatus(status.status);
  const events = query.data?.pages.flatMap((p) => p.events) ?? [];

  return (
    <BoardColumnFrame
      title={status.name}
      accent={color}
      band
      titleStart={
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: color, flexShrink: 0 }} />
      }
      titleEnd={
        query.isFetching && !query.isFetchingNextPage ? <CircularProgress size={14} aria-label={t("board.refreshing")} /> : null
      }
      dropRef={setNodeRef}
      dropOn="column"
      isOver={isOver}
      data={{ "data-status": status.status }}
      footer={
        <>
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
        </>
      }
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
      {query.isSuccess && events.length === 0 ? <BoardColumnNote>{t("board.emptyColumn")}</BoardColumnNote> : null}
    </BoardColumnFrame>
  );
}
