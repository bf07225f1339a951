import type { EventStatusConfig } from "@cortege/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useEventList } from "../api/use-event-list.ts";
import { EventRows } from "./event-rows.tsx";
import { NoEvents } from "./no-events.tsx";

/** Every event, newest first, a page at a time (nextPage). */
export function EventListView({ statuses, onCreate }: { statuses: readonly EventStatusConfig[]; onCreate: () => void }) {
  const { t } = useTranslation("events");
  const list = useEventList();
  if (list.isPending) return <PageLoader />;
  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const events = list.data.pages.flatMap((p) => p.events);
  if (events.length === 0) return <NoEvents onCreate={onCreate} />;
  return (
    <Box>
      <EventRows events={events} statuses={statuses} caption={t("list.caption")} />
      {list.hasNextPage ? (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
          <Button variant="outlined" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t("loadMore")}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
