import {
  type EventLinkedVendor,
  type EventVendorLinkInput,
  eventVendorLinkSchema,
  eventVendorLinkUpdateSchema,
} from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { VendorTypeField } from "../../vendors/components/vendor-type-field.tsx";
import { useSaveLinkedVendor } from "../api/use-save-linked-vendor.ts";

type LinkedVendorDialogProps = {
  vendorId: string;
  eventId: string;
  /** The link to edit; a new one otherwise. */
  linked?: EventLinkedVendor | undefined;
  onClose: () => void;
};

type LinkFormValues = EventVendorLinkInput;

function valuesOf(vendorId: string, eventId: string, linked: EventLinkedVendor | undefined): LinkFormValues {
  if (!linked)
    return { vendorId, eventId, vendorType: null, companyName: "", website: "", contact: null, socials: [], medias: [] };
  return {
    vendorId,
    eventId,
    linkedVendorId: linked.vendorId,
    vendorType: linked.vendorType,
    companyName: linked.companyName,
    website: linked.website ?? "",
    // What this form does not show is sent back as it is, so that an edit keeps it.
    contact: linked.contact
      ? {
          firstname: linked.contact.firstname,
          lastname: linked.contact.lastname,
          email: linked.contact.email,
          phone: linked.contact.phone ?? undefined,
          phoneCode: linked.contact.phoneCode,
        }
      : null,
    socials: linked.socials as LinkFormValues["socials"],
    medias: linked.medias,
  };
}

/** Another vendor of the same event (the caterer, the photographer…), entered by hand. */
export function LinkedVendorDialog({ vendorId, eventId, linked, onClose }: LinkedVendorDialogProps) {
  const { t } = useTranslation("events");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const isPhone = useIsPhone();
  const titleId = useId();
  const save = useSaveLinkedVendor(vendorId, eventId);
  const isUpdate = linked !== undefined;
  const [defaults] = useState(() => valuesOf(vendorId, eventId, linked));
  const { control, handleSubmit } = useForm<LinkFormValues>({
    resolver: zodResolver(isUpdate ? eventVendorLinkUpdateSchema : eventVendorLinkSchema) as unknown as Resolver<LinkFormValues>,
    defaultValues: defaults,
  });
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { input, isUpdate },
      {
        onSuccess: (saved) => {
          notify(isUpdate ? t("vendors.updated", { name: saved.companyName }) : t("vendors.added", { name: saved.companyName }));
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{isUpdate ? t("vendors.editTitle") : t("vendors.addTitle")}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <ProblemAlert error={save.error} />
            <FormTextField control={control} name="companyName" label={t("vendors.companyName")} />
            <VendorTypeField control={control} name="vendorType" />
            <FormTextField
              control={control}
              name="website"
              label={t("vendors.website")}
              slotProps={{ htmlInput: { inputMode: "url" } }}
              placeholder="www.monsite.fr"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose}>{tc("actions.cancel")}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {isUpdate ? tc("actions.save") : t("vendors.add")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
