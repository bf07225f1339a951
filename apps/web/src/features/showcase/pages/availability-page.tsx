import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatCalendarDate } from "../../../components/format-calendar-date.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useAvailabilities } from "../api/use-availabilities.ts";
import { useToggleAvailability } from "../api/use-toggle-availability.ts";
import { AvailabilityCalendar } from "../components/availability-calendar.tsx";
import { addMonths, monthParam, monthRange, parseMonth, todayInParis } from "../components/month-calendar.ts";

/** ?mois=2026-06 keeps the month shown across a reload. */
const MONTH_PARAM = "mois";

/** /vitrine/disponibilites: the vendor marks the dates already taken, month by month. */
export function AvailabilityPage() {
  const { t, i18n } = useTranslation("showcase");
  const locale = i18n.language.startsWith("en") ? "en-GB" : "fr-FR";
  const vendorId = useVendorId();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const today = todayInParis();
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const month = parseMonth(params.get(MONTH_PARAM)) ?? current;
  const { startDate, endDate } = monthRange(month);
  const availabilities = useAvailabilities(vendorId, startDate, endDate);
  const toggle = useToggleAvailability(vendorId);

  const byDate = useMemo(
    () => new Map((availabilities.isPlaceholderData ? [] : (availabilities.data ?? [])).map((a) => [a.date.slice(0, 10), a])),
    [availabilities.data, availabilities.isPlaceholderData],
  );
  // Days being saved (several may be, one tap after another) already show what they will be.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const marked = new Set(byDate.keys());
  for (const [date, willBeMarked] of pending) {
    if (willBeMarked) marked.add(date);
    else marked.delete(date);
  }
  const busy = new Set(pending.keys());

  const show = (by: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      const target = addMonths(month, by);
      if (target.year === current.year && target.month === current.month) next.delete(MONTH_PARAM);
      else next.set(MONTH_PARAM, monthParam(target));
      return next;
    });
  const isCurrentMonth = month.year === current.year && month.month === current.month;
  const title = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
  const monthCount = byDate.size;

  const onToggle = (date: string) => {
    if (pending.has(date) || availabilities.isPlaceholderData) return;
    const existing = byDate.get(date);
    setPending((p) => new Map(p).set(date, !existing));
    // mutateAsync: each tap gets its own outcome (mutate's callbacks only follow the last call).
    toggle
      .mutateAsync({ date, marked: existing })
      .then(
        () => notify(t(existing ? "availability.freed" : "availability.marked", { date: formatCalendarDate(date, locale) })),
        () => undefined, // shown by the alert under the calendar
      )
      .finally(() =>
        setPending((p) => {
          const next = new Map(p);
          next.delete(date);
          return next;
        }),
      );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeader title={t("availability.title")} intro={t("availability.intro")} />
      <Card variant="outlined">
        <CardContent sx={{ px: { xs: 1, sm: 3 }, "&:last-child": { pb: { xs: 1.5, sm: 3 } } }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, px: { xs: 0.5, sm: 0 } }}>
            <IconButton aria-label={t("availability.previous")} onClick={() => show(-1)}>
              <ChevronLeft />
            </IconButton>
            <Typography
              variant="h2"
              aria-live="polite"
              sx={{ fontSize: "1.3rem", flexGrow: 1, textAlign: "center", textTransform: "capitalize" }}
            >
              {title}
            </Typography>
            <IconButton aria-label={t("availability.next")} onClick={() => show(1)}>
              <ChevronRight />
            </IconButton>
          </Box>
          {availabilities.isError ? (
            <LoadError error={availabilities.error} onRetry={() => void availabilities.refetch()} />
          ) : (
            <AvailabilityCalendar
              month={month}
              marked={marked}
              busy={busy}
              today={today}
              locale={locale}
              label={t("availability.calendarLabel", { month: title })}
              onToggle={onToggle}
            />
          )}
          <Box
            sx={{
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 1.5,
              mt: 1.5,
              px: { xs: 0.5, sm: 0.75 },
            }}
          >
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }} aria-hidden="true">
              <Legend swatch={{ bgcolor: "background.paper", borderColor: "divider" }} label={t("availability.available")} />
              <Legend swatch={{ bgcolor: "error.main", borderColor: "error.main" }} label={t("availability.unavailable")} />
            </Box>
            {isCurrentMonth ? null : (
              <Button size="small" onClick={() => show((current.year - month.year) * 12 + current.month - month.month)}>
                {t("availability.today")}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
      <ProblemAlert error={toggle.error} />
      <Typography sx={{ color: "text.secondary" }} role="status">
        {availabilities.isPending || availabilities.isPlaceholderData
          ? t("availability.loading")
          : t("availability.summary", { count: monthCount, month: title })}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("availability.help")}
      </Typography>
    </Stack>
  );
}

function Legend({ swatch, label }: { swatch: { bgcolor: string; borderColor: string }; label: string }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
      <Box sx={{ width: 16, height: 16, borderRadius: 0.75, border: "1px solid", ...swatch }} />
      <Typography variant="body2" sx={{ "&::first-letter": { textTransform: "uppercase" } }}>
        {label}
      </Typography>
    </Box>
  );
}
