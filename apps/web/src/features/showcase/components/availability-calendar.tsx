import Block from "@mui/icons-material/Block";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../../components/format-calendar-date.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { type CalendarMonth, monthWeekCells, shiftDate } from "./month-calendar.ts";

type AvailabilityCalendarProps = {
  month: CalendarMonth;
  /** The dates marked unavailable. */
  marked: ReadonlySet<string>;
  /** The dates being saved. */
  busy: ReadonlySet<string>;
  /** Dates before this one cannot change. */
  today: string;
  locale: string;
  label: string;
  onToggle: (date: string) => void;
};

const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The days of a month, Monday first: each day is a toggle button (pressed = unavailable). One day is
 * in the tab order; the arrows move between days, Home/End to the ends of the week, Space/Enter toggle.
 */
export function AvailabilityCalendar({ month, marked, busy, today, locale, label, onToggle }: AvailabilityCalendarProps) {
  const { t } = useTranslation("showcase");
  const weeks = monthWeekCells(month);
  const days = weeks.flat().flatMap((cell) => (cell.date === null ? [] : [cell.date]));
  const first = days[0] ?? "";
  const last = days[days.length - 1] ?? "";
  const [focusDate, setFocusDate] = useState(() => (today >= first && today <= last ? today : first));
  const shouldFocus = useRef(false);
  const table = useRef<HTMLTableElement>(null);

  // Another month shown: its first day (or today) takes the tab stop.
  useEffect(() => {
    setFocusDate(today >= first && today <= last ? today : first);
  }, [first, last, today]);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    table.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const weekdays = weeks[0]
    ? Array.from({ length: 7 }, (_, i) => {
        // 5 January 2026 is a Monday.
        const at = new Date(Date.UTC(2026, 0, 5 + i));
        return {
          short: dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(at).replace(".", ""),
          long: dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(at),
        };
      })
    : [];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, date: string) => {
    let next: string | null = null;
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    if (event.key in moves) next = shiftDate(date, moves[event.key] ?? 0);
    else if (event.key === "Home") next = shiftDate(date, -weekday);
    else if (event.key === "End") next = shiftDate(date, 6 - weekday);
    if (next === null) return;
    event.preventDefault();
    if (next < first) next = first;
    if (next > last) next = last;
    shouldFocus.current = true;
    setFocusDate(next);
  };

  return (
    <Box
      component="table"
      ref={table}
      aria-label={label}
      sx={{ width: "100%", tableLayout: "fixed", borderCollapse: "separate", borderSpacing: { xs: "4px", sm: "6px" } }}
    >
      <thead>
        <tr>
          {weekdays.map((day) => (
            <Box
              component="th"
              key={day.long}
              scope="col"
              abbr={day.long}
              sx={{ typography: "caption", color: "text.secondary", fontWeight: 600, textTransform: "capitalize", pb: 0.5 }}
            >
              {day.short}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.key}>
            {week.map(({ key, date }) => {
              if (date === null) return <td key={key} />;
              const isMarked = marked.has(date);
              const isPast = date < today;
              const isBusy = busy.has(date);
              const name = `${formatCalendarDate(date, locale)}, ${isMarked ? t("availability.unavailable") : t("availability.available")}`;
              return (
                <td key={date}>
                  <ButtonBase
                    data-date={date}
                    aria-label={name}
                    aria-pressed={isMarked}
                    aria-busy={isBusy || undefined}
                    aria-current={date === today ? "date" : undefined}
                    disabled={isPast}
                    tabIndex={date === focusDate ? 0 : -1}
                    onFocus={() => setFocusDate(date)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    onClick={() => onToggle(date)}
                    sx={{
                      width: "100%",
                      aspectRatio: { xs: "1", sm: "4 / 3" },
                      minHeight: 40,
                      borderRadius: 1.5,
                      display: "flex",
                      flexDirection: "column",
                      gap: 0.25,
                      fontSize: "1rem",
                      fontWeight: date === today ? 700 : 500,
                      border: "1px solid",
                      borderColor: isMarked ? "error.main" : date === today ? "primary.main" : "divider",
                      bgcolor: isMarked ? "error.main" : "background.paper",
                      color: isMarked ? "error.contrastText" : isPast ? "text.disabled" : "text.primary",
                      opacity: isBusy ? 0.6 : 1,
                      transition: "background-color 120ms",
                      "&:hover": { bgcolor: isMarked ? "error.dark" : "action.hover" },
                      "&.Mui-focusVisible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
                      "&.Mui-disabled": {
                        bgcolor: isMarked ? "action.disabledBackground" : "transparent",
                        borderStyle: "dashed",
                      },
                    }}
                  >
                    {/* « 1er » as the accessible name says it (a visible « 1 » under a name « 1er » fails label-in-name). */}
                    <span>{dayOfMonthLabel(date, locale)}</span>
                    {isMarked ? <Block aria-hidden="true" sx={{ fontSize: { xs: 14, sm: 18 } }} /> : null}
                  </ButtonBase>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** The day number shown in a cell: « 1er » for the first of the month in French, as in the dates we write. */
function dayOfMonthLabel(date: string, locale: string): string {
  const day = Number(date.slice(8));
  return day === 1 && locale.startsWith("fr") ? "1er" : String(day);
}
