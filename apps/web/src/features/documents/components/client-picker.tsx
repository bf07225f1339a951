import { MIN_SEARCH_LENGTH, searchableTerm } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useClientSearch } from "../../clients/api/use-client-search.ts";
import type { PickedClient } from "./document-form-values.ts";

type ClientPickerProps = {
  value: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** The document's client, found by name, e-mail or phone through the client search (3 characters at least). */
export function ClientPicker({ value, onChange, error, disabled = false }: ClientPickerProps) {
  const { t } = useTranslation("documents");
  const { t: tCommon } = useTranslation();
  const [input, setInput] = useState("");
  const term = useDebouncedValue(input);
  const search = useClientSearch(term);
  const options: PickedClient[] =
    searchableTerm(term) && !search.isError ? (search.data ?? []).map((c) => ({ clientId: c.clientId, name: c.name })) : [];
  return (
    <Autocomplete
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_event, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.clientId === b.clientId}
      filterOptions={(x) => x}
      loading={search.isFetching}
      loadingText={t("editor.clientSearching")}
      noOptionsText={
        [...input.trim()].length < MIN_SEARCH_LENGTH
          ? t("editor.clientSearchHint", { min: MIN_SEARCH_LENGTH })
          : search.isError
            ? tCommon("searchUnavailable")
            : t("editor.noClient")
      }
      renderInput={(params) => (
        <TextField {...params} name="client" label={t("editor.client")} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
