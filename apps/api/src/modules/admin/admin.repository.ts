import { desc } from "drizzle-orm";
import { adminAuditLog } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

/** The administrators' audit trail: who called which admin route, with what outcome. */
export function createAdminRepository(db: Db) {
  return {
    async audit(entry: {
      userId: string | null;
      email: string | null;
      action: string;
      target: string | null;
      statusCode: number;
    }) {
      await db.insert(adminAuditLog).values(entry);
    },
    async auditTrail(limit: number) {
      return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
