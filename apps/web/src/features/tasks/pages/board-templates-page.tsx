import { type EventType, eventTypes } from "@cortege/domain";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { boardPath } from "../../../config/task-paths.ts";
import { useBoardConfig } from "../api/use-board-config.ts";
import { useBoards } from "../api/use-boards.ts";
import { useUpdateBoardConfig } from "../api/use-update-board-config.ts";
import { configOf, draftOf, type TemplateDraft } from "../components/template-draft.ts";

/**
 * Settings of the task boards: which board a new event copies, by event type, and the default board
 * for the other types. Weddings first: most vendors set that one only.
 */
export function BoardTemplatesPage() {
  const { t } = useTranslation("tasks");
  const { t: te } = useTranslation("events");
  const notify = useNotify();
  const config = useBoardConfig();
  const boards = useBoards(false);
  const update = useUpdateBoardConfig();
  const [draft, setDraft] = useState<TemplateDraft | null>(null);

  useEffect(() => {
    if (config.data && boards.data) setDraft(draftOf(config.data, boards.data));
  }, [config.data, boards.data]);

  if (config.isPending || boards.isPending) return <PageLoader />;
  if (config.isError && !config.data) return <LoadError error={config.error} onRetry={() => void config.refetch()} />;
  if (boards.isError && !boards.data) return <LoadError error={boards.error} onRetry={() => void boards.refetch()} />;
  const free = boards.data.filter((b) => b.eventId === null);
  const current = draft ?? draftOf(config.data, boards.data);

  const boardSelect = (label: string, value: string, onChange: (boardId: string) => void, noneLabel: string) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      size="small"
      // « none » is a choice too: it is shown, under the type's name.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{noneLabel}</MenuItem>
      {free.map((b) => (
        <MenuItem key={b.boardId} value={b.boardId}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <DocumentTitle page={t("templates.title")} />
      <Box>
        <Button component={RouterLink} to={paths.tasks} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
          {t("board.back")}
        </Button>
        <Typography variant="h1">{t("templates.title")}</Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("templates.intro")}</Typography>
      </Box>
      {free.length === 0 ? (
        <Alert severity="info">
          {t("templates.noBoards")}{" "}
          <Link component={RouterLink} to={paths.tasks}>
            {t("templates.createFirst")}
          </Link>
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(configOf(current, eventTypes), { onSuccess: () => notify(t("templates.saved")) });
        }}
      >
        <Stack spacing={3}>
          <SectionCard title={t("templates.defaultTitle")} description={t("templates.defaultText")}>
            {boardSelect(
              t("templates.defaultBoard"),
              current.defaultBoardId,
              (boardId) => setDraft({ ...current, defaultBoardId: boardId }),
              t("templates.emptyLists"),
            )}
          </SectionCard>
          <SectionCard title={t("templates.byTypeTitle")} description={t("templates.byTypeText")}>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              {eventTypes.map((type: EventType) => (
                <Box key={type}>
                  {boardSelect(
                    te(`types.${type}`),
                    current.byType[type] ?? "",
                    (boardId) => setDraft({ ...current, byType: { ...current.byType, [type]: boardId } }),
                    t("templates.useDefault"),
                  )}
                  {current.byType[type] ? (
                    <Link component={RouterLink} to={boardPath(current.byType[type])} variant="body2" sx={{ ml: 0.5 }}>
                      {t("templates.open")}
                    </Link>
                  ) : null}
                </Box>
              ))}
            </Box>
          </SectionCard>
          <ProblemAlert error={update.error} />
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {t("actions.save")}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}
