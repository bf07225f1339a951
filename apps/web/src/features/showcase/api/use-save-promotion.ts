import { unwrap } from "@cortege/api-client";
import type { Promotion } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";
import { upsertById } from "./upsert-by-id.ts";

export type SavePromotionInput = { promotionId?: string | undefined; body: Record<string, unknown> };

/** POST vendor/promotions/create, or vendor/promotions/update with the promotion's id. */
export async function savePromotion({ promotionId, body }: SavePromotionInput): Promise<Promotion> {
  return unwrap(
    await apiClient.request<Promotion>({
      method: "POST",
      path: promotionId === undefined ? "vendor/promotions/create" : "vendor/promotions/update",
      body: promotionId === undefined ? body : { ...body, promotionId },
    }),
  );
}

export function useSavePromotion(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: (saved) => {
      queryClient.setQueryData<Promotion[]>(showcaseExtraQueryKeys.promotions(vendorId), (list) =>
        upsertById(list, saved, "promotionId"),
      );
      void queryClient.invalidateQueries({ queryKey: showcaseExtraQueryKeys.promotions(vendorId) });
    },
  });
}
