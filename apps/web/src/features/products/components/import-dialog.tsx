import { type ImportParse, type Product, parseProductCsv } from "@cortege/domain";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { formatCents } from "../../../lib/format-money.ts";
import { useImportProducts } from "../api/use-product-mutations.ts";
import { readCsvText } from "./catalogue-file.ts";

type ImportDialogProps = { open: boolean; catalogue: readonly Product[]; onClose: () => void };

const PREVIEW_ROWS = 50;

/** Reads a catalogue file, shows what would be created or updated and what is refused (with why); imports only when confirmed. */
export function ImportDialog(props: ImportDialogProps) {
  return props.open ? <ImportForm {...props} /> : null;
}

function ImportForm({ catalogue, onClose }: ImportDialogProps) {
  const { t, i18n } = useTranslation("products");
  const { t: tc } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const importProducts = useImportProducts();
  const [file, setFile] = useState<{ name: string; parse: ImportParse } | null>(null);

  const rows = file?.parse.rows ?? [];
  const accepted = rows.filter((r) => r.values !== null);
  const refused = rows.filter((r) => r.values === null);
  const refs = new Set(catalogue.filter((p) => p.ref !== null && p.childIds.length === 0).map((p) => p.ref));

  const confirm = () =>
    importProducts.mutate(
      accepted.flatMap((r) => (r.values ? [r.values] : [])),
      {
        onSuccess: (result) => {
          notify(t("import.done", result));
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("import.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("import.text")}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />}>
              {t("import.choose")}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                hidden
                onChange={async (event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = "";
                  if (!chosen) return;
                  importProducts.reset();
                  setFile({ name: chosen.name, parse: parseProductCsv(await readCsvText(chosen)) });
                }}
              />
            </Button>
            {file ? <Typography variant="body2">{t("import.chosen", { name: file.name })}</Typography> : null}
          </Box>
          <ProblemAlert error={importProducts.error} />
          {file?.parse.error ? <Alert severity="error">{file.parse.error}</Alert> : null}
          {file && !file.parse.error ? (
            <>
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }} role="status">
                <Chip color="success" variant="outlined" label={t("import.accepted", { count: accepted.length })} />
                {refused.length > 0 ? (
                  <Chip color="error" variant="outlined" label={t("import.refused", { count: refused.length })} />
                ) : null}
              </Box>
              {refused.length > 0 ? (
                <Box>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    {t("import.refusedTitle")}
                  </Typography>
                  <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
                    {refused.slice(0, PREVIEW_ROWS).map((r) => (
                      <Box component="li" key={r.line} sx={{ borderLeft: 3, borderColor: "error.main", pl: 1.5 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {t("import.line", { line: r.line })} · {r.name || t("import.unnamed")}
                        </Typography>
                        {r.errors.map((e) => (
                          <Typography key={e} variant="body2" sx={{ color: "error.main" }}>
                            {e}
                          </Typography>
                        ))}
                      </Box>
                    ))}
                  </Stack>
                  {refused.length > PREVIEW_ROWS ? (
                    <Typography variant="body2">{t("import.more", { count: refused.length - PREVIEW_ROWS })}</Typography>
                  ) : null}
                </Box>
              ) : null}
              {accepted.length > 0 ? (
                <Box>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    {t("import.acceptedTitle")}
                  </Typography>
                  <Stack component="ul" spacing={0.75} sx={{ listStyle: "none", m: 0, p: 0 }}>
                    {accepted.slice(0, PREVIEW_ROWS).map((r) => (
                      <Box
                        component="li"
                        key={r.line}
                        sx={{
                          display: "flex",
                          flexWrap: "wrap",
                          gap: 1,
                          alignItems: "baseline",
                          justifyContent: "space-between",
                        }}
                      >
                        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
                          <strong>{r.name}</strong>
                          {r.ref ? ` · ${r.ref}` : ""}
                          {r.product
                            ? ` · ${formatCents(r.product.priceCents ?? 0, i18n.language)} · ${t("form.tax")} ${t(`taxes.${r.product.tax}`)}`
                            : ""}
                        </Typography>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={r.ref && refs.has(r.ref) ? t("import.willUpdate") : t("import.willCreate")}
                        />
                      </Box>
                    ))}
                  </Stack>
                  {accepted.length > PREVIEW_ROWS ? (
                    <Typography variant="body2">{t("import.more", { count: accepted.length - PREVIEW_ROWS })}</Typography>
                  ) : null}
                </Box>
              ) : null}
              <Alert severity="info">{t("import.nothingYet")}</Alert>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc("actions.cancel")}</Button>
        <Button variant="contained" disabled={accepted.length === 0} onClick={confirm} loading={importProducts.isPending}>
          {t("import.confirm", { count: accepted.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
