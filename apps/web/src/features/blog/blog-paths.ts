import { paths } from "../../config/paths.ts";

export const articleEditorPath = (articleId: string) => paths.adminArticle.replace(":articleId", encodeURIComponent(articleId));
/** The public page of an article (server-rendered, outside the app). */
export const publicArticlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
