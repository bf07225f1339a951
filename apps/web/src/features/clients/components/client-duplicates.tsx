import { searchableTerm } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { clientPath } from "../../../config/client-paths.ts";
import { useClientSearch } from "../api/use-client-search.ts";
import type { ClientFormValues } from "./client-form-values.ts";

/**
 * While a new client is typed, the clients that already match its name: the vendor opens the one
 * that exists instead of creating it twice.
 */
export function ClientDuplicates({ control, onOpen }: { control: Control<ClientFormValues>; onOpen: () => void }) {
  const { t } = useTranslation("clients");
  const [type, tradeName, firstname, lastname] = useWatch({
    control,
    name: ["type", "company.tradeName", "contacts.0.firstname", "contacts.0.lastname"],
  });
  const person = [firstname, lastname].filter(Boolean).join(" ");
  const typed = type === "PROFESSIONAL" && searchableTerm(tradeName) ? tradeName : searchableTerm(lastname) ? lastname : person;
  const term = useDebouncedValue(typed ?? "", 400);
  const search = useClientSearch(term);
  const matches = searchableTerm(term) ? (search.data ?? []) : [];
  if (matches.length === 0) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t("duplicates.title", { count: matches.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {matches.slice(0, 5).map((client) => (
          <li key={client.clientId}>
            <Link component={RouterLink} to={clientPath(client.clientId)} onClick={onOpen}>
              {client.name}
            </Link>
            {client.contacts[0]?.email ? ` · ${client.contacts[0].email}` : null}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
