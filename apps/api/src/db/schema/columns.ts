import { type AnyPgColumn, uuid } from "drizzle-orm/pg-core";

/**
 * A reference to the row that owns this one (its vendor, its document, its board…): required, and deleting the
 * owner deletes it. Written once, as every owned table carries one or two.
 */
export const ownedBy = <TName extends string>(column: TName, owner: () => AnyPgColumn) =>
  uuid(column).notNull().references(owner, { onDelete: "cascade" });
