import { ApiProblemError } from "@cortege/api-client";
import type { BlogArticle, BlogArticleStatus } from "@cortege/domain";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { useAdminArticle } from "../api/use-admin-article.ts";
import { useAdminArticles } from "../api/use-admin-articles.ts";
import { type ArticlePreview, useArticlePreview } from "../api/use-article-preview.ts";
import { useArticleStatus } from "../api/use-article-status.ts";
import { useSaveArticle } from "../api/use-save-article.ts";
import { articleEditorPath, publicArticlePath } from "../blog-paths.ts";
import { ArticleForm } from "../components/article-form.tsx";
import {
  type ArticleFormValues,
  articleErrorsOf,
  articleInputOf,
  articleValuesOf,
  emptyArticleValues,
} from "../components/article-form-values.ts";
import { ArticleStatusChip } from "../components/article-status-chip.tsx";

/** /admin/blog/nouveau and /admin/blog/:articleId: the article editor (administrators only). */
export function ArticleEditorPage() {
  const { articleId } = useParams();
  const article = useAdminArticle(articleId);
  if (articleId && article.isPending) return <PageLoader />;
  if (articleId && article.isError) return <LoadError error={article.error} onRetry={() => void article.refetch()} />;
  return <ArticleEditor key={articleId ?? "new"} article={article.data} />;
}

function ArticleEditor({ article }: { article: BlogArticle | undefined }) {
  const { t } = useTranslation("blog");
  const notify = useNotify();
  const navigate = useNavigate();
  const [values, setValues] = useState<ArticleFormValues>(() => (article ? articleValuesOf(article) : emptyArticleValues()));
  const [errors, setErrors] = useState<Partial<Record<keyof ArticleFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ArticlePreview | null>(null);
  const save = useSaveArticle(article?.articleId);
  const status = useArticleStatus(article?.articleId ?? "");
  const previewCall = useArticlePreview();
  const others = useAdminArticles({ search: "", page: 1, limit: 100 });
  const parents = (others.data?.articles ?? []).filter((a) => a.articleId !== article?.articleId);

  const messageOf = (error: unknown) =>
    error instanceof ApiProblemError && error.problem.message ? error.problem.message : t("editor.saveFailed");

  const onSave = async () => {
    const found = articleErrorsOf(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(articleInputOf(values));
      notify(t("editor.saved"));
      if (!article) navigate(articleEditorPath(saved.articleId), { replace: true });
      else setValues(articleValuesOf(saved));
    } catch (error) {
      setFailure(messageOf(error)); // what was typed stays in the form
    }
  };

  const onStatus = async (next: BlogArticleStatus) => {
    setFailure(null);
    try {
      await status.mutateAsync(next);
      notify(t(`editor.statusDone.${next}`));
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const onPreview = async () => {
    try {
      setPreview(await previewCall.mutateAsync(values.tipTapContent));
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const title = article ? article.title : t("editor.newTitle");
  return (
    <Stack spacing={3}>
      <DocumentTitle page={title} />
      <Box>
        <Button component={RouterLink} to={paths.adminArticles} startIcon={<ArrowBack />} size="small">
          {t("editor.back")}
        </Button>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
        <Box sx={{ flexGrow: 1, minWidth: 220 }}>
          <Typography variant="h1">{title}</Typography>
          {article ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}>
              <ArticleStatusChip status={article.status} />
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("editor.readingTime", { count: article.readingTime })}
              </Typography>
              {article.status === "PUBLISHED" ? (
                <Link href={publicArticlePath(article.slug)} target="_blank" rel="noopener" variant="body2">
                  {t("editor.openPublic")}
                </Link>
              ) : null}
            </Stack>
          ) : null}
        </Box>
      </Box>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <ArticleForm
        values={values}
        errors={errors}
        parents={parents}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      />
      <Box
        sx={{
          position: "sticky",
          bottom: 0,
          py: 1.5,
          bgcolor: "background.default",
          borderTop: 1,
          borderColor: "divider",
          display: "flex",
          flexWrap: "wrap",
          gap: 1,
        }}
      >
        <Button variant="contained" onClick={() => void onSave()} disabled={save.isPending}>
          {t("editor.save")}
        </Button>
        <Button variant="outlined" onClick={() => void onPreview()} disabled={previewCall.isPending}>
          {t("editor.preview")}
        </Button>
        {article && article.status !== "PUBLISHED" ? (
          <Button color="success" variant="outlined" onClick={() => void onStatus("PUBLISHED")} disabled={status.isPending}>
            {t("editor.publish")}
          </Button>
        ) : null}
        {article && article.status === "PUBLISHED" ? (
          <Button color="warning" variant="outlined" onClick={() => void onStatus("ARCHIVED")} disabled={status.isPending}>
            {t("editor.archive")}
          </Button>
        ) : null}
        {article && article.status !== "DRAFT" ? (
          <Button onClick={() => void onStatus("DRAFT")} disabled={status.isPending}>
            {t("editor.toDraft")}
          </Button>
        ) : null}
      </Box>
      <Dialog open={preview !== null} onClose={() => setPreview(null)} maxWidth="md" fullWidth>
        <DialogTitle>{values.title || t("editor.newTitle")}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
            {t("editor.readingTime", { count: preview?.readingTime ?? 0 })}
          </Typography>
          {/* HTML rendered and sanitised (DOMPurify) by the server from the TipTap JSON. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, as the public page shows it */}
          <Box sx={{ "& img": { maxWidth: "100%" } }} dangerouslySetInnerHTML={{ __html: preview?.html ?? "" }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>{t("editor.closePreview")}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
