import { type CompanySearchResult, MIN_PUBLIC_SEARCH_LENGTH } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCompanySearch } from "./company-search-field.api.ts";
import { publicSearchState } from "./public-search-state.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";

type CompanySearchFieldProps = {
  /** Called with the company chosen in the list; the form fills its fields from it. */
  onPick: (company: CompanySearchResult) => void;
  label?: string | undefined;
};

const groupDigits = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");

/**
 * Type a name, a SIREN or a SIRET, pick a company of the public register: the caller fills its form
 * with it. The field itself keeps no value; what was typed stays until a company is picked.
 */
export function CompanySearchField({ onPick, label }: CompanySearchFieldProps) {
  const { t } = useTranslation("companies");
  const [input, setInput] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const term = useDebouncedValue(input);
  const search = useCompanySearch(term);
  const { tooShort, failed, options, errorText } = publicSearchState(input, search, t("search.unavailable"));
  return (
    <Autocomplete<CompanySearchResult>
      options={options}
      value={null}
      onChange={(_event, company) => {
        if (!company) return;
        setPicked(company.corporateName);
        setInput("");
        onPick(company);
      }}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== "reset") setInput(value);
      }}
      getOptionLabel={(company) => company.corporateName}
      getOptionKey={(company) => `${company.siren}-${company.siret ?? ""}`}
      filterOptions={(x) => x}
      loading={search.isFetching}
      loadingText={t("search.searching")}
      noOptionsText={tooShort ? t("search.minLength", { min: MIN_PUBLIC_SEARCH_LENGTH }) : failed ? errorText : t("search.none")}
      renderOption={({ key, ...props }, company) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: "block", fontWeight: 500 }}>
              {company.corporateName}
              {company.tradeName && company.tradeName !== company.corporateName ? ` (${company.tradeName})` : ""}
              {company.isActive ? null : <Chip component="span" size="small" label={t("search.closed")} sx={{ ml: 1 }} />}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
              {[
                t("search.siren", { siren: groupDigits(company.siren) }),
                company.legalFormLabel,
                company.address ? [company.address.postalCode, company.address.city].filter(Boolean).join(" ") : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t("search.label")}
          error={failed}
          helperText={failed ? errorText : picked ? t("search.filled", { name: picked }) : t("search.hint")}
        />
      )}
    />
  );
}
