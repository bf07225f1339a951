import MeetingRoomOutlined from "@mui/icons-material/MeetingRoomOutlined";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useDeleteSpace } from "../api/use-delete-space.ts";
import { useSpaces } from "../api/use-spaces.ts";
import { ShowcaseCollectionPage } from "../components/showcase-collection-page.tsx";
import { SpaceCard } from "../components/space-card.tsx";
import { SpacePanel } from "../components/space-panel.tsx";

/** /vitrine/salles: the rooms of a reception venue, with their capacities, options and photos. */
export function SpacesPage() {
  const vendorId = useVendorId();
  const spaces = useSpaces(vendorId);
  const remove = useDeleteSpace(vendorId);

  return (
    <ShowcaseCollectionPage
      i18nPrefix="spaces"
      query={spaces}
      items={spaces.data ?? []}
      getId={(space) => space.spaceId}
      panel={{ param: "salle", newValue: "nouvelle" }}
      remove={remove}
      named={(space) => ({ name: space.name })}
      emptyIcon={<MeetingRoomOutlined />}
      gridTemplateColumns={{ xs: "1fr", sm: "repeat(auto-fill, minmax(300px, 1fr))" }}
      renderCard={(space, actions) => <SpaceCard vendorId={vendorId} space={space} {...actions} />}
      renderPanel={(space, panel) => <SpacePanel vendorId={vendorId} space={space} {...panel} />}
    />
  );
}
