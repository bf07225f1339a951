import HotelOutlined from "@mui/icons-material/HotelOutlined";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useAccommodations } from "../api/use-accommodations.ts";
import { useDeleteAccommodation } from "../api/use-delete-accommodation.ts";
import { AccommodationCard } from "../components/accommodation-card.tsx";
import { AccommodationPanel } from "../components/accommodation-panel.tsx";
import { ShowcaseCollectionPage } from "../components/showcase-collection-page.tsx";

/** /vitrine/hebergements: where the guests sleep — rooms and beds, amenities, arrival and departure, photos. */
export function AccommodationsPage() {
  const vendorId = useVendorId();
  const accommodations = useAccommodations(vendorId);
  const remove = useDeleteAccommodation(vendorId);

  return (
    <ShowcaseCollectionPage
      i18nPrefix="accommodations"
      query={accommodations}
      items={accommodations.data ?? []}
      getId={(accommodation) => accommodation.accommodationId}
      panel={{ param: "hebergement", newValue: "nouveau" }}
      remove={remove}
      named={(accommodation) => ({ name: accommodation.name })}
      emptyIcon={<HotelOutlined />}
      gridTemplateColumns={{ xs: "1fr", sm: "repeat(auto-fill, minmax(300px, 1fr))" }}
      renderCard={(accommodation, actions) => (
        <AccommodationCard vendorId={vendorId} accommodation={accommodation} {...actions} />
      )}
      renderPanel={(accommodation, panel) => <AccommodationPanel vendorId={vendorId} accommodation={accommodation} {...panel} />}
    />
  );
}
