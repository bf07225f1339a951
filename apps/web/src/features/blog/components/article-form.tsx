import {
  type BlogSubCategory,
  blogMainCategories,
  blogMainCategoryLabels,
  blogSubCategoriesByMain,
  blogSubCategoryLabels,
  blogTargets,
  META_DESCRIPTION_HINT,
  META_TITLE_HINT,
  metaRobotsValues,
} from "@cortege/domain";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import type { ArticleFormValues } from "./article-form-values.ts";
import { LibraryPhotoPicker } from "./library-photo-picker.tsx";

// TipTap weighs ~125 kB gz: it loads after the form, so that the editor page opened first stays in its budget.
const ArticleContentEditor = lazy(() =>
  import("./article-content-editor.tsx").then((m) => ({ default: m.ArticleContentEditor })),
);

// The main categories, offered both as the article's main one and among its other ones.
const mainCategoryItems = blogMainCategories.map((c) => (
  <MenuItem key={c} value={c}>
    {blogMainCategoryLabels[c]}
  </MenuItem>
));

type Props = {
  values: ArticleFormValues;
  errors: Partial<Record<keyof ArticleFormValues, string>>;
  onChange: (patch: Partial<ArticleFormValues>) => void;
  /** Other articles that may be this one's parent. */
  parents: { articleId: string; title: string }[];
};

/** The article editor's fields: content, classification, SEO and placement. */
export function ArticleForm({ values, errors, onChange, parents }: Props) {
  const { t } = useTranslation("blog");
  type TextName = Exclude<
    keyof ArticleFormValues,
    "tipTapContent" | "categories" | "isFeature" | "target" | "mainCategory" | "metaRobots"
  >;
  const text = (name: TextName, extra: { multiline?: boolean; helper?: string; required?: boolean } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      value={values[name] as string}
      onChange={(e) => onChange({ [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.helper}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      fullWidth
    />
  );
  const count = (value: string, max: number) => t("seo.length", { n: value.length, max });
  const subCategories = values.mainCategory ? blogSubCategoriesByMain[values.mainCategory] : [];
  return (
    <Stack spacing={3}>
      <SectionCard title={t("sections.content")}>
        <Stack spacing={2}>
          {text("title", { required: true })}
          {text("slug", { helper: t("fields.slugHint") })}
          {text("excerpt", { multiline: true })}
          <Suspense fallback={<PageLoader />}>
            <ArticleContentEditor
              label={t("fields.content")}
              insertImageLabel={t("library.insert")}
              value={values.tipTapContent}
              onChange={(tipTapContent) => onChange({ tipTapContent })}
              error={errors.tipTapContent}
            />
          </Suspense>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              {text("featuredImage", { helper: t("fields.imageHint") })}
              <LibraryPhotoPicker
                label={t("library.pick")}
                onPick={(featuredImage, alt) =>
                  onChange({ featuredImage, ...(alt && !values.featuredImageAlt ? { featuredImageAlt: alt } : {}) })
                }
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>{text("featuredImageAlt")}</Grid>
          </Grid>
        </Stack>
      </SectionCard>

      <SectionCard title={t("sections.classification")}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              required
              label={t("fields.mainCategory")}
              value={values.mainCategory}
              onChange={(e) => onChange({ mainCategory: e.target.value as ArticleFormValues["mainCategory"], subCategory: "" })}
              error={Boolean(errors.mainCategory)}
              helperText={errors.mainCategory}
              fullWidth
            >
              {mainCategoryItems}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              label={t("fields.subCategory")}
              value={values.subCategory}
              onChange={(e) => onChange({ subCategory: e.target.value })}
              error={Boolean(errors.subCategory)}
              helperText={errors.subCategory ?? (values.mainCategory ? undefined : t("fields.subCategoryHint"))}
              disabled={!values.mainCategory}
              fullWidth
            >
              <MenuItem value="">{t("fields.none")}</MenuItem>
              {subCategories.map((c) => (
                <MenuItem key={c} value={c}>
                  {blogSubCategoryLabels[c as BlogSubCategory]}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              label={t("fields.categories")}
              value={values.categories}
              onChange={(e) => {
                const v = e.target.value as unknown;
                onChange({ categories: (typeof v === "string" ? v.split(",") : v) as ArticleFormValues["categories"] });
              }}
              slotProps={{ select: { multiple: true } }}
              helperText={t("fields.categoriesHint")}
              fullWidth
            >
              {mainCategoryItems}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text("tags", { helper: t("fields.listHint") })}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              label={t("fields.target")}
              value={values.target}
              onChange={(e) => onChange({ target: e.target.value as ArticleFormValues["target"] })}
              fullWidth
            >
              {blogTargets.map((target) => (
                <MenuItem key={target} value={target}>
                  {t(`targets.${target}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: "flex", alignItems: "center" }}>
            <FormControlLabel
              control={<Switch checked={values.isFeature} onChange={(e) => onChange({ isFeature: e.target.checked })} />}
              label={t("fields.isFeature")}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField
              select
              label={t("fields.parentId")}
              value={values.parentId}
              onChange={(e) => onChange({ parentId: e.target.value })}
              error={Boolean(errors.parentId)}
              helperText={errors.parentId}
              fullWidth
            >
              <MenuItem value="">{t("fields.none")}</MenuItem>
              {parents.map((p) => (
                <MenuItem key={p.articleId} value={p.articleId}>
                  {p.title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              type="number"
              label={t("fields.order")}
              value={values.order}
              onChange={(e) => onChange({ order: e.target.value })}
              error={Boolean(errors.order)}
              helperText={errors.order}
              slotProps={{ htmlInput: { min: 0 } }}
              fullWidth
            />
          </Grid>
        </Grid>
      </SectionCard>

      <SectionCard title={t("sections.seo")} description={t("seo.intro")}>
        <Stack spacing={2}>
          {text("metaTitle", {
            helper:
              count(values.metaTitle, META_TITLE_HINT) +
              (values.metaTitle.length > META_TITLE_HINT ? ` ${t("seo.tooLong")}` : ""),
          })}
          {text("metaDescription", {
            multiline: true,
            helper:
              count(values.metaDescription, META_DESCRIPTION_HINT) +
              (values.metaDescription.length > META_DESCRIPTION_HINT ? ` ${t("seo.tooLong")}` : ""),
          })}
          {text("seoKeywords", { helper: t("fields.listHint") })}
          {text("canonicalUrl", { helper: t("fields.canonicalHint") })}
          <div>
            {text("ogImage", { helper: t("fields.imageHint") })}
            <LibraryPhotoPicker label={t("library.pickOg")} onPick={(ogImage) => onChange({ ogImage })} />
          </div>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                label={t("fields.metaRobots")}
                value={values.metaRobots}
                onChange={(e) => onChange({ metaRobots: e.target.value as ArticleFormValues["metaRobots"] })}
                fullWidth
              >
                {metaRobotsValues.map((r) => (
                  <MenuItem key={r} value={r}>
                    {r}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text("locale")}</Grid>
          </Grid>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
