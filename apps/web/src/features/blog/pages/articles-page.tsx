import { type BlogArticleStatus, blogArticleStatuses, blogMainCategoryLabels } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { paths } from "../../../config/paths.ts";
import { useAdminArticles } from "../api/use-admin-articles.ts";
import { articleEditorPath } from "../blog-paths.ts";
import { ArticleStatusChip } from "../components/article-status-chip.tsx";

const dateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric" });

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

  const body = () => {
    if (list.isPending) return <PageLoader />;
    if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
    if (list.data.total === 0) {
      return <EmptyState icon={<ArticleOutlined />} title={t("list.emptyTitle")} text={t("list.emptyText")} />;
    }
    return (
      <Paper variant="outlined">
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={t("list.caption")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("list.title")}</TableCell>
                <TableCell>{t("list.status")}</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{t("list.category")}</TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{t("list.updated")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.articles.map((a) => (
                <TableRow key={a.articleId} hover>
                  <TableCell>
                    <Link component={RouterLink} to={articleEditorPath(a.articleId)} sx={{ fontWeight: 600 }}>
                      {a.title}
                    </Link>
                    <Typography variant="body2" sx={{ color: "text.secondary" }}>
                      /blog/{a.slug} · {t(`targets.${a.target}`)}
                      {a.isFeature ? ` · ${t("list.featured")}` : ""}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ArticleStatusChip status={a.status} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                    {blogMainCategoryLabels[a.mainCategory]}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
                    {dateFormat.format(new Date(a.updatedAt))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <TablePagination
          component="div"
          count={list.data.total}
          page={page - 1}
          rowsPerPage={limit}
          rowsPerPageOptions={[limit]}
          onPageChange={(_e, p) => change({ page: p + 1 })}
        />
      </Paper>
    );
  };

  return (
    <Stack spacing={3}>
      <DocumentTitle page={t("list.pageTitle")} />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 220 }}>
          <Typography variant="h1">{t("list.pageTitle")}</Typography>
          <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("list.intro")}</Typography>
        </Box>
        <Button variant="contained" startIcon={<Add />} component={RouterLink} to={paths.adminArticleNew}>
          {t("list.create")}
        </Button>
      </Box>
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
      {body()}
    </Stack>
  );
}
