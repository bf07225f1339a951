import { billingPortalSchema } from "@cortege/domain";
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
import { useBillingPortal } from "../api/use-billing-portal.ts";

/** The billing portal asks for the password first (part 2 §7 create-billing-portal-session {password}). */
export function BillingPortalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("subscriptions");
  const titleId = useId();
  const portal = useBillingPortal();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(billingPortalSchema), defaultValues: { password: "" } });
  const onSubmit = handleSubmit(({ password }) => portal.mutate(password));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t("portal.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t("portal.body")}</DialogContentText>
            <ProblemAlert error={portal.error} />
            <FormPasswordField control={control} name="password" label={t("portal.password")} autoComplete="current-password" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("portal.cancel")}</Button>
          <Button type="submit" variant="contained" loading={portal.isPending || portal.isSuccess}>
            {t("portal.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
