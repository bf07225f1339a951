import type { Board, Task, TaskList } from "@cortege/domain";
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
} from "@dnd-kit/core";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BoardDragOverlayCard } from "../../../components/board/board-drag-overlay-card.tsx";
import { sortableBoardKeyboardCoordinates } from "../../../components/board/sortable-board-keyboard-coordinates.ts";
import { useBoardSensors } from "../../../components/board/use-board-sensors.ts";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { type Columns, columnsOf, containerOf, crossInto, dropTarget } from "./board-edits.ts";
import type { DraggedTask } from "./task-card.tsx";
import { TaskCardContent } from "./task-card-content.tsx";
import { TaskListColumn } from "./task-list-column.tsx";

type BoardViewProps = {
  board: Board;
  onMove: (task: Task, newListId: string, position: number) => void;
  onAddTask: (list: TaskList) => void;
  onEditTask: (task: Task) => void;
  onDeleteTask: (task: Task) => void;
  onEditList: (list: TaskList) => void;
  onDeleteList: (list: TaskList) => void;
};

const draggedName = (data: unknown) => (data as DraggedTask | undefined)?.task.name ?? "";

/**
 * The lists of a board side by side (scrolled sideways), or one at a time with tabs on a phone. Cards
 * move within and between lists with the mouse, a long press or the keyboard; the board is asked to
 * move once the card is dropped, and the held card shows where it will land meanwhile.
 */
export function BoardView({ board, onMove, ...handlers }: BoardViewProps) {
  const { t } = useTranslation("tasks");
  const isPhone = useIsPhone();
  const [held, setHeld] = useState<{ task: Task; columns: Columns } | null>(null);
  const [shownListId, setShownListId] = useState<string | null>(null);
  const sensors = useBoardSensors(sortableBoardKeyboardCoordinates);
  const tasksById = useMemo(() => new Map(board.lists.flatMap((l) => l.tasks).map((task) => [task.taskId, task])), [board]);
  const columns = held?.columns ?? columnsOf(board);
  const listName = (id: string | undefined) => board.lists.find((l) => l.listId === id)?.name ?? "";

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("board.announce.start", { name: draggedName(active.data.current) }),
    onDragOver: ({ active, over }) => {
      const name = draggedName(active.data.current);
      if (!over) return t("board.announce.outside", { name });
      const list = listName(containerOf(columns, String(over.id)));
      const card = over.id === active.id ? undefined : tasksById.get(String(over.id));
      // Over another card: where it would go inside the list is said too.
      return card ? t("board.announce.overCard", { name, card: card.name, list }) : t("board.announce.over", { name, list });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t("board.announce.end", {
            name: draggedName(active.data.current),
            list: listName(containerOf(columns, String(over.id))),
          })
        : t("board.announce.cancel", { name: draggedName(active.data.current) }),
    onDragCancel: ({ active }) => t("board.announce.cancel", { name: draggedName(active.data.current) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const task = (active.data.current as DraggedTask | undefined)?.task;
    if (task) setHeld({ task, columns: columnsOf(board) });
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setHeld((h) => (h ? { ...h, columns: crossInto(h.columns, String(active.id), String(over.id)) } : h));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = held;
    setHeld(null);
    if (!current || !over) return;
    const target = dropTarget(current.columns, String(active.id), String(over.id));
    if (!target) return;
    const before = columnsOf(board)[current.task.listId] ?? [];
    if (target.listId === current.task.listId && before.indexOf(current.task.taskId) === target.index) return;
    onMove(current.task, target.listId, target.index);
  };

  const column = (list: TaskList) => (
    <TaskListColumn
      key={list.listId}
      list={list}
      lists={board.lists}
      tasks={(columns[list.listId] ?? []).flatMap((id) => tasksById.get(id) ?? [])}
      onAddTask={handlers.onAddTask}
      onEditTask={handlers.onEditTask}
      onMoveTask={(task, listId) => onMove(task, listId, (columns[listId] ?? []).length)}
      onDeleteTask={handlers.onDeleteTask}
      onEditList={handlers.onEditList}
      onDeleteList={handlers.onDeleteList}
    />
  );

  const shown = board.lists.find((l) => l.listId === shownListId) ?? board.lists[0];
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("board.instructions") } }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setHeld(null)}
    >
      {isPhone ? (
        <Box sx={{ display: "grid", gap: 1.5 }}>
          <Tabs
            value={shown?.listId ?? false}
            onChange={(_, value: string) => setShownListId(value)}
            variant="scrollable"
            scrollButtons={false}
            aria-label={t("board.listSwitcher")}
            sx={{ borderBottom: 1, borderColor: "divider", minHeight: 40 }}
          >
            {board.lists.map((l) => (
              <Tab
                key={l.listId}
                value={l.listId}
                label={`${l.name} (${(columns[l.listId] ?? []).length})`}
                sx={{ minHeight: 40, textTransform: "none", px: 1.5 }}
              />
            ))}
          </Tabs>
          {shown ? column(shown) : null}
        </Box>
      ) : (
        <Box
          sx={{
            display: "grid",
            gridAutoFlow: "column",
            gridAutoColumns: "minmax(280px, 320px)",
            gap: 1.5,
            overflowX: "auto",
            pb: 1,
            alignItems: "start",
          }}
        >
          {board.lists.map(column)}
        </Box>
      )}
      <DragOverlay dropAnimation={null}>
        {held ? (
          <BoardDragOverlayCard>
            <TaskCardContent task={held.task} />
          </BoardDragOverlayCard>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
