import { unwrap } from "@cortege/api-client";
import type { BlogArticle, blogContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { blogQueryKeys } from "./blog-query-keys.ts";

/** GET admin/blog/article: one article with its TipTap document, whatever its status. */
export async function fetchAdminArticle(articleId: string): Promise<BlogArticle> {
  return unwrap(
    await apiClient.call<typeof blogContract.adminGet>({ method: "GET", path: "admin/blog/article", query: { articleId } }),
  );
}

export const adminArticleQueryOptions = (articleId: string) =>
  queryOptions({ queryKey: blogQueryKeys.adminArticle(articleId), queryFn: () => fetchAdminArticle(articleId) });

export const useAdminArticle = (articleId: string | undefined) =>
  useQuery({ ...adminArticleQueryOptions(articleId ?? ""), enabled: articleId !== undefined });
