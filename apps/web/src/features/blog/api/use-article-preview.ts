import { unwrap } from "@cortege/api-client";
import type { blogContract, RouteAnswer, TipTapDoc } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";

export type ArticlePreview = RouteAnswer<typeof blogContract.preview>;

/** POST admin/blog/preview: the HTML the public page will show (rendered and sanitised by the server). */
export async function previewArticle(tipTapContent: TipTapDoc): Promise<ArticlePreview> {
  return unwrap(
    await apiClient.call<typeof blogContract.preview>({ method: "POST", path: "admin/blog/preview", body: { tipTapContent } }),
  );
}

export const useArticlePreview = () => useMutation({ mutationFn: previewArticle });
