import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { markErrorShown } from "../../../components/problem/shown-errors.ts";
import { SectionCard } from "../../../components/section-card.tsx";
import { useSession } from "../../../lib/session/use-session.ts";
import { pushSupported, useRegisterPushEndpoint } from "../api/register-push-endpoint.ts";
import { usePushSubscribed } from "../api/use-push-subscribed.ts";

/** Push is per device: this browser is registered here, once the vendor allows it. */
export function PushDeviceCard() {
  const { t } = useTranslation("notifications");
  const { userId } = useSession();
  const register = useRegisterPushEndpoint(userId);
  const subscribed = usePushSubscribed();
  const supported = pushSupported();
  const denied = register.error instanceof Error && register.error.message === "permission-denied";
  // The card says why itself (permission refused, or push unavailable): the app's fallback snackbar stays quiet.
  if (register.isError) markErrorShown(register.error);
  return (
    <SectionCard title={t("push.title")} description={t("push.intro")}>
      {!supported ? (
        <Typography sx={{ color: "text.secondary" }}>{t("push.unsupported")}</Typography>
      ) : register.isSuccess || subscribed.data === true ? (
        <Alert severity="success">{t("push.done")}</Alert>
      ) : (
        <>
          {register.isError ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {denied ? t("push.denied") : t("push.failed")}
            </Alert>
          ) : null}
          <Button variant="outlined" onClick={() => register.mutate()} loading={register.isPending}>
            {t("push.enable")}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
