import type { Client } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useClientEvents } from "../../events/api/use-client-events.ts";
import { useEventConfig } from "../../events/api/use-event-config.ts";
import { EventCardContent } from "../../events/components/event-card-content.tsx";
import { LazyEventDialog, preloadEventDialog } from "../../events/components/lazy-event-dialog.tsx";
import { StatusChip } from "../../events/components/status-chip.tsx";

/** The client's events, newest first, and the button that creates one for this client. */
export function ClientEventsCard({ client }: { client: Client }) {
  const { t } = useTranslation("clients");
  const events = useClientEvents(client.clientId);
  const config = useEventConfig();
  const [creating, setCreating] = useState(false);
  const items = events.data?.pages.flatMap((p) => p.events) ?? [];
  const statuses = config.data ?? [];
  return (
    <SectionCard title={t("page.events")}>
      {events.isError && !events.data ? <LoadError error={events.error} onRetry={() => void events.refetch()} /> : null}
      {events.isSuccess && items.length === 0 ? (
        <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("page.noEvents")}</Typography>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: "none", m: 0, mb: 2, p: 0, display: "grid", gap: 1.5 }}>
          {items.map((event) => (
            <Box
              component="li"
              key={event.eventId}
              sx={{
                display: "flex",
                flexWrap: "wrap",
                gap: 1,
                justifyContent: "space-between",
                alignItems: "flex-start",
                p: 1.5,
                border: 1,
                borderColor: "divider",
                borderRadius: 2,
              }}
            >
              <Box sx={{ minWidth: 0, flex: "1 1 220px" }}>
                <EventCardContent event={event} />
              </Box>
              <StatusChip status={event.status} statuses={statuses} />
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          startIcon={<Add />}
          onClick={() => setCreating(true)}
          onMouseEnter={preloadEventDialog}
          onFocus={preloadEventDialog}
          disabled={!config.data}
        >
          {t("page.createEvent")}
        </Button>
        {events.hasNextPage ? (
          <Button onClick={() => void events.fetchNextPage()} loading={events.isFetchingNextPage}>
            {t("page.moreEvents")}
          </Button>
        ) : null}
      </Box>
      <LazyEventDialog
        open={creating}
        onClose={() => setCreating(false)}
        statuses={statuses}
        client={{ clientId: client.clientId, name: client.name }}
      />
    </SectionCard>
  );
}
