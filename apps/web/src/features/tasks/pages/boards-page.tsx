import type { BoardSummary } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import ViewQuiltOutlined from "@mui/icons-material/ViewQuiltOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { formatInstantDate } from "../../../components/format-calendar-date.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { RemovalDialog } from "../../../components/removal-dialog.tsx";
import { RowActionsMenu } from "../../../components/row-actions-menu.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { boardPath } from "../../../config/task-paths.ts";
import { useBoardConfig } from "../api/use-board-config.ts";
import { useBoards } from "../api/use-boards.ts";
import { useCreateBoard } from "../api/use-create-board.ts";
import { useDeleteBoard } from "../api/use-delete-board.ts";
import { useDuplicateBoard } from "../api/use-duplicate-board.ts";
import { useRenameBoard } from "../api/use-rename-board.ts";
import { BoardNameDialog } from "../components/board-name-dialog.tsx";

/** The tab in the URL (`?vue=evenements`), so that a reload or a link keeps it. */
const EVENTS_VIEW = "evenements";

type Naming = { mode: "create" } | { mode: "rename" | "duplicate"; board: BoardSummary };

/** The vendor's boards: free boards and templates, or the boards of events; each opens, is renamed, duplicated or deleted. */
export function BoardsPage() {
  const { t, i18n } = useTranslation("tasks");
  const { t: te } = useTranslation("events");
  const navigate = useNavigate();
  const notify = useNotify();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const eventsView = params.get("vue") === EVENTS_VIEW;
  const boards = useBoards(eventsView);
  const config = useBoardConfig();
  const create = useCreateBoard();
  const rename = useRenameBoard();
  const duplicate = useDuplicateBoard();
  const remove = useDeleteBoard();
  const [naming, setNaming] = useState<Naming | null>(null);
  const [removing, setRemoving] = useState<BoardSummary | null>(null);

  const shown = (boards.data ?? []).filter((b) => (eventsView ? b.eventId !== null : b.eventId === null));
  const templateTypes = (boardId: string) =>
    (config.data?.boardTemplates ?? []).filter((x) => x.boardId === boardId).map((x) => te(`types.${x.eventType}`));
  const mutation = naming?.mode === "create" ? create : naming?.mode === "duplicate" ? duplicate : rename;

  const submitName = (name: string) => {
    if (!naming) return;
    if (naming.mode === "create")
      create.mutate(name, {
        onSuccess: (board) => {
          setNaming(null);
          void navigate(boardPath(board.boardId));
        },
      });
    else if (naming.mode === "duplicate")
      duplicate.mutate(
        { boardId: naming.board.boardId, name },
        {
          onSuccess: (copy) => {
            setNaming(null);
            notify(t("boards.duplicated", { name: copy.name }));
          },
        },
      );
    else rename.mutate({ boardId: naming.board.boardId, name }, { onSuccess: () => setNaming(null) });
  };

  return (
    <Stack spacing={3}>
      <DocumentTitle page={t("title")} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-end" }}>
        <Box sx={{ flexGrow: 1, minWidth: 240 }}>
          <Typography variant="h1">{t("title")}</Typography>
          <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("intro")}</Typography>
        </Box>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button component={RouterLink} to={paths.taskTemplates} variant="outlined" startIcon={<ViewQuiltOutlined />}>
            {t("templates.link")}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setNaming({ mode: "create" })}>
            {t("boards.create")}
          </Button>
        </Box>
      </Box>
      <Tabs
        value={eventsView ? EVENTS_VIEW : "free"}
        onChange={(_, value: string) => setParams(value === EVENTS_VIEW ? { vue: EVENTS_VIEW } : {}, { replace: true })}
        aria-label={t("boards.views")}
        // Both labels stay whole on a phone (wrapped on two lines if need be).
        variant={isPhone ? "fullWidth" : "standard"}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="free" label={t("boards.freeView")} sx={{ textTransform: "none" }} />
        <Tab value={EVENTS_VIEW} label={t("boards.eventsView")} sx={{ textTransform: "none" }} />
      </Tabs>
      {boards.isPending ? <PageLoader /> : null}
      {boards.isError && !boards.data ? <LoadError error={boards.error} onRetry={() => void boards.refetch()} /> : null}
      {boards.isSuccess && shown.length === 0 ? (
        eventsView ? (
          <EmptyState icon={<TaskAltOutlined />} title={t("boards.noEventBoards")} text={t("boards.noEventBoardsText")} />
        ) : (
          <EmptyState
            icon={<TaskAltOutlined />}
            title={t("boards.empty")}
            text={t("boards.emptyText")}
            action={
              <Button variant="contained" startIcon={<Add />} onClick={() => setNaming({ mode: "create" })}>
                {t("boards.create")}
              </Button>
            }
          />
        )
      ) : null}
      {shown.length > 0 ? (
        <Box
          component="ul"
          aria-label={eventsView ? t("boards.eventsView") : t("boards.freeView")}
          sx={{
            listStyle: "none",
            m: 0,
            p: 0,
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
          }}
        >
          {shown.map((board) => {
            const types = templateTypes(board.boardId);
            const isDefault = config.data?.defaultBoardId === board.boardId;
            return (
              <li key={board.boardId}>
                <Card sx={{ p: 2, display: "flex", gap: 1, alignItems: "flex-start", height: "100%" }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0, display: "grid", gap: 0.75 }}>
                    <Link
                      component={RouterLink}
                      to={boardPath(board.boardId)}
                      underline="hover"
                      sx={{ fontWeight: 600, fontSize: "1.05rem", overflowWrap: "anywhere" }}
                    >
                      {board.name}
                    </Link>
                    <Typography variant="body2" sx={{ color: "text.secondary" }}>
                      {t("boards.counts", { lists: board.listCount, tasks: board.taskCount })}
                      {" · "}
                      {t("boards.createdAt", { date: formatInstantDate(board.createdAt, i18n.language) })}
                    </Typography>
                    {types.length > 0 || isDefault ? (
                      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                        {isDefault ? <Chip size="small" color="secondary" label={t("templates.defaultChip")} /> : null}
                        {types.map((type) => (
                          <Chip
                            key={type}
                            size="small"
                            variant="outlined"
                            color="secondary"
                            label={t("templates.typeChip", { type })}
                          />
                        ))}
                      </Box>
                    ) : null}
                  </Box>
                  <RowActionsMenu
                    label={t("boards.actions", { name: board.name })}
                    actions={[
                      {
                        label: t("boards.rename"),
                        icon: <EditOutlined fontSize="small" />,
                        onSelect: () => setNaming({ mode: "rename", board }),
                      },
                      {
                        label: t("boards.duplicate"),
                        icon: <ContentCopyOutlined fontSize="small" />,
                        onSelect: () => setNaming({ mode: "duplicate", board }),
                      },
                      {
                        label: t("boards.delete"),
                        icon: <DeleteOutline fontSize="small" />,
                        onSelect: () => setRemoving(board),
                        danger: true,
                      },
                    ]}
                  />
                </Card>
              </li>
            );
          })}
        </Box>
      ) : null}
      <BoardNameDialog
        open={naming !== null}
        title={
          naming?.mode === "create"
            ? t("boards.createTitle")
            : naming?.mode === "duplicate"
              ? t("boards.duplicateTitle")
              : t("boards.renameTitle")
        }
        submitLabel={
          naming?.mode === "create"
            ? t("boards.createSubmit")
            : naming?.mode === "duplicate"
              ? t("boards.duplicate")
              : t("actions.save")
        }
        initialName={
          naming?.mode === "duplicate"
            ? t("boards.copyName", { name: naming.board.name })
            : naming?.mode === "rename"
              ? naming.board.name
              : ""
        }
        pending={mutation.isPending}
        error={mutation.error}
        onClose={() => {
          setNaming(null);
          create.reset();
          rename.reset();
          duplicate.reset();
        }}
        onSubmit={submitName}
      />
      <RemovalDialog
        item={removing}
        mutation={remove}
        title={t("boards.deleteTitle")}
        text={t("boards.deleteText", { name: removing?.name ?? "" })}
        confirmLabel={t("actions.delete")}
        onClose={() => setRemoving(null)}
        onConfirm={(board) => remove.mutate(board.boardId, { onSuccess: () => setRemoving(null) })}
      />
    </Stack>
  );
}
