import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Close from "@mui/icons-material/Close";
import DragIndicator from "@mui/icons-material/DragIndicator";
import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import PictureAsPdfOutlined from "@mui/icons-material/PictureAsPdfOutlined";
import Refresh from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UploaderItem } from "./uploader-item.ts";

export type TileActions = {
  /** Absent when the caller keeps no order. */
  onMove?: (from: number, to: number) => void;
  /** Absent when the caller has no cover. */
  onSetCover?: (index: number) => void;
  onDelete?: (item: UploaderItem) => void;
  /** Absent when the caller keeps no title or description for its files. */
  onEdit?: (item: UploaderItem) => void;
  onRetry: (item: UploaderItem) => void;
  onRemove: (item: UploaderItem) => void;
};

type UploaderTileProps = TileActions & {
  item: UploaderItem;
  index: number;
  count: number;
  isCover: boolean;
  disabled: boolean;
};

/** One file of the uploader: its picture, its progress or its error, and what can be done with it. */
export function UploaderTile({
  item,
  index,
  count,
  isCover,
  disabled,
  onMove,
  onSetCover,
  onDelete,
  onEdit,
  onRetry,
  onRemove,
}: UploaderTileProps) {
  const { t } = useTranslation("media");
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // The URL that failed to load: a new one (the server's thumbnail after the upload) is tried again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const sortable = useSortable({ id: item.key, disabled: !onMove || disabled, data: { name: item.name } });
  const done = item.status === "done";
  const failed = item.status === "error";
  const close = () => setMenu(null);
  const act = (action: () => void) => () => {
    close();
    action();
  };

  const menuItems = [
    item.openUrl ? (
      <MenuItem key="open" component="a" href={item.openUrl} target="_blank" rel="noopener" onClick={close}>
        {t("uploader.openItem")}
      </MenuItem>
    ) : null,
    onSetCover && index > 0 ? (
      <MenuItem key="cover" onClick={act(() => onSetCover(index))}>
        {t("uploader.setCover")}
      </MenuItem>
    ) : null,
    onMove && !onSetCover && index > 0 ? (
      <MenuItem key="first" onClick={act(() => onMove(index, 0))}>
        {t("uploader.moveFirst")}
      </MenuItem>
    ) : null,
    onMove && index > 0 ? (
      <MenuItem key="before" onClick={act(() => onMove(index, index - 1))}>
        {t("uploader.moveBefore")}
      </MenuItem>
    ) : null,
    onMove && index < count - 1 ? (
      <MenuItem key="after" onClick={act(() => onMove(index, index + 1))}>
        {t("uploader.moveAfter")}
      </MenuItem>
    ) : null,
    onEdit ? (
      <MenuItem key="edit" onClick={act(() => onEdit(item))}>
        {t("uploader.editItem")}
      </MenuItem>
    ) : null,
    onDelete ? (
      <MenuItem key="delete" onClick={act(() => onDelete(item))} sx={{ color: "error.main" }}>
        {t("uploader.deleteItem")}
      </MenuItem>
    ) : null,
  ].filter(Boolean);

  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      aria-label={item.name}
      sx={{
        listStyle: "none",
        position: "relative",
        display: "flex",
        flexDirection: "column",
        minWidth: 0,
        border: 1,
        borderColor: failed ? "error.main" : isCover ? "secondary.main" : "divider",
        borderRadius: 2,
        overflow: "hidden",
        bgcolor: "background.paper",
        opacity: sortable.isDragging ? 0.5 : 1,
        zIndex: sortable.isDragging ? 1 : "auto",
        boxShadow: sortable.isDragging ? 6 : 0,
      }}
    >
      <Box
        sx={{
          position: "relative",
          aspectRatio: "4 / 3",
          bgcolor: "action.hover",
          display: "grid",
          placeItems: "center",
          color: "text.secondary",
        }}
      >
        {item.previewUrl && item.previewUrl !== brokenUrl ? (
          <Box
            component="img"
            src={item.previewUrl}
            alt={item.alt ?? ""}
            loading="lazy"
            draggable={false}
            // A file named like a picture that is none (refused by the server) has nothing to show.
            onError={() => setBrokenUrl(item.previewUrl)}
            sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", opacity: done ? 1 : 0.55 }}
          />
        ) : item.kind === "pdf" ? (
          <Box sx={{ display: "grid", justifyItems: "center", gap: 0.5 }}>
            <PictureAsPdfOutlined aria-hidden sx={{ fontSize: 40 }} />
            <Typography variant="caption">{t("uploader.pdf")}</Typography>
          </Box>
        ) : (
          <InsertDriveFileOutlined aria-hidden sx={{ fontSize: 40 }} />
        )}
        {isCover ? (
          <Chip
            label={t("uploader.cover")}
            size="small"
            color="secondary"
            sx={{ position: "absolute", top: 8, left: 8, fontWeight: 600 }}
          />
        ) : null}
        {item.status === "uploading" ? (
          <Box
            sx={{ position: "absolute", left: 8, right: 8, bottom: 8, p: 1, borderRadius: 1, bgcolor: "rgba(255,255,255,0.9)" }}
          >
            <Typography variant="caption" sx={{ display: "block", fontWeight: 600, color: "text.primary" }}>
              {item.progress >= 99 ? t("uploader.checking") : t("uploader.progress", { progress: item.progress })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={item.progress}
              aria-label={t("uploader.uploading", { name: item.name })}
              sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
            />
          </Box>
        ) : null}
        {failed ? (
          <ErrorOutline
            aria-hidden
            sx={{ position: "absolute", top: 8, right: 8, color: "error.main", bgcolor: "background.paper", borderRadius: "50%" }}
          />
        ) : null}
      </Box>

      <Box sx={{ display: "flex", alignItems: "center", gap: 0.25, px: 0.5, py: 0.25, minHeight: 44 }}>
        {onMove && done ? (
          <IconButton
            size="small"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            disabled={disabled}
            aria-label={t("uploader.drag", { name: item.name })}
            sx={{ cursor: "grab", touchAction: "none", color: "text.secondary" }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        ) : null}
        <Typography variant="body2" noWrap title={item.name} sx={{ flex: 1, minWidth: 0, pl: onMove && done ? 0 : 1 }}>
          {item.name}
        </Typography>
        {done && menuItems.length > 0 ? (
          <>
            <IconButton
              size="small"
              aria-label={t("uploader.actions", { name: item.name })}
              aria-haspopup="menu"
              disabled={disabled}
              onClick={(event) => setMenu(event.currentTarget)}
            >
              <MoreVert fontSize="small" />
            </IconButton>
            <Menu anchorEl={menu} open={menu !== null} onClose={close}>
              {menuItems}
            </Menu>
          </>
        ) : null}
        {failed ? (
          <IconButton size="small" aria-label={t("uploader.remove", { name: item.name })} onClick={() => onRemove(item)}>
            <Close fontSize="small" />
          </IconButton>
        ) : null}
      </Box>

      {failed ? (
        <Box sx={{ px: 1, pb: 1, display: "grid", gap: 0.5, justifyItems: "start" }}>
          <Typography variant="body2" sx={{ color: "error.main", overflowWrap: "anywhere" }}>
            {item.error ?? t("uploader.failed")}
          </Typography>
          {item.file ? (
            <Button
              size="small"
              startIcon={<Refresh />}
              onClick={() => onRetry(item)}
              aria-label={t("uploader.retryName", { name: item.name })}
            >
              {t("uploader.retry")}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
