import { type QuickNote, quickNoteUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { formatInstantDate } from "../../../components/format-calendar-date.ts";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useDeleteQuickNote } from "../api/use-delete-quick-note.ts";
import { useUpdateQuickNote } from "../api/use-update-quick-note.ts";

type QuickNoteItemProps = { note: QuickNote; vendorId: string; clientId: string };

/** A quick note: read, edited in place, or deleted after one question. */
export function QuickNoteItem({ note, vendorId, clientId }: QuickNoteItemProps) {
  const { t, i18n } = useTranslation("clients");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const update = useUpdateQuickNote(vendorId, clientId);
  const remove = useDeleteQuickNote(vendorId, clientId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(quickNoteUpdateSchema),
    defaultValues: { vendorId, quickNoteId: note.quickNoteId, content: note.content },
  });
  const onSubmit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => {
        notify(t("notes.updated"));
        setEditing(false);
      },
    }),
  );
  const date = formatInstantDate(note.createdAt, i18n.language);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}>
      {editing ? (
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "grid", gap: 1 }}>
          <ProblemAlert error={update.error} />
          <FormTextField control={control} name="content" label={t("notes.editLabel")} multiline minRows={2} autoFocus />
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button onClick={() => setEditing(false)}>{tc("actions.cancel")}</Button>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {tc("actions.save")}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: "text.secondary" }}>
              {date}
            </Typography>
            <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{note.content}</Typography>
          </Box>
          <Tooltip title={t("notes.edit", { date })}>
            <IconButton size="small" aria-label={t("notes.edit", { date })} onClick={() => setEditing(true)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t("notes.delete", { date })}>
            <IconButton size="small" aria-label={t("notes.delete", { date })} onClick={() => setDeleting(true)}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <ConfirmDialog
        open={deleting}
        title={t("notes.deleteTitle")}
        text={t("notes.deleteText")}
        confirmLabel={t("notes.deleteConfirm")}
        destructive
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          remove.reset();
          setDeleting(false);
        }}
        onConfirm={() =>
          remove.mutate(note.quickNoteId, {
            onSuccess: () => {
              notify(t("notes.deleted"));
              setDeleting(false);
            },
          })
        }
      />
    </Box>
  );
}
