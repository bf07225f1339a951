import type {
  Accommodation,
  AccommodationInput,
  Availability,
  FaqItem,
  MediaRef,
  Promotion,
  PromotionInput,
  Space,
  SpaceInput,
  TeamMember,
  TeamMemberInput,
} from "@cortege/domain";
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import {
  accommodations,
  availabilities,
  faqItems,
  promotions,
  spaces,
  teamMembers,
  vendorMedias,
} from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

const refs = (value: unknown) => value as MediaRef[];

function toSpace(r: typeof spaces.$inferSelect): Space {
  return {
    spaceId: r.id,
    name: r.name,
    description: r.description,
    openingHours: r.openingHours as Space["openingHours"],
    areaInSquareMeters: r.areaInSquareMeters === null ? null : Number(r.areaInSquareMeters),
    seatingAllowed: r.seatingAllowed,
    minimumSeatingCapacity: r.minimumSeatingCapacity,
    maximumSeatingCapacity: r.maximumSeatingCapacity,
    standingAllowed: r.standingAllowed,
    minimumStandingCapacity: r.minimumStandingCapacity,
    maximumStandingCapacity: r.maximumStandingCapacity,
    additionalSpaces: r.additionalSpaces,
    features: r.features,
    medias: refs(r.medias),
  };
}
const spaceColumns = (s: SpaceInput) => ({
  ...s,
  areaInSquareMeters: s.areaInSquareMeters === null ? null : s.areaInSquareMeters.toFixed(2),
});

function toAccommodation(r: typeof accommodations.$inferSelect): Accommodation {
  return {
    accommodationId: r.id,
    name: r.name,
    rooms: r.rooms,
    capacity: r.capacity,
    medias: refs(r.medias),
    amenities: r.amenities,
    checkInStartTime: r.checkInStartTime,
    checkInEndTime: r.checkInEndTime,
    checkOutTime: r.checkOutTime,
  };
}

const toPromotion = (r: typeof promotions.$inferSelect): Promotion => ({
  promotionId: r.id,
  title: r.title,
  description: r.description,
  image: r.image,
  startDate: r.startDate,
  endDate: r.endDate,
});

const toTeamMember = (r: typeof teamMembers.$inferSelect): TeamMember => ({
  teamMemberId: r.id,
  firstname: r.firstname,
  lastname: r.lastname,
  position: r.position,
  description: r.description,
  linkedinUrl: r.linkedinUrl,
  image: r.image,
});

export type MediaMeta = { fileId: string; title: string | null; description: string | null; position: number; isCover: boolean };

