import type { Product, ProductSortField, SortOrder } from "@cortege/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { rowClickProps } from "../../../components/row-click.ts";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { formatEuros, formatQuantity } from "../../../lib/format-money.ts";
import { defaultOrderOf } from "./product-list-params.ts";

type Sort = { sortBy: ProductSortField; sortOrder: SortOrder };

type ProductRowsProps = {
  products: readonly Product[];
  sort: Sort & { onSort: (sort: Sort) => void };
  onOpen: (product: Product) => void;
  actions: (product: Product) => ReactNode;
};

/** The catalogue as a table on a desktop and as cards on a phone. */
export function ProductRows({ products, sort, onOpen, actions }: ProductRowsProps) {
  const { t, i18n } = useTranslation("products");
  const isPhone = useIsPhone();
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

  if (isPhone) {
    return (
      <Stack component="ul" aria-label={t("list.caption")} spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {products.map((p) => (
          <Card component="li" key={p.productId} sx={{ p: 2, display: "flex", gap: 1, alignItems: "flex-start" }}>
            <Box sx={{ flexGrow: 1, minWidth: 0, display: "grid", gap: 1 }}>
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
            {actions(p)}
          </Card>
        ))}
      </Stack>
    );
  }

  const header = (field: ProductSortField, label: string, align: "left" | "right" = "left") => (
    <TableCell align={align} sortDirection={sort.sortBy === field ? sort.sortOrder : false} sx={{ whiteSpace: "nowrap" }}>
      <TableSortLabel
        active={sort.sortBy === field}
        direction={sort.sortBy === field ? sort.sortOrder : defaultOrderOf(field)}
        onClick={() =>
          sort.onSort({
            sortBy: field,
            sortOrder: sort.sortBy === field ? (sort.sortOrder === "asc" ? "desc" : "asc") : defaultOrderOf(field),
          })
        }
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer component={Card}>
      <Table aria-label={t("list.caption")}>
        <TableHead>
          <TableRow>
            {header("name", t("list.name"))}
            {header("ref", t("sort.ref"))}
            {header("tax", t("list.tax"))}
            {header("price", t("list.price"), "right")}
            {header("priceTTC", t("list.priceTTC"), "right")}
            {header("unitSold", t("list.unitSold"), "right")}
            {header("revenue", t("list.revenue"), "right")}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("list.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((p) => (
            <TableRow key={p.productId} hover {...rowClickProps(() => onOpen(p))}>
              {/* maxWidth 0 + width: the column takes the room left and its one-line description
                  shortens with an ellipsis, instead of widening the table past the screen (and its actions). */}
              <TableCell sx={{ maxWidth: 0, width: "100%", minWidth: 200 }}>
                {title({ ...p, ref: null })}
                {p.description ? (
                  <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }} noWrap>
                    {p.description}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>{p.ref ?? "—"}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{taxOf(p)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {money(p.price)}
                <Typography variant="body2" component="div" sx={{ color: "text.secondary" }}>
                  {t("list.perUnit", { unit: t(`unitTypes.${p.unitType}`).toLocaleLowerCase(i18n.language) })}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
                {money(p.priceTTC)}
              </TableCell>
              <TableCell align="right">{formatQuantity(p.unitSold, i18n.language)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {money(p.revenue)}
              </TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                {actions(p)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
