import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { generatePath, Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useEvent } from "../../events/api/use-event.ts";
import { useEventConfig } from "../../events/api/use-event-config.ts";
import { useUpdateEventStatus } from "../../events/api/use-update-event-status.ts";
import { ChangeStatusMenu } from "../../events/components/change-status-menu.tsx";
import { eventDateLabel } from "../../events/components/event-date-label.ts";
import { StatusChip } from "../../events/components/status-chip.tsx";

type ConversationEventCardProps = {
  vendorId: string;
  eventId: string;
  onStatusChanged: () => void;
  onError: (error: unknown) => void;
};

/** The couple's event beside the thread: when, how many, where it stands; its status changes here (events module's call). */
export function ConversationEventCard({ vendorId, eventId, onStatusChanged, onError }: ConversationEventCardProps) {
  const { t, i18n } = useTranslation("conversations");
  const event = useEvent(eventId);
  const config = useEventConfig();
  const updateStatus = useUpdateEventStatus(vendorId);
  if (!event.data) return null;
  const e = event.data;
  const statuses = config.data ?? [];
  const guests = e.guestsCount
    ? t("event.guestsValue", { count: e.guestsCount })
    : e.approximateGuestsCount
      ? t("event.approximateGuests", { count: e.approximateGuestsCount })
      : t("event.unknown");
  return (
    <Box
      component="section"
      aria-label={t("event.title")}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: { xs: 1, sm: 3 },
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: "background.default",
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t("event.date")}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {eventDateLabel(e, i18n.language, "short") ?? t("event.unknown")}
        </Typography>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t("event.guests")}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {guests}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <StatusChip status={e.status} statuses={statuses} />
        <ChangeStatusMenu
          eventName={e.eventName}
          current={e.status}
          statuses={statuses}
          onChange={(status) => updateStatus.mutate({ event: e, status }, { onSuccess: onStatusChanged, onError })}
        />
      </Box>
      <Link component={RouterLink} to={generatePath(paths.event, { eventId })} variant="body2" sx={{ ml: { sm: "auto" } }}>
        {t("event.open")}
      </Link>
    </Box>
  );
}
