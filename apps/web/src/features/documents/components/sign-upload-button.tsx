import DrawOutlined from "@mui/icons-material/DrawOutlined";
import Button from "@mui/material/Button";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientDriveFolder } from "../../clients/api/client-drive-folder.ts";
import type { DocumentWire } from "../api/document-wire.ts";
import { useSignDocument } from "../api/use-sign-document.ts";

type SignUploadButtonProps = {
  document: DocumentWire & { clientId: string };
  disabled?: boolean;
  onError: (message: string | null) => void;
  onSigned: () => void;
  /** The missing-information flow: a draft quote that is signed leaves its draft. */
  ensureCompanyData: () => Promise<boolean>;
};

/**
 * The quote signed by the couple (a scan or a PDF) goes to the client's documents in the media
 * library, then quote/sign stores its name on the quote, which becomes « Signé ».
 */
export function SignUploadButton({ document: d, disabled = false, onError, onSigned, ensureCompanyData }: SignUploadButtonProps) {
  const { t } = useTranslation("documents");
  const vendorId = useVendorId();
  const upload = useMediaLibraryUpload(clientDriveFolder(vendorId, d.clientId));
  const sign = useSignDocument();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const send = async (file: File) => {
    onError(null);
    if (d.status === "DRAFT" && !(await ensureCompanyData())) return;
    setUploading(true);
    try {
      const [outcome] = await upload([file], () => undefined);
      if (!outcome?.ok) {
        onError(outcome?.error ?? t("sign.failed"));
        return;
      }
      sign.mutate(
        { quoteId: d.quoteId, clientId: d.clientId, filename: outcome.name },
        { onSuccess: onSigned, onError: () => onError(t("sign.failed")) },
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DrawOutlined />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        loading={uploading || sign.isPending}
      >
        {t("sign.action")}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        hidden
        aria-label={t("sign.input")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
    </>
  );
}
