import type { Client } from "@cortege/domain";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { DataTableColumn } from "../../../components/data-table/data-table-types.ts";
import { formatInstantDate } from "../../../components/format-calendar-date.ts";
import { PhoneNumber } from "../../../components/phone-number.tsx";
import { clientPath } from "../../../config/client-paths.ts";
import { ClientStatusChip } from "./client-status-chip.tsx";

export type ClientSortField = "createdAt" | "name";

function FirstContact({ client }: { client: Client }) {
  const contact = client.contacts[0];
  if (!contact) return null;
  return (
    <>
      {contact.email}
      {contact.email && contact.phone ? <br /> : null}
      <PhoneNumber phone={contact.phone} phoneCode={contact.phoneCode} />
    </>
  );
}

function ClientName({ client }: { client: Client }) {
  return (
    <Link component={RouterLink} to={clientPath(client.clientId)} sx={{ fontWeight: 600 }}>
      {client.name}
    </Link>
  );
}

/** The clients list's columns on a desktop and its card on a phone. */
export function useClientColumns() {
  const { t, i18n } = useTranslation("clients");
  const columns: DataTableColumn<Client, ClientSortField>[] = [
    { id: "name", header: t("list.name"), sortBy: "name", cell: (client) => <ClientName client={client} /> },
    {
      id: "contact",
      header: t("list.contact"),
      cell: (client) => <FirstContact client={client} />,
      sx: { color: "text.secondary" },
    },
    { id: "type", header: t("list.type"), cell: (client) => t(`types.${client.type}`) },
    { id: "source", header: t("list.source"), cell: (client) => (client.source ? t(`sources.${client.source}`) : "—") },
    { id: "status", header: t("list.status"), cell: (client) => <ClientStatusChip status={client.status} /> },
    {
      id: "createdAt",
      header: t("list.createdAt"),
      sortBy: "createdAt",
      cell: (client) => formatInstantDate(client.createdAt, i18n.language),
      sx: { whiteSpace: "nowrap" },
    },
  ];
  const card = (client: Client) => (
    <>
      <Box sx={{ overflowWrap: "anywhere" }}>
        <ClientName client={client} />
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
        {t(`types.${client.type}`)}
        {client.source ? ` · ${t(`sources.${client.source}`)}` : null}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
        <FirstContact client={client} />
      </Typography>
      <Box>
        <ClientStatusChip status={client.status} />
      </Box>
    </>
  );
  return { columns, card };
}

/** Names first, A→Z; dates newest first. */
export const clientFirstOrder = (field: ClientSortField) => (field === "name" ? "asc" : "desc");
