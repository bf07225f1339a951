import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import ArrowBack from "@mui/icons-material/ArrowBack";
import EditOutlined from "@mui/icons-material/EditOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { clientPath } from "../../../config/client-paths.ts";
import { paths } from "../../../config/paths.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { ClientDocumentsCard } from "../../quote-config/components/client-documents-card.tsx";
import { EventBoardCard } from "../../tasks/components/event-board-card.tsx";
import { useArchiveEvents } from "../api/use-archive-events.ts";
import { useEvent } from "../api/use-event.ts";
import { useEventConfig } from "../api/use-event-config.ts";
import { ChangeStatusMenu } from "../components/change-status-menu.tsx";
import { eventDateLabel } from "../components/event-date-label.ts";
import { LazyEventDialog, preloadEventDialog } from "../components/lazy-event-dialog.tsx";
import { LinkedVendorsCard } from "../components/linked-vendors-card.tsx";
import { StatusChip } from "../components/status-chip.tsx";
import { useMoveEvent } from "../components/use-move-event.ts";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One event: its details, its client, the other vendors, and archiving. */
export function EventPage() {
  const { t, i18n } = useTranslation("events");
  const { eventId = "" } = useParams();
  const vendorId = useVendorId();
  const notify = useNotify();
  const event = useEvent(eventId);
  const config = useEventConfig();
  const move = useMoveEvent(vendorId);
  const archive = useArchiveEvents(vendorId);
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const statuses = config.data ?? [];

  if (event.isPending) return <PageLoader />;
  if (event.isError && !event.data) return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  const e = event.data;
  const guests = e.guestsCount ?? e.approximateGuestsCount;

  const toggleArchive = () =>
    archive.mutate(
      { eventIds: [e.eventId], isArchived: !e.isArchived },
      {
        onSuccess: () => {
          notify(e.isArchived ? t("event.restored", { name: e.eventName }) : t("event.archived", { name: e.eventName }));
          setArchiving(false);
          void event.refetch();
        },
      },
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <DocumentTitle page={e.eventName} />
      <Box>
        <Button component={RouterLink} to={paths.events} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
          {t("event.back")}
        </Button>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
          <Box sx={{ flexGrow: 1, minWidth: 220 }}>
            <Typography variant="overline" component="p" sx={{ color: "secondary.dark" }}>
              {t(`types.${e.eventType}`)}
            </Typography>
            <Typography variant="h1" sx={{ overflowWrap: "anywhere" }}>
              {e.eventName}
            </Typography>
          </Box>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              onClick={() => setEditing(true)}
              onMouseEnter={preloadEventDialog}
              onFocus={preloadEventDialog}
              disabled={!config.data}
            >
              {t("event.edit")}
            </Button>
            <Button
              variant="outlined"
              color={e.isArchived ? "primary" : "inherit"}
              startIcon={e.isArchived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
              onClick={() => (e.isArchived ? toggleArchive() : setArchiving(true))}
              loading={archive.isPending && !archiving}
            >
              {e.isArchived ? t("event.restore") : t("event.archive")}
            </Button>
          </Box>
        </Box>
      </Box>
      {e.isArchived ? <Alert severity="info">{t("event.isArchived")}</Alert> : null}
      <SectionCard title={t("event.details")}>
        <Box
          component="dl"
          sx={{ m: 0, display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, alignItems: "start" }}
        >
          <Detail label={t("event.status")}>
            <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
              <StatusChip status={e.status} statuses={statuses} />
              {statuses.length > 0 ? (
                <ChangeStatusMenu
                  eventName={e.eventName}
                  current={e.status}
                  statuses={statuses}
                  onChange={(status) => move(e, status)}
                />
              ) : null}
            </Box>
          </Detail>
          <Detail label={t("event.client")}>
            {e.client ? (
              <Link component={RouterLink} to={clientPath(e.client.clientId)}>
                {e.client.name}
              </Link>
            ) : (
              t("event.noClient")
            )}
          </Detail>
          <Detail label={t("event.date")}>{eventDateLabel(e, i18n.language) ?? t("card.noDate")}</Detail>
          <Detail label={t("event.guests")}>
            {guests === null
              ? t("event.noGuests")
              : e.guestsCount === null
                ? t("card.approximateGuests", { count: guests })
                : t("card.guests", { count: guests })}
          </Detail>
        </Box>
        {e.note ? (
          <Box sx={{ mt: 2.5 }}>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {t("event.note")}
            </Typography>
            <Typography sx={{ whiteSpace: "pre-wrap" }}>{e.note}</Typography>
          </Box>
        ) : null}
      </SectionCard>
      {e.client ? <ClientDocumentsCard vendorId={vendorId} clientId={e.client.clientId} eventId={e.eventId} /> : null}
      <LinkedVendorsCard vendorId={vendorId} eventId={e.eventId} />
      <EventBoardCard eventId={e.eventId} />
      <LazyEventDialog open={editing} onClose={() => setEditing(false)} statuses={statuses} event={e} />
      <ConfirmDialog
        open={archiving}
        title={t("event.archiveTitle")}
        text={t("event.archiveText", { name: e.eventName })}
        confirmLabel={t("event.archive")}
        pending={archive.isPending}
        error={archive.error}
        onClose={() => {
          archive.reset();
          setArchiving(false);
        }}
        onConfirm={toggleArchive}
      />
    </Stack>
  );
}
