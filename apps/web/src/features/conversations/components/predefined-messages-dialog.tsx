import { type PredefinedMessage, predefinedMessageSchema } from "@cortege/domain";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type PredefinedMessagesDialogProps = {
  open: boolean;
  messages: readonly PredefinedMessage[];
  onCreate: (message: PredefinedMessage) => Promise<void>;
  onDelete: (index: number) => Promise<void>;
  onClose: () => void;
};

/** The vendor's predefined messages: added and removed here, inserted from the composer. */
export function PredefinedMessagesDialog({ open, messages, onCreate, onDelete, onClose }: PredefinedMessagesDialogProps) {
  const { t } = useTranslation("conversations");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});

  const add = async () => {
    const parsed = predefinedMessageSchema.safeParse({ title, body });
    if (!parsed.success) {
      const found: { title?: string; body?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "title" ? "title" : "body";
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await onCreate(parsed.data);
      setTitle("");
      setBody("");
    } catch {
      // The caller told the user; the fields keep what was typed.
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t("predefined.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("predefined.intro")}
        </Typography>
        <List dense>
          {messages.map((m, index) => (
            <ListItem
              // biome-ignore lint/suspicious/noArrayIndexKey: predefined messages are addressed by index (spec)
              key={index}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t("predefined.delete", { title: m.title })}
                  onClick={() => void onDelete(index).catch(() => {})}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText primary={m.title} secondary={m.body} slotProps={{ secondary: { noWrap: true } }} />
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: "grid", gap: 2, mt: 1 }}>
          <TextField
            label={t("predefined.titleField")}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={!!errors.title}
            helperText={errors.title}
          />
          <TextField
            label={t("predefined.bodyField")}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={!!errors.body}
            helperText={errors.body}
            multiline
            minRows={3}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("predefined.close")}</Button>
        <Button variant="contained" onClick={() => void add()}>
          {t("predefined.add")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
