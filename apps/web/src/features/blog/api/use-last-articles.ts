import { unwrap } from "@cortege/api-client";
import { BLOG_LAST_ARTICLES_LIMIT, type BlogArticle, type BlogTarget, type blogContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { blogQueryKeys } from "./blog-query-keys.ts";

/** POST getLastBlogArticles on the search service (spec part 2 §7), 10 s timeout like every call. */
export async function fetchLastArticles(platform: BlogTarget): Promise<BlogArticle[]> {
  const result = unwrap(
    await apiClient.call<typeof blogContract.lastArticles>({
      service: "search",
      method: "POST",
      path: "getLastBlogArticles",
      body: { platform, limit: BLOG_LAST_ARTICLES_LIMIT },
    }),
  );
  return result.articles;
}

export const lastArticlesQueryOptions = (platform: BlogTarget) =>
  queryOptions({ queryKey: blogQueryKeys.last(platform), queryFn: () => fetchLastArticles(platform), staleTime: 5 * 60_000 });

export const useLastArticles = (platform: BlogTarget) => useQuery(lastArticlesQueryOptions(platform));
