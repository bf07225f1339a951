import type { Offer, PlanTier } from "@cortege/domain";
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
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { formatCents } from "../../../lib/format-money.ts";
import { useCheckout } from "../api/use-checkout.ts";

type OffersCardProps = {
  offers: Offer[];
  /** The tier paid for now (a trial is not): its offer is marked, and Checkout is not offered while paying. */
  paidTier: PlanTier | null;
};

/** The offers side by side, monthly or yearly; « Choisir » leaves for Stripe Checkout. */
export function OffersCard({ offers, paidTier }: OffersCardProps) {
  const { t, i18n } = useTranslation("subscriptions");
  const [interval, setInterval] = useState<"month" | "year">("month");
  const checkout = useCheckout();
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <SectionCard title={paidTier ? t("offers.titleChange") : t("offers.title")} description={t("offers.description")}>
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
            const current = paidTier === offer.tier;
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
                    {price ? (
                      <Typography sx={{ fontSize: "1.5rem", fontWeight: 600 }}>
                        {t(price.interval === "year" ? "offers.perYear" : "offers.perMonth", {
                          amount: formatCents(price.amount, i18n.language),
                        })}
                      </Typography>
                    ) : null}
                    <Typography variant="body2" sx={{ color: "text.secondary", flexGrow: 1 }}>
                      {offer.productDescription}
                    </Typography>
                    {current ? (
                      <Typography sx={{ fontWeight: 600, color: "primary.main" }}>{t("offers.current")}</Typography>
                    ) : price && !paidTier ? (
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
        {paidTier ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("offers.changeInPortal")}
          </Typography>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
