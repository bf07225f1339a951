import {
  type Accommodation,
  type AccommodationInput,
  type Availability,
  capacityOf,
  type FaqItem,
  type FaqUpdate,
  type MediaFile,
  type MediasUpdate,
  showcaseMessages as m,
  type Promotion,
  type PromotionInput,
  type ShowcaseMedia,
  type Space,
  type SpaceInput,
  type TeamMember,
  type TeamMemberInput,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import type { MediaLibraryService } from "../media-library/media-library.service.ts";
import { createShowcaseRepository, type MediaMeta } from "./showcase.repository.ts";

const found = <T>(value: T | undefined, message: string): T => {
  if (value === undefined) throw notFound(message);
  return value;
};
const deleted = (ok: boolean, message: string) => {
  if (!ok) throw notFound(message);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const mediasFolder = (vendorId: string) => ({ vendorId, category: "Medias" as const, clientId: null, id: null });

/** The showcase photos: the files of the "Medias" folder, in their saved order (new files last), with their metadata. */
function presentMedias(files: MediaFile[], metas: MediaMeta[]): ShowcaseMedia[] {
  const byId = new Map(metas.map((x) => [x.fileId, x]));
  const ordered = files
    .map((file, index) => ({ file, meta: byId.get(file.fileId), index }))
    .sort(
      (a, b) =>
        (a.meta?.position ?? Number.MAX_SAFE_INTEGER) - (b.meta?.position ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    );
  return ordered.map(({ file, meta }, index) => ({
    filename: file.fileId,
    originalName: file.filename,
    url: file.url,
    thumbnailUrl: file.thumbnailUrl,
    type: file.fileType,
    title: meta?.title ?? null,
    description: meta?.description ?? null,
    position: index + 1,
    isCover: meta?.isCover ?? false,
    size: file.size,
  }));
}

/** Showcase content: medias, spaces, accommodations, promotions, team members, FAQ, availabilities. */
export function createShowcaseService({ db, mediaLibrary }: { db: Db; mediaLibrary: MediaLibraryService }) {
  const repo = createShowcaseRepository(db);

  async function medias(vendorId: string): Promise<ShowcaseMedia[]> {
    const [{ urls }, metas] = await Promise.all([mediaLibrary.listFolder(mediasFolder(vendorId)), repo.mediaMeta(vendorId)]);
    return presentMedias(urls, metas);
  }

  return {
    medias,

    /** Titles, order (the order of the list, unnamed photos after) and cover (one at most). */
    async updateMedias(vendorId: VendorId, input: Omit<MediasUpdate, "vendorId">): Promise<ShowcaseMedia[]> {
      await repo.transaction(vendorId, "medias", async (tx) => {
        const current = presentMedias(
          (await mediaLibrary.listFolder(mediasFolder(vendorId))).urls,
          await repo.mediaMeta(vendorId, tx),
        );
        const byId = new Map(current.map((x) => [x.filename, x]));
        for (const media of input.medias) if (!byId.has(media.filename)) throw notFound(m.mediaNotFound);
        const named = new Set(input.medias.map((x) => x.filename));
        const hasCover = input.medias.some((x) => x.isCover);
        const metas: MediaMeta[] = [
          ...input.medias.map((x) => ({
            fileId: x.filename,
            title: x.title,
            description: x.description,
            position: 0,
            isCover: x.isCover,
          })),
          ...current
            .filter((x) => !named.has(x.filename))
            .map((x) => ({
              fileId: x.filename,
              title: x.title,
              description: x.description,
              position: 0,
              isCover: !hasCover && x.isCover,
            })),
        ].map((x, index) => ({ ...x, position: index + 1 }));
        await repo.saveMediaMeta(tx, vendorId, metas);
      });
      return medias(vendorId);
    },

    /** Deletes the photos named (files and metadata); an id not among the vendor's photos refuses all. */
    async deleteMedias(vendorId: string, filenames: string[]): Promise<string[]> {
      const ids = [...new Set(filenames)];
      const { urls } = await mediaLibrary.listFolder(mediasFolder(vendorId));
      const present = new Set(urls.map((f) => f.fileId));
      if (ids.some((id) => !present.has(id))) throw notFound(m.mediaNotFound);
      await mediaLibrary.deleteFiles({ ...mediasFolder(vendorId), filenames: ids });
      return ids;
    },

    countMedias: async (vendorId: string) => (await mediaLibrary.listFolder(mediasFolder(vendorId))).urls.length,

    // ——— spaces ———
    listSpaces: (vendorId: string): Promise<Space[]> => repo.spaces(vendorId),
    getSpace: async (vendorId: string, spaceId: string) => found(await repo.space(vendorId, spaceId), m.spaceNotFound),
    createSpace: (vendorId: string, input: SpaceInput) => repo.insertSpace(vendorId, input),
    updateSpace: async (vendorId: string, spaceId: string, input: SpaceInput) =>
      found(await repo.updateSpace(vendorId, spaceId, input), m.spaceNotFound),
    deleteSpace: async (vendorId: string, spaceId: string) => deleted(await repo.deleteSpace(vendorId, spaceId), m.spaceNotFound),
    /** For events: whether a space belongs to the vendor. */
    spaceExists: async (vendorId: string, spaceId: string) =>
      UUID.test(spaceId) && (await repo.space(vendorId, spaceId)) !== undefined,
    countSpaces: (vendorId: string) => repo.countSpaces(vendorId),

    // ——— accommodations (capacity = sleeping places of the rooms) ———
    listAccommodations: (vendorId: string): Promise<Accommodation[]> => repo.accommodations(vendorId),
    getAccommodation: async (vendorId: string, accommodationId: string) =>
      found(await repo.accommodation(vendorId, accommodationId), m.accommodationNotFound),
    createAccommodation: (vendorId: string, input: AccommodationInput) =>
      repo.insertAccommodation(vendorId, input, capacityOf(input)),
    updateAccommodation: async (vendorId: string, accommodationId: string, input: AccommodationInput) =>
      found(await repo.updateAccommodation(vendorId, accommodationId, input, capacityOf(input)), m.accommodationNotFound),
    deleteAccommodation: async (vendorId: string, accommodationId: string) =>
      deleted(await repo.deleteAccommodation(vendorId, accommodationId), m.accommodationNotFound),

    // ——— promotions ———
    listPromotions: (vendorId: string): Promise<Promotion[]> => repo.promotions(vendorId),
    createPromotion: (vendorId: string, input: PromotionInput) => repo.insertPromotion(vendorId, input),
    updatePromotion: async (vendorId: string, promotionId: string, input: PromotionInput) =>
      found(await repo.updatePromotion(vendorId, promotionId, input), m.promotionNotFound),
    deletePromotion: async (vendorId: string, promotionId: string) =>
      deleted(await repo.deletePromotion(vendorId, promotionId), m.promotionNotFound),

    // ——— team members ———
    listTeamMembers: (vendorId: string): Promise<TeamMember[]> => repo.teamMembers(vendorId),
    createTeamMember: (vendorId: string, input: TeamMemberInput) => repo.insertTeamMember(vendorId, input),
    updateTeamMember: async (vendorId: string, teamMemberId: string, input: TeamMemberInput) =>
      found(await repo.updateTeamMember(vendorId, teamMemberId, input), m.teamMemberNotFound),
    deleteTeamMember: async (vendorId: string, teamMemberId: string) =>
      deleted(await repo.deleteTeamMember(vendorId, teamMemberId), m.teamMemberNotFound),

    // ——— FAQ ———
    faq: (vendorId: string): Promise<FaqItem[]> => repo.faq(vendorId),
    /** The whole list in its new order; an id that is not one of the vendor's questions refuses all. */
    async updateFaq(vendorId: VendorId, { qas }: Omit<FaqUpdate, "vendorId">): Promise<FaqItem[]> {
      return repo.transaction(vendorId, "faq", async (tx) => {
        const ids = await repo.faqIds(tx, vendorId);
        const given = qas.flatMap((q) => (q.questionId ? [q.questionId] : []));
        if (given.some((id) => !ids.has(id)) || new Set(given).size !== given.length) throw notFound(m.questionNotFound);
        await repo.replaceFaq(tx, vendorId, qas);
        return repo.faq(vendorId, tx);
      });
    },

    // ——— availabilities ———
    availabilities: (vendorId: string, startDate: string, endDate: string): Promise<Availability[]> =>
      repo.availabilities(vendorId, startDate, endDate),
    addAvailabilities: (vendorId: string, dates: string[]) => repo.addAvailabilities(vendorId, dates),
    /** Deletes the dates named, all or none: an id that is not one of the vendor's answers 404. */
    async deleteAvailabilities(vendorId: string, availabilitiesId: string[]): Promise<string[]> {
      const ids = [...new Set(availabilitiesId)];
      return repo.transaction(vendorId, "availabilities", async (tx) => {
        const owned = await repo.availabilityIds(tx, vendorId, ids);
        if (owned.size !== ids.length) throw notFound(m.availabilityNotFound);
        await repo.deleteAvailabilities(tx, vendorId, ids);
        return ids;
      });
    },
  };
}
export type ShowcaseService = ReturnType<typeof createShowcaseService>;
