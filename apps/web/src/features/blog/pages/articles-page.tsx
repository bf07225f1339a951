import { type BlogArticleStatus, blogArticleStatuses, blogMainCategoryLabels } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import type { DataTableColumn } from "../../../components/data-table/data-table-types.ts";
import { EmptyState } from "../../../components/empty-state.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { paths } from "../../../config/paths.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { type AdminArticleSummary, useAdminArticles } from "../api/use-admin-articles.ts";
import { articleEditorPath } from "../blog-paths.ts";
import { ArticleStatusChip } from "../components/article-status-chip.tsx";

const dateFormat = () => dateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric" });

/** /admin/blog: every article, by status and title, paged; state in the address. */
export function ArticlesPage() {
  const { t } = useTranslation("blog");
  const [params, setParams] = useSearchParams();
  const status = blogArticleStatuses.find((s) => s === params.get("statut"));
  const search = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const limit = 25;
  const list = useAdminArticles({ status, search, page, limit });
  const change = (next: { statut?: string; q?: string; page?: number }) => {
    const merged = { statut: status ?? "", q: search, page: String(page), ...next, ...(next.page ? {} : { page: "1" }) };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v && !(k === "page" && v === "1")) out.set(k, String(v));
    setParams(out, { replace: true });
  };

  const columns: DataTableColumn<AdminArticleSummary>[] = [
    {
      id: "title",
      header: t("list.title"),
      cell: (a) => (
        <>
          <Link component={RouterLink} to={articleEditorPath(a.articleId)} sx={{ fontWeight: 600 }}>
            {a.title}
          </Link>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            /blog/{a.slug} · {t(`targets.${a.target}`)}
            {a.isFeature ? ` · ${t("list.featured")}` : ""}
          </Typography>
        </>
      ),
    },
    { id: "status", header: t("list.status"), cell: (a) => <ArticleStatusChip status={a.status} /> },
    {
      id: "category",
      header: t("list.category"),
      hideBelow: "md",
      cell: (a) => blogMainCategoryLabels[a.mainCategory],
    },
    { id: "updated", header: t("list.updated"), hideBelow: "sm", cell: (a) => dateFormat().format(new Date(a.updatedAt)) },
  ];

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t("list.pageTitle")}
        intro={t("list.intro")}
        action={
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={paths.adminArticleNew}>
            {t("list.create")}
          </Button>
        }
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <Box sx={{ flex: "1 1 260px", maxWidth: 420 }}>
          <SearchField label={t("list.search")} value={search} onSearch={(q) => change({ q })} />
        </Box>
        <TextField
          select
          label={t("list.status")}
          value={status ?? ""}
          onChange={(e) => change({ statut: e.target.value as BlogArticleStatus | "" })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t("list.allStatuses")}</MenuItem>
          {blogArticleStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        rows={list.data?.articles}
        rowKey={(a) => a.articleId}
        columns={columns}
        query={list}
        caption={t("list.caption")}
        size="small"
        empty={<EmptyState icon={<ArticleOutlined />} title={t("list.emptyTitle")} text={t("list.emptyText")} />}
        pagination={{
          count: list.data?.total ?? 0,
          page,
          rowsPerPage: limit,
          rowsPerPageOptions: [limit],
          onPageChange: (p) => change({ page: p }),
        }}
      />
    </Stack>
  );
}
