import { type EventType, eventTypes, searchEventTypes } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useCallback, useMemo } from "react";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { EventFormValues } from "./event-form-values.ts";

/** The 26 event types in a combobox searched ignoring accents and case (« seminaire » finds « Séminaire »). */
export function EventTypeField({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation("events");
  const label = useCallback((type: EventType) => t(`types.${type}`), [t]);
  const labels = useMemo(
    () => Object.fromEntries(eventTypes.map((type) => [type, label(type)])) as Record<EventType, string>,
    [label],
  );
  return (
    <Controller
      control={control}
      name="eventType"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={eventTypes}
          value={(field.value as EventType | undefined) ?? "WEDDING"}
          onChange={(_event, value) => field.onChange(value ?? "WEDDING")}
          onBlur={field.onBlur}
          getOptionLabel={label}
          filterOptions={(_options, state) => searchEventTypes(state.inputValue, labels)}
          autoHighlight
          disableClearable
          noOptionsText={t("form.noEventType")}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={t("form.eventType")}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
