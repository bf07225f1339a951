import { type Client, MIN_SEARCH_LENGTH, searchableTerm } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useClientSearch } from "../../clients/api/use-client-search.ts";
import type { EventFormValues } from "./event-form-values.ts";

export type PickedClient = Pick<Client, "clientId" | "name">;

type ClientPickerFieldProps = { control: Control<EventFormValues>; initial: PickedClient | null };

/** The event's client, found by name, e-mail or phone through the client search (3 characters at least). */
export function ClientPickerField({ control, initial }: ClientPickerFieldProps) {
  const { t } = useTranslation("events");
  const { t: tCommon } = useTranslation();
  const [picked, setPicked] = useState<PickedClient | null>(initial);
  const [input, setInput] = useState("");
  const term = useDebouncedValue(input);
  const search = useClientSearch(term);
  const options: PickedClient[] = searchableTerm(term) && !search.isError ? (search.data ?? []) : [];
  return (
    <Controller
      control={control}
      name="clientId"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={picked}
          onChange={(_event, value) => {
            setPicked(value);
            field.onChange(value?.clientId ?? null);
          }}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          onBlur={field.onBlur}
          getOptionLabel={(client) => client.name}
          isOptionEqualToValue={(a, b) => a.clientId === b.clientId}
          filterOptions={(x) => x}
          loading={search.isFetching}
          loadingText={t("form.clientSearching")}
          noOptionsText={
            [...input.trim()].length < MIN_SEARCH_LENGTH
              ? t("form.clientSearchHint", { min: MIN_SEARCH_LENGTH })
              : search.isError
                ? tCommon("searchUnavailable")
                : t("form.noClient")
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={t("form.client")}
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? t("form.clientHint")}
            />
          )}
        />
      )}
    />
  );
}
