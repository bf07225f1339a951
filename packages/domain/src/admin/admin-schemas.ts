import { z } from "zod";
import { notificationSettingsSchema } from "../notifications/notification-schemas.ts";
import { limitSchema, pageSchema } from "../paging/paging.ts";

export const adminMessages = {
  forbidden: "Accès réservé aux administrateurs.",
  vendorNotFound: "Prestataire introuvable.",
} as const;

/**
 * Admin calls never carry the tenant's `vendorId` (that name means "the vendor I act for", checked by
 * the tenancy guard): the vendor an administrator looks at is `id`, and unknown fields are refused.
 */
export const adminVendorsQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    page: pageSchema,
    limit: limitSchema,
  })
  .strict();
export type AdminVendorsQuery = z.input<typeof adminVendorsQuerySchema>;

export const adminVendorRowSchema = z.object({
  id: z.string(),
  tradeName: z.string(),
  corporateName: z.string().nullable(),
  vendorType: z.string(),
  slug: z.string(),
  ownerEmail: z.string().nullable(),
  isPublished: z.boolean(),
  isClosed: z.boolean(),
  createdAt: z.string(),
  /** Subscriptions do not exist yet: always null until they do. */
  plan: z.string().nullable(),
});
export type AdminVendorRow = z.infer<typeof adminVendorRowSchema>;
export const adminVendorsResponseSchema = z.object({
  vendors: z.array(adminVendorRowSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type AdminVendorsResponse = z.infer<typeof adminVendorsResponseSchema>;

export const adminVendorSettingsQuerySchema = z.object({ id: z.uuid({ error: adminMessages.vendorNotFound }) }).strict();
/** Read-only: the vendor's profile and company; its clients, messages and documents are never shown. */
export const adminVendorSettingsSchema = z.object({
  vendor: adminVendorRowSchema,
  profile: z.record(z.string(), z.unknown()),
  company: z.record(z.string(), z.unknown()),
  /** The vendor's notification settings (channels, digest, kinds followed), as the notifications service keeps them. */
  notificationSettings: notificationSettingsSchema,
});
export type AdminVendorSettings = z.infer<typeof adminVendorSettingsSchema>;

/** GET /api/admin/audit-log?limit: the administrators' latest calls, newest first (who, what, when, answer). */
export const adminAuditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();
export const adminAuditEntrySchema = z.object({
  userId: z.string().nullable(),
  email: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  statusCode: z.number().int(),
  at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditResponseSchema = z.object({ entries: z.array(adminAuditEntrySchema) });
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
