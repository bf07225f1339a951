import { type Product, productTypes, unitTypes, vatCodes } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { ResponsivePanel } from "../../../components/responsive-panel.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useProductConfig } from "../api/use-product-config.ts";
import { useSaveProduct } from "../api/use-product-mutations.ts";
import { useProducts, wholeCatalogue } from "../api/use-products.ts";
import { BundleComposition } from "./bundle-composition.tsx";
import { PriceFields } from "./price-fields.tsx";
import { productFormResolver } from "./product-form-resolver.ts";
import { emptyProductValues, type ProductFormValues, productBody, productFormValues } from "./product-form-values.ts";
import { ProductImageField } from "./product-image-field.tsx";

type ProductPanelProps = {
  open: boolean;
  onClose: () => void;
  /** The product to edit; a new one otherwise. */
  product?: Product | undefined;
};

/** Add or edit a product or a bundle: a side panel on a desktop, the whole screen on a phone. */
export function ProductPanel(props: ProductPanelProps) {
  // Mounted only while open, so that every opening starts from the product as it is now.
  return props.open ? <ProductPanelForm {...props} /> : null;
}

function ProductPanelForm({ onClose, product }: ProductPanelProps) {
  const { t } = useTranslation("products");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const save = useSaveProduct();
  const catalogue = useProducts(wholeCatalogue);
  const config = useProductConfig();
  const [defaults] = useState(() => (product ? productFormValues(product) : emptyProductValues()));
  const resolver = useMemo(() => productFormResolver(t("bundle.empty")), [t]);
  const form = useForm<ProductFormValues>({ resolver, defaultValues: defaults });
  const kind = useWatch({ control: form.control, name: "kind" });
  const productType = useWatch({ control: form.control, name: "productType" });
  const formId = "product-panel-form";

  const categories = config.data?.categories ?? [];
  const categoryOptions = [
    ...categories,
    ...(defaults.category && !categories.includes(defaults.category) ? [defaults.category] : []),
  ];

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { productId: product?.productId, product: productBody(values) },
      {
        onSuccess: (saved) => {
          notify(product ? t("form.updated", { name: saved.name }) : t("form.created", { name: saved.name }));
          onClose();
        },
      },
    ),
  );

  return (
    <ResponsivePanel
      open
      width={680}
      title={product ? t("form.editTitle") : t("form.createTitle")}
      closeLabel={tc("actions.cancel")}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{tc("actions.cancel")}</Button>
          <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
            {product ? tc("actions.save") : t("form.create")}
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={save.error} />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Box>
              <Typography variant="body2" id="product-kind-label" sx={{ color: "text.secondary", mb: 0.75 }}>
                {t("form.kind")}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={field.value}
                onChange={(_event, value: ProductFormValues["kind"] | null) => value && field.onChange(value)}
                aria-labelledby="product-kind-label"
              >
                <ToggleButton value="simple">{t("form.simple")}</ToggleButton>
                <ToggleButton value="bundle">{t("form.bundle")}</ToggleButton>
              </ToggleButtonGroup>
            </Box>
          )}
        />
        <FormTextField control={form.control} name="name" label={t("form.name")} required fullWidth autoFocus />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField control={form.control} name="ref" label={t("form.ref")} helperText={t("form.refHint")} fullWidth />
          <FormSelectField
            control={form.control}
            name="category"
            label={t("form.category")}
            emptyLabel={t("form.noCategory")}
            options={categoryOptions.map((c) => ({ value: c, label: c }))}
            fullWidth
          />
        </Box>
        <FormTextField control={form.control} name="description" label={t("form.description")} multiline minRows={2} fullWidth />
        <ProductImageField control={form.control} />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {kind === "simple" ? (
            <FormSelectField
              control={form.control}
              name="productType"
              label={t("form.productType")}
              options={productTypes.map((value) => ({ value, label: t(`productTypes.${value}`) }))}
              fullWidth
            />
          ) : null}
          <FormSelectField
            control={form.control}
            name="unitType"
            label={t("form.unitType")}
            options={unitTypes.map((value) => ({ value, label: t(`unitTypes.${value}`) }))}
            fullWidth
          />
        </Box>
        {kind === "simple" ? (
          <Stack spacing={2}>
            {productType === "DEBOUR" ? (
              <Alert severity="info">{t("form.debourHint")}</Alert>
            ) : (
              <FormSelectField
                control={form.control}
                name="tax"
                label={t("form.tax")}
                options={vatCodes.map((value) => ({ value, label: t(`taxes.${value}`) }))}
                sx={{ maxWidth: { sm: "50%" } }}
                fullWidth
              />
            )}
            <PriceFields control={form.control} />
          </Stack>
        ) : (
          <BundleComposition control={form.control} catalogue={catalogue.data ?? []} productId={product?.productId} />
        )}
      </Stack>
    </ResponsivePanel>
  );
}
