import { MIN_SEARCH_LENGTH, searchableTerm } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import ViewKanbanOutlined from "@mui/icons-material/ViewKanbanOutlined";
import ViewListOutlined from "@mui/icons-material/ViewListOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { paths } from "../../../config/paths.ts";
import { OnboardingChecklistCard } from "../../showcase/components/onboarding-checklist-card.tsx";
import { useEventConfig } from "../api/use-event-config.ts";
import { useEventList } from "../api/use-event-list.ts";
import { EventBoard } from "../components/event-board.tsx";
import { EventListView } from "../components/event-list-view.tsx";
import { EventSearchResults } from "../components/event-search-results.tsx";
import { LazyEventDialog, preloadEventDialog } from "../components/lazy-event-dialog.tsx";
import { NoEvents } from "../components/no-events.tsx";

type View = "tableau" | "liste";

/** The events: the pipeline board by default, the list on ?vue=liste, search results on ?q=. */
export function EventsPage() {
  const { t } = useTranslation("events");
  const [params, setParams] = useSearchParams();
  const view: View = params.get("vue") === "liste" ? "liste" : "tableau";
  const term = params.get("q") ?? "";
  const searching = searchableTerm(term) !== null;
  const config = useEventConfig();
  const firstPage = useEventList();
  const [creating, setCreating] = useState(false);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const hasNoEvent = firstPage.data !== undefined && (firstPage.data.pages[0]?.events.length ?? 0) === 0;
  const statuses = config.data ?? [];

  return (
    <Stack spacing={3}>
      <DocumentTitle page={t("title")} />
      <OnboardingChecklistCard />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 220 }}>
          <Typography variant="h1">{t("title")}</Typography>
          <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("intro")}</Typography>
        </Box>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button component={RouterLink} to={paths.eventStatuses} startIcon={<TuneOutlined />}>
            {t("statusesLink")}
          </Button>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setCreating(true)}
            onMouseEnter={preloadEventDialog}
            onFocus={preloadEventDialog}
            disabled={!config.data}
          >
            {t("create")}
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
        <Box sx={{ flexGrow: 1, minWidth: 220, maxWidth: 420 }}>
          <SearchField
            label={t("search.label")}
            value={term}
            onSearch={(value) => update({ q: value })}
            helperText={term.trim() !== "" && !searching ? t("search.tooShort", { min: MIN_SEARCH_LENGTH }) : undefined}
          />
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, value: View | null) => value && update({ vue: value === "liste" ? "liste" : null })}
          aria-label={t("view.label")}
        >
          <ToggleButton value="tableau" aria-label={t("view.board")}>
            <ViewKanbanOutlined fontSize="small" sx={{ mr: 0.75 }} aria-hidden />
            {t("view.board")}
          </ToggleButton>
          <ToggleButton value="liste" aria-label={t("view.list")}>
            <ViewListOutlined fontSize="small" sx={{ mr: 0.75 }} aria-hidden />
            {t("view.list")}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {config.isError && !config.data ? (
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      ) : !config.data ? (
        <PageLoader />
      ) : searching ? (
        <EventSearchResults term={term} statuses={statuses} />
      ) : hasNoEvent ? (
        <NoEvents onCreate={() => setCreating(true)} />
      ) : view === "liste" ? (
        <EventListView statuses={statuses} onCreate={() => setCreating(true)} />
      ) : (
        <EventBoard statuses={statuses} />
      )}
      <LazyEventDialog open={creating} onClose={() => setCreating(false)} statuses={statuses} />
    </Stack>
  );
}
