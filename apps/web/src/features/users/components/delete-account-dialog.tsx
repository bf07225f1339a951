import { deleteAccountSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormPasswordField } from "../../../components/form-password-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useEndSession } from "../../../lib/session/use-end-session.ts";
import { useDeleteAccount } from "../api/use-delete-account.ts";

type DeleteAccountDialogProps = { open: boolean; onClose: () => void };

/** The one confirmation of the account deletion: the password proves intent and identity. */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const endSession = useEndSession();
  const deleteAccount = useDeleteAccount();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });

  const close = () => {
    reset({ password: "" });
    deleteAccount.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      await deleteAccount.mutateAsync(input);
    } catch {
      return; // Shown by the alert; the dialog stays open with the password typed.
    }
    // Awaited rather than an onSuccess callback: the session is already gone, so this page unmounts.
    endSession(t("delete.done"));
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId} aria-describedby={textId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t("delete.dialogTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText id={textId}>{t("delete.dialogText")}</DialogContentText>
            <ProblemAlert error={deleteAccount.error} />
            <FormPasswordField control={control} name="password" label={t("delete.password")} autoComplete="current-password" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{tc("actions.cancel")}</Button>
          <Button type="submit" variant="contained" color="error" loading={deleteAccount.isPending}>
            {t("delete.confirm")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
