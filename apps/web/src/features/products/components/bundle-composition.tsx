import { createPricing, findBundleCycle, type Product, quantityToMilli, type TaxLine } from "@cortege/domain";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { decimalText, formatCents, formatQuantity, parseDecimal } from "../../../lib/format-money.ts";
import { type ProductFormValues, pricedProduct } from "./product-form-values.ts";

type BundleCompositionProps = {
  control: Control<ProductFormValues>;
  catalogue: readonly Product[];
  /** The bundle being edited; products that already contain it cannot be added (a loop). */
  productId: string | undefined;
};

/**
 * The lines of a bundle, each explained (quantity × unit price, its own VAT rate), then the bases
 * and VAT of each rate and the totals: what the quote will show when the bundle is put on it.
 */
export function BundleComposition({ control, catalogue, productId }: BundleCompositionProps) {
  const { t, i18n } = useTranslation("products");
  const { field, fieldState } = useController({ control, name: "childIds" });
  const lines = field.value;
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.id, typeof l.quantity === "number" ? decimalText(l.quantity, i18n.language) : ""])),
  );
  const byId = useMemo(() => new Map(catalogue.map((p) => [p.productId, p])), [catalogue]);
  const pricing = useMemo(() => createPricing(catalogue.map(pricedProduct)), [catalogue]);
  const money = (cents: number) => formatCents(cents, i18n.language);
  const rate = (line: Pick<TaxLine, "tax">) => t(`taxes.${line.tax}`);

  const composition = pricing.compose(
    lines.flatMap((l) => {
      const milli = typeof l.quantity === "number" ? quantityToMilli(l.quantity) : null;
      return milli !== null && milli > 0 && byId.has(l.id) ? [{ id: l.id, quantityMilli: milli }] : [];
    }),
  );
  const explained = new Map(composition.lines.map((l) => [l.productId, l]));

  const options = catalogue.filter(
    (p) =>
      p.productId !== productId &&
      !lines.some((l) => l.id === p.productId) &&
      (productId === undefined ||
        findBundleCycle(productId, [p.productId], (id) => byId.get(id)?.childIds.map((c) => c.id)) === null),
  );

  const setQuantity = (id: string, text: string) => {
    setTexts((all) => ({ ...all, [id]: text }));
    const n = parseDecimal(text);
    field.onChange(lines.map((l) => (l.id === id ? { ...l, quantity: n ?? text } : l)));
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h3" sx={{ fontSize: "1.15rem" }}>
          {t("bundle.title")}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
          {t("bundle.text")}
        </Typography>
      </Box>
      <Stack component="ul" spacing={0} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {lines.map((line, index) => {
          const product = byId.get(line.id);
          const name = product?.name ?? "";
          const e = explained.get(line.id);
          const quantityError = (fieldState.error as unknown as { quantity?: { message?: string } }[] | undefined)?.[index]
            ?.quantity?.message;
          return (
            <Box component="li" key={line.id} sx={{ py: 1.5 }}>
              <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5 }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{name}</Typography>
                  {e ? (
                    <Typography variant="body2" sx={{ color: "text.secondary" }}>
                      <Box component="span" sx={{ display: "inline-block" }}>
                        {t("bundle.line", {
                          quantity: formatQuantity(e.quantityMilli / 1000, i18n.language),
                          unit: money(e.unitHtCents),
                          total: money(e.htCents),
                        })}
                      </Box>{" "}
                      <Box component="span" sx={{ display: "inline-block" }}>
                        {e.tax ? t("bundle.lineTax", { rate: rate({ tax: e.tax }) }) : t("bundle.lineMixed")}
                        {" · "}
                        {t("bundle.lineTTC", { total: money(e.ttcCents) })}
                      </Box>
                    </Typography>
                  ) : null}
                </Box>
                <TextField
                  label={t("bundle.quantity")}
                  value={texts[line.id] ?? ""}
                  onChange={(event) => setQuantity(line.id, event.target.value)}
                  error={quantityError !== undefined}
                  helperText={quantityError}
                  size="small"
                  sx={{ width: 96, flexShrink: 0 }}
                  slotProps={{ htmlInput: { inputMode: "decimal", "aria-label": t("bundle.quantityOf", { name }) } }}
                />
                <IconButton
                  aria-label={t("bundle.remove", { name })}
                  onClick={() => field.onChange(lines.filter((l) => l.id !== line.id))}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Stack>
      <Autocomplete
        options={options}
        value={null}
        getOptionLabel={(p) => (p.ref ? `${p.name} (${p.ref})` : p.name)}
        isOptionEqualToValue={(a, b) => a.productId === b.productId}
        noOptionsText={t("bundle.noOption")}
        blurOnSelect
        onChange={(_event, product) => {
          if (!product) return;
          setTexts((all) => ({ ...all, [product.productId]: "1" }));
          field.onChange([...lines, { id: product.productId, quantity: 1 }]);
        }}
        renderInput={(params) => <TextField {...params} label={t("bundle.add")} size="small" />}
      />
      {fieldState.error?.message ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
      {composition.lines.length > 0 ? (
        <Box sx={{ bgcolor: "action.hover", borderRadius: 1, p: 2 }}>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {t("bundle.summary")}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "1fr auto", columnGap: 2, rowGap: 0.5 }}>
            {composition.taxLines.map((l) => (
              <SummaryRow key={l.tax} label={t("bundle.base", { rate: rate(l) })} value={money(l.baseCents)} muted />
            ))}
            {composition.taxLines.map((l) => (
              <SummaryRow key={`vat-${l.tax}`} label={t("bundle.vat", { rate: rate(l) })} value={money(l.amountCents)} muted />
            ))}
            <SummaryRow label={t("bundle.totalHT")} value={money(composition.htCents)} />
            <SummaryRow label={t("bundle.totalVAT")} value={money(composition.taxCents)} />
            <SummaryRow label={t("bundle.totalTTC")} value={money(composition.ttcCents)} strong />
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}

function SummaryRow({ label, value, muted, strong }: { label: string; value: string; muted?: boolean; strong?: boolean }) {
  const sx = { color: muted ? "text.secondary" : "text.primary", fontWeight: strong ? 700 : 400, m: 0 };
  return (
    <>
      <Typography component="dt" variant="body2" sx={sx}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ ...sx, textAlign: "right", whiteSpace: "nowrap" }}>
        {value}
      </Typography>
    </>
  );
}
