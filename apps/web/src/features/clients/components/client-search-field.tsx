import { type Client, MIN_SEARCH_LENGTH, searchableTerm } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useClientSearch } from "../api/use-client-search.ts";

/** A client as the field shows it; one found by the search carries its contacts too. */
export type ClientChoice = Pick<Client, "clientId" | "name"> & Partial<Pick<Client, "contacts">>;

/** The words of the form using the field (each says what the client is for there). */
export type ClientSearchFieldTexts = {
  label: string;
  hint: string;
  searching: string;
  /** Shown while fewer than MIN_SEARCH_LENGTH characters are typed. */
  searchHint: string;
  noClient: string;
};

type ClientSearchFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's field holding the client's id (null: none). */
  name: FieldPathByValue<T, string | null | undefined>;
  picked: ClientChoice | null;
  onPick: (client: ClientChoice | null) => void;
  texts: ClientSearchFieldTexts;
};

/** A form's client, found through the clients' search (name, e-mail, phone; 3 characters at least). */
export function ClientSearchField<T extends FieldValues>({ control, name, picked, onPick, texts }: ClientSearchFieldProps<T>) {
  const { t } = useTranslation();
  const [input, setInput] = useState("");
  const term = useDebouncedValue(input);
  const search = useClientSearch(term);
  const options: ClientChoice[] = searchableTerm(term) && !search.isError ? (search.data ?? []) : [];
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      options={options}
      value={picked}
      onChange={(_event, value) => {
        field.onChange(value?.clientId ?? null);
        onPick(value);
      }}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      onBlur={field.onBlur}
      getOptionLabel={(client) => client.name}
      isOptionEqualToValue={(a, b) => a.clientId === b.clientId}
      filterOptions={(x) => x}
      loading={search.isFetching}
      loadingText={texts.searching}
      noOptionsText={
        [...input.trim()].length < MIN_SEARCH_LENGTH ? texts.searchHint : search.isError ? t("searchUnavailable") : texts.noClient
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={texts.label}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? texts.hint}
        />
      )}
    />
  );
}
