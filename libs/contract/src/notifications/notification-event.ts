import { z } from 'zod';
import { conversationLimits } from '../applications/conversation-limits.js';
import { notificationEventKinds } from './notification-kinds.js';

/** Question labels an event names (a request for more information), and the length of each. */
export const notificationEventLimits = { questionLabels: 10, questionLabel: 120 } as const;

/**
 * What the applications service tells the notifications service, through its outbox:
 * one event per thing that happened to an application or a draft; and the grants service, of a
 * grant waiting for a second approver. The notifications service turns each into notices for
 * its recipients, once per (eventId, recipient), however many times the event is delivered.
 */
export const notificationEventSchema = z
  .object({
    /** Unique per event; with the recipient, the key that makes each notice exactly-once. */
    eventId: z.uuid(),
    kind: z.enum(notificationEventKinds),
    /** When it happened (ISO 8601). */
    at: z.iso.datetime({ offset: true }),
    /**
     * The application, or for `draftReminder` the draft (a draft's id becomes its application's
     * id); null for `grantAwaitingApproval`, which is about a grant alone.
     */
    applicationId: z.uuid().nullable(),
    /** The receipt a person can read over the phone (`EDU-2026-000123`); null for a draft. */
    reference: z.string().max(40).nullable(),
    grantId: z.uuid(),
    grantTitle: z.string().max(500),
    /**
     * The member who applied (or holds the draft): the user id; name and email come from identity.
     * Null for `grantAwaitingApproval`.
     */
    applicantId: z.uuid().nullable(),
    /** `statusChanged`: the new status, shown with the member's label (`applicationStatusLabel`). */
    status: z.string().max(40).optional(),
    /**
     * `resubmitted`, `withdrawn`: the reviewers who have acted on this application (set a status or
     * asked for more information), newest first. Empty: every reviewer ("R") is told.
     */
    reviewerIds: z.array(z.uuid()).max(50).default([]),
    /**
     * Reviewers not to tell, of those the event goes to: for `grantAwaitingApproval`, the one who
     * submitted the grant (someone else publishes it).
     */
    exceptIds: z.array(z.uuid()).max(50).optional(),
    /** `draftReminder`: when the grant closes (ISO 8601), and which reminder this is. */
    closesAt: z.iso.datetime({ offset: true }).optional(),
    hoursBefore: z.union([z.literal(72), z.literal(24)]).optional(),
    /**
     * `statusChanged`, `moreInfoRequested`: what the reviewer wrote to the applicant (the
     * applicant's data: encrypted wherever it is kept). Never a reviewer's internal note.
     */
    message: z
      .string()
      .max(Math.max(conversationLimits.requestMessage, conversationLimits.decisionMessage))
      .nullable()
      .optional(),
    /**
     * `moreInfoRequested`: the labels of the questions the applicant may answer again (the first
     * few, each cut to a length), and how many the request names in all. `fileRemoved`: the
     * label of the question whose file was removed.
     */
    questionLabels: z
      .array(z.string().max(notificationEventLimits.questionLabel))
      .max(notificationEventLimits.questionLabels)
      .optional(),
    questionCount: z.number().int().min(0).max(conversationLimits.requestedQuestions).optional(),
  })
  .refine(
    (event) =>
      event.kind === 'grantAwaitingApproval' ||
      (event.applicationId !== null && event.applicantId !== null),
    { message: 'An event about an application names the application and its applicant.' },
  );
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
