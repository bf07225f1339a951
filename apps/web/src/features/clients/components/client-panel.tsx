import type { Client, ClientType } from "@cortege/domain";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { ResponsivePanel } from "../../../components/responsive-panel.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useSaveClient } from "../api/use-save-client.ts";
import { ClientDuplicates } from "./client-duplicates.tsx";
import { ClientFormFields } from "./client-form-fields.tsx";
import { clientFormResolver } from "./client-form-resolver.ts";
import { type ClientFormValues, clientBody, clientFormValues, emptyClientValues } from "./client-form-values.ts";

type ClientPanelProps = {
  open: boolean;
  onClose: () => void;
  /** The client to edit; a new one otherwise. */
  client?: Client | undefined;
  initialType?: ClientType;
  onSaved?: (client: Client) => void;
};

/** Add or edit a client: a side panel on a desktop, the whole screen on a phone. */
export function ClientPanel(props: ClientPanelProps) {
  // Mounted only while open, so that every opening starts from the client as it is now.
  return props.open ? <ClientPanelForm {...props} /> : null;
}

function ClientPanelForm({ onClose, client, initialType, onSaved }: ClientPanelProps) {
  const { t } = useTranslation("clients");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const vendorId = useVendorId();
  const save = useSaveClient(vendorId);
  const [defaults] = useState(() => (client ? clientFormValues(vendorId, client) : emptyClientValues(vendorId, initialType)));
  const form = useForm<ClientFormValues>({ resolver: clientFormResolver, defaultValues: defaults });
  const formId = "client-panel-form";

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...clientBody(values), clientId: values.clientId },
      {
        onSuccess: (saved) => {
          notify(client ? t("form.updated", { name: saved.name }) : t("form.created", { name: saved.name }));
          onSaved?.(saved);
          onClose();
        },
      },
    ),
  );

  return (
    <ResponsivePanel
      open
      title={client ? t("form.editTitle") : t("form.createTitle")}
      closeLabel={tc("actions.cancel")}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{tc("actions.cancel")}</Button>
          <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
            {client ? tc("actions.save") : t("form.create")}
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={save.error} />
        <ClientFormFields form={form} afterNames={client ? null : <ClientDuplicates control={form.control} onOpen={onClose} />} />
      </Stack>
    </ResponsivePanel>
  );
}
