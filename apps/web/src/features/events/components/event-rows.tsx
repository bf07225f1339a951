import type { Event, EventStatusConfig } from "@cortege/domain";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { rowClickProps } from "../../../components/row-click.ts";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { clientPath } from "../../../config/client-paths.ts";
import { eventPath } from "../../../config/event-paths.ts";
import { EventCardContent } from "./event-card-content.tsx";
import { eventDateLabel } from "./event-date-label.ts";
import { StatusChip } from "./status-chip.tsx";

type EventRowsProps = { events: readonly Event[]; statuses: readonly EventStatusConfig[]; caption: string };

/** Events as a table on a desktop and as cards on a phone. */
export function EventRows({ events, statuses, caption }: EventRowsProps) {
  const { t, i18n } = useTranslation("events");
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {events.map((event) => (
          <Card component="li" key={event.eventId} sx={{ p: 2, display: "grid", gap: 1, justifyItems: "start" }}>
            <EventCardContent event={event} />
            <StatusChip status={event.status} statuses={statuses} />
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card}>
      <Table aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t("list.event")}</TableCell>
            <TableCell>{t("list.client")}</TableCell>
            <TableCell>{t("list.date")}</TableCell>
            <TableCell>{t("list.type")}</TableCell>
            <TableCell align="right">{t("list.guests")}</TableCell>
            <TableCell>{t("list.status")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.eventId} hover {...rowClickProps(() => void navigate(eventPath(event.eventId)))}>
              <TableCell sx={{ fontWeight: 600 }}>
                <Link component={RouterLink} to={eventPath(event.eventId)}>
                  {event.eventName}
                </Link>
              </TableCell>
              <TableCell>
                {event.client ? (
                  <Link component={RouterLink} to={clientPath(event.client.clientId)} color="inherit">
                    {event.client.name}
                  </Link>
                ) : (
                  "—"
                )}
              </TableCell>
              <TableCell>{eventDateLabel(event, i18n.language, "short") ?? "—"}</TableCell>
              <TableCell>{t(`types.${event.eventType}`)}</TableCell>
              <TableCell align="right">{event.guestsCount ?? event.approximateGuestsCount ?? "—"}</TableCell>
              <TableCell>
                <StatusChip status={event.status} statuses={statuses} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
