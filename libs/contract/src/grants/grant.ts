import { z } from 'zod';

/** Spec §3: the five grant types; the form's default is scholarship. */
export const grantTypes = [
  'scholarship',
  'professional-development',
  'research',
  'educational-resources',
  'award',
] as const;
export type GrantType = (typeof grantTypes)[number];

export const grantTypeLabels: Readonly<Record<GrantType, string>> = {
  scholarship: 'Scholarship',
  'professional-development': 'Professional Development',
  research: 'Research',
  'educational-resources': 'Educational Resources',
  award: 'Award',
};

/** Spec §4: a grant's four statuses. Staff may set any of them freely. */
export const grantStatuses = ['draft', 'pendingApproval', 'published', 'closed'] as const;
export type GrantStatus = (typeof grantStatuses)[number];

export const grantStatusLabels: Readonly<Record<GrantStatus, string>> = {
  draft: 'Draft',
  pendingApproval: 'Pending Approval',
  published: 'Published',
  closed: 'Closed',
};

/**
 * A status as sent or stored, matched case-insensitively (`pendingapproval` is
 * `pendingApproval`, spec §4); undefined when it is none of the four.
 */
export function normalizeGrantStatus(value: unknown): GrantStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return grantStatuses.find((status) => status.toLowerCase() === wanted);
}

/** The label a screen shows for a grant's status: a missing or unknown one shows Draft. */
export function grantStatusLabel(value: unknown): string {
  return grantStatusLabels[normalizeGrantStatus(value) ?? 'draft'];
}

/** Spec §3: the seven question types. */
export const questionTypes = [
  'textarea',
  'checkbox',
  'file',
  'date',
  'dropdown',
  'multi-select',
  'priority',
] as const;
export type QuestionType = (typeof questionTypes)[number];

export const questionTypeLabels: Readonly<Record<QuestionType, string>> = {
  textarea: 'Text answer',
  checkbox: 'Checkbox (yes or no)',
  file: 'File upload',
  date: 'Date',
  dropdown: 'Dropdown (one choice)',
  'multi-select': 'Multi-select (several choices)',
  priority: 'Priority (order the options)',
};

/** The question types that offer a list of options. */
export const questionTypesWithOptions: readonly QuestionType[] = [
  'dropdown',
  'multi-select',
  'priority',
];

export const questionSchema = z.object({
  label: z.string(),
  type: z.enum(questionTypes),
  required: z.boolean(),
  /** Percent of its section. */
  weight: z.number(),
  options: z.array(z.string()),
  defaultSelected: z.array(z.string()),
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
  /** How many applications it has (kept by the applications service's events). */
  applicationCount: z.number().int(),
  /** When its first application arrived; null until then. */
  lockedAt: z.string().nullable(),
  /** The id of the account that created it. */
  createdBy: z.string().nullable(),
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
});
export type GrantSummary = z.infer<typeof grantSummarySchema>;

/** What a grant's history records (who did what, when), shown on `/grants/{id}`. */
export const grantHistoryActions = [
  'created',
  'edited',
  'submitted',
  'status-changed',
  'duplicated',
  'deleted',
] as const;
export type GrantHistoryAction = (typeof grantHistoryActions)[number];

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
});
export type GrantSnapshot = z.infer<typeof grantSnapshotSchema>;
