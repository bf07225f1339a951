import type { EventStatusConfig } from "@cortege/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { eventPath } from "../../../config/event-paths.ts";
import { useEventList } from "../api/use-event-list.ts";
import { eventRowKey, useEventColumns } from "./event-columns.tsx";
import { NoEvents } from "./no-events.tsx";

/** Every event, newest first, a page at a time (nextPage). */
export function EventListView({ statuses, onCreate }: { statuses: readonly EventStatusConfig[]; onCreate: () => void }) {
  const { t } = useTranslation("events");
  const navigate = useNavigate();
  const list = useEventList();
  const table = useEventColumns(statuses);
  return (
    <DataTable
      {...table}
      rows={list.data?.pages.flatMap((p) => p.events)}
      rowKey={eventRowKey}
      query={list}
      caption={t("list.caption")}
      empty={<NoEvents onCreate={onCreate} />}
      onRowClick={(event) => void navigate(eventPath(event.eventId))}
      footer={
        list.hasNextPage ? (
          <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
            <Button variant="outlined" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t("loadMore")}
            </Button>
          </Box>
        ) : null
      }
    />
  );
}
