import { unwrap } from "@cortege/api-client";
import type { BlogArticleStatus, blogContract, RouteAnswer } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { blogQueryKeys } from "./blog-query-keys.ts";

export type AdminArticlesPage = RouteAnswer<typeof blogContract.adminList>;
export type AdminArticleSummary = AdminArticlesPage["articles"][number];
export type AdminArticlesParams = { status?: BlogArticleStatus | undefined; search: string; page: number; limit: number };

/** GET admin/blog/articles: every article, newest change first (administrators only). */
export async function fetchAdminArticles(params: AdminArticlesParams): Promise<AdminArticlesPage> {
  const query = {
    page: params.page,
    limit: params.limit,
    ...(params.status ? { status: params.status } : {}),
    ...(params.search.trim() ? { search: params.search.trim() } : {}),
  };
  return unwrap(await apiClient.call<typeof blogContract.adminList>({ method: "GET", path: "admin/blog/articles", query }));
}

export const adminArticlesQueryOptions = (params: AdminArticlesParams) =>
  queryOptions({
    queryKey: [...blogQueryKeys.adminLists, params],
    queryFn: () => fetchAdminArticles(params),
    placeholderData: keepPreviousData,
  });

export const useAdminArticles = (params: AdminArticlesParams) => useQuery(adminArticlesQueryOptions(params));
