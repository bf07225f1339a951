import type { Product } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatEuros } from "./format.ts";

type ProductPickerProps = { catalogue: readonly Product[]; loading: boolean; onPick: (product: Product) => void };

/** Adds a catalogue product to the document; a bundle comes as one line that brings its own lines. */
export function ProductPicker({ catalogue, loading, onPick }: ProductPickerProps) {
  const { t, i18n } = useTranslation("documents");
  return (
    <Autocomplete
      options={catalogue as Product[]}
      value={null}
      loading={loading}
      blurOnSelect
      clearOnBlur
      getOptionLabel={(p) => (p.ref ? `${p.name} (${p.ref})` : p.name)}
      isOptionEqualToValue={(a, b) => a.productId === b.productId}
      noOptionsText={t("lines.noProduct")}
      onChange={(_event, product) => product && onPick(product)}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
          <span>{p.ref ? `${p.name} (${p.ref})` : p.name}</span>
          <Typography component="span" variant="body2" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
            {t("lines.optionPrice", { price: formatEuros(p.price, i18n.language) })}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={t("lines.add")} helperText={t("lines.addHint")} />}
    />
  );
}
