import { type AttachmentFileType, fileTypeOfMime, formatBytesFr, maxFileBytes } from "@cortege/domain";
import AttachFile from "@mui/icons-material/AttachFile";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type CSSProperties, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMediaLibraryUpload } from "../../../components/uploader/use-media-library-upload.ts";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { receiptUrl } from "../api/open-receipt.ts";

export type Receipt = { fileId: string; filename: string; fileType: AttachmentFileType; size: number | null };

const accept = "image/jpeg,image/png,image/webp,image/gif,image/tiff,image/bmp,application/pdf";

/**
 * The receipt of an allocation: one picture or PDF sent to the vendor's Transaction folder through the
 * media library (its size and content checks), kept by fileId; opening it asks a fresh signed link.
 */
export function ReceiptField({
  value,
  onChange,
  disabled,
  label,
}: {
  value: Receipt | null;
  onChange: (receipt: Receipt | null) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation("transactions");
  const vendorId = useVendorId();
  const upload = useMediaLibraryUpload({ vendorId, category: "Transaction" });
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      const [outcome] = await upload([file], () => {});
      if (outcome?.ok && outcome.fileId) {
        const type = fileTypeOfMime(file.type);
        onChange({
          fileId: outcome.fileId,
          filename: outcome.name,
          fileType: (type === "SVG" || type === null ? "JPEG" : type) as AttachmentFileType,
          size: file.size,
        });
      } else setError(outcome && !outcome.ok ? outcome.error : t("editor.receiptFailed"));
    } finally {
      setBusy(false);
    }
  };
  const open = async (fileId: string) => {
    // Opened before the link is known, so that a phone's browser does not block it as a pop-up.
    const tab = window.open("", "_blank");
    const url = await receiptUrl(vendorId, fileId);
    if (url && tab) tab.location.href = url;
    else {
      tab?.close();
      setError(t("editor.receiptGone"));
    }
  };

  return (
    <Stack spacing={0.5} sx={{ gridColumn: "1 / -1" }}>
      {/* The file picker sits beside the button, not inside it: a control nested in a button is unreachable. */}
      <input
        ref={picker}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        style={visuallyHidden as CSSProperties}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void send(file);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        {value ? (
          <Chip
            icon={<AttachFile />}
            label={value.filename}
            onClick={() => void open(value.fileId)}
            onDelete={disabled ? undefined : () => onChange(null)}
            aria-label={t("editor.receiptOpen", { name: value.filename })}
            sx={{ maxWidth: "100%" }}
          />
        ) : (
          !disabled && (
            <Button size="small" startIcon={<AttachFile />} disabled={busy} onClick={() => picker.current?.click()}>
              {label}
            </Button>
          )
        )}
        {busy && <CircularProgress size={18} aria-label={t("editor.receiptSending")} />}
        {!value && !busy && !disabled && (
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            {t("editor.receiptHint", { max: formatBytesFr(maxFileBytes.Transaction) })}
          </Typography>
        )}
      </Stack>
      {error && (
        <Typography variant="body2" role="alert" sx={{ color: "error.main" }}>
          {error}
        </Typography>
      )}
    </Stack>
  );
}
