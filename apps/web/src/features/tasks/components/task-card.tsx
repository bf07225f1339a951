import type { Task, TaskList } from "@cortege/domain";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import DriveFileMoveOutlined from "@mui/icons-material/DriveFileMoveOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { BoardCardFrame } from "../../../components/board/board-card-frame.tsx";
import { type RowAction, RowActionsMenu } from "../../../components/row-actions-menu.tsx";
import { TaskCardContent } from "./task-card-content.tsx";

export type DraggedTask = { task: Task };

type TaskCardProps = {
  task: Task;
  lists: readonly TaskList[];
  onEdit: (task: Task) => void;
  onMove: (task: Task, listId: string) => void;
  onDelete: (task: Task) => void;
};

/**
 * A card of a list. The whole card follows the mouse or a long press; the grip is the keyboard's
 * handle (Space to lift, arrows to move, Space to drop). The menu also moves it, for phones.
 */
export function TaskCard({ task, lists, onEdit, onMove, onDelete }: TaskCardProps) {
  const { t } = useTranslation("tasks");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.taskId,
    data: { task } satisfies DraggedTask,
  });
  const actions: RowAction[] = [
    { label: t("card.edit"), icon: <EditOutlined fontSize="small" />, onSelect: () => onEdit(task) },
    ...lists
      .filter((l) => l.listId !== task.listId)
      .map((l) => ({
        label: t("card.moveTo", { list: l.name }),
        icon: <DriveFileMoveOutlined fontSize="small" />,
        onSelect: () => onMove(task, l.listId),
      })),
    { label: t("card.delete"), icon: <DeleteOutline fontSize="small" />, onSelect: () => onDelete(task), danger: true },
  ];
  return (
    <BoardCardFrame
      drag={{ setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging }}
      gripRole={t("board.draggable")}
      gripLabel={t("board.moveCard", { name: task.name })}
      data={{ "data-task-id": task.taskId }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      actions={
        <Box sx={{ mt: -0.5, mr: -0.5 }}>
          <RowActionsMenu label={t("card.actions", { name: task.name })} actions={actions} />
        </Box>
      }
    >
      <TaskCardContent task={task} onOpen={() => onEdit(task)} />
    </BoardCardFrame>
  );
}