export function createShowcaseRepository(db: Db) {
  return {
    /** One transaction, serialised per vendor and topic: two edits of a list never interleave. */
    transaction<T>(vendorId: string, topic: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${topic}:${vendorId}`}))`);
        return work(tx);
      });
    },

    // ——— spaces ———
    async spaces(vendorId: string): Promise<Space[]> {
      const rows = await db
        .select()
        .from(spaces)
        .where(eq(spaces.vendorId, vendorId))
        .orderBy(asc(spaces.createdAt), asc(spaces.id));
      return rows.map(toSpace);
    },
    async space(vendorId: string, spaceId: string): Promise<Space | undefined> {
      const [row] = await db
        .select()
        .from(spaces)
        .where(and(eq(spaces.vendorId, vendorId), eq(spaces.id, spaceId)));
      return row ? toSpace(row) : undefined;
    },
    async countSpaces(vendorId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(spaces).where(eq(spaces.vendorId, vendorId));
      return row?.n ?? 0;
    },
    async insertSpace(vendorId: string, input: SpaceInput): Promise<Space> {
      const [row] = await db
        .insert(spaces)
        .values({ vendorId, ...spaceColumns(input) })
        .returning();
      return toSpace(row as typeof spaces.$inferSelect);
    },
    async updateSpace(vendorId: string, spaceId: string, input: SpaceInput): Promise<Space | undefined> {
      const [row] = await db
        .update(spaces)
        .set({ ...spaceColumns(input), updatedAt: new Date() })
        .where(and(eq(spaces.vendorId, vendorId), eq(spaces.id, spaceId)))
        .returning();
      return row ? toSpace(row) : undefined;
    },
    async deleteSpace(vendorId: string, spaceId: string): Promise<boolean> {
      const rows = await db
        .delete(spaces)
        .where(and(eq(spaces.vendorId, vendorId), eq(spaces.id, spaceId)))
        .returning({ id: spaces.id });
      return rows.length === 1;
    },

    // ——— accommodations ———
    async accommodations(vendorId: string): Promise<Accommodation[]> {
      const rows = await db
        .select()
        .from(accommodations)
        .where(eq(accommodations.vendorId, vendorId))
        .orderBy(asc(accommodations.createdAt), asc(accommodations.id));
      return rows.map(toAccommodation);
    },
    async accommodation(vendorId: string, accommodationId: string): Promise<Accommodation | undefined> {
      const [row] = await db
        .select()
        .from(accommodations)
        .where(and(eq(accommodations.vendorId, vendorId), eq(accommodations.id, accommodationId)));
      return row ? toAccommodation(row) : undefined;
    },
    async insertAccommodation(vendorId: string, input: AccommodationInput, capacity: number): Promise<Accommodation> {
      const [row] = await db
        .insert(accommodations)
        .values({ vendorId, ...input, capacity })
        .returning();
      return toAccommodation(row as typeof accommodations.$inferSelect);
    },
    async updateAccommodation(
      vendorId: string,
      accommodationId: string,
      input: AccommodationInput,
      capacity: number,
    ): Promise<Accommodation | undefined> {
      const [row] = await db
        .update(accommodations)
        .set({ ...input, capacity, updatedAt: new Date() })
        .where(and(eq(accommodations.vendorId, vendorId), eq(accommodations.id, accommodationId)))
        .returning();
      return row ? toAccommodation(row) : undefined;
    },
    async deleteAccommodation(vendorId: string, accommodationId: string): Promise<boolean> {
      const rows = await db
        .delete(accommodations)
        .where(and(eq(accommodations.vendorId, vendorId), eq(accommodations.id, accommodationId)))
        .returning({ id: accommodations.id });
      return rows.length === 1;
    },

    // ——— promotions ———
    async promotions(vendorId: string): Promise<Promotion[]> {
      const rows = await db
        .select()
        .from(promotions)
        .where(eq(promotions.vendorId, vendorId))
        .orderBy(asc(promotions.createdAt), asc(promotions.id));
      return rows.map(toPromotion);
    },
    async insertPromotion(vendorId: string, input: PromotionInput): Promise<Promotion> {
      const [row] = await db
        .insert(promotions)
        .values({ vendorId, ...input })
        .returning();
      return toPromotion(row as typeof promotions.$inferSelect);
    },
    async updatePromotion(vendorId: string, promotionId: string, input: PromotionInput): Promise<Promotion | undefined> {
      const [row] = await db
        .update(promotions)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(promotions.vendorId, vendorId), eq(promotions.id, promotionId)))
        .returning();
      return row ? toPromotion(row) : undefined;
    },
    async deletePromotion(vendorId: string, promotionId: string): Promise<boolean> {
      const rows = await db
        .delete(promotions)
        .where(and(eq(promotions.vendorId, vendorId), eq(promotions.id, promotionId)))
        .returning({ id: promotions.id });
      return rows.length === 1;
    },

    // ——— team members ———
    async teamMembers(vendorId: string): Promise<TeamMember[]> {
      const rows = await db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.vendorId, vendorId))
        .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
      return rows.map(toTeamMember);
    },
    async insertTeamMember(vendorId: string, input: TeamMemberInput): Promise<TeamMember> {
      const [row] = await db
        .insert(teamMembers)
        .values({ vendorId, ...input })
        .returning();
      return toTeamMember(row as typeof teamMembers.$inferSelect);
    },
    async updateTeamMember(vendorId: string, teamMemberId: string, input: TeamMemberInput): Promise<TeamMember | undefined> {
      const [row] = await db
        .update(teamMembers)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(teamMembers.vendorId, vendorId), eq(teamMembers.id, teamMemberId)))
        .returning();
      return row ? toTeamMember(row) : undefined;
    },
    async deleteTeamMember(vendorId: string, teamMemberId: string): Promise<boolean> {
      const rows = await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.vendorId, vendorId), eq(teamMembers.id, teamMemberId)))
        .returning({ id: teamMembers.id });
      return rows.length === 1;
    },

    // ——— FAQ ———
    async faq(vendorId: string, tx: Db | Tx = db): Promise<FaqItem[]> {
      const rows = await tx
        .select()
        .from(faqItems)
        .where(eq(faqItems.vendorId, vendorId))
        .orderBy(asc(faqItems.position), asc(faqItems.id));
      return rows.map((r) => ({ questionId: r.id, question: r.question, position: r.position, answer: r.answer }));
    },
    /** The whole list in its new order: kept ids are updated, new entries inserted, missing ones deleted. */
    async replaceFaq(tx: Tx, vendorId: string, qas: { questionId?: string | undefined; question: string; answer: string }[]) {
      const kept = qas.flatMap((q) => (q.questionId ? [q.questionId] : []));
      const existing = await tx.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.vendorId, vendorId));
      const gone = existing.map((r) => r.id).filter((id) => !kept.includes(id));
      if (gone.length > 0) await tx.delete(faqItems).where(and(eq(faqItems.vendorId, vendorId), inArray(faqItems.id, gone)));
      for (const [index, qa] of qas.entries()) {
        const values = { question: qa.question, answer: qa.answer, position: index + 1 };
        if (qa.questionId) {
          await tx
            .update(faqItems)
            .set({ ...values, updatedAt: new Date() })
            .where(and(eq(faqItems.vendorId, vendorId), eq(faqItems.id, qa.questionId)));
        } else {
          await tx.insert(faqItems).values({ vendorId, ...values });
        }
      }
    },
    async faqIds(tx: Tx, vendorId: string): Promise<Set<string>> {
      const rows = await tx.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.vendorId, vendorId));
      return new Set(rows.map((r) => r.id));
    },

    // ——— availabilities ———
    async availabilities(vendorId: string, startDate: string, endDate: string): Promise<Availability[]> {
      const rows = await db
        .select({ availabilityId: availabilities.id, date: availabilities.date })
        .from(availabilities)
        .where(and(eq(availabilities.vendorId, vendorId), gte(availabilities.date, startDate), lte(availabilities.date, endDate)))
        .orderBy(asc(availabilities.date));
      return rows;
    },
    /** Marks the dates; a date already marked keeps its row. Answers the rows of all these dates. */
    async addAvailabilities(vendorId: string, dates: string[]): Promise<Availability[]> {
      const unique = [...new Set(dates)];
      await db
        .insert(availabilities)
        .values(unique.map((date) => ({ vendorId, date })))
        .onConflictDoNothing({ target: [availabilities.vendorId, availabilities.date] });
      return db
        .select({ availabilityId: availabilities.id, date: availabilities.date })
        .from(availabilities)
        .where(and(eq(availabilities.vendorId, vendorId), inArray(availabilities.date, unique)))
        .orderBy(asc(availabilities.date));
    },
    async availabilityIds(tx: Tx, vendorId: string, ids: string[]): Promise<Set<string>> {
      const rows = await tx
        .select({ id: availabilities.id })
        .from(availabilities)
        .where(and(eq(availabilities.vendorId, vendorId), inArray(availabilities.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    async deleteAvailabilities(tx: Tx, vendorId: string, ids: string[]): Promise<void> {
      await tx.delete(availabilities).where(and(eq(availabilities.vendorId, vendorId), inArray(availabilities.id, ids)));
    },

    // ——— medias metadata ———
    async mediaMeta(vendorId: string, tx: Db | Tx = db): Promise<MediaMeta[]> {
      return tx
        .select({
          fileId: vendorMedias.fileId,
          title: vendorMedias.title,
          description: vendorMedias.description,
          position: vendorMedias.position,
          isCover: vendorMedias.isCover,
        })
        .from(vendorMedias)
        .where(eq(vendorMedias.vendorId, vendorId));
    },
    async saveMediaMeta(tx: Tx, vendorId: string, metas: MediaMeta[]): Promise<void> {
      for (const meta of metas) {
        const set = {
          title: meta.title,
          description: meta.description,
          position: meta.position,
          isCover: meta.isCover,
          updatedAt: new Date(),
        };
        await tx
          .insert(vendorMedias)
          .values({ vendorId, ...meta })
          .onConflictDoUpdate({ target: vendorMedias.fileId, set, where: eq(vendorMedias.vendorId, vendorId) });
      }
    },
  };
}
export type ShowcaseRepository = ReturnType<typeof createShowcaseRepository>;
