import type { Task, TaskList } from "@cortege/domain";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTheme } from "@mui/material/styles";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { BoardColumnFrame, BoardColumnNote } from "../../../components/board/board-column-frame.tsx";
import { RowActionsMenu } from "../../../components/row-actions-menu.tsx";
import { TaskCard } from "./task-card.tsx";

export type ListTarget = { name: string };

type TaskListColumnProps = {
  list: TaskList;
  /** The cards in the order shown (a held card already sits in the list it is over). */
  tasks: readonly Task[];
  lists: readonly TaskList[];
  onAddTask: (list: TaskList) => void;
  onEditTask: (task: Task) => void;
  onMoveTask: (task: Task, listId: string) => void;
  onDeleteTask: (task: Task) => void;
  onEditList: (list: TaskList) => void;
  onDeleteList: (list: TaskList) => void;
};

/** One list of a board: its cards in order, a place to drop a card, and its own menu. */
export function TaskListColumn(props: TaskListColumnProps) {
  const { list, tasks, lists } = props;
  const { t } = useTranslation("tasks");
  const theme = useTheme();
  const { setNodeRef, isOver } = useDroppable({ id: list.listId, data: { name: list.name } satisfies ListTarget });
  const accent = theme.palette.secondary.main;
  return (
    <SortableContext id={list.listId} items={tasks.map((task) => task.taskId)} strategy={verticalListSortingStrategy}>
      <BoardColumnFrame
        title={list.name}
        accent={accent}
        titleEnd={
          <>
            {list.enableNotifications ? (
              <Tooltip title={t("lists.notifiesDaysBefore", { count: list.notificationDaysBefore })}>
                <NotificationsActiveOutlined
                  fontSize="small"
                  sx={{ color: "text.secondary" }}
                  aria-label={t("lists.notifiesDaysBefore", { count: list.notificationDaysBefore })}
                  aria-hidden={false}
                  role="img"
                />
              </Tooltip>
            ) : null}
            <Typography
              variant="body2"
              sx={{ color: "text.secondary", px: 0.5 }}
              aria-label={t("lists.count", { count: tasks.length })}
            >
              {tasks.length}
            </Typography>
            <RowActionsMenu
              label={t("lists.actions", { name: list.name })}
              actions={[
                { label: t("lists.edit"), icon: <EditOutlined fontSize="small" />, onSelect: () => props.onEditList(list) },
                {
                  label: t("lists.delete"),
                  icon: <DeleteOutline fontSize="small" />,
                  onSelect: () => props.onDeleteList(list),
                  danger: true,
                },
              ]}
            />
          </>
        }
        dropRef={setNodeRef}
        dropOn="list"
        isOver={isOver}
        data={{ "data-list-id": list.listId }}
        footer={
          <Box sx={{ px: 1, pb: 1 }}>
            <Button
              fullWidth
              size="small"
              startIcon={<Add />}
              onClick={() => props.onAddTask(list)}
              sx={{ justifyContent: "flex-start" }}
            >
              {t("lists.addTask")}
            </Button>
          </Box>
        }
      >
        {tasks.map((task) => (
          <li key={task.taskId}>
            <TaskCard
              task={task}
              lists={lists}
              onEdit={props.onEditTask}
              onMove={props.onMoveTask}
              onDelete={props.onDeleteTask}
            />
          </li>
        ))}
        {tasks.length === 0 ? <BoardColumnNote>{t("lists.empty")}</BoardColumnNote> : null}
      </BoardColumnFrame>
    </SortableContext>
  );
}
