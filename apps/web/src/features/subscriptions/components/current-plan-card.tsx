import type { UserSubscription } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { formatCents } from "../../../lib/format-money.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import { useChangeSubscription } from "../api/use-change-subscription.ts";
import { useHasHadTrial } from "../api/use-has-had-trial.ts";
import { useStartTrial } from "../api/use-start-trial.ts";
import { useTrialDaysRemaining } from "../api/use-trial-days-remaining.ts";
import { formatBillingDate } from "./billing-dates.ts";
import { BillingPortalDialog } from "./billing-portal-dialog.tsx";

const statusColour = (status: UserSubscription["status"]) =>
  status === "active" ? "success" : status === "trialing" ? "secondary" : status === "canceled" ? "default" : "error";

/** The plan held now: status, trial days, next payment and discount, and what can be done with it. */
export function CurrentPlanCard({ subscription }: { subscription: UserSubscription | null }) {
  const { t, i18n } = useTranslation("subscriptions");
  const notify = useNotify();
  const session = useSession();
  const lang = i18n.language;
  const date = (value: string | null) => (value ? formatBillingDate(value, lang) : "");
  const [portalOpen, setPortalOpen] = useState(false);
  const [confirm, setConfirm] = useState<"cancel" | "end-trial" | null>(null);
  const change = useChangeSubscription();
  const startTrial = useStartTrial();
  const trialDays = useTrialDaysRemaining();
  const hasHadTrial = useHasHadTrial(subscription === null);

  const running = subscription !== null && subscription.status !== "canceled";
  const act = (kind: "cancel" | "resume" | "end-trial") => {
    if (!subscription) return;
    change.mutate(
      { change: kind, subscriptionId: subscription.subscriptionId },
      {
        onSuccess: (s) => {
          setConfirm(null);
          notify(
            kind === "cancel"
              ? t("current.canceled", { date: date(s.currentPeriodEnd) })
              : kind === "resume"
                ? t("current.resumed")
                : t("current.trialEnded"),
          );
        },
      },
    );
  };

  return (
    <SectionCard title={t("current.title")}>
      <Stack spacing={2}>
        {subscription ? (
          <>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
              <Typography variant="h3" sx={{ fontSize: "1.35rem" }}>
                {t(`tiers.${subscription.tier}`)}
              </Typography>
              <Chip size="small" color={statusColour(subscription.status)} label={t(`status.${subscription.status}`)} />
            </Stack>
            <Typography>
              {t("current.price", {
                amount: formatCents(subscription.amount, lang),
                interval: t(`interval.${subscription.interval}`, { defaultValue: subscription.interval }),
              })}
            </Typography>
            {subscription.status === "trialing" && trialDays.data ? (
              <Typography>
                {t("current.trialDays", { count: trialDays.data.trialDaysRemaining, date: date(trialDays.data.trialEnd) })}
              </Typography>
            ) : null}
            {subscription.status === "trialing" && !subscription.hasPaymentMethod ? (
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("current.trialNoCard")}
              </Typography>
            ) : null}
            {/* A card-less trial charges nothing: it simply ends (« rien n'est prélevé » above). */}
            {subscription.nextPaymentDate && !(subscription.status === "trialing" && !subscription.hasPaymentMethod) ? (
              <Typography>
                {subscription.upcomingPayment
                  ? t("current.nextPayment", {
                      amount: formatCents(subscription.upcomingPayment.total, lang),
                      date: date(subscription.nextPaymentDate),
                    })
                  : t("current.nextPaymentDate", { date: date(subscription.nextPaymentDate) })}
              </Typography>
            ) : null}
            {subscription.upcomingPayment &&
            subscription.upcomingPayment.subtotal !== subscription.amount * subscription.quantity ? (
              // Stripe's proration items of a change of plan are on the next invoice: say why it differs.
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("current.prorated")}
              </Typography>
            ) : null}
            {subscription.discount?.valid ? (
              <Typography>
                {subscription.discount.end
                  ? t("current.discountUntil", { coupon: subscription.discount.coupon, date: date(subscription.discount.end) })
                  : t("current.discount", { coupon: subscription.discount.coupon })}
              </Typography>
            ) : null}
            {running && subscription.cancelAtPeriodEnd ? (
              <Alert severity="info">{t("current.endsOn", { date: date(subscription.currentPeriodEnd) })}</Alert>
            ) : null}
            {subscription.status === "canceled" ? (
              <Alert severity="info">
                {t("current.endedOn", { date: date(subscription.endedAt ?? subscription.currentPeriodEnd) })}
              </Alert>
            ) : null}
          </>
        ) : (
          <Typography>{t("current.none")}</Typography>
        )}
        <ProblemAlert error={confirm ? null : (change.error ?? startTrial.error)} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
          {subscription === null && hasHadTrial.data === false && session.userId ? (
            <Button
              variant="contained"
              loading={startTrial.isPending}
              onClick={() =>
                startTrial.mutate(
                  { userId: session.userId as string, customerId: session.customerId },
                  { onSuccess: () => notify(t("current.trialStarted")) },
                )
              }
            >
              {t("current.startTrial")}
            </Button>
          ) : null}
          {running && subscription.status === "trialing" && subscription.hasPaymentMethod ? (
            <Button variant="contained" onClick={() => setConfirm("end-trial")}>
              {t("current.endTrial")}
            </Button>
          ) : null}
          {running && !subscription.cancelAtPeriodEnd ? (
            <Button variant="outlined" color="error" onClick={() => setConfirm("cancel")}>
              {t("current.cancel")}
            </Button>
          ) : null}
          {running && subscription.cancelAtPeriodEnd ? (
            <Button variant="contained" loading={change.isPending} onClick={() => act("resume")}>
              {t("current.resume")}
            </Button>
          ) : null}
          {subscription?.hasPaymentMethod ? (
            <Button variant="outlined" onClick={() => setPortalOpen(true)}>
              {t("current.portal")}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {portalOpen ? <BillingPortalDialog open onClose={() => setPortalOpen(false)} /> : null}
      {subscription ? (
        <ConfirmDialog
          open={confirm !== null}
          title={confirm === "cancel" ? t("current.cancelTitle") : t("current.endTrialTitle")}
          text={
            confirm === "cancel"
              ? t("current.cancelBody", { date: date(subscription.currentPeriodEnd) })
              : t("current.endTrialBody")
          }
          confirmLabel={confirm === "cancel" ? t("current.cancelConfirm") : t("current.endTrialConfirm")}
          destructive={confirm === "cancel"}
          pending={change.isPending}
          error={change.error}
          onConfirm={() => confirm && act(confirm)}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </SectionCard>
  );
}
