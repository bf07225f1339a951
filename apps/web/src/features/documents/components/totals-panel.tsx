import type { DocumentTotals } from "@cortege/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatCents } from "./format.ts";

type TotalsPanelProps = { totals: DocumentTotals; remainingBalanceCents?: number | null | undefined };

/**
 * The totals as a French invoice prints them: the base and VAT of each rate, disbursements apart,
 * the totals, then what a final invoice deducts and what remains due. Cents from the domain engine.
 */
export function TotalsPanel({ totals, remainingBalanceCents }: TotalsPanelProps) {
  const { t, i18n } = useTranslation("documents");
  const money = (cents: number) => formatCents(cents, i18n.language);
  const hasDeductions = totals.deducted.totalIncludingTaxCents !== 0;
  return (
    <Box
      component="dl"
      aria-label={t("totals.title")}
      sx={{ m: 0, display: "grid", gridTemplateColumns: "1fr auto", columnGap: 0, rowGap: 0.75 }}
    >
      <Row label={t("totals.lines")} value={money(totals.linesNetCents)} muted />
      {totals.globalDiscountCents > 0 ? (
        <Row label={t("totals.globalDiscount")} value={`− ${money(totals.globalDiscountCents)}`} muted />
      ) : null}
      {totals.taxDetails.map((d) => (
        <Row
          key={`b-${d.taxType}`}
          label={t("totals.base", { rate: t(`taxes.${d.taxType}`) })}
          value={money(d.baseCents)}
          muted
        />
      ))}
      {totals.taxDetails.map((d) => (
        <Row
          key={`v-${d.taxType}`}
          label={t("totals.vat", { rate: t(`taxes.${d.taxType}`) })}
          value={money(d.taxAmountCents)}
          muted
          testId={`vat-${d.taxType}`}
        />
      ))}
      {totals.disbursementsCents > 0 ? (
        <Row label={t("totals.disbursements")} value={money(totals.disbursementsCents)} muted />
      ) : null}
      <Row label={t("totals.totalHT")} value={money(totals.totalExcludingTaxCents)} testId="total-ht" separated />
      <Row label={t("totals.totalTax")} value={money(totals.totalTaxCents)} testId="total-tax" />
      <Row label={t("totals.totalTTC")} value={money(totals.totalIncludingTaxCents)} strong testId="total-ttc" />
      {hasDeductions ? (
        <>
          <Row
            label={t("totals.deducted")}
            value={`− ${money(totals.deducted.totalIncludingTaxCents)}`}
            muted
            testId="deducted-ttc"
            separated
          />
          {totals.deducted.taxDetails.map((d) => (
            <Row
              key={`d-${d.taxType}`}
              label={t("totals.deductedVat", { rate: t(`taxes.${d.taxType}`) })}
              value={`− ${money(d.taxAmountCents)}`}
              muted
            />
          ))}
          <Row label={t("totals.dueHT")} value={money(totals.due.totalExcludingTaxCents)} testId="due-ht" />
          <Row label={t("totals.dueTTC")} value={money(totals.due.totalIncludingTaxCents)} strong testId="due-ttc" />
        </>
      ) : null}
      {remainingBalanceCents !== null && remainingBalanceCents !== undefined ? (
        <Row label={t("totals.balance")} value={money(remainingBalanceCents)} testId="balance" />
      ) : null}
    </Box>
  );
}

type RowProps = { label: string; value: string; muted?: boolean; strong?: boolean; testId?: string; separated?: boolean };

/** One term and its amount; a group of its own (a div), as a definition list allows, so a rule can start it. */
function Row({ label, value, muted = false, strong = false, testId, separated = false }: RowProps) {
  const sx = {
    color: muted ? "text.secondary" : "text.primary",
    fontWeight: strong ? 700 : muted ? 400 : 600,
    fontSize: strong ? "1.1rem" : undefined,
    ...(separated ? { borderTop: 1, borderColor: "divider", pt: 1, mt: 0.5 } : {}),
  };
  return (
    <Box sx={{ display: "contents" }}>
      <Typography component="dt" variant="body2" sx={sx}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ ...sx, m: 0, pl: 2, textAlign: "right", whiteSpace: "nowrap" }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}
