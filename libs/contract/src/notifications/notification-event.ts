import { z } from 'zod';
import { notificationEventKinds } from './notification-kinds.js';

/**
 * What the applications service tells the notifications service (issue 12), through its outbox:
 * one event per thing that happened to an application or a draft. The notifications service
 * turns each into notices for its recipients, once per (eventId, recipient), however many times
 * the event is delivered.
 */
export const notificationEventSchema = z.object({
  /** Unique per event; with the recipient, the key that makes each notice exactly-once. */
  eventId: z.uuid(),
  kind: z.enum(notificationEventKinds),
  /** When it happened (ISO 8601). */
  at: z.iso.datetime({ offset: true }),
  /** The application, or for `draftReminder` the draft (a draft's id becomes its application's id). */
  applicationId: z.uuid(),
  /** The receipt a person can read over the phone (`EDU-2026-000123`); null for a draft. */
  reference: z.string().max(40).nullable(),
  grantId: z.uuid(),
  grantTitle: z.string().max(500),
  /** The member who applied (or holds the draft): the user id; name and email come from identity. */
  applicantId: z.uuid(),
  /** `statusChanged`: the new status, shown with the member's label (`applicationStatusLabel`). */
  status: z.string().max(40).optional(),
  /**
   * `resubmitted`, `withdrawn`: the reviewers who have acted on this application (set a status or
   * asked for more information), newest first. Empty: every reviewer ("R") is told.
   */
  reviewerIds: z.array(z.uuid()).max(50).default([]),
  /** `draftReminder`: when the grant closes (ISO 8601), and which reminder this is. */
  closesAt: z.iso.datetime({ offset: true }).optional(),
  hoursBefore: z.union([z.literal(72), z.literal(24)]).optional(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
