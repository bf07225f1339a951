import { type CompanyNames, slugify, type UserVendor, type Vendor, type VendorType } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { UsersService } from "../users/users.service.ts";
import { createVendorsRepository } from "./vendors.repository.ts";

export function createVendorsService({ db, users }: { db: Db; users: UsersService }) {
  const repo = createVendorsRepository(db);

  async function uniqueSlug(tradeName: string): Promise<string> {
    const base = slugify(tradeName);
    const taken = await repo.slugsLike(base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  return {
    isMember: (userId: string, vendorId: string) => repo.isMember(userId, vendorId),

    /** The first vendor of an account; more need the multi-vendor flag (or vendor/add-vendor). */
    async create(
      userId: string,
      input: { vendorType: VendorType; company: CompanyNames; isMultiVendor?: boolean | undefined },
    ): Promise<Vendor> {
      const user = await users.get(userId);
      const multi = input.isMultiVendor ?? user.isMultiVendor;
      if (!multi && (await repo.countForUser(userId)) > 0) {
        throw badRequest(
          "VENDOR_ALREADY_EXISTS",
          "Vous avez déjà un prestataire. Activez « plusieurs prestataires » dans votre compte pour en ajouter un autre.",
        );
      }
      if (input.isMultiVendor !== undefined && input.isMultiVendor !== user.isMultiVendor) {
        await users.updateMultiVendor(userId, input.isMultiVendor);
      }
      return repo.create(userId, input.vendorType, input.company, await uniqueSlug(input.company.tradeName));
    },

    /** Adding a vendor makes the account multi-vendor. */
    async addVendor(userId: string, input: { vendorType: VendorType; company: CompanyNames }): Promise<Vendor> {
      const user = await users.get(userId);
      if (!user.isMultiVendor) await users.updateMultiVendor(userId, true);
      return repo.create(userId, input.vendorType, input.company, await uniqueSlug(input.company.tradeName));
    },

    async get(vendorId: string): Promise<Vendor> {
      const vendor = await repo.get(vendorId);
      if (!vendor) throw notFound("Prestataire introuvable.");
      return vendor;
    },

    /** The publication flag alone; the rules that allow it are checked by the publication service. */
    setPublished: (vendorId: string, isPublished: boolean) => repo.setPublished(vendorId, isPublished),

    listForUser: (userId: string): Promise<UserVendor[]> => repo.listForUser(userId),
  };
}
export type VendorsService = ReturnType<typeof createVendorsService>;
