import type { GoogleEventView } from "@cortege/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeStyle: "short", timeZone: "Europe/Paris" });
const dateOnly = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "Europe/Paris" });

/** A Google event, read only: it is changed in Google Agenda, and the change comes back within the minute. */
export function GoogleEventDialog({ event, onClose }: { event: GoogleEventView | null; onClose: () => void }) {
  const { t } = useTranslation("calendar");
  const titleId = useId();
  const format = event?.allDay ? dateOnly : dateTime;
  return (
    <Dialog open={event !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{event?.summary}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: "text.secondary" }}>{t("google.eventTitle")}</Typography>
        {event ? <Typography sx={{ mt: 1 }}>{format.format(new Date(event.start))}</Typography> : null}
        {event && event.attendees.length > 0 ? <Typography sx={{ mt: 1 }}>{event.attendees.join(", ")}</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("dialog.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
