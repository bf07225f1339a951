import { type AddVendorInput, addVendorSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useAddVendor } from "../api/use-add-vendor.ts";
import { VendorFields } from "./vendor-fields.tsx";

type AddVendorDialogProps = { open: boolean; onClose: () => void };

const emptyVendor: AddVendorInput = { vendorType: null, company: { corporateName: "", tradeName: "" } };

export function AddVendorDialog({ open, onClose }: AddVendorDialogProps) {
  const { t } = useTranslation("vendors");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const addVendor = useAddVendor();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(addVendorSchema), defaultValues: emptyVendor });

  const close = () => {
    reset(emptyVendor);
    addVendor.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) =>
    addVendor.mutate(values, {
      onSuccess: (vendor) => {
        notify(t("add.added", { name: vendor.company.tradeName }));
        close();
      },
    }),
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t("add.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <ProblemAlert error={addVendor.error} />
            <VendorFields control={control} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{tc("actions.cancel")}</Button>
          <Button type="submit" variant="contained" loading={addVendor.isPending}>
            {t("add.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
