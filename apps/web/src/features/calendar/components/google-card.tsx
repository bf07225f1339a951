import type { GoogleLink } from "@cortege/domain";
import Google from "@mui/icons-material/Google";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useGoogleCalendars } from "../api/use-google-calendars.ts";
import { useLinkGoogle } from "../api/use-link-google.ts";
import { useSelectGoogleCalendar } from "../api/use-select-google-calendar.ts";
import { useSyncGoogle } from "../api/use-sync-google.ts";
import { useUnlinkGoogle } from "../api/use-unlink-google.ts";

const timeFormat = () => dateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" });

/** The link with Google Agenda: link, choose the calendar, sync now, unlink; « Reconnectez Google » when access was withdrawn. */
export function GoogleCard({ vendorId, link }: { vendorId: string; link: GoogleLink }) {
  const { t } = useTranslation("calendar");
  const notify = useNotify();
  const linked = link.status === "linked";
  const calendars = useGoogleCalendars(vendorId, linked);
  const connect = useLinkGoogle(vendorId);
  const select = useSelectGoogleCalendar(vendorId);
  const sync = useSyncGoogle(vendorId);
  const unlink = useUnlinkGoogle(vendorId);
  const [choice, setChoice] = useState("");
  const [confirmUnlink, setConfirmUnlink] = useState(false);
  const chosen = calendars.data?.find((c) => c.id === link.calendarId);

  const body = () => {
    if (!link.configured) return <Alert severity="info">{t("google.notConfigured")}</Alert>;
    if (link.status === "revoked")
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" loading={connect.isPending} onClick={() => connect.mutate()}>
              {t("google.reconnect")}
            </Button>
          }
        >
          {t("google.revoked")}
        </Alert>
      );
    if (!linked)
      return (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
          <Typography sx={{ flexGrow: 1, color: "text.secondary" }}>{t("google.intro")}</Typography>
          <Button variant="outlined" startIcon={<Google />} loading={connect.isPending} onClick={() => connect.mutate()}>
            {t("google.link")}
          </Button>
        </Stack>
      );
    if (!link.calendarId)
      return (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
          <TextField
            select
            size="small"
            label={t("google.chooseCalendar")}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            sx={{ minWidth: 260 }}
            helperText={t("google.chooseHint")}
          >
            {(calendars.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.summary}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={choice === ""}
            loading={select.isPending}
            onClick={() => select.mutate(choice, { onSuccess: () => notify(t("google.selected")) })}
          >
            {t("google.useCalendar")}
          </Button>
        </Stack>
      );
    return (
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
        <Typography sx={{ flexGrow: 1 }}>
          {t("google.syncedWith", { name: chosen?.summary ?? link.calendarId })}
          {link.syncedAt ? (
            <Typography component="span" sx={{ display: "block", color: "text.secondary", fontSize: "0.875rem" }}>
              {t("google.syncedAt", { at: timeFormat().format(new Date(link.syncedAt)) })}
            </Typography>
          ) : null}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            loading={sync.isPending}
            onClick={() => sync.mutate(undefined, { onSuccess: () => notify(t("google.synced")) })}
          >
            {t("google.syncNow")}
          </Button>
          <Button color="error" onClick={() => setConfirmUnlink(true)}>
            {t("google.unlink")}
          </Button>
        </Stack>
      </Stack>
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t("google.title")} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h2" sx={{ fontSize: "1.1rem" }}>
          {t("google.title")}
        </Typography>
        {body()}
        <ProblemAlert error={connect.error ?? select.error ?? sync.error ?? calendars.error} />
      </Stack>
      <ConfirmDialog
        open={confirmUnlink}
        title={t("google.unlinkTitle")}
        text={t("google.unlinkText")}
        confirmLabel={t("google.unlink")}
        destructive
        pending={unlink.isPending}
        error={unlink.error}
        onConfirm={() =>
          unlink.mutate(undefined, {
            onSuccess: () => {
              setConfirmUnlink(false);
              notify(t("google.unlinked"));
            },
          })
        }
        onClose={() => setConfirmUnlink(false)}
      />
    </Paper>
  );
}
