import { z } from 'zod';
import {
  grantHistoryActions,
  grantStatuses,
  grantTypes,
  questionTypes,
} from './grant-vocabulary.js';

export const questionSchema = z.object({
  label: z.string(),
  type: z.enum(questionTypes),
  required: z.boolean(),
  /** Percent of its section. */
  weight: z.number(),
  options: z.array(z.string()),
  defaultSelected: z.array(z.string()),
  /** A sentence shown under the question on the member's form; absent when there is none. */
  helpText: z.string().optional(),
  /**
   * Short text, number and currency only, each optional: a short text's length in characters,
   * a number's value, an amount's value in whole cents (`100000` is $1,000.00).
   */
  min: z.number().optional(),
  max: z.number().optional(),
  /**
   * Multi-select only: options that stand alone ("None of these"): choosing one clears the
   * others, and an answer holding one holds nothing else. Absent when there is none.
   */
  exclusiveOptions: z.array(z.string()).optional(),
});
export type Question = z.infer<typeof questionSchema>;

export const sectionSchema = z.object({
  label: z.string(),
  description: z.string(),
  /** Percent of the grant. */
  weight: z.number(),
  questions: z.array(questionSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** A grant as the API sends it (spec §3). Dates are ISO 8601 instants. */
export const grantSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(grantTypes),
  description: z.string(),
  openDate: z.string(),
  closeDate: z.string(),
  status: z.enum(grantStatuses),
  sections: z.array(sectionSchema),
  /**
   * Whether a member may have only one application to it at a time (a withdrawn one does not
   * count): true unless the builder allows several.
   */
  oneApplicationPerMember: z.boolean(),
  /** How many applications it has (kept by the applications service's events). */
  applicationCount: z.number().int(),
  /** When its first application arrived; null until then. */
  lockedAt: z.string().nullable(),
  /** The id of the account that created it. */
  createdBy: z.string().nullable(),
  /**
   * Who last submitted it for approval (or set Pending Approval): when the office asks for a
   * second approver, someone else publishes it. Null for members, and until it is submitted.
   */
  submittedBy: z.string().nullable(),
  /**
   * When it was archived: hidden from the grant lists unless asked for, kept with its
   * applications, restorable. Null while it is not.
   */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Grant = z.infer<typeof grantSchema>;

/**
 * A grant in the list members choose from (`GET /api/available-grants`): what a card shows, no
 * sections (the form loads the one grant it needs), so the list stays small on a slow line.
 */
export const grantSummarySchema = grantSchema.pick({
  _id: true,
  title: true,
  type: true,
  description: true,
  openDate: true,
  closeDate: true,
  status: true,
  oneApplicationPerMember: true,
});
export type GrantSummary = z.infer<typeof grantSummarySchema>;

export const grantHistoryEntrySchema = z.object({
  action: z.enum(grantHistoryActions),
  at: z.string(),
  /** The account that did it, and its name at the time. */
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** For a status change: from and to; for a duplicate: the grant it was copied from. */
  fromStatus: z.enum(grantStatuses).nullable(),
  toStatus: z.enum(grantStatuses).nullable(),
  copiedFrom: z.string().nullable(),
});
export type GrantHistoryEntry = z.infer<typeof grantHistoryEntrySchema>;

/** A grant as an application keeps it: what the applicant was asked (decisions §4). */
export const grantSnapshotSchema = z.object({
  grantId: z.string(),
  title: z.string(),
  type: z.enum(grantTypes),
  status: z.enum(grantStatuses),
  openDate: z.string(),
  closeDate: z.string(),
  sections: z.array(sectionSchema),
  /** One application per member (see grantSchema); true when a grants service predating it answers. */
  oneApplicationPerMember: z.boolean().default(true),
});
export type GrantSnapshot = z.infer<typeof grantSnapshotSchema>;
