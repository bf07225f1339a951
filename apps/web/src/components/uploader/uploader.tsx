import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { type Dispatch, type ReactNode, type SetStateAction, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { visuallyHidden } from "../visually-hidden.ts";
import { DropZone } from "./drop-zone.tsx";
import { moveItem } from "./move-item.ts";
import type { UploaderItem } from "./uploader-item.ts";
import { UploaderTile } from "./uploader-tile.tsx";
import { type UploadFiles, type UploadOutcome, useUploadQueue } from "./use-upload-queue.ts";

export type UploaderProps = {
  /** The accessible name of the list of files. */
  label: string;
  /** The caller keeps the list (it knows what the server holds); the uploader shows and edits it. */
  items: UploaderItem[];
  onItemsChange: Dispatch<SetStateAction<UploaderItem[]>>;
  upload: UploadFiles;
  /** The file picker's filter, e.g. "image/jpeg,image/png". The server decides from the bytes anyway. */
  accept: string;
  hint?: ReactNode;
  /** Called with the whole list in its new order once the user moved a file; without it, no reordering. */
  onReorder?: (items: UploaderItem[]) => void;
  /** Deletes a stored file (asked once before); without it, no deletion. A rejection is shown in the dialog. */
  onDelete?: (item: UploaderItem) => Promise<void>;
  /** « Modifier le titre » of a stored file; without it, no such action. */
  onEdit?: (item: UploaderItem) => void;
  /** The first file is the cover: it is marked, and « Choisir comme couverture » moves a file there. */
  cover?: boolean;
  /** After each batch (and each retry), with the outcomes, e.g. to refresh the used space. */
  onUploaded?: (outcomes: UploadOutcome[]) => void;
  disabled?: boolean;
};

/**
 * The one uploader of the app (photos of the showcase, logo, spaces, products, chat attachments…):
 * drop or pick several files, see each one travel, retry one that failed, and — when the caller
 * wants them — reorder with the mouse, a long press or the keyboard, choose the cover, delete.
 */
export function Uploader({
  label,
  items,
  onItemsChange,
  upload,
  accept,
  hint,
  onReorder,
  onDelete,
  onEdit,
  cover = false,
  onUploaded,
  disabled = false,
}: UploaderProps) {
  const { t } = useTranslation("media");
  const queue = useUploadQueue(onItemsChange, upload);
  const [announcement, setAnnouncement] = useState("");
  const [deleting, setDeleting] = useState<UploaderItem | null>(null);
  // Kept apart from `deleting` so that the dialog keeps its text while it fades out.
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [deletePending, setDeletePending] = useState(false);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press, so that a swipe still scrolls the page on a phone.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    if (next.every((item, i) => item === items[i])) return;
    const moved = items[from];
    onItemsChange(next);
    onReorder?.(next);
    if (moved) {
      setAnnouncement(
        cover && to === 0
          ? t("uploader.coverSet", { name: moved.name })
          : t("uploader.moved", { name: moved.name, position: to + 1, count: next.length }),
      );
    }
  };

  const sent = (outcomes: UploadOutcome[]) => {
    if (outcomes.length > 0) onUploaded?.(outcomes);
  };
  const remove = (item: UploaderItem) => onItemsChange((list) => list.filter((i) => i.key !== item.key));

  const confirmDelete = async () => {
    if (!deleting || !onDelete) return;
    setDeletePending(true);
    setDeleteError(null);
    try {
      await onDelete(deleting);
      remove(deleting);
      setDialogOpen(false);
    } catch (error) {
      setDeleteError(error);
    } finally {
      setDeletePending(false);
    }
  };

  const position = (id: string | number) => items.findIndex((i) => i.key === id) + 1;
  const nameOf = (data: unknown) => (data as { name?: string } | undefined)?.name ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("uploader.dragStart", { name: nameOf(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over ? t("uploader.dragOver", { name: nameOf(active.data.current), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("uploader.dragEnd", { name: nameOf(active.data.current), position: position(over.id) })
        : t("uploader.dragCancel", { name: nameOf(active.data.current) }),
    onDragCancel: ({ active }) => t("uploader.dragCancel", { name: nameOf(active.data.current) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(position(active.id) - 1, position(over.id) - 1);
  };

  const firstDone = items.findIndex((i) => i.status === "done");

  return (
    <Stack spacing={2}>
      <DropZone accept={accept} disabled={disabled} hint={hint} onFiles={(files) => void queue.add(files).then(sent)} />
      {items.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t("uploader.instructions") } }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={items.map((i) => i.key)} strategy={rectSortingStrategy}>
            <Box
              component="ul"
              aria-label={label}
              sx={{
                m: 0,
                p: 0,
                display: "grid",
                // A tile with an error message grows alone; its neighbours keep their height.
                alignItems: "start",
                gap: { xs: 1.5, sm: 2 },
                gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(auto-fill, minmax(190px, 1fr))" },
              }}
            >
              {items.map((item, index) => (
                <UploaderTile
                  key={item.key}
                  item={item}
                  index={index}
                  count={items.length}
                  isCover={cover && index === firstDone && index === 0}
                  disabled={disabled}
                  onMove={onReorder ? move : undefined}
                  onSetCover={cover && onReorder ? (from) => move(from, 0) : undefined}
                  onDelete={
                    onDelete
                      ? (target) => {
                          setDeleteError(null);
                          setDeleting(target);
                          setDialogOpen(true);
                        }
                      : undefined
                  }
                  onEdit={onEdit}
                  onRetry={(target) => void queue.retry(target).then(sent)}
                  onRemove={remove}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      ) : null}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <ConfirmDialog
        open={dialogOpen}
        title={t("uploader.deleteTitle")}
        text={t("uploader.deleteText", { name: deleting?.name ?? "" })}
        confirmLabel={t("uploader.deleteConfirm")}
        destructive
        pending={deletePending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDialogOpen(false)}
      />
    </Stack>
  );
}
