import type { EventStatusConfig } from "@cortege/domain";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { eventPath } from "../../../config/event-paths.ts";
import { useEventSearch } from "../api/use-event-search.ts";
import { eventRowKey, useEventColumns } from "./event-columns.tsx";

/** The events whose name matches the search (at most 20, accents ignored). */
export function EventSearchResults({ term, statuses }: { term: string; statuses: readonly EventStatusConfig[] }) {
  const { t } = useTranslation("events");
  const navigate = useNavigate();
  const search = useEventSearch(term);
  const table = useEventColumns(statuses);
  return (
    <DataTable
      {...table}
      rows={search.data}
      rowKey={eventRowKey}
      query={search}
      caption={t("search.caption", { term })}
      empty={
        <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
          {t("search.none", { term })}
        </Typography>
      }
      onRowClick={(event) => void navigate(eventPath(event.eventId))}
    />
  );
}
