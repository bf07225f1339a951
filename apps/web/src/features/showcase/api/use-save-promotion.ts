import { unwrap } from "@cortege/api-client";
import type { Promotion, RouteBody, showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";
import { upsertById } from "./upsert-by-id.ts";

export type SavePromotionInput = { promotionId?: string | undefined; body: RouteBody<typeof showcaseContract.createPromotion> };

/** POST vendor/promotions/create, or vendor/promotions/update with the promotion's id. */
export async function savePromotion({ promotionId, body }: SavePromotionInput): Promise<Promotion> {
  return unwrap(
    promotionId === undefined
      ? await apiClient.call<typeof showcaseContract.createPromotion>({ method: "POST", path: "vendor/promotions/create", body })
      : await apiClient.call<typeof showcaseContract.updatePromotion>({
          method: "POST",
          path: "vendor/promotions/update",
          body: { ...body, promotionId },
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
