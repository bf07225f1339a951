import ContentCopy from "@mui/icons-material/ContentCopy";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useIcsFeed } from "../api/use-ics-feed.ts";
import { useRegenerateIcsFeed } from "../api/use-regenerate-ics-feed.ts";

/** The private address a phone's calendar subscribes to; a new one cuts the old subscriptions. */
export function IcsCard({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation("calendar");
  const notify = useNotify();
  const feed = useIcsFeed(vendorId);
  const regenerate = useRegenerateIcsFeed(vendorId);
  const [confirm, setConfirm] = useState(false);
  const url = feed.data ?? null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify(t("ics.copied"));
    } catch {
      notify(t("ics.copyFailed"), "warning");
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t("ics.title")} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h2" sx={{ fontSize: "1.1rem" }}>
          {t("ics.title")}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{t("ics.intro")}</Typography>
        {url ? (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
            <TextField
              label={t("ics.address")}
              value={url}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
                {t("ics.copy")}
              </Button>
              <Button onClick={() => setConfirm(true)}>{t("ics.regenerate")}</Button>
            </Stack>
          </Stack>
        ) : (
          <Button
            variant="outlined"
            sx={{ alignSelf: "flex-start" }}
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate()}
          >
            {t("ics.create")}
          </Button>
        )}
        <ProblemAlert error={feed.error ?? (confirm ? null : regenerate.error)} />
      </Stack>
      <ConfirmDialog
        open={confirm}
        title={t("ics.regenerateTitle")}
        text={t("ics.regenerateText")}
        confirmLabel={t("ics.regenerate")}
        pending={regenerate.isPending}
        error={regenerate.error}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => {
              setConfirm(false);
              notify(t("ics.regenerated"));
            },
          })
        }
        onClose={() => setConfirm(false)}
      />
    </Paper>
  );
}
