import { einvoicePlatformSaveSchema } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { SectionCard } from "../../../components/section-card.tsx";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useEinvoicePlatform } from "../api/use-einvoice-platform.ts";
import { useSaveEinvoicePlatform } from "../api/use-save-einvoice-platform.ts";

/**
 * « Plateforme agréée » on the invoices list: the vendor links its account on the PA this server works with
 * by pasting the API token the PA gave it (checked with the route's own schema). Not shown when the server
 * has no PA at all: the exports card then remains the way to hand the files over.
 */
export function EinvoicePlatformCard() {
  const { t } = useTranslation("einvoicing");
  const vendorId = useVendorId();
  const problemMessage = useProblemMessage();
  const platform = useEinvoicePlatform();
  const save = useSaveEinvoicePlatform();
  const [token, setToken] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  if (!platform.data?.available) return null;
  const { configured, tokenHint } = platform.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = einvoicePlatformSaveSchema.safeParse({ vendorId, token });
    setSaved(false);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    save.mutate(parsed.data.token, {
      onSuccess: () => {
        setToken("");
        setSaved(true);
      },
    });
  };

  return (
    <SectionCard title={t("platform.title")} description={t("platform.description")}>
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="einvoice-platform-state">
        {configured
          ? tokenHint
            ? t("platform.linked", { hint: tokenHint })
            : t("platform.linkedByServer")
          : t("platform.notLinked")}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}
      >
        <TextField
          type="password"
          autoComplete="off"
          label={t(configured ? "platform.newToken" : "platform.token")}
          value={token}
          onChange={(e) => setToken(e.target.value)}
          error={invalid !== null}
          helperText={invalid ?? t(configured ? "platform.newTokenHelp" : "platform.tokenHelp")}
          sx={{ width: { xs: "100%", sm: 360 } }}
        />
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 1 }}>
          {t("platform.save")}
        </Button>
      </Box>
      {saved ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t("platform.saved")}
        </Alert>
      ) : null}
      {save.error ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problemMessage(save.error)}
        </Alert>
      ) : null}
    </SectionCard>
  );
}
