import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import frLocale from "@fullcalendar/react/locales/fr";
import multiMonthPlugin from "@fullcalendar/react/multimonth";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import type { EventInput } from "@fullcalendar/react";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { type AgendaView, agendaViews } from "./agenda-views.ts";

type AgendaCalendarProps = {
  entries: EventInput[];
  initialView: AgendaView;
  initialDate: string | undefined;
  isPhone: boolean;
  onRangeChange: (range: { start: Date; end: Date; view: AgendaView; date: Date }) => void;
  onSelectSlot: (start: Date, end: Date, allDay: boolean) => void;
  onEntryClick: (id: string) => void;
};

/**
 * FullCalendar 7 with its six views, in the app's language, ISO weeks (Monday first, numbered).
 * Loaded with the agenda's route only: the rest of the back office does not download it.
 */
export function AgendaCalendar({
  entries,
  initialView,
  initialDate,
  isPhone,
  onRangeChange,
  onSelectSlot,
  onEntryClick,
}: AgendaCalendarProps) {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const viewButtons = agendaViews.join(",");
  return (
    <Box
      sx={{
        // The classic theme's palette, in the app's colours.
        "--fc-classic-button": theme.palette.primary.main,
        "--fc-classic-button-border": theme.palette.primary.main,
        "--fc-classic-button-strong": theme.palette.primary.dark,
        "--fc-classic-button-strong-border": theme.palette.primary.dark,
        "--fc-classic-primary": theme.palette.primary.main,
        "--fc-classic-today": "rgba(201, 169, 110, 0.15)",
        "--fc-classic-border": theme.palette.divider,
        // The theme's greys are too pale on white for the days of other months and the week numbers (WCAG AA).
        "--fc-classic-faint-foreground": "#696461",
        "--fc-classic-muted-foreground": "#5c5753",
        fontFamily: theme.typography.fontFamily,
        fontSize: isPhone ? "0.8rem" : "0.875rem",
        "& .fc-toolbar-title, & h2": { fontFamily: theme.typography.h5.fontFamily, fontSize: isPhone ? "1rem" : "1.35rem" },
        "& button": { textTransform: "none" },
      }}
    >
      <FullCalendar
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin, multiMonthPlugin, listPlugin, interactionPlugin]}
        {...(i18n.language === "fr" ? { locale: frLocale } : {})}
        firstDay={1}
        weekNumbers
        weekNumberCalculation="ISO"
        initialView={initialView}
        {...(initialDate ? { initialDate } : {})}
        headerToolbar={
          isPhone
            ? { start: "prev,next", center: "title", end: "today" }
            : { start: "prev,next today", center: "title", end: viewButtons }
        }
        footerToolbar={isPhone ? { center: viewButtons } : false}
        height="auto"
        dayMaxEvents={isPhone ? 2 : 4}
        nowIndicator
        navLinks
        selectable
        selectMirror
        events={entries}
        datesSet={(info) =>
          onRangeChange({ start: info.start, end: info.end, view: info.view.type as AgendaView, date: info.view.currentStart })
        }
        select={(info) => onSelectSlot(info.start, info.end, info.allDay)}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onEntryClick(info.event.id);
        }}
      />
    </Box>
  );
}
