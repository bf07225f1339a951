import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";

export type MediaDetails = { title: string | null; description: string | null };

type MediaDetailsDialogProps = {
  /** The photo being edited, or null when the dialog is closed. */
  media: (MediaDetails & { name: string }) | null;
  onClose: () => void;
  onSave: (details: MediaDetails) => Promise<void>;
};

/** A photo's title and description; the description is the text couples' screen readers say (alt text). */
export function MediaDetailsDialog({ media, onClose, onSave }: MediaDetailsDialogProps) {
  const { t } = useTranslation("media");
  const titleId = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!media) return;
    setTitle(media.title ?? "");
    setDescription(media.description ?? "");
    setError(null);
  }, [media]);

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      await onSave({ title: title.trim() || null, description: description.trim() || null });
      onClose();
    } catch (e) {
      // The values stay in the fields: nothing typed is lost on a refused save.
      setError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={media !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("details.title", { name: media?.name ?? "" })}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {error ? <ProblemAlert error={error} /> : null}
          <TextField
            label={t("details.titleField")}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t("details.description")}
            helperText={t("details.descriptionHint")}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t("details.cancel")}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={pending}>
          {t("details.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
