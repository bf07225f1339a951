import type { EventStatusConfig } from "@cortege/domain";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useEventSearch } from "../api/use-event-search.ts";
import { EventRows } from "./event-rows.tsx";

/** The events whose name matches the search (at most 20, accents ignored). */
export function EventSearchResults({ term, statuses }: { term: string; statuses: readonly EventStatusConfig[] }) {
  const { t } = useTranslation("events");
  const search = useEventSearch(term);
  if (search.isPending) return <PageLoader />;
  // Not the previous term's results, nor « no event », when this search failed.
  if (search.isError) return <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  if (search.data.length === 0) {
    return (
      <Typography role="status" sx={{ color: "text.secondary", py: 4, textAlign: "center" }}>
        {t("search.none", { term })}
      </Typography>
    );
  }
  return <EventRows events={search.data} statuses={statuses} caption={t("search.caption", { term })} />;
}
