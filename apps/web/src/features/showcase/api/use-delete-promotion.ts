import { unwrap } from "@cortege/api-client";
import type { Promotion, showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { apiClient } from "../../../lib/session/api.ts";
import { PROMOTION_CATEGORY } from "./accommodation-photos-folder.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";

/** POST vendor/promotions/delete, then its picture (a failure there only leaves an orphan file). */
export async function deletePromotion(vendorId: string, promotion: Promotion): Promise<void> {
  unwrap(
    await apiClient.call<typeof showcaseContract.deletePromotion>({
      method: "POST",
      path: "vendor/promotions/delete",
      body: { vendorId, promotionId: promotion.promotionId },
    }),
  );
  if (promotion.image) await mediaLibraryApi.delete({ vendorId, category: PROMOTION_CATEGORY, filenames: [promotion.image] });
}

export function useDeletePromotion(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotion: Promotion) => deletePromotion(vendorId, promotion),
    onSuccess: (_nothing, promotion) => {
      queryClient.setQueryData<Promotion[]>(showcaseExtraQueryKeys.promotions(vendorId), (list) =>
        list?.filter((p) => p.promotionId !== promotion.promotionId),
      );
      void queryClient.invalidateQueries({ queryKey: showcaseExtraQueryKeys.promotions(vendorId) });
    },
  });
}
