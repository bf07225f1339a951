import { blogMainCategoryLabels } from "@cortege/domain";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useLastArticles } from "../api/use-last-articles.ts";
import { publicArticlePath } from "../blog-paths.ts";

const dateFormat = () => dateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric" });

/**
 * The latest blog articles written for vendors (target `cortege`), for the home screen. Self-contained:
 * it fetches its own data and shows nothing at all when there is no article or the blog is unreachable.
 */
export function LatestArticlesCard({ limit = 3 }: { limit?: number }) {
  const { t } = useTranslation("blog");
  const titleId = useId();
  const articles = useLastArticles("cortege");
  const shown = (articles.data ?? []).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5 }}>
          {t("card.title")}
        </Typography>
        <Stack spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: "none" }}>
          {shown.map((a) => (
            <li key={a.articleId}>
              <Link href={publicArticlePath(a.slug)} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
                {a.title}
              </Link>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {blogMainCategoryLabels[a.mainCategory]}
                {a.publishedAt ? ` · ${dateFormat().format(new Date(a.publishedAt))}` : ""} ·{" "}
                {t("editor.readingTime", { count: a.readingTime })}
              </Typography>
            </li>
          ))}
        </Stack>
        <Link href="/blog" target="_blank" rel="noopener" variant="body2" sx={{ display: "inline-block", mt: 2 }}>
          {t("card.all")}
        </Link>
      </CardContent>
    </Card>
  );
}
