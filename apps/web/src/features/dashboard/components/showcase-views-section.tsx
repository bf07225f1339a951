import type { ShowcaseCountView } from "@cortege/domain";
import Link from "@mui/material/Link";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { paths } from "../../../config/paths.ts";
import { useShowcaseCount } from "../api/use-showcase-count.ts";
import { BarChartWithTable } from "./bar-chart-with-table.tsx";
import { DashboardSection } from "./dashboard-section.tsx";
import { formatNumber, formatPeriod } from "./format.ts";

/**
 * « Vues de votre vitrine »: its own card with its own query and grouping, so that its figures arriving (or another
 * grouping chosen) re-render this card, not the whole dashboard.
 */
export function ShowcaseViewsSection() {
  const { t, i18n } = useTranslation("dashboard");
  const lang = i18n.language;
  const [view, setView] = useState<ShowcaseCountView>("month");
  const views = useShowcaseCount(view, { refetchOnMount: false });
  return (
    <DashboardSection title={t("views.title")}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, v: ShowcaseCountView | null) => v && setView(v)}
        aria-label={t("views.grouping")}
        sx={{ mb: 1, flexWrap: "wrap" }}
      >
        {(["day", "week", "month", "year"] as const).map((v) => (
          <ToggleButton key={v} value={v}>
            {t(`views.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {views.data ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t("views.total", { count: views.data.total })}
          </Typography>
          <BarChartWithTable
            title={t("views.title")}
            valueHeader={t("views.count")}
            integer
            rows={[...views.data.periods].reverse().map((d) => ({ label: formatPeriod(d.period, lang), value: d.views }))}
            format={(n) => formatNumber(n, lang)}
          />
        </>
      ) : (
        <PageLoader />
      )}
      <Link component={RouterLink} to={paths.showcaseInformation} variant="body2">
        {t("links.showcase")}
      </Link>
    </DashboardSection>
  );
}
