import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientEventsQueryOptions } from "../../events/api/use-client-events.ts";
import { formatDocumentDate } from "./format.ts";

type EventSelectProps = {
  clientId: string | null;
  value: string | null;
  onChange: (eventId: string | null) => void;
  disabled?: boolean;
};

/** The client's event the document is for: an accepted quote can then confirm its reservation. */
export function EventSelect({ clientId, value, onChange, disabled = false }: EventSelectProps) {
  const { t, i18n } = useTranslation("documents");
  const vendorId = useVendorId();
  const events = useInfiniteQuery({ ...clientEventsQueryOptions(vendorId, clientId ?? ""), enabled: Boolean(clientId) });
  const list = clientId ? (events.data?.pages.flatMap((p) => p.events) ?? []) : [];
  const known = value === null || list.some((e) => e.eventId === value);
  return (
    <TextField
      select
      label={t("editor.event")}
      value={known ? (value ?? "") : ""}
      onChange={(event) => onChange(event.target.value || null)}
      disabled={disabled || !clientId}
      helperText={
        disabled ? undefined : clientId ? (list.length === 0 ? t("editor.noEvent") : undefined) : t("editor.eventNeedsClient")
      }
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t("editor.withoutEvent")}</MenuItem>
      {list.map((e) => (
        <MenuItem key={e.eventId} value={e.eventId}>
          {e.eventName}
          {(e.date ?? e.startDate) ? ` · ${formatDocumentDate(e.date ?? e.startDate, i18n.language)}` : ""}
        </MenuItem>
      ))}
    </TextField>
  );
}
