import type { Offer, OfferPrice, UserSubscription } from "@cortege/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { formatCents } from "../../../lib/format-money.ts";
import { useChangePlan } from "../api/use-change-plan.ts";
import { useCheckout } from "../api/use-checkout.ts";

type OffersCardProps = {
  offers: Offer[];
  /** The subscription being paid (a trial is not): its price is marked, the others are a change of plan. */
  paying: UserSubscription | null;
};
type Switch = { offer: Offer; price: OfferPrice };

/**
 * The offers side by side, monthly or yearly. Without a paid subscription « Choisir » leaves for
 * Stripe Checkout; while paying, « Passer à » changes the plan in place (Stripe prorates), once confirmed.
 */
export function OffersCard({ offers, paying }: OffersCardProps) {
  const { t, i18n } = useTranslation("subscriptions");
  const notify = useNotify();
  const [interval, setInterval] = useState<"month" | "year">(paying?.interval === "year" ? "year" : "month");
  const checkout = useCheckout();
  const changePlan = useChangePlan();
  const [chosen, setChosen] = useState<string | null>(null);
  const [switching, setSwitching] = useState<Switch | null>(null);
  const amountOf = (price: OfferPrice) =>
    t(price.interval === "year" ? "offers.perYear" : "offers.perMonth", { amount: formatCents(price.amount, i18n.language) });
  const confirmSwitch = () => {
    if (!switching || !paying) return;
    changePlan.mutate(
      { subscriptionId: paying.subscriptionId, price_id: switching.price.priceId },
      {
        onSuccess: () => {
          notify(t("offers.switched", { name: switching.offer.productName }), "success");
          setSwitching(null);
        },
      },
    );
  };

  return (
    <SectionCard title={paying ? t("offers.titleChange") : t("offers.title")} description={t("offers.description")}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={interval}
          onChange={(_e, value: "month" | "year" | null) => value && setInterval(value)}
          aria-label={t("offers.billing")}
          sx={{ alignSelf: "flex-start" }}
        >
          <ToggleButton value="month">{t("offers.monthly")}</ToggleButton>
          <ToggleButton value="year">{t("offers.yearly")}</ToggleButton>
        </ToggleButtonGroup>
        <ProblemAlert error={checkout.error} />
        {offers.length === 0 ? <Typography>{t("offers.empty")}</Typography> : null}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {offers.map((offer) => {
            const price = offer.prices.find((p) => p.interval === interval) ?? offer.prices[0];
            const current = paying !== null && price?.priceId === paying.priceId;
            return (
              <Card
                key={offer.productId}
                variant="outlined"
                sx={current ? { borderColor: "primary.main", borderWidth: 2 } : undefined}
              >
                <CardContent>
                  <Stack spacing={1.5} sx={{ height: "100%" }}>
                    <Typography variant="h3" sx={{ fontSize: "1.25rem" }}>
                      {offer.productName}
                    </Typography>
                    {price ? <Typography sx={{ fontSize: "1.5rem", fontWeight: 600 }}>{amountOf(price)}</Typography> : null}
                    <Typography variant="body2" sx={{ color: "text.secondary", flexGrow: 1 }}>
                      {offer.productDescription}
                    </Typography>
                    {current ? (
                      <Typography sx={{ fontWeight: 600, color: "primary.main" }}>{t("offers.current")}</Typography>
                    ) : price && paying ? (
                      <Button
                        variant="outlined"
                        onClick={() => {
                          changePlan.reset();
                          setSwitching({ offer, price });
                        }}
                      >
                        {t("offers.switch", { name: offer.productName })}
                      </Button>
                    ) : price ? (
                      <Button
                        variant={offer.tier === "premium" ? "contained" : "outlined"}
                        loading={checkout.isPending && chosen === offer.productId}
                        disabled={checkout.isPending}
                        onClick={() => {
                          setChosen(offer.productId);
                          checkout.mutate({ product_id: offer.productId, price_id: price.priceId, quantity: 1 });
                        }}
                      >
                        {t("offers.choose", { name: offer.productName })}
                      </Button>
                    ) : null}
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Box>
        {paying ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("offers.proration")}
          </Typography>
        ) : null}
      </Stack>
      {switching && paying ? (
        <ConfirmDialog
          open
          title={t("offers.switchTitle", { name: switching.offer.productName, amount: amountOf(switching.price) })}
          text={
            switching.price.interval === paying.interval
              ? t("offers.switchBody")
              : t(switching.price.interval === "year" ? "offers.switchBodyYear" : "offers.switchBodyMonth")
          }
          confirmLabel={t("offers.switchConfirm")}
          pending={changePlan.isPending}
          error={changePlan.error}
          onConfirm={confirmSwitch}
          onClose={() => setSwitching(null)}
        />
      ) : null}
    </SectionCard>
  );
}
