import type { Task, TaskList, TaskType } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { RowActionsMenu } from "../../../components/row-actions-menu.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { boardPath } from "../../../config/task-paths.ts";
import { useBoard } from "../api/use-board.ts";
import { useDeleteBoard } from "../api/use-delete-board.ts";
import { useDeleteList } from "../api/use-delete-list.ts";
import { useDeleteTask } from "../api/use-delete-task.ts";
import { useDuplicateBoard } from "../api/use-duplicate-board.ts";
import { useMoveTask } from "../api/use-move-task.ts";
import { useRenameBoard } from "../api/use-rename-board.ts";
import { BoardNameDialog } from "../components/board-name-dialog.tsx";
import { BoardView } from "../components/board-view.tsx";
import { ListDialog } from "../components/list-dialog.tsx";
import { TaskDialog } from "../components/task-dialog.tsx";

type Editing = { listId: string; task?: Task | undefined; type?: TaskType | undefined };

/** One board: its lists side by side, their tasks moved by drag and drop, and the editors of each. */
export function BoardPage() {
  const { t } = useTranslation("tasks");
  const { boardId = "" } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const message = useProblemMessage();
  const isPhone = useIsPhone();
  const board = useBoard(boardId);
  const move = useMoveTask();
  const rename = useRenameBoard();
  const duplicate = useDuplicateBoard();
  const deleteBoard = useDeleteBoard();
  const deleteList = useDeleteList();
  const deleteTask = useDeleteTask();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [listDialog, setListDialog] = useState<{ list?: TaskList | undefined } | null>(null);
  const [naming, setNaming] = useState<"rename" | "duplicate" | null>(null);
  const [removing, setRemoving] = useState<
    { kind: "board" } | { kind: "list"; list: TaskList } | { kind: "task"; task: Task } | null
  >(null);

  if (board.isPending) return <PageLoader />;
  if (board.isError && !board.data) return <LoadError error={board.error} onRetry={() => void board.refetch()} />;
  const b = board.data;
  const firstList = b.lists[0];

  const boardMenu = (
    <RowActionsMenu
      label={t("boards.actions", { name: b.name })}
      actions={[
        { label: t("boards.rename"), icon: <EditOutlined fontSize="small" />, onSelect: () => setNaming("rename") },
        {
          label: t("boards.duplicate"),
          icon: <ContentCopyOutlined fontSize="small" />,
          onSelect: () => setNaming("duplicate"),
        },
        {
          label: t("boards.delete"),
          icon: <DeleteOutline fontSize="small" />,
          onSelect: () => setRemoving({ kind: "board" }),
          danger: true,
        },
      ]}
    />
  );

  const onMove = (task: Task, newListId: string, position: number) =>
    move.mutate(
      { boardId: b.boardId, listId: task.listId, taskId: task.taskId, newListId, position },
      { onError: (error) => notify(t("board.moveFailed", { name: task.name, reason: message(error) }), "error") },
    );

  const removal =
    removing?.kind === "board"
      ? { mutation: deleteBoard, title: t("boards.deleteTitle"), text: t("boards.deleteText", { name: b.name }) }
      : removing?.kind === "list"
        ? {
            mutation: deleteList,
            title: t("lists.deleteTitle"),
            text: t("lists.deleteText", { name: removing.list.name, count: removing.list.tasks.length }),
          }
        : removing?.kind === "task"
          ? { mutation: deleteTask, title: t("card.deleteTitle"), text: t("card.deleteText", { name: removing.task.name }) }
          : null;
  const confirmRemoval = () => {
    if (!removing) return;
    const done = () => setRemoving(null);
    if (removing.kind === "board")
      deleteBoard.mutate(b.boardId, {
        onSuccess: () => {
          notify(t("boards.deleted", { name: b.name }));
          void navigate(paths.tasks);
        },
      });
    else if (removing.kind === "list")
      deleteList.mutate({ boardId: b.boardId, listId: removing.list.listId }, { onSuccess: done });
    else
      deleteTask.mutate({ boardId: b.boardId, listId: removing.task.listId, taskId: removing.task.taskId }, { onSuccess: done });
  };

  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <DocumentTitle page={b.name} />
      <Box>
        <Button
          component={RouterLink}
          to={b.eventId ? paths.event.replace(":eventId", b.eventId) : paths.tasks}
          startIcon={<ArrowBack />}
          size="small"
          sx={{ mb: 1, ml: -1 }}
        >
          {b.eventId ? t("board.backToEvent") : t("board.back")}
        </Button>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
          <Box sx={{ flexGrow: 1, minWidth: 200 }}>
            {b.eventId ? (
              <Typography
                variant="overline"
                component="p"
                sx={{ color: "secondary.dark", display: "flex", alignItems: "center", gap: 0.5 }}
              >
                <EventOutlined sx={{ fontSize: 16 }} aria-hidden />
                {t("board.eventBoard")}
              </Typography>
            ) : null}
            <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
              <Typography variant="h1" sx={{ overflowWrap: "anywhere", flexGrow: 1 }}>
                {b.name}
              </Typography>
              {isPhone ? boardMenu : null}
            </Box>
          </Box>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Button
              variant="contained"
              startIcon={<Add />}
              disabled={!firstList}
              onClick={() => firstList && setEditing({ listId: firstList.listId, type: "BASE_TASK" })}
            >
              {t("board.addTask")}
            </Button>
            <Button variant="outlined" startIcon={<Add />} onClick={() => setListDialog({})}>
              {t("lists.create")}
            </Button>
            {isPhone ? null : boardMenu}
          </Box>
        </Box>
      </Box>
      {b.lists.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{t("board.noLists")}</Typography>
      ) : (
        <BoardView
          board={b}
          onMove={onMove}
          onAddTask={(list) => setEditing({ listId: list.listId, type: "BASE_TASK" })}
          onEditTask={(task) => setEditing({ listId: task.listId, task })}
          onDeleteTask={(task) => setRemoving({ kind: "task", task })}
          onEditList={(list) => setListDialog({ list })}
          onDeleteList={(list) => setRemoving({ kind: "list", list })}
        />
      )}
      {editing ? (
        <TaskDialog
          open
          board={b}
          listId={editing.listId}
          task={editing.task}
          type={editing.type}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ListDialog
        open={listDialog !== null}
        boardId={b.boardId}
        list={listDialog?.list}
        onClose={() => setListDialog(null)}
        onSaved={() => setListDialog(null)}
      />
      <BoardNameDialog
        open={naming !== null}
        title={naming === "duplicate" ? t("boards.duplicateTitle") : t("boards.renameTitle")}
        submitLabel={naming === "duplicate" ? t("boards.duplicate") : t("actions.save")}
        initialName={naming === "duplicate" ? t("boards.copyName", { name: b.name }) : b.name}
        pending={rename.isPending || duplicate.isPending}
        error={naming === "duplicate" ? duplicate.error : rename.error}
        onClose={() => {
          setNaming(null);
          rename.reset();
          duplicate.reset();
        }}
        onSubmit={(name) =>
          naming === "duplicate"
            ? duplicate.mutate(
                { boardId: b.boardId, name },
                {
                  onSuccess: (copy) => {
                    setNaming(null);
                    notify(t("boards.duplicated", { name: copy.name }));
                    void navigate(boardPath(copy.boardId));
                  },
                },
              )
            : rename.mutate({ boardId: b.boardId, name }, { onSuccess: () => setNaming(null) })
        }
      />
      <ConfirmDialog
        open={removal !== null}
        title={removal?.title ?? ""}
        text={removal?.text ?? ""}
        confirmLabel={t("actions.delete")}
        destructive
        pending={removal?.mutation.isPending ?? false}
        error={removal?.mutation.error}
        onClose={() => {
          removal?.mutation.reset();
          setRemoving(null);
        }}
        onConfirm={confirmRemoval}
      />
    </Stack>
  );
}
