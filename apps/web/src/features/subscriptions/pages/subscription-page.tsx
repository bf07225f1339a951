import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useCustomerSubscriptions } from "../api/use-customer-subscriptions.ts";
import { useRefreshBilling } from "../api/use-refresh-billing.ts";
import { useSubscriptionOffers } from "../api/use-subscription-offers.ts";
import { CurrentPlanCard } from "../components/current-plan-card.tsx";
import { OffersCard } from "../components/offers-card.tsx";
import { PlanFeaturesCard } from "../components/plan-features-card.tsx";
import { SubscriptionInvoicesCard } from "../components/subscription-invoices-card.tsx";

/** « Abonnement » (account settings): plan, trial, payments, offers, invoices (part 2 §7 Subscriptions and billing). */
export function SubscriptionPage() {
  const { t } = useTranslation("subscriptions");
  const [params] = useSearchParams();
  const payment = params.get("paiement");
  // Back from Checkout: Stripe is read again, and the token renewed to carry the new tier.
  const current = useCustomerSubscriptions(payment === "reussi");
  const offers = useSubscriptionOffers();
  const refresh = useRefreshBilling();
  const refreshed = useRef(false);
  useEffect(() => {
    if (payment === "reussi" && current.isSuccess && !refreshed.current) {
      refreshed.current = true;
      void refresh();
    }
  }, [payment, current.isSuccess, refresh]);

  const data = current.data;
  const subscription = data?.subscriptions[0] ?? null;
  // The subscription being paid (active, or retrying a payment): the offers then change it in place.
  const paying = data?.subscriptions.find((s) => s.status === "active" || s.status === "past_due") ?? null;
  const trialing = data?.subscriptions.some((s) => s.status === "trialing") ?? false;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <DocumentTitle page={t("title")} />
      <Box>
        <Typography variant="h1">{t("title")}</Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("intro")}</Typography>
      </Box>
      {payment === "reussi" ? <Alert severity="success">{t("return.success")}</Alert> : null}
      {payment === "annule" ? <Alert severity="info">{t("return.cancelled")}</Alert> : null}
      {current.isError ? <LoadError error={current.error} onRetry={() => void current.refetch()} /> : null}
      {!data && !current.isError ? <PageLoader /> : null}
      {data && !data.configured ? (
        <Alert severity="info">
          <AlertTitle>{t("notConfigured.title")}</AlertTitle>
          {t("notConfigured.body")}
        </Alert>
      ) : null}
      {data?.configured ? (
        <>
          <CurrentPlanCard subscription={subscription} />
          {offers.isError ? <LoadError error={offers.error} onRetry={() => void offers.refetch()} /> : null}
          {offers.data ? <OffersCard offers={offers.data.offers} paying={paying} /> : null}
          <PlanFeaturesCard tier={data.tier} trialing={trialing} />
          <SubscriptionInvoicesCard />
        </>
      ) : null}
    </Stack>
  );
}
