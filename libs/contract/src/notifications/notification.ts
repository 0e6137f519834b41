import { z } from 'zod';
import { notificationEventKinds, type NotificationEventKind } from './notification-kinds.js';

/** One notice in a member's inbox (`GET /api/notifications`), newest first. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationEventKinds),
  /** Null for a notice about a grant alone (`grantAwaitingApproval`). */
  applicationId: z.uuid().nullable(),
  grantId: z.uuid(),
  grantTitle: z.string(),
  /** The application's receipt (`EDU-2026-000123`); null for a draft. */
  reference: z.string().nullable(),
  /** `statusChanged`: the member's label of the new status (never an internal note). */
  statusLabel: z.string().nullable(),
  /** `statusChanged`: the new status (`approved`…), which a screen names in its own language. */
  status: z.string().nullable(),
  /** `draftReminder`: when the grant closes, and how many hours before it the reminder came. */
  closesAt: z.iso.datetime({ offset: true }).nullable(),
  hoursBefore: z.number().int().nullable(),
  /** `fileRemoved`: the label of the question whose file was removed, when known. */
  questionLabel: z.string().nullable(),
  /**
   * The sentence the inbox and the email show, in English (notification-text.ts). A screen in
   * another language writes its own from the kind and the fields above.
   */
  message: z.string(),
  /** Where the notice leads in the portal (`/applications/{id}`…). */
  link: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page of a list, newest first; `nextCursor` asks for the page after it (`?before=`). */
const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** `?limit=&before=`: at most `limit` items older than the cursor a previous page answered. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'must be the nextCursor of a previous page')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * Which kinds of notice also come by email (the inbox always has them). Every kind is on by
 * default but those of `emailOffByDefaultKinds` (a new application, for reviewers), for which the
 * choice also decides whether the notice is made.
 */
export const emailPreferencesSchema = z.object({
  email: z.object(
    Object.fromEntries(notificationEventKinds.map((kind) => [kind, z.boolean()])) as Record<
      NotificationEventKind,
      z.ZodBoolean
    >,
  ),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/**
 * `PUT /api/notifications/preferences`: the choices to change; a kind left out keeps its choice
 * (a screen written before a kind existed still saves).
 */
export const emailPreferencesUpdateSchema = z.object({
  email: z.object(
    Object.fromEntries(
      notificationEventKinds.map((kind) => [kind, z.boolean().optional()]),
    ) as Record<NotificationEventKind, z.ZodOptional<z.ZodBoolean>>,
  ),
});
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

/**
 * Where each notice's email stands: `pending` (to be sent, or waiting to be tried again),
 * `sent` (the mail server took it), `failed` (every try failed: an admin may retry it) or
 * `skipped` (the member turned that kind of email off, or the account is gone).
 */
export const emailDeliveryStates = ['pending', 'sent', 'failed', 'skipped'] as const;
export type EmailDeliveryState = (typeof emailDeliveryStates)[number];

/** One notice's email, for admins (`GET /api/admin/notifications`). No address, no message text. */
export const emailDeliverySchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationEventKinds),
  recipientId: z.uuid(),
  /** The recipient's name as identity has it now; null when the account is gone or identity is away. */
  recipientName: z.string().nullable(),
  applicationId: z.uuid().nullable(),
  reference: z.string().nullable(),
  grantTitle: z.string(),
  state: z.enum(emailDeliveryStates),
  attempts: z.number().int().min(0),
  /** Why the last try failed (the mail server's reply or the connection error), never the message. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

export const emailDeliveryListQuerySchema = pageQuerySchema.extend({
  state: z.enum(['pending', 'sent', 'failed']).default('failed'),
});
export type EmailDeliveryListQuery = z.infer<typeof emailDeliveryListQuerySchema>;

export const emailDeliveryPageSchema = pageOf(emailDeliverySchema).extend({
  /** How many emails are in each state now. */
  counts: z.object({
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
});
export type EmailDeliveryPage = z.infer<typeof emailDeliveryPageSchema>;
