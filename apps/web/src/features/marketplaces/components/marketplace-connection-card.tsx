import { type MarketplaceConnection, marketplaceLoginSchema, marketplaceSlugs } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { FormPasswordField } from "../../../components/form-password-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useMarketplaceDisconnect } from "../api/use-marketplace-disconnect.ts";
import { useMarketplaceLogin } from "../api/use-marketplace-login.ts";

const loginForm = marketplaceLoginSchema.omit({ vendorId: true });

type Props = { vendorId: string; connection: MarketplaceConnection; onOpen: () => void };

/** One marketplace in the dialog: its state, the login form (same schema as the API), or disconnect. */
export function MarketplaceConnectionCard({ vendorId, connection, onOpen }: Props) {
  const { t, i18n } = useTranslation("marketplaces");
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const mk = connection.marketplace;
  const name = t(`names.${mk}`);
  const login = useMarketplaceLogin(vendorId, mk);
  const disconnect = useMarketplaceDisconnect(vendorId, mk);
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { username: connection.username ?? "", password: "" },
  });
  const titleId = `marketplace-${mk}-title`;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Stack spacing={1.5}>
        <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: "1.1rem" }}>
            {name}
          </Typography>
          <Typography variant="body2" color={connection.isConnected ? "success.main" : "text.secondary"}>
            {connection.isConnected
              ? t("connection.connectedAs", { username: connection.username })
              : t("connection.notConnected")}
          </Typography>
        </Box>
        {!connection.isAvailable ? <Typography color="text.secondary">{t("connection.unavailable")}</Typography> : null}
        {connection.isAvailable && connection.lastError ? <Alert severity="warning">{connection.lastError}</Alert> : null}
        {connection.isConnected ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {connection.lastSyncAt
                ? t("connection.lastSync", {
                    date: dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
                      new Date(connection.lastSyncAt),
                    ),
                  })
                : t("connection.neverSynced")}
            </Typography>
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              <Button
                variant="contained"
                component={RouterLink}
                to={`${paths.messages}/${marketplaceSlugs[mk]}`}
                onClick={onOpen}
              >
                {t("connection.open")}
              </Button>
              <Button color="error" onClick={() => setConfirming(true)}>
                {t("connection.disconnect")}
              </Button>
            </Box>
          </>
        ) : connection.isAvailable ? (
          <Box
            component="form"
            noValidate
            onSubmit={form.handleSubmit(async (values) => {
              try {
                await login.mutateAsync(values);
                notify(t("connection.connected", { name }));
              } catch (error) {
                notify(problemMessage(error), "error");
              }
            })}
            sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
          >
            <FormTextField control={form.control} name="username" label={t("connection.username")} autoComplete="off" required />
            <FormPasswordField
              control={form.control}
              name="password"
              label={t("connection.password")}
              autoComplete="current-password"
              helperText={t("connection.passwordHint")}
              required
            />
            <Box sx={{ gridColumn: "1 / -1" }}>
              <Button type="submit" variant="contained" disabled={login.isPending}>
                {login.isPending ? t("connection.connecting") : t("connection.connect")}
              </Button>
            </Box>
          </Box>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t("connection.disconnectTitle", { name })}
        text={t("connection.disconnectText")}
        confirmLabel={t("connection.disconnect")}
        destructive
        pending={disconnect.isPending}
        error={disconnect.error}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify(t("connection.disconnected", { name }));
            },
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
