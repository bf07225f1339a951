import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import { useMemo } from "react";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { PROMOTION_CATEGORY } from "../api/accommodation-photos-folder.ts";
import { useDeletePromotion } from "../api/use-delete-promotion.ts";
import { usePictures } from "../api/use-pictures.ts";
import { usePromotions } from "../api/use-promotions.ts";
import { todayInParis } from "../components/month-calendar.ts";
import { PromotionCard } from "../components/promotion-card.tsx";
import { promotionPeriod, sortPromotions } from "../components/promotion-form-values.ts";
import { PromotionPanel } from "../components/promotion-panel.tsx";
import { ShowcaseCollectionPage } from "../components/showcase-collection-page.tsx";

/** /vitrine/promotions: the offers shown on the showcase, current ones first, expired ones greyed at the end. */
export function PromotionsPage() {
  const vendorId = useVendorId();
  const promotions = usePromotions(vendorId);
  const remove = useDeletePromotion(vendorId);
  const today = todayInParis();

  const list = useMemo(() => sortPromotions(promotions.data ?? [], today), [promotions.data, today]);
  const imageIds = useMemo(() => list.flatMap((p) => (p.image ? [p.image] : [])), [list]);
  const pictures = usePictures(vendorId, PROMOTION_CATEGORY, imageIds);

  return (
    <ShowcaseCollectionPage
      i18nPrefix="promotions"
      query={promotions}
      items={list}
      getId={(promotion) => promotion.promotionId}
      panel={{ param: "promotion", newValue: "nouvelle" }}
      remove={remove}
      named={(promotion) => ({ title: promotion.title })}
      emptyIcon={<LocalOfferOutlined />}
      gridTemplateColumns={{ xs: "1fr", sm: "repeat(auto-fill, minmax(280px, 1fr))" }}
      renderCard={(promotion, actions) => (
        <PromotionCard
          promotion={promotion}
          period={promotionPeriod(promotion, today)}
          picture={promotion.image ? pictures.data?.get(promotion.image) : undefined}
          {...actions}
        />
      )}
      renderPanel={(promotion, { onClose }) => <PromotionPanel vendorId={vendorId} promotion={promotion} onClose={onClose} />}
    />
  );
}
