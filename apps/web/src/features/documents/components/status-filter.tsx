import { type DocumentStatus, eurosToCents, listedStatusesOf, type QuoteType } from "@cortege/domain";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { StatusCount } from "../api/document-wire.ts";
import { formatEuros } from "./format.ts";

type StatusFilterProps = {
  /** The list's document type: its tabs are the statuses its lifecycle can reach. */
  quoteType: QuoteType;
  counts: readonly StatusCount[];
  value: DocumentStatus | undefined;
  onChange: (status: DocumentStatus | undefined) => void;
};

/**
 * The statuses of the list screens (part 2 §4) as toggles, each with its count and its sums excluding
 * and including tax, from the server's statusCounts of the whole list (not only the page shown).
 */
export function StatusFilter({ quoteType, counts, value, onChange }: StatusFilterProps) {
  const { t, i18n } = useTranslation("documents");
  const money = (n: number) => formatEuros(n, i18n.language);
  const byStatus = new Map(counts.map((c) => [c.status, c]));
  const listed = listedStatusesOf(quoteType);
  // Summed in cents: euros with 2 decimals are not exact in binary.
  const cents = (n: number) => eurosToCents(n) ?? 0;
  const all = {
    count: counts.reduce((s, c) => s + c.count, 0),
    sumHT: counts.reduce((s, c) => s + cents(c.sumHT), 0) / 100,
    sumTTC: counts.reduce((s, c) => s + cents(c.sumTTC), 0) / 100,
  };
  const entries: { status: DocumentStatus | undefined; count: number; sumHT: number; sumTTC: number }[] = [
    { status: undefined, ...all },
    ...listed.map((status) => ({ status, count: 0, sumHT: 0, sumTTC: 0, ...byStatus.get(status) })),
    // Another status (accepted, overdue, cancelled) still shows once a document has it.
    ...counts.filter((c) => !listed.includes(c.status) && c.count > 0),
  ];
  return (
    <Box
      role="group"
      aria-label={t("list.statusFilter")}
      // A strip that scrolls sideways on a phone, so the list itself stays in sight; a grid above.
      sx={{
        display: { xs: "flex", sm: "grid" },
        overflowX: { xs: "auto", sm: "visible" },
        gap: 1,
        pb: { xs: 0.5, sm: 0 },
        gridTemplateColumns: { sm: "repeat(4, minmax(0, 1fr))", lg: "repeat(auto-fit, minmax(120px, 1fr))" },
        "& > *": { flex: { xs: "0 0 136px", sm: "initial" } },
      }}
    >
      {entries.map((e) => {
        const selected = value === e.status;
        const label = e.status ? t(`statuses.${e.status}`) : t("list.allStatuses");
        return (
          <ButtonBase
            key={e.status ?? "all"}
            aria-pressed={selected}
            onClick={() => onChange(e.status)}
            sx={{
              display: "block",
              textAlign: "left",
              p: 1.25,
              borderRadius: 1.5,
              border: 1,
              borderColor: selected ? "primary.main" : "divider",
              bgcolor: selected ? "action.selected" : "background.paper",
              "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
            }}
          >
            <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "baseline" }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="status-count">
                {e.count}
              </Typography>
            </Box>
            <Typography variant="caption" component="div" sx={{ color: "text.secondary" }} noWrap>
              {t("list.sumHT", { amount: money(e.sumHT) })}
            </Typography>
            <Typography variant="caption" component="div" sx={{ color: "text.secondary" }} noWrap>
              {t("list.sumTTC", { amount: money(e.sumTTC) })}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
