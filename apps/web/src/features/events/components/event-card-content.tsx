import type { Event } from "@cortege/domain";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import PersonOutlined from "@mui/icons-material/PersonOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { eventPath } from "../../../config/event-paths.ts";
import { eventDateLabel } from "./event-date-label.ts";

const lineSx = { display: "flex", alignItems: "center", gap: 0.75, color: "text.secondary", minWidth: 0 } as const;

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={lineSx}>
      <Box component="span" sx={{ display: "inline-flex", "& svg": { fontSize: 16 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What a card tells at a glance: the event, for whom, when, for how many. */
export function EventCardContent({ event, linked = true }: { event: Event; linked?: boolean }) {
  const { t, i18n } = useTranslation("events");
  const date = eventDateLabel(event, i18n.language, "short");
  const guests = event.guestsCount ?? event.approximateGuestsCount;
  return (
    <Box sx={{ display: "grid", gap: 0.5, minWidth: 0 }}>
      <Typography variant="overline" component="p" sx={{ color: "secondary.dark", lineHeight: 1.6, fontSize: "0.68rem" }}>
        {t(`types.${event.eventType}`)}
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: "anywhere" }}>
        {linked ? (
          <Link component={RouterLink} to={eventPath(event.eventId)} color="inherit">
            {event.eventName}
          </Link>
        ) : (
          event.eventName
        )}
      </Typography>
      {event.client ? <Line icon={<PersonOutlined />}>{event.client.name}</Line> : null}
      <Line icon={<CalendarMonthOutlined />}>{date ?? t("card.noDate")}</Line>
      {guests !== null ? (
        <Line icon={<GroupsOutlined />}>
          {event.guestsCount === null ? t("card.approximateGuests", { count: guests }) : t("card.guests", { count: guests })}
        </Line>
      ) : null}
    </Box>
  );
}
