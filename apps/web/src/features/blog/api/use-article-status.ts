import { unwrap } from "@cortege/api-client";
import type { BlogArticle, BlogArticleStatus, blogContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { blogQueryKeys } from "./blog-query-keys.ts";

/** POST admin/blog/article/status: publish, archive or take back to draft. */
export async function setArticleStatus(articleId: string, status: BlogArticleStatus): Promise<BlogArticle> {
  return unwrap(
    await apiClient.call<typeof blogContract.setStatus>({
      method: "POST",
      path: "admin/blog/article/status",
      body: { articleId, status },
    }),
  );
}

export function useArticleStatus(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: BlogArticleStatus) => setArticleStatus(articleId, status),
    onSuccess: (saved) => {
      queryClient.setQueryData(blogQueryKeys.adminArticle(saved.articleId), saved);
      void queryClient.invalidateQueries({ queryKey: blogQueryKeys.adminLists });
      void queryClient.invalidateQueries({ queryKey: ["blog", "last"] });
    },
  });
}
