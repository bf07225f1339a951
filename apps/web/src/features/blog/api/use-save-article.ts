import { unwrap } from "@cortege/api-client";
import type { BlogArticle, BlogArticleInput, blogContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { blogQueryKeys } from "./blog-query-keys.ts";

/** POST admin/blog/article/create or /update: the server renders and sanitises the HTML. */
export async function saveArticle(articleId: string | undefined, article: BlogArticleInput): Promise<BlogArticle> {
  return unwrap(
    articleId
      ? await apiClient.call<typeof blogContract.update>({
          method: "POST",
          path: "admin/blog/article/update",
          body: { articleId, article },
        })
      : await apiClient.call<typeof blogContract.create>({ method: "POST", path: "admin/blog/article/create", body: article }),
  );
}

export function useSaveArticle(articleId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (article: BlogArticleInput) => saveArticle(articleId, article),
    onSuccess: (saved) => {
      queryClient.setQueryData(blogQueryKeys.adminArticle(saved.articleId), saved);
      void queryClient.invalidateQueries({ queryKey: blogQueryKeys.adminLists });
      void queryClient.invalidateQueries({ queryKey: ["blog", "last"] });
    },
  });
}
