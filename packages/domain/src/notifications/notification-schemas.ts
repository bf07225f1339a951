import { z } from "zod";
import { limitSchema, pageSchema, queryBooleanSchema } from "../paging/paging.ts";
import { notificationKinds } from "./notification-kinds.ts";
import { notificationMessages as m } from "./notification-messages.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const notificationId = z.uuid({ error: m.notificationIdInvalid });
export const notificationKindSchema = z.enum(notificationKinds, { error: m.kindInvalid });

/** A link a notification opens: an http(s) address (new tab) or a path of the app (in place), part 2 §2. */
export const notificationUrlSchema = z
  .string()
  .max(2000, m.urlInvalid)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), m.urlInvalid);

/** part 2 §3: id, subject, message, url, isRead, createdAt (+ the kind it is, for icons and settings). */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  subject: z.string(),
  message: z.string(),
  url: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  vendorId,
  page: pageSchema,
  limit: limitSchema,
  isRead: queryBooleanSchema.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unreadCount: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationQuerySchema = z.object({ vendorId, notificationId });

export const unreadCountQuerySchema = z.object({ vendorId });
export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });

/** POST /notifications: a notification written by hand (the vendor's own reminder, or an integration). */
export const notificationCreateSchema = z.object({
  vendorId,
  kind: notificationKindSchema,
  subject: z.string().trim().min(1, m.subjectRequired).max(200, m.subjectTooLong),
  message: z.string().max(2000, m.messageTooLong).default(""),
  url: notificationUrlSchema.nullable().default(null),
});
export type NotificationCreate = z.infer<typeof notificationCreateSchema>;
/** Its id, or null when the vendor turned that kind off (nothing was written). */
export const notificationCreatedSchema = z.object({ id: z.uuid().nullable() });

const notificationIds = z
  .array(notificationId, { error: m.notificationIdsRequired })
  .min(1, m.notificationIdsRequired)
  .max(100, m.tooManyNotificationIds);

export const notificationMarkReadSchema = z.object({ vendorId, notificationIds });
export const notificationDeleteSchema = z.object({ vendorId, notificationIds });
export const notificationMarkAllReadSchema = z.object({
  vendorId,
  markAll: z.literal(true, { error: m.markAllRequired }),
});
export const notificationCountResponseSchema = z.object({ count: z.number().int() });

export const notificationPreferencesSchema = z.object({
  /** 0 sends each e-mail at once; otherwise notifications within this window go out as one digest. */
  emailDigestMinutes: z.coerce
    .number({ error: m.digestMinutesInvalid })
    .int(m.digestMinutesInvalid)
    .min(0, m.digestMinutesInvalid)
    .max(60, m.digestMinutesInvalid),
});

/** part 2 §3 Settings: all channels and all kinds on by default (§9). */
export const notificationSettingsSchema = z.object({
  id: z.uuid(),
  vendorId: z.uuid(),
  preferences: notificationPreferencesSchema,
  emailEnabled: z.boolean(),
  pushEnabled: z.boolean(),
  inAppEnabled: z.boolean(),
  eventTypes: z.array(notificationKindSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsQuerySchema = z.object({ vendorId });
export const notificationSettingsUpdateSchema = z.object({
  vendorId,
  preferences: notificationPreferencesSchema,
  emailEnabled: z.boolean(),
  pushEnabled: z.boolean(),
  inAppEnabled: z.boolean(),
  eventTypes: z.array(notificationKindSchema).max(notificationKinds.length),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** A browser's push subscription (PushSubscription.toJSON()), one per device. */
export const notificationEndpointSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  userAgent: z.string().nullable(),
});
export type NotificationEndpoint = z.infer<typeof notificationEndpointSchema>;

const base64url = (max: number) =>
  z
    .string({ error: m.endpointKeysInvalid })
    .min(8, m.endpointKeysInvalid)
    .max(max, m.endpointKeysInvalid)
    .regex(/^[A-Za-z0-9_-]+=*$/, m.endpointKeysInvalid);

export const notificationEndpointRegisterSchema = z.object({
  userId: z.uuid({ error: m.userMismatch }),
  endpoint: z.url({ protocol: /^https?$/, error: m.endpointInvalid }).max(2000, m.endpointInvalid),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: m.endpointKeysInvalid }),
  userAgent: z.string().max(500).nullable().default(null),
});
export type NotificationEndpointRegister = z.infer<typeof notificationEndpointRegisterSchema>;
export const notificationEndpointDeleteSchema = z.object({
  userId: z.uuid({ error: m.userMismatch }),
  endpointId: z.uuid({ error: m.endpointInvalid }),
});
export const notificationEndpointDeletedSchema = z.object({ ok: z.literal(true) });
export const notificationEndpointListQuerySchema = z.object({ userId: z.uuid({ error: m.userMismatch }) });
export const notificationEndpointListResponseSchema = z.object({ endpoints: z.array(notificationEndpointSchema) });
export const vapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });

/** Admin: the vendors with their notification settings (GET /admin/vendors of the notifications service). */
export const notificationAdminVendorsQuerySchema = z.object({ page: pageSchema, limit: limitSchema });
export const notificationAdminVendorsResponseSchema = z.object({
  vendors: z.array(z.object({ vendorId: z.uuid(), unreadCount: z.number().int(), total: z.number().int() })),
  page: z.number().int(),
  limit: z.number().int(),
});
/** The vendor an administrator looks at is named `id`: a vendor route's `vendorId` is the caller's own tenant. */
export const notificationAdminSettingsQuerySchema = z.object({ id: z.uuid({ error: "Prestataire introuvable." }) });
