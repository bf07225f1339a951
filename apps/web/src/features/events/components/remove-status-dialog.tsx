import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { StatusDraft } from "./status-config-draft.ts";

type RemoveStatusDialogProps = {
  removed: StatusDraft;
  targets: readonly StatusDraft[];
  onConfirm: (target: string) => void;
  onClose: () => void;
};

/** A status that still holds events is removed only once the vendor says where its events go. */
export function RemoveStatusDialog({ removed, targets, onConfirm, onClose }: RemoveStatusDialogProps) {
  const { t } = useTranslation("events");
  const [target, setTarget] = useState(targets[0]?.status ?? "");
  return (
    <ConfirmDialog
      open
      title={t("statuses.removeTitle", { name: removed.name })}
      text={targets.length > 0 ? t("statuses.removeText", { name: removed.name }) : t("statuses.removeNoTarget")}
      confirmLabel={t("statuses.removeConfirm")}
      destructive
      onClose={onClose}
      onConfirm={() => target && onConfirm(target)}
    >
      {targets.length > 0 ? (
        <TextField select label={t("statuses.moveTo")} value={target} onChange={(event) => setTarget(event.target.value)}>
          {targets.map((s) => (
            <MenuItem key={s.status} value={s.status}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </ConfirmDialog>
  );
}
