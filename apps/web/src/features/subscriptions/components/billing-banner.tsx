import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useCustomerSubscriptions } from "../api/use-customer-subscriptions.ts";
import { useTrialDaysRemaining } from "../api/use-trial-days-remaining.ts";

/** A trial ends within this many days: the banner says so. */
const TRIAL_WARNING_DAYS = 3;

/** Above every screen: the trial ends soon, or the last payment failed (the grace period of the retries). */
export function BillingBanner() {
  const { t } = useTranslation("subscriptions");
  const { pathname } = useLocation();
  const current = useCustomerSubscriptions();
  const trial = useTrialDaysRemaining();
  if (!current.data?.configured) return null;
  const subscriptions = current.data.subscriptions;
  const failed = subscriptions.some((s) => s.status === "past_due" || s.status === "incomplete");
  const trialing = subscriptions.find((s) => s.status === "trialing" && !s.cancelAtPeriodEnd);
  const days = trial.data?.trialDaysRemaining ?? 0;
  const ending = trialing && days > 0 && days <= TRIAL_WARNING_DAYS;
  if (!failed && !ending) return null;
  return (
    <Alert
      severity={failed ? "error" : "warning"}
      sx={{ mb: 2 }}
      action={
        pathname === paths.subscription ? undefined : (
          <Button color="inherit" size="small" component={RouterLink} to={paths.subscription}>
            {t("banner.action")}
          </Button>
        )
      }
    >
      {failed ? t("banner.paymentFailed") : t("banner.trialEnding", { count: days })}
    </Alert>
  );
}
