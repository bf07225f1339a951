import {
  effectiveVatCode,
  eurosToCents,
  MAX_PRICE_CENTS,
  type ProductType,
  priceExcludingTaxCents,
  priceIncludingTaxCents,
  type VatCode,
} from "@cortege/domain";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useEffect, useRef, useState } from "react";
import { type Control, useController, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { amountText, parseDecimal } from "../../../lib/format-money.ts";
import type { ProductFormValues } from "./product-form-values.ts";

/**
 * Price excluding and including tax side by side: either can be typed, the other follows from the
 * rate (exactly, in cents). What is stored is the price excluding tax; a price typed including tax
 * becomes the price excluding tax that gives it.
 */
export function PriceFields({ control }: { control: Control<ProductFormValues> }) {
  const { t, i18n } = useTranslation("products");
  const { field, fieldState } = useController({ control, name: "price" });
  const productType = useWatch({ control, name: "productType" }) as ProductType;
  const tax = effectiveVatCode(productType, useWatch({ control, name: "tax" }) as VatCode);
  const [edited, setEdited] = useState<"ht" | "ttc">("ht");
  const [text, setText] = useState(() => (typeof field.value === "number" ? amountText(field.value, i18n.language) : ""));
  const cents = typeof field.value === "number" ? eurosToCents(field.value) : null;
  const show = (c: number | null) => (c === null ? "" : amountText(c / 100, i18n.language));

  // A new rate: the price excluding tax stays, the one including tax follows.
  const lastTax = useRef(tax);
  useEffect(() => {
    if (lastTax.current === tax) return;
    lastTax.current = tax;
    if (edited === "ttc") {
      setEdited("ht");
      setText(show(cents));
    }
  });

  const fromTyped = (value: string, toExcluding: (c: number) => number) => {
    const n = parseDecimal(value);
    const c = n === null ? null : eurosToCents(n);
    if (c === null || c > MAX_PRICE_CENTS * 2) return value.trim() === "" ? null : value;
    return toExcluding(c) / 100;
  };

  return (
    <Stack direction="row" spacing={2}>
      <TextField
        label={t("form.priceHT")}
        name="priceHT"
        value={edited === "ht" ? text : show(cents)}
        onChange={(event) => {
          setEdited("ht");
          setText(event.target.value);
          field.onChange(fromTyped(event.target.value, (c) => c));
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.invalid}
        helperText={fieldState.error?.message ?? t("form.priceHint")}
        required
        fullWidth
        slotProps={{
          htmlInput: { inputMode: "decimal" },
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        }}
      />
      <TextField
        label={t("form.priceTTC")}
        name="priceTTC"
        value={edited === "ttc" ? text : show(cents === null ? null : priceIncludingTaxCents(cents, tax))}
        onChange={(event) => {
          setEdited("ttc");
          setText(event.target.value);
          field.onChange(fromTyped(event.target.value, (c) => priceExcludingTaxCents(c, tax)));
        }}
        onBlur={() => {
          // Once left, the field shows the exact price including tax of the price kept.
          setEdited("ht");
          setText(show(cents));
          field.onBlur();
        }}
        error={fieldState.invalid}
        helperText={`${t("form.tax")} ${t(`taxes.${tax}`)}`}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: "decimal" },
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        }}
      />
    </Stack>
  );
}
