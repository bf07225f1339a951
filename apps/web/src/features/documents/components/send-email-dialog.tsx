import { emailSchema } from "@cortege/domain";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryOptions } from "../../clients/api/use-client.ts";
import type { DocumentWire } from "../api/document-wire.ts";
import { useSendDocument } from "../api/use-send-document.ts";

type SendEmailDialogProps = {
  document: DocumentWire;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
  /** The missing-information flow: sending a draft invoice issues it. */
  ensureCompanyData: () => Promise<boolean>;
};

const splitEmails = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean);

/** Sends the document by e-mail: recipients (the client's contacts first), subject, message, a copy to me. */
export function SendEmailDialog({ document: d, open, onClose, onSent, ensureCompanyData }: SendEmailDialogProps) {
  const { t } = useTranslation("documents");
  const vendorId = useVendorId();
  const send = useSendDocument();
  const client = useQuery({ ...clientQueryOptions(vendorId, d.clientId ?? ""), enabled: open && d.clientId !== null });
  const name = d.name ?? t("list.draftName");
  const typeName = t(`types.${d.quoteType}.one`);
  const [emails, setEmails] = useState<string | null>(null);
  // Empty subject and message: the server fills the template of the billing settings.
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [copy, setCopy] = useState(true);
  const [touched, setTouched] = useState(false);
  const shownEmails =
    emails ??
    (client.data?.contacts ?? [])
      .map((c) => c.email)
      .filter(Boolean)
      .join(", ");
  const list = splitEmails(shownEmails);
  const invalid = list.find((e) => !emailSchema.safeParse(e).success);
  const emailsError =
    touched && list.length === 0 ? t("send.emailsRequired") : invalid ? t("send.emailInvalid", { email: invalid }) : undefined;
  const close = () => {
    send.reset();
    setTouched(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t("send.title", { type: typeName, name })}
      text={t("send.text")}
      confirmLabel={t("send.confirm")}
      pending={send.isPending}
      error={send.error}
      onConfirm={async () => {
        setTouched(true);
        if (list.length === 0 || invalid) return;
        if (d.status === "DRAFT" && !(await ensureCompanyData())) return;
        send.mutate(
          {
            quoteType: d.quoteType,
            quoteId: d.quoteId,
            emails: list,
            ...(subject.trim() ? { subject: subject.trim() } : {}),
            ...(body.trim() ? { body } : {}),
            sendCopyToSelf: copy,
          },
          {
            onSuccess: () => {
              close();
              onSent();
            },
          },
        );
      }}
      onClose={close}
    >
      <TextField
        label={t("send.emails")}
        value={shownEmails}
        onChange={(event) => setEmails(event.target.value)}
        error={Boolean(emailsError)}
        helperText={emailsError ?? t("send.emailsHint")}
        required
      />
      <TextField
        label={t("send.subject")}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        helperText={t("send.templateHint")}
      />
      <TextField
        label={t("send.body")}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={4}
        helperText={t("send.templateHint")}
      />
      <FormControlLabel
        control={<Checkbox checked={copy} onChange={(event) => setCopy(event.target.checked)} />}
        label={t("send.copyToMe")}
      />
    </ConfirmDialog>
  );
}
