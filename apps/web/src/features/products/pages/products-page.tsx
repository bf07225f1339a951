import { type Product, type ProductSortField, productSortFields, type SortOrder } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import CategoryOutlined from "@mui/icons-material/CategoryOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import FileUploadOutlined from "@mui/icons-material/FileUploadOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { ListPageHeader } from "../../../components/list-page-header.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useProductConfig } from "../api/use-product-config.ts";
import { useDuplicateProduct } from "../api/use-product-mutations.ts";
import { productsQueryOptions, useProducts, wholeCatalogue } from "../api/use-products.ts";
import { catalogueBlob, downloadBlob } from "../components/catalogue-file.ts";
import { CategoriesDialog } from "../components/categories-dialog.tsx";
import { DeleteProductDialog } from "../components/delete-product-dialog.tsx";
import { ImportDialog } from "../components/import-dialog.tsx";
import { ProductActionsMenu } from "../components/product-actions-menu.tsx";
import { useProductColumns } from "../components/product-columns.tsx";
import {
  defaultOrderOf,
  listParamsOf,
  type ProductListState,
  readProductListParams,
  writeProductListParams,
} from "../components/product-list-params.ts";
import { ProductPanel } from "../components/product-panel.tsx";

/** /catalogue: the vendor's products and bundles, searched, filtered and sorted as the spec says, kept in the address. */
export function ProductsPage() {
  const { t } = useTranslation("products");
  const notify = useNotify();
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = readProductListParams(params);
  const list = useProducts(listParamsOf(state));
  const config = useProductConfig();
  const duplicate = useDuplicateProduct();
  const [panel, setPanel] = useState<Product | "new" | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [dialog, setDialog] = useState<"categories" | "import" | null>(null);
  const [catalogue, setCatalogue] = useState<Product[]>([]);

  const change = (delta: Partial<ProductListState>) =>
    setParams(writeProductListParams({ ...state, ...delta }), { replace: true });
  const filtered = Boolean(state.q.trim() || state.category);
  const categories = config.data?.categories ?? [];

  const loadCatalogue = () => queryClient.fetchQuery(productsQueryOptions(vendorId, wholeCatalogue));

  const exportCatalogue = async () => {
    const products = await loadCatalogue();
    const day = new Date().toISOString().slice(0, 10);
    downloadBlob(catalogueBlob(products), `${t("export.filename")}-${day}.csv`);
    notify(t("export.done", { count: products.length }));
  };

  const openImport = async () => {
    setCatalogue(await loadCatalogue());
    setDialog("import");
  };

  const onDuplicate = (product: Product) =>
    duplicate.mutate(product.productId, { onSuccess: (copy) => notify(t("list.duplicated", { name: copy.name })) });

  const table = useProductColumns(setPanel);
  const emptyList = filtered ? (
    <EmptyState
      title={t("empty.filteredTitle")}
      text={t("empty.filteredText")}
      action={
        <Button variant="outlined" onClick={() => change({ q: "", category: undefined })}>
          {t("empty.clearFilters")}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<SellOutlined />}
      title={t("empty.title")}
      text={t("empty.text")}
      action={
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "center" }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setPanel("new")}>
            {t("empty.action")}
          </Button>
          <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => void openImport()}>
            {t("empty.import")}
          </Button>
        </Box>
      }
    />
  );

  return (
    <Stack spacing={3}>
      <ListPageHeader title={t("title")} intro={t("intro")} createLabel={t("create")} onCreate={() => setPanel("new")} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<CategoryOutlined />} onClick={() => setDialog("categories")}>
          {t("categories.open")}
        </Button>
        <Button size="small" variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => void openImport()}>
          {t("import.action")}
        </Button>
        <Button size="small" variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void exportCatalogue()}>
          {t("export.action")}
        </Button>
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: {
            xs: "1fr",
            sm: "minmax(220px, 2fr) minmax(160px, 1fr)",
            md: "minmax(240px, 2fr) minmax(200px, 1.4fr) repeat(2, minmax(150px, 1fr))",
          },
          alignItems: "start",
        }}
      >
        <SearchField
          label={t("filters.search")}
          value={state.q}
          onSearch={(q) => change({ q })}
          helperText={t("filters.searchHint")}
        />
        <TextField
          select
          size="small"
          label={t("filters.category")}
          value={state.category ?? ""}
          onChange={(event) => change({ category: event.target.value || undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t("filters.allCategories")}</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("filters.sortBy")}
          value={state.sortBy}
          onChange={(event) => {
            const sortBy = event.target.value as ProductSortField;
            change({ sortBy, sortOrder: defaultOrderOf(sortBy) });
          }}
        >
          {productSortFields.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`sort.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("filters.order")}
          value={state.sortOrder}
          onChange={(event) => change({ sortOrder: event.target.value as SortOrder })}
        >
          <MenuItem value="asc">{t("filters.asc")}</MenuItem>
          <MenuItem value="desc">{t("filters.desc")}</MenuItem>
        </TextField>
      </Box>
      <ProblemAlert error={duplicate.error} />
      {list.data && list.data.length > 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary", mb: -2 }} role="status">
          {t("list.count", { count: list.data.length })}
        </Typography>
      ) : null}
      <DataTable
        {...table}
        rows={list.data}
        rowKey={(p) => p.productId}
        query={list}
        caption={t("list.caption")}
        empty={emptyList}
        sort={{
          field: state.sortBy,
          order: state.sortOrder,
          firstOrder: defaultOrderOf,
          onSort: ({ field, order }) => change({ sortBy: field, sortOrder: order }),
        }}
        onRowClick={setPanel}
        actions={(product) => (
          <ProductActionsMenu product={product} onEdit={setPanel} onDuplicate={onDuplicate} onDelete={setDeleting} />
        )}
      />
      <ProductPanel
        open={panel !== null}
        product={panel === "new" ? undefined : (panel ?? undefined)}
        onClose={() => setPanel(null)}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
      <CategoriesDialog open={dialog === "categories"} categories={categories} onClose={() => setDialog(null)} />
      <ImportDialog open={dialog === "import"} catalogue={catalogue} onClose={() => setDialog(null)} />
    </Stack>
  );
}
