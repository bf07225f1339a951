import {
  type PublicationState,
  publicShowcaseErrorCodes,
  showcaseIncompleteMessage,
  showcasePublicationBlockers,
  type Vendor,
} from "@cortege/domain";
import { badRequest } from "../../platform/errors/app-error.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { ShowcaseService } from "../vendors/showcase.service.ts";
import type { VendorsService } from "../vendors/vendors.service.ts";

/** vendor/publish: publishing needs the onboarding checklist complete; unpublishing is always allowed. */
export function createPublicationService({ vendors, showcase }: { vendors: VendorsService; showcase: ShowcaseService }) {
  async function publicationState(vendor: Vendor): Promise<PublicationState> {
    const isVenue = vendor.vendorType === "RECEPTION_VENUE";
    const [mediaCount, spaceCount] = await Promise.all([
      showcase.countMedias(vendor.vendorId),
      isVenue ? showcase.countSpaces(vendor.vendorId) : Promise.resolve(0),
    ]);
    return {
      vendorType: vendor.vendorType,
      tradeName: vendor.company.tradeName,
      catchphrase: vendor.weddingShowcase.catchphrase,
      description: vendor.weddingShowcase.description,
      address: vendor.address,
      mediaCount,
      spaceCount,
    };
  }

  return {
    async publish(vendorId: VendorId, isPublished: boolean): Promise<Vendor> {
      const vendor = await vendors.get(vendorId);
      if (isPublished) {
        const state = await publicationState(vendor);
        const blockers = showcasePublicationBlockers(state);
        if (blockers.length > 0) {
          throw badRequest(publicShowcaseErrorCodes.SHOWCASE_INCOMPLETE, showcaseIncompleteMessage(state, blockers));
        }
      }
      if (vendor.isPublished !== isPublished) await vendors.setPublished(vendorId, isPublished);
      return { ...vendor, isPublished };
    },
  };
}
export type PublicationService = ReturnType<typeof createPublicationService>;
