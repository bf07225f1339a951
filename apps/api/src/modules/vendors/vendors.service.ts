import { randomBytes } from "node:crypto";
import { type CompanyNames, slugify, type UserVendor, type Vendor, type VendorType } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { UsersService } from "../users/users.service.ts";
import { createVendorsRepository } from "./vendors.repository.ts";

/** PostgreSQL's unique_violation on the slug index, as pg reports it (drizzle wraps it in `cause`). */
function isSlugTaken(error: unknown): boolean {
  const pg = ((error as { cause?: unknown })?.cause ?? error) as { code?: unknown; constraint?: unknown };
  return pg?.code === "23505" && typeof pg.constraint === "string" && pg.constraint.includes("slug");
}

export function createVendorsService({ db, users }: { db: Db; users: UsersService }) {
  const repo = createVendorsRepository(db);

  async function uniqueSlug(tradeName: string): Promise<string> {
    const base = slugify(tradeName);
    const taken = await repo.slugsLike(base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /**
   * Two vendors created at once with one trade name both see the same free slug; the loser of the
   * unique index tries again, and after two ordered tries takes a random suffix, so that 20 parallel
   * creations all succeed instead of answering 500.
   */
  async function createWithFreeSlug(userId: string, vendorType: VendorType, company: CompanyNames): Promise<Vendor> {
    for (let attempt = 1; ; attempt++) {
      const slug =
        attempt <= 2 ? await uniqueSlug(company.tradeName) : `${slugify(company.tradeName)}-${randomBytes(3).toString("hex")}`;
      try {
        return await repo.create(userId, vendorType, company, slug);
      } catch (error) {
        if (!isSlugTaken(error) || attempt >= 6) throw error;
      }
    }
  }

  return {
    isMember: (userId: string, vendorId: string) => repo.isMember(userId, vendorId),
    memberIds: (vendorId: string) => repo.memberIds(vendorId),

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
      return createWithFreeSlug(userId, input.vendorType, input.company);
    },

    /** Adding a vendor makes the account multi-vendor. */
    async addVendor(userId: string, input: { vendorType: VendorType; company: CompanyNames }): Promise<Vendor> {
      const user = await users.get(userId);
      if (!user.isMultiVendor) await users.updateMultiVendor(userId, true);
      return createWithFreeSlug(userId, input.vendorType, input.company);
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
