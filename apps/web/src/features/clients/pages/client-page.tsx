import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { formatInstantDate } from "../../../components/format-calendar-date.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { paths } from "../../../config/paths.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { WriteToClientButton } from "../../conversations/components/write-to-client-button.tsx";
import { ClientDocumentsCard } from "../../quote-config/components/client-documents-card.tsx";
import { useClient } from "../api/use-client.ts";
import { ArchiveClientDialog } from "../components/archive-client-dialog.tsx";
import { ClientCompanyCard } from "../components/client-company-card.tsx";
import { ClientContactsCard } from "../components/client-contacts-card.tsx";
import { ClientDriveCard } from "../components/client-drive-card.tsx";
import { ClientEventsCard } from "../components/client-events-card.tsx";
import { ClientStatusSelect } from "../components/client-status-select.tsx";
import { DeleteClientDialog } from "../components/delete-client-dialog.tsx";
import { LazyClientPanel, preloadClientPanel } from "../components/lazy-client-panel.tsx";
import { QuickNotesCard } from "../components/quick-notes-card.tsx";

/** /clients/:clientId: who the client is, where things stand, notes and events. */
export function ClientPage() {
  const { t, i18n } = useTranslation("clients");
  const { clientId = "" } = useParams();
  const vendorId = useVendorId();
  const navigate = useNavigate();
  const client = useClient(clientId);
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (client.isPending) return <PageLoader />;
  if (client.isError && !client.data) return <LoadError error={client.error} onRetry={() => void client.refetch()} />;
  const c = client.data;
  const source = c.source ? t(`sources.${c.source}`) : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <DocumentTitle page={c.name} />
      <Box>
        <Button component={RouterLink} to={paths.clients} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
          {t("page.back")}
        </Button>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
          <Box sx={{ flexGrow: 1, minWidth: 220 }}>
            <Typography variant="overline" component="p" sx={{ color: "secondary.dark" }}>
              {t(`types.${c.type}`)}
            </Typography>
            <Typography variant="h1" sx={{ overflowWrap: "anywhere" }}>
              {c.name}
            </Typography>
            <Typography sx={{ color: "text.secondary", mt: 0.5 }}>
              {source
                ? t("page.sinceWithSource", { date: formatInstantDate(c.createdAt, i18n.language), source })
                : t("page.since", { date: formatInstantDate(c.createdAt, i18n.language) })}
            </Typography>
          </Box>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
            <ClientStatusSelect client={c} />
            <WriteToClientButton clientId={c.clientId} />
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              onClick={() => setEditing(true)}
              onMouseEnter={preloadClientPanel}
              onFocus={preloadClientPanel}
            >
              {t("list.edit")}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={c.isArchived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
              onClick={() => setArchiving(true)}
            >
              {c.isArchived ? t("archive.restore") : t("archive.confirm")}
            </Button>
            <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={() => setDeleting(true)}>
              {t("delete.confirm")}
            </Button>
          </Box>
        </Box>
      </Box>
      {c.isArchived ? <Alert severity="info">{t("page.isArchived")}</Alert> : null}
      <ClientContactsCard client={c} />
      {c.company ? <ClientCompanyCard company={c.company} /> : null}
      {c.note ? (
        <SectionCard title={t("page.note")}>
          <Typography sx={{ whiteSpace: "pre-wrap" }}>{c.note}</Typography>
        </SectionCard>
      ) : null}
      <ClientEventsCard client={c} />
      <ClientDocumentsCard vendorId={vendorId} clientId={c.clientId} />
      <QuickNotesCard vendorId={vendorId} clientId={c.clientId} />
      <ClientDriveCard vendorId={vendorId} clientId={c.clientId} />
      <LazyClientPanel open={editing} client={c} onClose={() => setEditing(false)} />
      <ArchiveClientDialog client={archiving ? c : null} onClose={() => setArchiving(false)} />
      <DeleteClientDialog
        client={deleting ? c : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(paths.clients, { replace: true })}
      />
    </Stack>
  );
}
