import { productConfigUpdateSchema } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useUpdateProductConfig } from "../api/use-product-config.ts";

type CategoriesDialogProps = { open: boolean; categories: readonly string[]; onClose: () => void };

/** The catalogue's categories: rename, add, remove, then save the whole list at once. */
export function CategoriesDialog(props: CategoriesDialogProps) {
  return props.open ? <CategoriesForm {...props} /> : null;
}

function CategoriesForm({ categories, onClose }: CategoriesDialogProps) {
  const { t } = useTranslation("products");
  const { t: tc } = useTranslation();
  const titleId = useId();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const vendorId = useVendorId();
  const update = useUpdateProductConfig();
  const [draft, setDraft] = useState<string[]>(() => [...categories]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const parsed = productConfigUpdateSchema.safeParse({ vendorId, categories: draft });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    update.mutate(parsed.data.categories, {
      onSuccess: () => {
        notify(t("categories.saved"));
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("categories.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("categories.text")}
          </Typography>
          {problem ? <ProblemAlertText text={problem} /> : <ProblemAlert error={update.error} />}
          {draft.length === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>{t("categories.none")}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {draft.map((name, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, their position is their identity
                <Box key={index} sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                  <TextField
                    size="small"
                    fullWidth
                    value={name}
                    onChange={(event) => setDraft((all) => all.map((c, i) => (i === index ? event.target.value : c)))}
                    slotProps={{ htmlInput: { "aria-label": t("categories.nameOf", { position: index + 1 }) } }}
                  />
                  <IconButton
                    aria-label={t("categories.remove", { name: name || index + 1 })}
                    onClick={() => setDraft((all) => all.filter((_c, i) => i !== index))}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Box>
              ))}
            </Stack>
          )}
          <Box>
            <Button startIcon={<Add />} onClick={() => setDraft((all) => [...all, ""])}>
              {t("categories.add")}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc("actions.cancel")}</Button>
        <Button variant="contained" onClick={submit} loading={update.isPending}>
          {tc("actions.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ProblemAlertText({ text }: { text: string }) {
  return (
    <Typography role="alert" sx={{ color: "error.main" }}>
      {text}
    </Typography>
  );
}
