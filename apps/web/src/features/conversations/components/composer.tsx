import {
  fillPredefinedMessage,
  MAX_MESSAGE_LENGTH,
  messagingMessages,
  type PredefinedMessage,
  type PredefinedMessageValues,
} from "@cortege/domain";
import AttachFile from "@mui/icons-material/AttachFile";
import Close from "@mui/icons-material/Close";
import Send from "@mui/icons-material/Send";
import ShortText from "@mui/icons-material/ShortText";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export type ComposerAttachment = { fileId: string; filename: string };

type ComposerProps = {
  predefined: readonly PredefinedMessage[];
  values: PredefinedMessageValues;
  /** Uploads to the conversation's folder; rejects with a French message. */
  onUpload: (files: File[]) => Promise<ComposerAttachment[]>;
  /** Resolves once stored; the text stays when it rejects (nothing typed is lost). */
  onSend: (message: { body: string; attachments: string[] }) => Promise<void>;
  onManagePredefined: () => void;
  onError: (message: string) => void;
};

/** Where the vendor writes: text, files, and predefined messages filled with the couple's details. */
export function Composer({ predefined, values, onUpload, onSend, onManagePredefined, onError }: ComposerProps) {
  const { t } = useTranslation("conversations");
  const [body, setBody] = useState("");
  const [attachments, setAttachments] = useState<ComposerAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const menuId = useId();

  const insert = (message: PredefinedMessage) => {
    const text = fillPredefinedMessage(message.body, values);
    setBody((current) => (current.trim() ? `${current.trimEnd()}\n${text}` : text));
    setMenu(null);
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    try {
      const added = await onUpload(files);
      setAttachments((current) => [...current, ...added]);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const send = async () => {
    if (!body.trim() && attachments.length === 0) {
      onError(messagingMessages.messageEmpty);
      return;
    }
    setSending(true);
    try {
      await onSend({ body: body.trim(), attachments: attachments.map((a) => a.fileId) });
      setBody("");
      setAttachments([]);
    } catch {
      // The caller told the user; the message stays to be sent again.
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      sx={{ borderTop: 1, borderColor: "divider", p: 1.5, bgcolor: "background.paper" }}
    >
      {uploading ? <LinearProgress aria-label={t("composer.uploading")} sx={{ mb: 1 }} /> : null}
      {attachments.length > 0 ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mb: 1 }}>
          {attachments.map((a) => (
            <Chip
              key={a.fileId}
              label={a.filename}
              onDelete={() => setAttachments((current) => current.filter((x) => x.fileId !== a.fileId))}
              deleteIcon={<Close aria-label={t("composer.removeAttachment", { name: a.filename })} />}
            />
          ))}
        </Box>
      ) : null}
      <TextField
        label={t("composer.label")}
        placeholder={t("composer.placeholder")}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, mt: 1 }}>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-hidden
          tabIndex={-1}
          onChange={(e) => void upload(Array.from(e.target.files ?? []))}
        />
        <Tooltip title={t("composer.attach")}>
          <IconButton aria-label={t("composer.attach")} onClick={() => fileInput.current?.click()} disabled={uploading}>
            <AttachFile />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("composer.predefined")}>
          <IconButton
            aria-label={t("composer.predefined")}
            aria-haspopup="menu"
            aria-controls={menu ? menuId : undefined}
            aria-expanded={menu !== null}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <ShortText />
          </IconButton>
        </Tooltip>
        <Menu id={menuId} anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {predefined.length === 0 ? <MenuItem disabled>{t("composer.noPredefined")}</MenuItem> : null}
          {predefined.map((p, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: predefined messages are addressed by index (spec)
            <MenuItem key={index} onClick={() => insert(p)}>
              {p.title}
            </MenuItem>
          ))}
          <Divider />
          <MenuItem
            onClick={() => {
              setMenu(null);
              onManagePredefined();
            }}
          >
            {t("composer.managePredefined")}
          </MenuItem>
        </Menu>
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" endIcon={<Send />} disabled={sending || uploading}>
          {t("composer.send")}
        </Button>
      </Box>
    </Box>
  );
}
