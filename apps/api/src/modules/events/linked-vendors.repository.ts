import type { EventLinkedVendor } from "@cortege/domain";
import { and, asc, count, eq, or } from "drizzle-orm";
import { eventLinkedVendors } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

type LinkRow = typeof eventLinkedVendors.$inferSelect;
export type LinkFields = Pick<
  LinkRow,
  "isVerified" | "vendorType" | "companyName" | "website" | "contact" | "socials" | "medias"
> & { linkedVendorId: string | null };

export const MAX_LINKED_VENDORS = 50;

/** The spec's `vendorId` of a linked vendor: the Cortège vendor's id, or the link's own for a free entry. */
const toLinkedVendor = (row: LinkRow): EventLinkedVendor => ({
  vendorId: row.linkedVendorId ?? row.id,
  isVerified: row.isVerified,
  eventId: row.eventId,
  vendorType: row.vendorType as EventLinkedVendor["vendorType"],
  companyName: row.companyName,
  website: row.website,
  contact: row.contact,
  socials: row.socials,
  medias: row.medias,
});

export function createLinkedVendorsRepository(db: Db) {
  const match = (vendorId: string, eventId: string, linkedVendorId: string) =>
    and(
      eq(eventLinkedVendors.vendorId, vendorId),
      eq(eventLinkedVendors.eventId, eventId),
      or(eq(eventLinkedVendors.id, linkedVendorId), eq(eventLinkedVendors.linkedVendorId, linkedVendorId)),
    );

  return {
    async list(vendorId: string, eventId: string): Promise<EventLinkedVendor[]> {
      const rows = await db
        .select()
        .from(eventLinkedVendors)
        .where(and(eq(eventLinkedVendors.vendorId, vendorId), eq(eventLinkedVendors.eventId, eventId)))
        .orderBy(asc(eventLinkedVendors.createdAt), asc(eventLinkedVendors.id))
        .limit(MAX_LINKED_VENDORS);
      return rows.map(toLinkedVendor);
    },
    async count(vendorId: string, eventId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(eventLinkedVendors)
        .where(and(eq(eventLinkedVendors.vendorId, vendorId), eq(eventLinkedVendors.eventId, eventId)));
      return row?.n ?? 0;
    },
    async exists(vendorId: string, eventId: string, linkedVendorId: string): Promise<boolean> {
      const rows = await db
        .select({ id: eventLinkedVendors.id })
        .from(eventLinkedVendors)
        .where(match(vendorId, eventId, linkedVendorId))
        .limit(1);
      return rows.length === 1;
    },
    async insert(vendorId: string, eventId: string, fields: LinkFields): Promise<EventLinkedVendor> {
      const [row] = await db
        .insert(eventLinkedVendors)
        .values({ vendorId, eventId, ...fields })
        .returning();
      return toLinkedVendor(row as LinkRow);
    },
    async update(
      vendorId: string,
      eventId: string,
      linkedVendorId: string,
      fields: Omit<LinkFields, "linkedVendorId" | "isVerified">,
    ): Promise<EventLinkedVendor | undefined> {
      const [row] = await db
        .update(eventLinkedVendors)
        .set(fields)
        .where(match(vendorId, eventId, linkedVendorId))
        .returning();
      return row ? toLinkedVendor(row) : undefined;
    },
    async delete(vendorId: string, eventId: string, linkedVendorId: string): Promise<boolean> {
      const rows = await db
        .delete(eventLinkedVendors)
        .where(match(vendorId, eventId, linkedVendorId))
        .returning({ id: eventLinkedVendors.id });
      return rows.length > 0;
    },
  };
}
