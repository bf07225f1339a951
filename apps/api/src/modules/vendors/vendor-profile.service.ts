import {
  blankCompanyDetails,
  type Company,
  type CompanyOutput,
  type ReceptionVenueUpdate,
  showcaseErrorCodes,
  showcaseMessages,
  type Vendor,
  type VendorSearchResult,
  type VendorType,
  type VendorUpdate,
  vendorMessages,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { MediaLibraryService } from "../media-library/media-library.service.ts";
import type { UserDirectory } from "../users/user-directory.service.ts";
import type { VendorMembershipService } from "./vendor-membership.service.ts";
import { createVendorProfileRepository } from "./vendor-profile.repository.ts";
import type { VendorsService } from "./vendors.service.ts";

const SEARCH_MIN_LENGTH = 3;
const SEARCH_LIMIT = 20;

/** Vendor profile calls: vendor and reception-venue update, company, logo, contact, search. */
export function createVendorProfileService({
  db,
  vendors,
  mediaLibrary,
  membership,
  accounts,
}: {
  db: Db;
  vendors: VendorsService;
  mediaLibrary: MediaLibraryService;
  membership: Pick<VendorMembershipService, "memberUserIds">;
  accounts: UserDirectory;
}) {
  const repo = createVendorProfileRepository(db);

  async function typeOf(vendorId: string): Promise<VendorType> {
    const type = await repo.vendorType(vendorId);
    if (!type) throw notFound(vendorMessages.vendorNotFound);
    return type;
  }

  return {
    /** vendor/update: the fields sent replace the stored ones; the others are kept. */
    async update(vendorId: VendorId, patch: Omit<VendorUpdate, "vendorId">): Promise<Vendor> {
      await repo.transaction((tx) => repo.updateVendor(tx, vendorId, patch));
      return vendors.get(vendorId);
    },

    /** vendor/reception-venue/update: the vendor fields and the venue's own, in one transaction. */
    async updateReceptionVenue(vendorId: VendorId, input: Omit<ReceptionVenueUpdate, "vendorId">): Promise<Vendor> {
      if ((await typeOf(vendorId)) !== "RECEPTION_VENUE") {
        throw badRequest(showcaseErrorCodes.NOT_RECEPTION_VENUE, showcaseMessages.notReceptionVenue);
      }
      const { minGuestCapacity, maxGuestCapacity } = input;
      await repo.transaction(async (tx) => {
        // One bound sent alone is checked against the other one as stored.
        const stored = await repo.venueCapacities(tx, vendorId);
        const min = minGuestCapacity === undefined ? stored.min : minGuestCapacity;
        const max = maxGuestCapacity === undefined ? stored.max : maxGuestCapacity;
        if (min !== null && max !== null && max < min) {
          throw badRequest("VALIDATION_FAILED", showcaseMessages.capacityRange);
        }
        // Each write takes its own table's fields of the input: the vendor's, then the venue's.
        await repo.updateVendor(tx, vendorId, input);
        await repo.upsertVenue(tx, vendorId, input);
      });
      return vendors.get(vendorId);
    },

    async getCompany(vendorId: string): Promise<CompanyOutput> {
      const stored = await repo.company(vendorId);
      if (!stored) throw notFound("Entreprise introuvable.");
      return { ...blankCompanyDetails, ...stored } as CompanyOutput;
    },

    async updateCompany(vendorId: string, company: Company): Promise<CompanyOutput> {
      await repo.updateCompany(vendorId, company);
      return { ...blankCompanyDetails, ...company } as CompanyOutput;
    },

    /** logo/update: a file of the vendor's VendorLogo folder, or null to remove the logo. */
    async updateLogo(vendorId: string, logo: string | null): Promise<Vendor> {
      if (logo !== null) {
        const { urls } = await mediaLibrary.urls({
          vendorId,
          category: "VendorLogo",
          clientId: null,
          id: null,
          filenames: [logo],
        });
        if (!urls[0]) throw notFound(showcaseMessages.logoNotFound);
      }
      await repo.setLogo(vendorId, logo);
      return vendors.get(vendorId);
    },

    /**
     * vendor/contact: with isVerified, the contact of the vendor's owner account (its e-mail was
     * confirmed at registration); otherwise the showcase contact, else the company's. None: `contact: null` (the client says
     * 'No contact found', part 1 §8).
     */
    async contact(vendorId: string, isVerified: boolean) {
      if (isVerified) {
        const [owner] = await accounts.confirmed(await membership.memberUserIds(vendorId));
        if (!owner?.firstname || !owner.lastname) return { isVerified: true, contact: null };
        return {
          isVerified: true,
          contact: {
            firstname: owner.firstname,
            lastname: owner.lastname,
            email: owner.email,
            phone: owner.phone,
            phoneCode: owner.phoneCode,
            address: owner.address,
          },
        };
      }
      const contact = await repo.showcaseContact(vendorId);
      return { isVerified: false, contact: (contact as never) ?? null };
    },

    /** The public showcase's way in: the published vendor of a slug (undefined when unknown or unpublished). */
    publishedVendorId: (slug: string) => repo.publishedVendorId(slug),

    /** vendor/search: published vendors by trade name (at least 3 characters, else nothing). */
    async search(searchTerm: string, vendorType: VendorType | undefined): Promise<VendorSearchResult[]> {
      const term = searchTerm.trim();
      if (term.length < SEARCH_MIN_LENGTH) return [];
      return repo.searchPublished(term, vendorType, SEARCH_LIMIT);
    },
  };
}
export type VendorProfileService = ReturnType<typeof createVendorProfileService>;
