import type { Client } from "@cortege/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { formatInstantDate } from "../../../components/format-calendar-date.ts";
import { PhoneNumber } from "../../../components/phone-number.tsx";
import { rowClickProps } from "../../../components/row-click.ts";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { clientPath } from "../../../config/client-paths.ts";
import { ClientStatusChip } from "./client-status-chip.tsx";

type Sort = { sort: "createdAt" | "name"; order: "asc" | "desc" };

type ClientRowsProps = {
  clients: readonly Client[];
  caption: string;
  /** Without it the columns cannot be sorted (search results come in relevance order). */
  sort?: Sort & { onSort: (sort: Sort) => void };
  actions: (client: Client) => ReactNode;
  footer?: ReactNode;
};

function firstContact(client: Client) {
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

/** Clients as a table on a desktop and as cards on a phone. */
export function ClientRows({ clients, caption, sort, actions, footer }: ClientRowsProps) {
  const { t, i18n } = useTranslation("clients");
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const name = (client: Client) => (
    <Link component={RouterLink} to={clientPath(client.clientId)} sx={{ fontWeight: 600 }}>
      {client.name}
    </Link>
  );
  if (isPhone) {
    return (
      <Box>
        <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {clients.map((client) => (
            <Card component="li" key={client.clientId} sx={{ p: 2, display: "flex", gap: 1, alignItems: "flex-start" }}>
              <Box sx={{ flexGrow: 1, minWidth: 0, display: "grid", gap: 0.75 }}>
                <Box sx={{ overflowWrap: "anywhere" }}>{name(client)}</Box>
                <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                  {t(`types.${client.type}`)}
                  {client.source ? ` · ${t(`sources.${client.source}`)}` : null}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {firstContact(client)}
                </Typography>
                <Box>
                  <ClientStatusChip status={client.status} />
                </Box>
              </Box>
              {actions(client)}
            </Card>
          ))}
        </Stack>
        {footer}
      </Box>
    );
  }
  const header = (key: Sort["sort"], label: string) =>
    sort ? (
      <TableSortLabel
        active={sort.sort === key}
        direction={sort.sort === key ? sort.order : key === "name" ? "asc" : "desc"}
        onClick={() =>
          sort.onSort({
            sort: key,
            order: sort.sort === key ? (sort.order === "asc" ? "desc" : "asc") : key === "name" ? "asc" : "desc",
          })
        }
      >
        {label}
      </TableSortLabel>
    ) : (
      label
    );
  return (
    <TableContainer component={Card}>
      <Table aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={sort?.sort === "name" ? sort.order : false}>{header("name", t("list.name"))}</TableCell>
            <TableCell>{t("list.contact")}</TableCell>
            <TableCell>{t("list.type")}</TableCell>
            <TableCell>{t("list.source")}</TableCell>
            <TableCell>{t("list.status")}</TableCell>
            <TableCell sortDirection={sort?.sort === "createdAt" ? sort.order : false}>
              {header("createdAt", t("list.createdAt"))}
            </TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("list.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => (
            <TableRow key={client.clientId} hover {...rowClickProps(() => void navigate(clientPath(client.clientId)))}>
              <TableCell>{name(client)}</TableCell>
              <TableCell sx={{ color: "text.secondary" }}>{firstContact(client)}</TableCell>
              <TableCell>{t(`types.${client.type}`)}</TableCell>
              <TableCell>{client.source ? t(`sources.${client.source}`) : "—"}</TableCell>
              <TableCell>
                <ClientStatusChip status={client.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatInstantDate(client.createdAt, i18n.language)}</TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                {actions(client)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {footer}
    </TableContainer>
  );
}
