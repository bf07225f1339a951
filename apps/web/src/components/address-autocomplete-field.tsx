import { type AddressSearchResult, MIN_PUBLIC_SEARCH_LENGTH } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAddressSearch } from "./address-autocomplete-field.api.ts";
import { publicSearchState } from "./public-search-state.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";

type AddressAutocompleteFieldProps = {
  /** Called with the address chosen in the list; the form fills street, postcode, city, department and position. */
  onPick: (address: AddressSearchResult) => void;
  label?: string | undefined;
  helperText?: string | undefined;
};

/** Type the start of an address, pick one of the suggestions of the national address base. */
export function AddressAutocompleteField({ onPick, label, helperText }: AddressAutocompleteFieldProps) {
  const { t } = useTranslation("companies");
  const [input, setInput] = useState("");
  const [picked, setPicked] = useState<AddressSearchResult | null>(null);
  const term = useDebouncedValue(input);
  const search = useAddressSearch(term);
  const { tooShort, failed, options, errorText } = publicSearchState(input, search, t("address.unavailable"));
  return (
    <Autocomplete<AddressSearchResult>
      options={options}
      value={picked}
      onChange={(_event, address) => {
        setPicked(address);
        if (address) onPick(address);
      }}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      getOptionLabel={(address) => address.label}
      getOptionKey={(address) => address.banId ?? address.label}
      isOptionEqualToValue={(a, b) => a.label === b.label}
      filterOptions={(x) => x}
      loading={search.isFetching}
      loadingText={t("address.searching")}
      noOptionsText={
        tooShort ? t("address.minLength", { min: MIN_PUBLIC_SEARCH_LENGTH }) : failed ? errorText : t("address.none")
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t("address.label")}
          error={failed}
          helperText={failed ? errorText : (helperText ?? t("address.hint"))}
        />
      )}
    />
  );
}
