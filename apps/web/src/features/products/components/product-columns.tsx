import type { Product, ProductSortField } from "@cortege/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../../components/data-table/data-table-types.ts";
import { formatEuros, formatQuantity } from "../../../lib/format-money.ts";

/** The catalogue's columns on a desktop and its card on a phone; the name opens the product's panel. */
export function useProductColumns(onOpen: (product: Product) => void) {
  const { t, i18n } = useTranslation("products");
  const money = (euros: number) => formatEuros(euros, i18n.language);
  const taxOf = (p: Product) => (p.tax ? t(`taxes.${p.tax}`) : t("list.mixedTax"));

  const title = (p: Product) => (
    <Box sx={{ minWidth: 0 }}>
      <Link
        component="button"
        type="button"
        onClick={() => onOpen(p)}
        sx={{ fontWeight: 600, textAlign: "left", overflowWrap: "anywhere", font: "inherit" }}
      >
        {p.name}
      </Link>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, alignItems: "center", mt: 0.5 }}>
        {p.ref ? (
          <Typography variant="body2" component="span" sx={{ color: "text.secondary" }}>
            {p.ref}
          </Typography>
        ) : null}
        {p.children.length > 0 ? (
          <Chip size="small" color="secondary" variant="outlined" label={t("list.bundleOf", { count: p.children.length })} />
        ) : null}
        {p.category ? <Chip size="small" variant="outlined" label={p.category} /> : null}
      </Box>
    </Box>
  );

  const columns: DataTableColumn<Product, ProductSortField>[] = [
    {
      id: "name",
      header: t("list.name"),
      sortBy: "name",
      // maxWidth 0 + width: the column takes the room left and its one-line description
      // shortens with an ellipsis, instead of widening the table past the screen (and its actions).
      sx: { maxWidth: 0, width: "100%", minWidth: 200 },
      cell: (p) => (
        <>
          {title({ ...p, ref: null })}
          {p.description ? (
            <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }} noWrap>
              {p.description}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: "ref",
      header: t("sort.ref"),
      sortBy: "ref",
      sx: { color: "text.secondary", whiteSpace: "nowrap" },
      cell: (p) => p.ref ?? "—",
    },
    { id: "tax", header: t("list.tax"), sortBy: "tax", sx: { whiteSpace: "nowrap" }, cell: taxOf },
    {
      id: "price",
      header: t("list.price"),
      sortBy: "price",
      align: "right",
      sx: { whiteSpace: "nowrap" },
      cell: (p) => (
        <>
          {money(p.price)}
          <Typography variant="body2" component="div" sx={{ color: "text.secondary" }}>
            {t("list.perUnit", { unit: t(`unitTypes.${p.unitType}`).toLocaleLowerCase(i18n.language) })}
          </Typography>
        </>
      ),
    },
    {
      id: "priceTTC",
      header: t("list.priceTTC"),
      sortBy: "priceTTC",
      align: "right",
      sx: { whiteSpace: "nowrap", fontWeight: 600 },
      cell: (p) => money(p.priceTTC),
    },
    {
      id: "unitSold",
      header: t("list.unitSold"),
      sortBy: "unitSold",
      align: "right",
      cell: (p) => formatQuantity(p.unitSold, i18n.language),
    },
    {
      id: "revenue",
      header: t("list.revenue"),
      sortBy: "revenue",
      align: "right",
      sx: { whiteSpace: "nowrap" },
      cell: (p) => money(p.revenue),
    },
  ];

  const card = (p: Product) => (
    <Box sx={{ display: "grid", gap: 1, minWidth: 0 }}>
      {title(p)}
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5, alignItems: "baseline" }}>
        <Typography sx={{ fontWeight: 600 }}>{money(p.priceTTC)}</Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("sort.price")} {money(p.price)} · {t("list.tax")} {taxOf(p)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("list.unitSold")} {formatQuantity(p.unitSold, i18n.language)} · {t("list.revenue")} {money(p.revenue)}
      </Typography>
    </Box>
  );

  return { columns, card };
}
