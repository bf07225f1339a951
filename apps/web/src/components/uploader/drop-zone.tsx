import CloudUploadOutlined from "@mui/icons-material/CloudUploadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { type DragEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type DropZoneProps = {
  accept: string;
  disabled?: boolean;
  hint?: ReactNode;
  onFiles: (files: File[]) => void;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/** Files dropped here or picked with the button; the button is the keyboard's way in. */
export function DropZone({ accept, disabled = false, hint, onFiles }: DropZoneProps) {
  const { t } = useTranslation("media");
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDragOver = (event: DragEvent) => {
    // Tiles being reordered also fire drag events: only files from outside are accepted here.
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        display: "grid",
        justifyItems: "center",
        textAlign: "center",
        gap: 1,
        px: 2,
        py: { xs: 2, sm: 4 },
        border: 2,
        borderStyle: "dashed",
        borderColor: over ? "primary.main" : "divider",
        borderRadius: 2,
        bgcolor: over ? "action.hover" : "background.paper",
        transition: "background-color 120ms, border-color 120ms",
      }}
    >
      <CloudUploadOutlined aria-hidden sx={{ fontSize: 40, color: "secondary.main", display: { xs: "none", sm: "block" } }} />
      {/* Nothing is dragged on a phone: there, the button alone. */}
      <Typography sx={{ fontWeight: 600, display: { xs: "none", sm: "block" } }}>
        {over ? t("uploader.dropActive") : t("uploader.dropTitle")}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", display: { xs: "none", sm: "block" } }}>
        {t("uploader.dropOr")}
      </Typography>
      <Button
        variant="contained"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={hint ? hintId : undefined}
        startIcon={<CloudUploadOutlined />}
        sx={{ "& .MuiButton-startIcon": { display: { sm: "none" } } }}
      >
        {t("uploader.choose")}
      </Button>
      {hint ? (
        <Typography id={hintId} variant="body2" sx={{ color: "text.secondary" }}>
          {hint}
        </Typography>
      ) : null}
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        aria-label={t("uploader.inputLabel")}
        tabIndex={-1}
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again (after deleting it) fires a change.
          event.target.value = "";
          onFiles(files);
        }}
      />
    </Box>
  );
}
