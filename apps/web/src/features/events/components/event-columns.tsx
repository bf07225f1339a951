import type { Event, EventStatusConfig } from "@cortege/domain";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { DataTableColumn } from "../../../components/data-table/data-table-types.ts";
import { clientPath } from "../../../config/client-paths.ts";
import { eventPath } from "../../../config/event-paths.ts";
import { EventCardContent } from "./event-card-content.tsx";
import { eventDateLabel } from "./event-date-label.ts";
import { StatusChip } from "./status-chip.tsx";

/** The events list's columns on a desktop and its card on a phone. */
export function useEventColumns(statuses: readonly EventStatusConfig[]) {
  const { t, i18n } = useTranslation("events");
  const columns: DataTableColumn<Event>[] = [
    {
      id: "event",
      header: t("list.event"),
      sx: { fontWeight: 600 },
      cell: (event) => (
        <Link component={RouterLink} to={eventPath(event.eventId)}>
          {event.eventName}
        </Link>
      ),
    },
    {
      id: "client",
      header: t("list.client"),
      cell: (event) =>
        event.client ? (
          <Link component={RouterLink} to={clientPath(event.client.clientId)} color="inherit">
            {event.client.name}
          </Link>
        ) : (
          "—"
        ),
    },
    { id: "date", header: t("list.date"), cell: (event) => eventDateLabel(event, i18n.language, "short") ?? "—" },
    { id: "type", header: t("list.type"), cell: (event) => t(`types.${event.eventType}`) },
    {
      id: "guests",
      header: t("list.guests"),
      align: "right",
      cell: (event) => event.guestsCount ?? event.approximateGuestsCount ?? "—",
    },
    { id: "status", header: t("list.status"), cell: (event) => <StatusChip status={event.status} statuses={statuses} /> },
  ];
  const card = (event: Event) => (
    <Box sx={{ display: "grid", gap: 1, justifyItems: "start" }}>
      <EventCardContent event={event} />
      <StatusChip status={event.status} statuses={statuses} />
    </Box>
  );
  return { columns, card };
}

/** A row is known by its event id. */
export const eventRowKey = (event: Event) => event.eventId;
